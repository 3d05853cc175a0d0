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
import { pseudonyms } from './pseudonyms.ts';
import { users } from './users.ts';

/**
 * A question of a lecture. The author line is a pseudonym of the lecture (or the teacher, when
 * posted openly); authorId is kept for the author's own rights and is never sent to anyone.
 * Vote, flag, rise-up and view counts are recounted from their tables in the same transaction.
 */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The student's pseudonym row (null for teacher posts). */
    pseudonymId: integer('pseudonym_id').references(() => pseudonyms.id, { onDelete: 'set null' }),
    /** The author line as shown: the pseudonym, or TEACHER_PSEUDONYM for an open teacher post. */
    pseudonym: text('pseudonym').notNull(),
    authorIsTeacher: boolean('author_is_teacher').notNull().default(false),
    /** Posted openly by the teacher (teacherQuestion). */
    teacherPost: boolean('teacher_post').notNull().default(false),
    text: text('text').notNull(),
    slideNumber: integer('slide_number').notNull().default(-1),
    upVotes: integer('up_votes').notNull().default(0),
    downVotes: integer('down_votes').notNull().default(0),
    flagCount: integer('flag_count').notNull().default(0),
    riseUpCount: integer('rise_up_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    doghouse: boolean('doghouse').notNull().default(false),
    teacherCanView: boolean('teacher_can_view').notNull().default(false),
    edited: boolean('edited').notNull().default(false),
    /** When the lecture's teacher marked it answered (null: not marked). */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** When the lecture's teacher highlighted it on the projected screen (one per lecture). */
    highlightedAt: timestamp('highlighted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('questions_lecture_id_idx').on(table.lectureId, table.createdAt),
    index('questions_author_id_idx').on(table.authorId),
    // At most one highlighted question per lecture, kept by the database.
    uniqueIndex('questions_highlighted_idx')
      .on(table.lectureId)
      .where(sql`${table.highlightedAt} is not null`),
  ],
);

export type QuestionRow = typeof questions.$inferSelect;
