import { sql } from 'drizzle-orm';
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
import { lectures } from './lectures.ts';
import { users } from './users.ts';

/**
 * A student's pseudonym in one lecture, issued at admission. Posts and reactions point here,
 * never at the account. A removed pseudonym (reset) keeps its row so its name is never reused
 * in the lecture; deleting the account keeps the row too (studentId becomes null).
 */
export const pseudonyms = pgTable(
  'pseudonyms',
  {
    id: serial('id').primaryKey(),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    studentId: integer('student_id').references(() => users.id, { onDelete: 'set null' }),
    maskId: integer('mask_id').notNull(),
    pseudonym: text('pseudonym').notNull(),
    /** The account was created by this admission (the student came without one). */
    accountIssuedHere: boolean('account_issued_here').notNull().default(false),
    admittedGroup: text('admitted_group', { enum: ['new', 'noReg', 'reg'] }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('pseudonyms_lecture_pseudonym_idx').on(table.lectureId, table.pseudonym),
    // One current pseudonym per student and lecture; removed ones stay as history.
    uniqueIndex('pseudonyms_lecture_student_active_idx')
      .on(table.lectureId, table.studentId)
      .where(sql`${table.removedAt} is null`),
    index('pseudonyms_student_id_idx').on(table.studentId),
  ],
);

export type PseudonymRow = typeof pseudonyms.$inferSelect;
