// Domain events: services announce what changed; realtime features subscribe and notify clients.
import { EventEmitter } from 'node:events';
import type { Notification, QaUpdate } from '@o4f/contract';

export interface LectureEvent {
  type: 'created' | 'updated' | 'started' | 'ended' | 'extended' | 'deleted';
  courseId: number;
  lectureNum: number;
  lectureId: number;
}

/** Students who no longer attend a lecture (reset by the teacher, or they joined another one). */
export interface AttendanceEvent {
  type: 'removed';
  reason: 'reset' | 'joined_other';
  courseId: number;
  lectureNum: number;
  studentIds: number[];
}

/**
 * Accounts a teacher's reset changed: `unregistered` (reset noreg: their course registration was
 * undone) or `deleted` (reset new: the account issued in the lecture is gone).
 */
export interface AccountEvent {
  type: 'unregistered' | 'deleted';
  courseId: number;
  lectureNum: number;
  studentIds: number[];
}

/**
 * A Q/A/D change in a lecture; `teacherVisible` false keeps it from the lecture's teacher.
 * `actorId`: who made it, for the server's caches only (never sent: `update` is what clients get).
 */
export interface QaEvent {
  update: QaUpdate;
  teacherId: number;
  teacherVisible: boolean;
  actorId?: number;
}

/** A notification stored for a user, to push live. */
export interface NotificationEventPayload {
  userId: number;
  notification: Notification;
}

/** Users whose unread notifications changed with no new one (a post entered or left the doghouse). */
export interface NotificationsChangedEvent {
  userIds: number[];
  courseId: number;
}

/** A user acknowledged (read) some of their notifications. */
export interface NotificationsReadEvent {
  userId: number;
}

/** Sessions just revoked (logout, password change, admin reset): their sockets must go. */
export interface SessionsRevokedEvent {
  sessionIds: number[];
}

/** A user's role changed (admin granted or withdrawn): what was read of their sessions is stale. */
export interface RoleChangedEvent {
  userId: number;
}

export interface DomainEventMap {
  qa: [QaEvent];
  notification: [NotificationEventPayload];
  notificationsChanged: [NotificationsChangedEvent];
  notificationsRead: [NotificationsReadEvent];
  lecture: [LectureEvent];
  attendance: [AttendanceEvent];
  account: [AccountEvent];
  course: [{ type: 'deleted'; courseId: number }];
  sessionsRevoked: [SessionsRevokedEvent];
  roleChanged: [RoleChangedEvent];
}

export class DomainEvents extends EventEmitter<DomainEventMap> {}
