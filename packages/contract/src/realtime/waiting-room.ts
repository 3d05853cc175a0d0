// Namespace `waiting_room`: students wait here after picking a mask; the teacher admits or kicks
// them per group.
//
// Names the spec does not spell, chosen here: the admit/kick commands `admit_new`, `admit_noreg`,
// `admit_reg`, `kick_new`, `kick_noreg`, `kick_reg`; their results `admitted_new`,
// `admitted_noreg`, `admitted_reg`, `kicked_new`, `kicked_noreg`, `kicked_reg` (to teachers);
// `connected_to_waiting_room` goes to a teacher on connection (with the totals),
// `entered_waiting_room` to a student once queued; `left_waiting_room` is sent by a student who
// leaves (Return); the student query field `maskId`; the teacher's `set_admit_automatically`
// command and its state `admit_automatically` (docs/decisions/running-the-lecture.md). The spec's `WR_*:+/-`, `len`, `len_result`,
// `already_attending`, `access_granted` and the catalogue's error events are spelled as written.
import { z } from 'zod';
import { classCodeSchema } from '../rules/class-code-schema.ts';
import { maskIdSchema } from '../rules/mask-schema.ts';
import type { Ack, EmptyPayload, SocketErrorPayload } from './common.ts';
import { emptyPayload } from './common.ts';

export const WAITING_GROUPS = ['new', 'noReg', 'reg'] as const;
export type WaitingGroup = (typeof WAITING_GROUPS)[number];

/** Waiting-room totals, one count per group. */
export type WaitingRoomTotals = Record<WaitingGroup, number>;

/**
 * Sent to teachers with the totals while students without an account wait after unusually many
 * join requests: counts only, never an address (docs/decisions/waiting-room-limits.md).
 */
export interface WaitingRoomWarning {
  /** The most join requests one network made within a minute (0: none unusual). */
  perMinute: number;
  /** Join requests refused by the waiting-room limits lately. */
  refused: number;
}

/** The totals a teacher receives: the spec's three counts, and the optional warning. */
export type TeacherWaitingTotals = WaitingRoomTotals & { warning?: WaitingRoomWarning };

/** Per-group event names, in one place so both ends derive them the same way. */
export const WAITING_GROUP_EVENTS = {
  new: {
    plus: 'WR_NEW:+',
    minus: 'WR_NEW:-',
    admit: 'admit_new',
    kick: 'kick_new',
    admitted: 'admitted_new',
    kicked: 'kicked_new',
  },
  noReg: {
    plus: 'WR_NOREG:+',
    minus: 'WR_NOREG:-',
    admit: 'admit_noreg',
    kick: 'kick_noreg',
    admitted: 'admitted_noreg',
    kicked: 'kicked_noreg',
  },
  reg: {
    plus: 'WR_REG:+',
    minus: 'WR_REG:-',
    admit: 'admit_reg',
    kick: 'kick_reg',
    admitted: 'admitted_reg',
    kicked: 'kicked_reg',
  },
} as const;

/**
 * Handshake query of a student: the Lecture Code and the chosen mask. A client that sends the
 * code alone (no `maskId`) gets a mask assigned by the server.
 */
export const waitingRoomStudentQuery = z.object({
  classId: classCodeSchema,
  maskId: maskIdSchema.optional(),
});
export type WaitingRoomStudentQuery = z.infer<typeof waitingRoomStudentQuery>;
// Teachers connect with `lectureQuery` (courseId, lectureNum) from common.ts.

export interface AdmitKickResult {
  /** How many students of the group were admitted or kicked. */
  count: number;
  totals: WaitingRoomTotals;
}

/** What an admitted student receives. */
export interface AccessGranted {
  courseId: number;
  lectureNum: number;
  pseudonym: string;
  /** Only for a student who had no account: the issued private ID and password, shown once. */
  credentials?: { anonId: string; password: string };
  /** A session token when the student had none (new accounts). */
  token?: string;
}

