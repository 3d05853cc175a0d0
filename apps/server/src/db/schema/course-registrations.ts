import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { courses } from './courses.ts';
import { users } from './users.ts';

/** A student registered in a course (written by admission from the waiting room). */
export const courseRegistrations = pgTable(
  'course_registrations',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.courseId, table.studentId] }),
    index('course_registrations_student_id_idx').on(table.studentId),
  ],
);
