import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { answers } from './answers.ts';
import { users } from './users.ts';

/** A discussion under an answer, between the answer's poster and the one who started it. */
export const discussions = pgTable(
  'discussions',
  {
    id: serial('id').primaryKey(),
    answerId: integer('answer_id')
      .notNull()
      .references(() => answers.id, { onDelete: 'cascade' }),
    starterId: integer('starter_id').references(() => users.id, { onDelete: 'set null' }),
    /** The starter's author line in the lecture (pseudonym, or TEACHER_PSEUDONYM). */
    starterPseudonym: text('starter_pseudonym').notNull(),
    starterIsTeacher: boolean('starter_is_teacher').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One discussion per starter and answer: starting again continues it.
    uniqueIndex('discussions_answer_starter_idx').on(table.answerId, table.starterId),
    index('discussions_starter_id_idx').on(table.starterId),
  ],
);

export type DiscussionRow = typeof discussions.$inferSelect;
