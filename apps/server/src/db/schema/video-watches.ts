import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
} from 'drizzle-orm/pg-core';
import { lectures } from './lectures.ts';
import { users } from './users.ts';

/** How far a student watched a lecture's video (the greatest point reported; one row each). */
export const videoWatches = pgTable(
  'video_watches',
  {
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endTimeSeconds: doublePrecision('end_time_seconds').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.lectureId, table.studentId] }),
    index('video_watches_student_id_idx').on(table.studentId),
    check('video_watches_end_time_check', sql`${table.endTimeSeconds} >= 0`),
  ],
);

export type VideoWatchRow = typeof videoWatches.$inferSelect;
