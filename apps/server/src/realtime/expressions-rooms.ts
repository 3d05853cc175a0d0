// The expressions namespace's types and rooms, shared by its handlers and the modules they use.
import type { ExpressionsClientToServer, ExpressionsServerToClient } from '@o4f/contract';
import type { Namespace, Socket } from 'socket.io';
import { lectureKey } from '../live/live-state.ts';
import type { LectureRef } from '../live/live-state.ts';
import type { SocketUserData } from './io.ts';

export interface ExpressionsSocketData extends SocketUserData {
  lecture?: LectureRef;
  lectureId?: number;
}

export type ExpressionsNamespace = Namespace<
  ExpressionsClientToServer,
  ExpressionsServerToClient,
  Record<string, never>,
  ExpressionsSocketData
>;
export type ExpressionsSocket = Socket<
  ExpressionsClientToServer,
  ExpressionsServerToClient,
  Record<string, never>,
  ExpressionsSocketData
>;

/** Every socket of the lecture (counts, slide, permission, end). */
/** Every lecture's room name starts with it (the metrics count lectures by it). */
export const LECTURE_ROOM_PREFIX = 'lecture:';
export const lectureRoom = (lecture: LectureRef) => `${LECTURE_ROOM_PREFIX}${lectureKey(lecture)}`;
export const teachersRoom = (lecture: LectureRef) => `teachers:${lectureKey(lecture)}`;
export const studentsRoom = (lecture: LectureRef) => `students:${lectureKey(lecture)}`;
/** One student's sockets in the lecture (several tabs). */
export const studentRoom = (lecture: LectureRef, studentId: number) =>
  `student:${lectureKey(lecture)}:${studentId}`;
