// Notifications: stored per recipient; details (course, lecture, question and answer texts) are
// read through joins so that an edited post shows its current text.
import type { NotificationEvent } from '@o4f/contract';
import { aliasedTable, and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { anyId } from '../../db/id-list.ts';
import {
  answers,
  courseRegistrations,
  courses,
  lectures,
  notifications,
  questions,
  users,
} from '../../db/schema/index.ts';

export type NewNotification = Pick<
  typeof notifications.$inferInsert,
  'userId' | 'event' | 'lectureId' | 'questionId' | 'answerId' | 'discussionId' | 'pseudonym'
>;

/** Stores the notifications in one statement; their ids in the order given. */
export async function insertNotifications(db: Db, values: NewNotification[]): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await db.insert(notifications).values(values).returning({ id: notifications.id });
  return rows.map((row) => row.id);
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
        anyId(notifications[column], ids),
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
        anyId(postColumn, ids),
      ),
    )
    .groupBy(postColumn, notifications.event);
  return rows.map((row) => ({ ...row, postId: row.postId! }));
}

/** Who receives a lecture or account notification: always students, never a teacher. */
export type StudentRecipients = { courseId: number } | { studentIds: number[] };

export interface InsertedNotification {
  id: number;
  userId: number;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * One row per recipient in ONE statement (insert ... select): the students registered in the
 * course, or those of the listed ids whose account still exists. Students only: a teacher (or a
 * deleted account) in the list gets nothing.
 */
export async function insertForStudents(
  db: Db,
  event: NotificationEvent,
  lectureId: number,
  recipients: StudentRecipients,
): Promise<InsertedNotification[]> {
  if ('studentIds' in recipients && recipients.studentIds.length === 0) return [];
  const students =
    'courseId' in recipients
      ? sql`select ${courseRegistrations.studentId} as id from ${courseRegistrations}
          inner join ${users} on ${users.id} = ${courseRegistrations.studentId}
          where ${courseRegistrations.courseId} = ${recipients.courseId}
            and ${users.role} = 'STUDENT'`
      : sql`select ${users.id} as id from ${users}
          where ${anyId(users.id, recipients.studentIds)} and ${users.role} = 'STUDENT'`;
  const col = (column: { name: string }) => sql.identifier(column.name);
  const result = (await db.execute(sql`
    insert into ${notifications} (${col(notifications.userId)}, ${col(notifications.event)}, ${col(notifications.lectureId)})
    select recipient.id, ${event}::text, ${lectureId}::int from (${students}) as recipient
    returning ${col(notifications.id)} as id, ${col(notifications.userId)} as "userId",
      ${col(notifications.createdAt)} as "createdAt", ${col(notifications.updatedAt)} as "updatedAt"`)) as unknown as {
    rows: { id: number; userId: number; createdAt: Date | string; updatedAt: Date | string }[];
  };
  return result.rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
  }));
}

/** The course and lecture a lecture notification names, or null once the lecture is gone. */
export async function findLectureDetails(db: Db, lectureId: number) {
  const [row] = await db
    .select({
      courseId: courses.id,
      courseName: courses.name,
      courseShortName: courses.shortName,
      lectureId: lectures.id,
      lectureNum: lectures.lectureNum,
      lectureName: lectures.name,
    })
    .from(lectures)
    .innerJoin(courses, eq(courses.id, lectures.courseId))
    .where(eq(lectures.id, lectureId));
  return row ?? null;
}
