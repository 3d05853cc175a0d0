import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { answers } from './answers.ts';
import { questions } from './questions.ts';

/** Every version of a post's text, the first one included. Exactly one of the two ids is set. */
export const postHistory = pgTable(
  'post_history',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id').references(() => questions.id, { onDelete: 'cascade' }),
    answerId: integer('answer_id').references(() => answers.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('post_history_question_id_idx').on(table.questionId),
    index('post_history_answer_id_idx').on(table.answerId),
    check(
      'post_history_one_post',
      sql`(${table.questionId} is null) <> (${table.answerId} is null)`,
    ),
  ],
);
