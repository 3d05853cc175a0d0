// The shape shared by the per-user marks on a post (votes, flags, rise-ups, views):
// one row per user and post, where exactly one of questionId / answerId is set.
import { sql } from 'drizzle-orm';
import { check, index, integer, serial, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { answers } from './answers.ts';
import { questions } from './questions.ts';
import { users } from './users.ts';

export const postMarkColumns = () => ({
  id: serial('id').primaryKey(),
  questionId: integer('question_id').references(() => questions.id, { onDelete: 'cascade' }),
  answerId: integer('answer_id').references(() => answers.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
});

interface PostMarkTable {
  questionId: AnyPgColumn;
  answerId: AnyPgColumn;
  userId: AnyPgColumn;
}

/** Named `<table>_question_user_idx`, `<table>_answer_user_idx`, `<table>_user_id_idx`, `<table>_one_post`. */
export const postMarkConstraints = (tableName: string, table: PostMarkTable) => [
  uniqueIndex(`${tableName}_question_user_idx`).on(table.questionId, table.userId),
  uniqueIndex(`${tableName}_answer_user_idx`).on(table.answerId, table.userId),
  index(`${tableName}_user_id_idx`).on(table.userId),
  check(`${tableName}_one_post`, sql`(${table.questionId} is null) <> (${table.answerId} is null)`),
];
