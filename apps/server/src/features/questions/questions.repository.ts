import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { anyId } from '../../db/id-list.ts';
import {
  answers,
  discussions,
  notifications,
  postFlags,
  postRiseUps,
  postVotes,
  questions,
} from '../../db/schema/index.ts';
import type { QuestionRow } from '../../db/schema/index.ts';

export type NewQuestion = Pick<
  typeof questions.$inferInsert,
  | 'lectureId'
  | 'authorId'
  | 'pseudonymId'
  | 'pseudonym'
  | 'authorIsTeacher'
  | 'teacherPost'
  | 'text'
  | 'slideNumber'
  | 'teacherCanView'
>;

export async function insertQuestion(db: Db, values: NewQuestion): Promise<QuestionRow> {
  const [row] = await db.insert(questions).values(values).returning();
  return row!;
}

export async function findQuestion(db: Db, id: number): Promise<QuestionRow | undefined> {
  const [row] = await db.select().from(questions).where(eq(questions.id, id));
  return row;
}

export async function findQuestions(db: Db, ids: number[]): Promise<QuestionRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(questions).where(anyId(questions.id, ids));
}

/** Questions of the lectures; `teacherView` keeps only what a teacher may see. */
export async function listQuestions(
  db: Db,
  lectureIds: number[],
  teacherView: boolean,
): Promise<QuestionRow[]> {
  if (lectureIds.length === 0) return [];
  const lectureFilter = anyId(questions.lectureId, lectureIds);
  return db
    .select()
    .from(questions)
    .where(
      teacherView
        ? and(lectureFilter, eq(questions.doghouse, false), eq(questions.teacherCanView, true))
        : lectureFilter,
    )
    .orderBy(desc(questions.createdAt), desc(questions.id));
}

export async function updateQuestionText(
  db: Db,
  id: number,
  text: string,
  at: Date,
): Promise<QuestionRow | undefined> {
  const [row] = await db
    .update(questions)
    .set({ text, edited: true, updatedAt: at })
    .where(eq(questions.id, id))
    .returning();
  return row;
}

export async function setAnswered(
  db: Db,
  id: number,
  answeredAt: Date | null,
): Promise<QuestionRow | undefined> {
  const [row] = await db
    .update(questions)
    .set({ answeredAt })
    .where(eq(questions.id, id))
    .returning();
  return row;
}

/**
 * Highlights one question of the lecture (`at`), taking the highlight from any other first, or
 * clears it (`at` null); one transaction, and a unique index keeps one per lecture. `cleared`: the
 * other questions that lost it.
 */
export async function setHighlighted(
  db: Db,
  lectureId: number,
  id: number,
  at: Date | null,
): Promise<{ updated: QuestionRow | undefined; cleared: number[] }> {
  return db.transaction(async (tx) => {
    const cleared =
      at === null
        ? []
        : await tx
            .update(questions)
            .set({ highlightedAt: null })
            .where(
              and(
                eq(questions.lectureId, lectureId),
                isNotNull(questions.highlightedAt),
                ne(questions.id, id),
              ),
            )
            .returning({ id: questions.id });
    const [updated] = await tx
      .update(questions)
      .set({ highlightedAt: at })
      .where(eq(questions.id, id))
      .returning();
    return { updated, cleared: cleared.map((row) => row.id) };
  });
}

export async function deleteQuestion(db: Db, id: number): Promise<void> {
  await db.delete(questions).where(eq(questions.id, id));
}

export interface PostCounts {
  total: number;
  /** Those a teacher may see (not in the doghouse, teacherCanView). */
  teacherVisible: number;
}

/** Answers per question: all of them, and those a teacher may see. */
export async function answerCounts(
  db: Db,
  questionIds: number[],
): Promise<Map<number, PostCounts>> {
  if (questionIds.length === 0) return new Map();
  const rows = await db
    .select({
      questionId: answers.questionId,
      total: sql<number>`count(*)::int`,
      teacherVisible: sql<number>`(count(*) filter (where ${answers.doghouse} = false and ${answers.teacherCanView} = true))::int`,
    })
    .from(answers)
    .where(anyId(answers.questionId, questionIds))
    .groupBy(answers.questionId);
  return new Map(rows.map((row) => [row.questionId, row]));
}

export interface ThreadCounts {
  answers: PostCounts;
  /** Discussions on the question's answers (teacherVisible: on the answers a teacher may see). */
  discussions: PostCounts;
}

