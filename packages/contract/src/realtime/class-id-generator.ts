// Namespace `class_id_generator`: a teacher's Lecture Code for one lecture (handshake query
// `courseId`, `lectureNum`), plus the waiting-room totals and admit/kick commands the spec also
// lists on this channel. "access denied" and "course busy" are the catalogue's
// `error_access_denied` and `error_course_busy`; `stop` is answered with `current_class_id`
// carrying `classId: null`.
import { z } from 'zod';
import { CLASS_CODE_TTL_BOUNDS } from '../rules/class-code.ts';
import type { Ack, EmptyPayload, SocketErrorPayload } from './common.ts';
import { emptyPayload } from './common.ts';
import type { AdmitKickCommands, AdmitKickEvents, WaitingRoomTotals } from './waiting-room.ts';
import { admitKickPayloads } from './waiting-room.ts';

export interface NewClassId {
  code: string;
  /** Seconds the code stays valid. */
  ttl: number;
}

export interface CurrentClassId {
  /** The live code, or null when the lecture has none. */
  classId: string | null;
  /** Seconds left; 0 when there is no code. */
  ttl: number;
}

export const startPayload = z
  .object({
    ttl: z.number().int().min(CLASS_CODE_TTL_BOUNDS.min).max(CLASS_CODE_TTL_BOUNDS.max).optional(),
  })
  .optional();
export type StartPayload = z.infer<typeof startPayload>;

export interface ClassIdGeneratorClientToServer extends AdmitKickCommands {
  start: (payload?: StartPayload, ack?: Ack<NewClassId>) => void;
  stop: (payload?: EmptyPayload, ack?: Ack<CurrentClassId>) => void;
  get_curr: (payload?: EmptyPayload, ack?: Ack<CurrentClassId>) => void;
  len: (payload?: EmptyPayload, ack?: Ack<WaitingRoomTotals>) => void;
}

export interface ClassIdGeneratorServerToClient extends AdmitKickEvents {
  new_class_id: (payload: NewClassId) => void;
  current_class_id: (payload: CurrentClassId) => void;
  len_result: (totals: WaitingRoomTotals) => void;
  error_access_denied: (payload: SocketErrorPayload) => void;
  error_course_busy: (payload: SocketErrorPayload) => void;
  error_invalid_lecture_details: (payload: SocketErrorPayload) => void;
}

export const classIdGeneratorPayloads = {
  ...admitKickPayloads,
  start: startPayload,
  stop: emptyPayload,
  get_curr: emptyPayload,
  len: emptyPayload,
} as const satisfies Record<keyof ClassIdGeneratorClientToServer, z.ZodType>;
