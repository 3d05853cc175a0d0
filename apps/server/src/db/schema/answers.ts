import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { lectures } from './lectures.ts';
import { pseudonyms } from './pseudonyms.ts';
import { questions } from './questions.ts';
import { users } from './users.ts';

/** An answer to a question; the same author and moderation columns as questions. */
export const answers = pgTable(
  'answers',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    pseudonymId: integer('pseudonym_id').references(() => pseudonyms.id, { onDelete: 'set null' }),
    pseudonym: text('pseudonym').notNull(),
    authorIsTeacher: boolean('author_is_teacher').notNull().default(false),
    teacherPost: boolean('teacher_post').notNull().default(false),
    text: text('text').notNull(),
    upVotes: integer('up_votes').notNull().default(0),
    downVotes: integer('down_votes').notNull().default(0),
    flagCount: integer('flag_count').notNull().default(0),
    riseUpCount: integer('rise_up_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    doghouse: boolean('doghouse').notNull().default(false),
    teacherCanView: boolean('teacher_can_view').notNull().default(false),
    edited: boolean('edited').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('answers_question_id_idx').on(table.questionId),
    index('answers_lecture_id_idx').on(table.lectureId),
    index('answers_author_id_idx').on(table.authorId),
  ],
);

export type AnswerRow = typeof answers.$inferSelect;