/** Answers and discussions per question, in one statement; questions without answers are absent. */
export async function threadCounts(
  db: Db,
  questionIds: number[],
): Promise<Map<number, ThreadCounts>> {
  if (questionIds.length === 0) return new Map();
  const teacherVisible = sql`${answers.doghouse} = false and ${answers.teacherCanView} = true`;
  const perAnswer = db
    .select({ answerId: discussions.answerId, count: sql<number>`count(*)::int`.as('count') })
    .from(discussions)
    .where(
      sql`${discussions.answerId} in (select ${answers.id} from ${answers} where ${anyId(answers.questionId, questionIds)})`,
    )
    .groupBy(discussions.answerId)
    .as('per_answer');
  const discussionsOf = sql`coalesce(${perAnswer.count}, 0)`;
  const rows = await db
    .select({
      questionId: answers.questionId,
      answers: sql<number>`count(*)::int`,
      answersTeacherVisible: sql<number>`(count(*) filter (where ${teacherVisible}))::int`,
      discussions: sql<number>`sum(${discussionsOf})::int`,
      discussionsTeacherVisible: sql<number>`coalesce(sum(${discussionsOf}) filter (where ${teacherVisible}), 0)::int`,
    })
    .from(answers)
    .leftJoin(perAnswer, eq(perAnswer.answerId, answers.id))
    .where(anyId(answers.questionId, questionIds))
    .groupBy(answers.questionId);
  return new Map(
    rows.map((row) => [
      row.questionId,
      {
        answers: { total: row.answers, teacherVisible: row.answersTeacherVisible },
        discussions: { total: row.discussions, teacherVisible: row.discussionsTeacherVisible },
      },
    ]),
  );
}

/** One of a viewer's marks on a question (`vote`, `flag`, `riseUp`) or unread notifications on it (the event). */
export interface ViewerMarkRow {
  /** The viewer whose mark it is. */
  userId: number;
  postId: number;
  mark: string;
  /** The vote (1 or -1); 0 otherwise. */
  value: number;
  /** Unread notifications of this event on the question; 0 for marks. */
  count: number;
  /** The newest of them; 0 for marks. */
  newestId: number;
}

/**
 * Some viewers' votes, flags, rise-ups and unread notifications on the lecture's questions, in
 * one statement (each branch reads the viewers' rows by their user index and keeps the
 * lecture's).
 */
function viewerMarksStatement(db: Db) {
  const lectureId = sql.placeholder('lectureId');
  const viewers = (column: AnyPgColumn) =>
    sql`${column} = any(${sql.placeholder('userIds')}::int[])`;
  const inLecture = (column: AnyPgColumn) =>
    sql`exists (select 1 from ${questions} where ${questions.id} = ${column} and ${questions.lectureId} = ${lectureId})`;
  const marks = (table: typeof postVotes | typeof postFlags | typeof postRiseUps, mark: string) =>
    db
      .select({
        userId: sql<number>`${table.userId}`,
        postId: sql<number>`${table.questionId}`,
        mark: sql<string>`${mark}::text`,
        value: table === postVotes ? sql<number>`${postVotes.value}` : sql<number>`0`,
        count: sql<number>`0`,
        newestId: sql<number>`0`,
      })
      .from(table)
      .where(and(viewers(table.userId), inLecture(table.questionId)));
  const unread = db
    .select({
      userId: sql<number>`${notifications.userId}`,
      postId: sql<number>`${notifications.questionId}`,
      mark: sql<string>`${notifications.event}::text`,
      value: sql<number>`0`,
      count: sql<number>`count(*)::int`,
      newestId: sql<number>`max(${notifications.id})::int`,
    })
    .from(notifications)
    .where(
      and(
        viewers(notifications.userId),
        eq(notifications.acknowledged, false),
        inLecture(notifications.questionId),
      ),
    )
    .groupBy(notifications.userId, notifications.questionId, notifications.event);
  const all = unionAll(
    marks(postVotes, 'vote'),
    marks(postFlags, 'flag'),
    marks(postRiseUps, 'riseUp'),
    unread,
  );
  // Unnamed (''): its SQL is built once here, but PostgreSQL gets no named statement, which a
  // pooler in transaction mode (PgBouncer, docs/decisions/scaling.md) would not carry over.
  return all.prepare('');
}

/** Per database: the statement, built once (building it took about 1 ms of the main thread). */
const viewerMarksStatements = new WeakMap<Db, ReturnType<typeof viewerMarksStatement>>();

/** The viewers' marks and unread notifications on the lecture's questions (the statement above). */
export async function viewerMarksInLecture(
  db: Db,
  lectureId: number,
  userIds: readonly number[],
): Promise<ViewerMarkRow[]> {
  let statement = viewerMarksStatements.get(db);
  if (!statement) viewerMarksStatements.set(db, (statement = viewerMarksStatement(db)));
  return statement.execute({ lectureId, userIds: [...userIds] });
}
