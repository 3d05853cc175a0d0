// Notifications: created by the Q/A/D services, read and acknowledged by their recipient, pushed
// live through the `notification` domain event (the signals namespace emits it to `user:<id>`).
import type { Notification, NotificationEvent } from '@o4f/contract';
import { LATEST_NOTIFICATIONS_LIMIT, NOTIFICATION_MESSAGES } from '@o4f/contract';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/http-error.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import * as repo from './notifications.repository.ts';
import type { NewNotification, NotificationDetailRow } from './notifications.repository.ts';

export const presentNotification = (row: NotificationDetailRow): Notification => ({
  id: row.id,
  event: row.event,
  acknowledged: row.acknowledged,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  details: {
    pseudonym: row.pseudonym,
    course: { id: row.courseId, name: row.courseName, shortName: row.courseShortName },
    lecture: { id: row.lectureId, lectureNum: row.lectureNum, name: row.lectureName },
    question: row.questionId === null ? null : { id: row.questionId, text: row.questionText! },
    answer: row.answerId === null ? null : { id: row.answerId, text: row.answerText! },
    discussionId: row.discussionId,
  },
});

/**
 * Stores notifications for one recipient (one insert and one read however many) and announces
 * each for the live push, oldest first. A failure is logged, never thrown: the posts that caused
 * them are already saved.
 */
export async function notifyMany(
  ctx: AppContext,
  recipient: { id: number; isTeacher: boolean },
  values: Omit<NewNotification, 'userId'>[],
): Promise<void> {
  if (values.length === 0) return;
  try {
    const ids = await repo.insertNotifications(
      ctx.db,
      values.map((value) => ({ ...value, userId: recipient.id })),
    );
    const rows = await repo.findNotifications(ctx.db, {
      userId: recipient.id,
      teacher: recipient.isTeacher,
      ids,
    });
    for (const row of rows.sort((a, b) => a.id - b.id)) {
      ctx.events.emit('notification', {
        userId: recipient.id,
        notification: presentNotification(row),
      });
    }
  } catch (error) {
    ctx.log.error(
      { err: error, events: values.map((value) => value.event) },
      'Notification failed',
    );
  }
}

/** Stores a notification and announces it for the live push (see notifyMany). */
export const notify = (
  ctx: AppContext,
  recipient: { id: number; isTeacher: boolean },
  values: Omit<NewNotification, 'userId'>,
) => notifyMany(ctx, recipient, [values]);

/**
 * Tells users that their unread notifications changed though none was added: teachers stop (or
 * start again) counting notifications about a post that entered (or left) the doghouse.
 */
export function countsChanged(ctx: AppContext, userIds: number[], courseId: number): void {
  if (userIds.length > 0) ctx.events.emit('notificationsChanged', { userIds, courseId });
}

export async function latest(ctx: AppContext, user: AuthUser, courseId?: number) {
  const rows = await repo.findNotifications(ctx.db, {
    userId: user.id,
    teacher: user.isTeacher,
    limit: LATEST_NOTIFICATIONS_LIMIT,
    ...(courseId === undefined ? {} : { courseId }),
  });
  return rows.map(presentNotification);
}

export async function notAcknowledged(ctx: AppContext, user: AuthUser, courseId?: number) {
  const rows = await repo.findNotifications(ctx.db, {
    userId: user.id,
    teacher: user.isTeacher,
    unreadOnly: true,
    ...(courseId === undefined ? {} : { courseId }),
  });
  return rows.map(presentNotification);
}

/** Announces that the user read notifications (the question list keeps their unread counts). */
function acknowledged(ctx: AppContext, user: AuthUser, count: number) {
  if (count > 0) ctx.events.emit('notificationsRead', { userId: user.id });
  return { acknowledged: count };
}

export async function acknowledgeEvents(
  ctx: AppContext,
  user: AuthUser,
  events: NotificationEvent[],
) {
  return acknowledged(ctx, user, await repo.acknowledgeEvents(ctx.db, user.id, events));
}

export async function acknowledgeOne(ctx: AppContext, user: AuthUser, id: number) {
  if (!(await repo.notificationExists(ctx.db, user.id, id)))
    throw notFound(NOTIFICATION_MESSAGES.notFound);
  return acknowledged(ctx, user, await repo.acknowledgeOne(ctx.db, user.id, id));
}

export async function acknowledgeQuestions(
  ctx: AppContext,
  user: AuthUser,
  events: NotificationEvent[],
  questionIds: number[],
) {
  return acknowledged(
    ctx,
    user,
    await repo.acknowledgeForPosts(ctx.db, user.id, events, 'questionId', questionIds),
  );
}

export async function acknowledgeDiscussions(
  ctx: AppContext,
  user: AuthUser,
  events: NotificationEvent[],
  discussionIds: number[],
) {
  return acknowledged(
    ctx,
    user,
    await repo.acknowledgeForPosts(ctx.db, user.id, events, 'discussionId', discussionIds),
  );
}

export interface UnreadSummary {
  /** Unread count per post and event. */
  count(postId: number, events: readonly NotificationEvent[]): number;
  /** The newest unread notification id of the post among the events, or null. */
  newest(postId: number, events: readonly NotificationEvent[]): number | null;
}

/** The user's unread notifications about the given posts, for the posts' notification fields. */
export async function unreadSummary(
  ctx: AppContext,
  userId: number,
  column: 'questionId' | 'answerId' | 'discussionId',
  ids: number[],
): Promise<UnreadSummary> {
  const rows = await repo.unreadPerPost(ctx.db, userId, column, ids);
  const matching = (postId: number, events: readonly NotificationEvent[]) =>
    rows.filter((row) => row.postId === postId && events.includes(row.event));
  return {
    count: (postId, events) => matching(postId, events).reduce((sum, row) => sum + row.count, 0),
    newest: (postId, events) => {
      const ids = matching(postId, events).map((row) => row.newestId);
      return ids.length === 0 ? null : Math.max(...ids);
    },
  };
}
