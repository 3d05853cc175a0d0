import { and, desc, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { anyId } from '../../db/id-list.ts';
import { answers, questions } from '../../db/schema/index.ts';
import type { AnswerRow } from '../../db/schema/index.ts';

export type NewAnswer = Pick<
  typeof answers.$inferInsert,
  | 'questionId'
  | 'lectureId'
  | 'authorId'
  | 'pseudonymId'
  | 'pseudonym'
  | 'authorIsTeacher'
  | 'teacherPost'
  | 'text'
  | 'teacherCanView'
>;

export async function insertAnswer(db: Db, values: NewAnswer): Promise<AnswerRow> {
  const [row] = await db.insert(answers).values(values).returning();
  return row!;
}

export async function findAnswer(db: Db, id: number): Promise<AnswerRow | undefined> {
  const [row] = await db.select().from(answers).where(eq(answers.id, id));
  return row;
}

const teacherVisible = and(
  eq(answers.doghouse, false),
  eq(answers.teacherCanView, true),
  eq(questions.doghouse, false),
  eq(questions.teacherCanView, true),
);

async function list(db: Db, filter: SQL, teacherView: boolean): Promise<AnswerRow[]> {
  const rows = await db
    .select({ answer: answers })
    .from(answers)
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .where(teacherView ? and(filter, teacherVisible) : filter)
    .orderBy(desc(answers.createdAt), desc(answers.id));
  return rows.map((row) => row.answer);
}

/** Answers of a question; `teacherView` keeps only what a teacher may see. */
export const listAnswersOfQuestion = (db: Db, questionId: number, teacherView: boolean) =>
  list(db, eq(answers.questionId, questionId), teacherView);

/** Answers in the lectures; `teacherView` keeps only what a teacher may see (question included). */
export const listAnswersOfLectures = (db: Db, lectureIds: number[], teacherView: boolean) =>
  lectureIds.length === 0
    ? Promise.resolve([])
    : list(db, anyId(answers.lectureId, lectureIds), teacherView);

export async function updateAnswerText(
  db: Db,
  id: number,
  text: string,
  at: Date,
): Promise<AnswerRow | undefined> {
  const [row] = await db
    .update(answers)
    .set({ text, edited: true, updatedAt: at })
    .where(eq(answers.id, id))
    .returning();
  return row;
}
