import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { lectures } from './lectures.ts';
import { pseudonyms } from './pseudonyms.ts';

/**
 * Reactions of a live lecture, written in batches: `set` when a student's reaction becomes
 * active (a new one replaces the previous), `cleared` when it is taken back. A reaction is
 * active from its `set` row until the student's next row or the next slide change
 * (slide_intervals). Rows point to the lecture pseudonym, never to the account.
 */
export const expressionEvents = pgTable(
  'expression_events',
  {
    id: serial('id').primaryKey(),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    pseudonymId: integer('pseudonym_id')
      .notNull()
      .references(() => pseudonyms.id, { onDelete: 'cascade' }),
    /** 1 LOST, 2 NOT_CLEAR, 3 GREAT, 4 TOO_HARD, 5 TOO_SIMPLE. */
    tag: smallint('tag').notNull(),
    slideNumber: integer('slide_number').notNull(),
    kind: text('kind', { enum: ['set', 'cleared'] }).notNull(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [
    index('expression_events_lecture_at_idx').on(table.lectureId, table.at),
    index('expression_events_lecture_slide_idx').on(table.lectureId, table.slideNumber),
  ],
);

export type ExpressionEventRow = typeof expressionEvents.$inferSelect;
export type NewExpressionEvent = typeof expressionEvents.$inferInsert;
