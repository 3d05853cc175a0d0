import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { lectures } from './lectures.ts';
import { users } from './users.ts';

/**
 * The durable part of a live lecture's state (docs/decisions/live-state-survives-restarts.md):
 * written through by the live state, read back after a restart of an instance or of Redis.
 * Deleted when the lecture ends.
 */
export const liveLectures = pgTable('live_lectures', {
  lectureId: integer('lecture_id')
    .primaryKey()
    .references(() => lectures.id, { onDelete: 'cascade' }),
  /** The lecture code while one is issued; a code belongs to one row at a time. */
  code: text('code').unique(),
  codeExpiresAt: timestamp('code_expires_at', { withTimezone: true, precision: 3 }),
  /** The current slide; null while none was set. */
  slideNumber: integer('slide_number'),
  /** Per-lecture permission overrides; null means "use the lecture's setting". */
  allowReactions: boolean('allow_reactions'),
  allowQuestions: boolean('allow_questions'),
  allowDiscussions: boolean('allow_discussions'),
  /** The teacher's "Admit automatically" (docs/decisions/running-the-lecture.md); null: off. */
  admitAutomatically: boolean('admit_automatically'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The live lecture each student attends (one at a time), kept across restarts. */
export const liveAttendance = pgTable(
  'live_attendance',
  {
    studentId: integer('student_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('live_attendance_lecture_id_idx').on(table.lectureId)],
);

export type LiveLectureRow = typeof liveLectures.$inferSelect;
export type LiveAttendanceRow = typeof liveAttendance.$inferSelect;
