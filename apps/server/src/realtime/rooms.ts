// Typed handles on the live namespaces and the room names they share. Rooms and emits reach
// every instance through the Redis adapter.
import { NAMESPACES } from '@o4f/contract';
import type {
  ClassIdGeneratorClientToServer,
  ClassIdGeneratorServerToClient,
  SignalsClientToServer,
  SignalsServerToClient,
  WaitingRoomClientToServer,
  WaitingRoomServerToClient,
} from '@o4f/contract';
import type { DefaultEventsMap, Namespace, Server } from 'socket.io';
import type { LectureRef } from '../live/live-state.ts';
import { lectureKey } from '../live/live-state.ts';

// socket.io's EventsMap wants an index signature the contract's interfaces do not declare.
type Events<T> = { [K in keyof T]: T[K] };
type Typed<C2S, S2C> = Namespace<
  Events<C2S>,
  Events<S2C>,
  DefaultEventsMap,
  Record<string, unknown>
>;

type SignalsNamespace = Typed<SignalsClientToServer, SignalsServerToClient>;
type WaitingRoomNamespace = Typed<WaitingRoomClientToServer, WaitingRoomServerToClient>;
type ClassIdNamespace = Typed<ClassIdGeneratorClientToServer, ClassIdGeneratorServerToClient>;

export const signalsNamespace = (io: Server) =>
  io.of(NAMESPACES.signals) as unknown as SignalsNamespace;
export const waitingRoomNamespace = (io: Server) =>
  io.of(NAMESPACES.waitingRoom) as unknown as WaitingRoomNamespace;
export const classIdNamespace = (io: Server) =>
  io.of(NAMESPACES.classIdGenerator) as unknown as ClassIdNamespace;

/** signals: every socket of a user. */
export const userRoom = (userId: number) => `user:${userId}`;
/** signals and class_id_generator: sockets opened for one lecture. */
export const lectureRoom = (lecture: LectureRef) => `lecture:${lectureKey(lecture)}`;
/** waiting_room: the lecture's teachers. */
export const waitingTeachersRoom = (lecture: LectureRef) => `wr-teachers:${lectureKey(lecture)}`;
/** waiting_room: the lecture's waiting students. */
export const waitingStudentsRoom = (lecture: LectureRef) => `wr-students:${lectureKey(lecture)}`;
