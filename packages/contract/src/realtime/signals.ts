// Namespace `signals`: per-user pushes (lecture started/ended/updated, removal from a lecture,
// account events), live notifications and Q&A updates. One command: `watch_lectures`.
import { z } from 'zod';
import { idSchema } from '../schemas/common.ts';
import type { Notification } from '../schemas/notifications.ts';
import type { Ack } from './common.ts';

export const SIGNAL_TYPES = [
  'lecture_started',
  'lecture_ended',
  'lecture_updated',
  'removed_from_pseudonym',
  'account_deleted',
  'unregistered_course',
] as const;
export type SignalType = (typeof SIGNAL_TYPES)[number];

export interface Signal {
  type: SignalType;
  courseId: number | null;
  lectureNum: number | null;
}

export const NOTIFICATION_EVENTS = [
  'question_posted',
  'question_answered',
  'discussion_started',
  'discussion_reply',
  'question_flagged',
  'answer_flagged',
  // Lectures and accounts: details name the course and lecture only (no question, no author).
  'lecture_started',
  'lecture_ended',
  'lecture_updated',
  'removed_from_pseudonym',
  /** Never stored: the account is gone; the `signal` of that type alone carries it. */
  'account_deleted',
  'unregistered_course',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** The lecture and account events among NOTIFICATION_EVENTS (the Q/A/D ones are the rest). */
export const LECTURE_NOTIFICATION_EVENTS = [
  'lecture_started',
  'lecture_ended',
  'lecture_updated',
  'removed_from_pseudonym',
  'account_deleted',
  'unregistered_course',
] as const satisfies readonly NotificationEvent[];
export type LectureNotificationEvent = (typeof LECTURE_NOTIFICATION_EVENTS)[number];

/** A notification as pushed live: the same shape the notifications REST calls return. */
export type LiveNotification = Notification;

/** At most this many lectures are watched by one socket. */
export const WATCH_LECTURES_MAX = 200;

const watchedLecture = z.object({ courseId: idSchema, lectureNum: idSchema });

/**
 * `watch_lectures`: the socket joins exactly these lectures' rooms (leaving the ones it watched
 * before; the handshake query's lecture stays) to get their `qa_update`s. Lectures of courses
 * the user may not read are left out.
 */
export const watchLecturesPayload = z.object({
  lectures: z.array(watchedLecture).max(WATCH_LECTURES_MAX),
});
export type WatchLecturesPayload = z.infer<typeof watchLecturesPayload>;

/** The ack: the lectures now watched (those of the request the user may read). */
export interface WatchLecturesResult {
  lectures: { courseId: number; lectureNum: number }[];
}

export interface SignalsClientToServer {
  watch_lectures: (payload: WatchLecturesPayload, ack?: Ack<WatchLecturesResult>) => void;
}

export const QA_UPDATE_KINDS = [
  'question_posted',
  'question_updated',
  'question_deleted',
  'answer_posted',
  'answer_updated',
  'discussion_posted',
  'voted',
  'flagged',
  'risen_up',
  'visible',
] as const;
export type QaUpdateKind = (typeof QA_UPDATE_KINDS)[number];

/**
 * Something changed in a lecture's questions, answers or discussions: open Q&A pages refetch.
 * Sent to the lecture's signals room; ids only, never texts or authors.
 */
export interface QaUpdate {
  courseId: number;
  lectureNum: number;
  kind: QaUpdateKind;
  questionId: number | null;
  answerId: number | null;
}

/**
 * The user's unread notifications changed without a new one (a post they were told about went
 * to the doghouse or came back): clients refetch the counts. Sent to `user:<id>`; no post content.
 */
export interface NotificationsChanged {
  courseId: number;
}

export interface SignalsServerToClient {
  signal: (payload: Signal) => void;
  notification: (payload: LiveNotification) => void;
  notifications_changed: (payload: NotificationsChanged) => void;
  qa_update: (payload: QaUpdate) => void;
}

export const signalsPayloads = {
  watch_lectures: watchLecturesPayload,
} as const satisfies Record<keyof SignalsClientToServer, z.ZodType>;