/** Admit and kick commands, accepted by both `waiting_room` and `class_id_generator`. */
export interface AdmitKickCommands {
  admit_new: (payload?: EmptyPayload, ack?: Ack<AdmitKickResult>) => void;
  admit_noreg: (payload?: EmptyPayload, ack?: Ack<AdmitKickResult>) => void;
  admit_reg: (payload?: EmptyPayload, ack?: Ack<AdmitKickResult>) => void;
  kick_new: (payload?: EmptyPayload, ack?: Ack<AdmitKickResult>) => void;
  kick_noreg: (payload?: EmptyPayload, ack?: Ack<AdmitKickResult>) => void;
  kick_reg: (payload?: EmptyPayload, ack?: Ack<AdmitKickResult>) => void;
}

/** Results of admit and kick, sent to the lecture's teachers on both namespaces. */
export interface AdmitKickEvents {
  admitted_new: (result: AdmitKickResult) => void;
  admitted_noreg: (result: AdmitKickResult) => void;
  admitted_reg: (result: AdmitKickResult) => void;
  kicked_new: (result: AdmitKickResult) => void;
  kicked_noreg: (result: AdmitKickResult) => void;
  kicked_reg: (result: AdmitKickResult) => void;
}

/** The lecture's "Admit automatically" setting, as its teachers see it. */
export interface AdmitAutomatically {
  enabled: boolean;
}

export const admitAutomaticallyPayload = z.object({ enabled: z.boolean() });

export interface WaitingRoomClientToServer extends AdmitKickCommands {
  /**
   * Teacher: admit arriving students without asking (every group, through the same admission as
   * the admit commands); turning it on admits those already waiting.
   */
  set_admit_automatically: (payload: AdmitAutomatically, ack?: Ack<AdmitAutomatically>) => void;
  /** Teacher: ask for the totals; answered with `len_result` (and the ack). */
  len: (payload?: EmptyPayload, ack?: Ack<TeacherWaitingTotals>) => void;
  /** Student: leave the waiting room (the Return button). */
  left_waiting_room: (payload?: EmptyPayload, ack?: Ack) => void;
}

export interface WaitingRoomServerToClient extends AdmitKickEvents {
  // to teachers
  connected_to_waiting_room: (totals: TeacherWaitingTotals) => void;
  len_result: (totals: TeacherWaitingTotals) => void;
  /** On connection and whenever a teacher of the lecture changes it. */
  admit_automatically: (state: AdmitAutomatically) => void;
  'WR_NEW:+': (totals: TeacherWaitingTotals) => void;
  'WR_NEW:-': (totals: TeacherWaitingTotals) => void;
  'WR_NOREG:+': (totals: TeacherWaitingTotals) => void;
  'WR_NOREG:-': (totals: TeacherWaitingTotals) => void;
  'WR_REG:+': (totals: TeacherWaitingTotals) => void;
  'WR_REG:-': (totals: TeacherWaitingTotals) => void;
  // to students
  entered_waiting_room: (payload: { group: WaitingGroup }) => void;
  access_granted: (payload: AccessGranted) => void;
  access_denied: (payload: SocketErrorPayload) => void;
  already_attending: (payload: SocketErrorPayload) => void;
  error_invalid_classid: (payload: SocketErrorPayload) => void;
  error_invalid_lecture_details: (payload: SocketErrorPayload) => void;
  error_access_denied: (payload: SocketErrorPayload) => void;
}

export const admitKickPayloads = {
  admit_new: emptyPayload,
  admit_noreg: emptyPayload,
  admit_reg: emptyPayload,
  kick_new: emptyPayload,
  kick_noreg: emptyPayload,
  kick_reg: emptyPayload,
} as const satisfies Record<keyof AdmitKickCommands, z.ZodType>;

/** Zod schema of every client→server payload, validated at the server edge. */
export const waitingRoomPayloads = {
  ...admitKickPayloads,
  len: emptyPayload,
  left_waiting_room: emptyPayload,
  set_admit_automatically: admitAutomaticallyPayload,
} as const satisfies Record<keyof WaitingRoomClientToServer, z.ZodType>;
