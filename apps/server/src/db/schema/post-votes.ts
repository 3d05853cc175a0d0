import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { answers } from './answers.ts';
import { questions } from './questions.ts';
import { users } from './users.ts';

/** A user's vote on a question or an answer (one per user and post). Exactly one of questionId / answerId is set. */
export const postVotes = pgTable(
  'post_votes',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id').references(() => questions.id, { onDelete: 'cascade' }),
    answerId: integer('answer_id').references(() => answers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 up, -1 down. */
    value: integer('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('post_votes_question_user_idx').on(table.questionId, table.userId),
    uniqueIndex('post_votes_answer_user_idx').on(table.answerId, table.userId),
    index('post_votes_user_id_idx').on(table.userId),
    check('post_votes_one_post', sql`(${table.questionId} is null) <> (${table.answerId} is null)`),
  ],
);
