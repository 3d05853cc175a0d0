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

/** A user's flag on a post (a toggle; cleared when the post rises out of the doghouse). Exactly one of questionId / answerId is set. */
export const postFlags = pgTable(
  'post_flags',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id').references(() => questions.id, { onDelete: 'cascade' }),
    answerId: integer('answer_id').references(() => answers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('post_flags_question_user_idx').on(table.questionId, table.userId),
    uniqueIndex('post_flags_answer_user_idx').on(table.answerId, table.userId),
    index('post_flags_user_id_idx').on(table.userId),
    check('post_flags_one_post', sql`(${table.questionId} is null) <> (${table.answerId} is null)`),
  ],
);
