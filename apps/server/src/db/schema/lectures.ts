import {
  boolean,
  check,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { courses } from './courses.ts';

export const lectures = pgTable(
  'lectures',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Numbered per course from 1; clients address lectures by (courseId, lectureNum). */
    lectureNum: integer('lecture_num').notNull(),
    name: text('name').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    state: text('state', { enum: ['CREATED', 'STARTED', 'ENDED'] })
      .notNull()
      .default('CREATED'),
    allowQuestionsDuringLecture: boolean('allow_questions_during_lecture').notNull().default(true),
    allowDiscussionsDuringLecture: boolean('allow_discussions_during_lecture')
      .notNull()
      .default(true),
    urlYoutube: text('url_youtube'),
    /** Original file name of the uploaded PDF; null when there is none. */
    presentationName: text('presentation_name'),
    presentationUploadedAt: timestamp('presentation_uploaded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('lectures_course_num_idx').on(table.courseId, table.lectureNum),
    check('lectures_num_positive', sql`${table.lectureNum} > 0`),
  ],
);

export type LectureRow = typeof lectures.$inferSelect;
