// Notifications: stored per recipient; details (course, lecture, question and answer texts) are
// read through joins so that an edited post shows its current text.
import type { NotificationEvent } from '@o4f/contract';
import { aliasedTable, and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { answers, courses, lectures, notifications, questions } from '../../db/schema/index.ts';

export type NewNotification = Pick<
  typeof notifications.$inferInsert,
  'userId' | 'event' | 'lectureId' | 'questionId' | 'answerId' | 'discussionId' | 'pseudonym'
>;

export async function insertNotification(db: Db, values: NewNotification): Promise<number> {
  const [row] = await db.insert(notifications).values(values).returning({ id: notifications.id });
  return row!.id;
}

const q = aliasedTable(questions, 'nq');
const a = aliasedTable(answers, 'na');

export interface NotificationQuery {
  userId: number;
  /** Teachers never get notifications about doghouse posts or posts not yet visible to them. */
  teacher: boolean;
  ids?: number[];
  unreadOnly?: boolean;
  courseId?: number;
  limit?: number;
}

export async function findNotifications(db: Db, query: NotificationQuery) {
  const where: (SQL | undefined)[] = [eq(notifications.userId, query.userId)];
  if (query.ids) where.push(inArray(notifications.id, query.ids));
  if (query.unreadOnly) where.push(eq(notifications.acknowledged, false));
  if (query.courseId !== undefined) where.push(eq(lectures.courseId, query.courseId));
  if (query.teacher) {
    where.push(
      or(isNull(q.id), and(eq(q.doghouse, false), eq(q.teacherCanView, true))),
      or(isNull(a.id), and(eq(a.doghouse, false), eq(a.teacherCanView, true))),
    );
  }
  const select = db
    .select({
      id: notifications.id,
      event: notifications.event,
      acknowledged: notifications.acknowledged,
      createdAt: notifications.createdAt,
      updatedAt: notifications.updatedAt,
      pseudonym: notifications.pseudonym,
      discussionId: notifications.discussionId,
      courseId: courses.id,
      courseName: courses.name,
      courseShortName: courses.shortName,
      lectureId: lectures.id,
      lectureNum: lectures.lectureNum,
      lectureName: lectures.name,
      questionId: q.id,
      questionText: q.text,
      answerId: a.id,
      answerText: a.text,
    })
    .from(notifications)
    .innerJoin(lectures, eq(lectures.id, notifications.lectureId))
    .innerJoin(courses, eq(courses.id, lectures.courseId))
    .leftJoin(q, eq(q.id, notifications.questionId))
    .leftJoin(a, eq(a.id, notifications.answerId))
    .where(and(...where))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
  return query.limit ? select.limit(query.limit) : select;
}

export type NotificationDetailRow = Awaited<ReturnType<typeof findNotifications>>[number];

const acknowledge = (db: Db, where: SQL | undefined) =>
  db
    .update(notifications)
    .set({ acknowledged: true, updatedAt: new Date() })
    .where(and(eq(notifications.acknowledged, false), where))
    .returning({ id: notifications.id });

export async function acknowledgeEvents(db: Db, userId: number, events: NotificationEvent[]) {
  return (
    await acknowledge(
      db,
      and(eq(notifications.userId, userId), inArray(notifications.event, events)),
    )
  ).length;
}

export async function acknowledgeOne(db: Db, userId: number, id: number) {
  return (await acknowledge(db, and(eq(notifications.userId, userId), eq(notifications.id, id))))
    .length;
}

export async function notificationExists(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)));
  return rows.length > 0;
}

export async function acknowledgeForPosts(
  db: Db,
  userId: number,
  events: NotificationEvent[],
  column: 'questionId' | 'discussionId',
  ids: number[],
) {
  if (ids.length === 0) return 0;
  return (
    await acknowledge(
      db,
      and(
        eq(notifications.userId, userId),
        inArray(notifications.event, events),
        inArray(notifications[column], ids),
      ),
    )
  ).length;
}

export interface UnreadCount {
  postId: number;
  event: NotificationEvent;
  count: number;
  newestId: number;
}

/** The user's unread notifications per post (grouped by the given column) and event. */
export async function unreadPerPost(
  db: Db,
  userId: number,
  column: 'questionId' | 'answerId' | 'discussionId',
  ids: number[],
): Promise<UnreadCount[]> {
  if (ids.length === 0) return [];
  const postColumn = notifications[column];
  const rows = await db
    .select({
      postId: postColumn,
      event: notifications.event,
      count: sql<number>`count(*)::int`,
      newestId: sql<number>`max(${notifications.id})::int`,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.acknowledged, false),
        inArray(postColumn, ids),
      ),
    )
    .groupBy(postColumn, notifications.event);
  return rows.map((row) => ({ ...row, postId: row.postId! }));
}
