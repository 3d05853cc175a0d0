// The Socket.IO path, namespace names, error codes and texts, apart from the zod schemas in
// common.ts: a page that needs only these (the app shell, the live page) does not load zod.
import { GENERIC_MESSAGES } from '../schemas/messages.ts';

export const SOCKET_PATH = '/socketo4f';

export const NAMESPACES = {
  classIdGenerator: '/class_id_generator',
  waitingRoom: '/waiting_room',
  expressions: '/expressions',
  signals: '/signals',
} as const;
export type NamespaceName = (typeof NAMESPACES)[keyof typeof NAMESPACES];

/** Error codes of the spec's catalogue; each is also the name of the event that carries it. */
export const SOCKET_ERRORS = {
  errorAccessDenied: 'error_access_denied',
  accessDenied: 'access_denied',
  errorInvalidClassId: 'error_invalid_classid',
  errorInvalidLectureDetails: 'error_invalid_lecture_details',
  errorCourseBusy: 'error_course_busy',
  alreadyAttending: 'already_attending',
} as const;
export type SocketErrorCode = (typeof SOCKET_ERRORS)[keyof typeof SOCKET_ERRORS];

/** Codes that exist only in acknowledgements (no event of their own). */
export const ACK_ERRORS = {
  invalidPayload: 'invalid_payload',
  reactionsPaused: 'reactions_paused',
  overload: 'expression_overload',
  notAttending: 'not_attending',
  lectureNotLive: 'lecture_not_live',
  /** The press named a slide that is no longer the current one; nothing was counted. */
  slideMoved: 'slide_moved',
  /** The reaction counts but is not stored yet (the database is away); it will be. */
  notSaved: 'not_saved',
  /** The database is away; nothing was done. */
  databaseUnavailable: 'database_unavailable',
  internal: 'internal_error',
} as const;
export type AckErrorCode = SocketErrorCode | (typeof ACK_ERRORS)[keyof typeof ACK_ERRORS];

/** User-visible texts of socket errors, copied from the spec where it gives them. */
export const SOCKET_TEXT = {
  accessDenied: 'Access denied',
  invalidClassId: 'Invalid class id',
  invalidLectureDetails: 'Invalid lecture details',
  alreadyAttending: 'You are already attending this class',
  courseBusy: 'Error course busy',
  disconnectedFromWaitingRoom: 'Disconnected from Waiting Room',
  /** A join request without an account over the waiting-room limits (access_denied). */
  tooManyJoining:
    'Too many students are joining from your network right now. Please wait a moment and try again.',
  /** A join request without an account while the lecture's waiting room is full (access_denied). */
  waitingRoomFull: 'The waiting room is full right now. Please wait a moment and try again.',
  /** Admission without an account once the lecture has issued its maximum of accounts. */
  lectureFullForNewAccounts:
    'This lecture cannot take more students without an account. Please sign in and try again.',
  reactionsPaused: 'Feedback not accepted. Teacher paused the lecture.',
  overload: 'Too many reactions. Please wait a moment.',
  slideMoved:
    'The teacher has moved to another slide: your reaction was not counted. Press again for the slide on screen.',
  removedFromClass: 'You have been removed from class.',
  lectureEnded: 'The lecture has ended.',
  lectureNotStarted: 'Please wait for the teacher to start the lecture',
  teachersOnly: 'Only the teacher can do this.',
  studentsOnly: 'Only students can send feedback.',
  invalidPayload: 'Invalid request',
  internal: 'Something went wrong. Please try again.',
  databaseUnavailable: GENERIC_MESSAGES.databaseUnavailable,
  reactionNotSaved:
    'Your reaction is shown to the teacher but could not be saved yet. It will be saved when the database is back.',
} as const;

/**
 * The `data` of a refused handshake's connect_error: `code` names a final refusal from the
 * catalogue; `retry` says the refusal is momentary (the server or its database is busy or away)
 * and the client should connect again later, with backoff.
 */
export interface HandshakeRefusal {
  code?: SocketErrorCode;
  retry?: boolean;
}

/** Payload of every error event. */
export interface SocketErrorPayload {
  message: string;
}

export type AckResult<T> =
  { ok: true; data: T } | { ok: false; error: AckErrorCode; message: string };
export type Ack<T = null> = (result: AckResult<T>) => void;
