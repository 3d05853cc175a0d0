import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { lectures } from './lectures.ts';
import { users } from './users.ts';

/**
 * The pseudonym a teacher posts under in one lecture when ticking 'Post under a pseudonym'
 * (drawn like a student's, from a random mask, unused in the lecture when drawn).
 */
export const teacherPseudonyms = pgTable(
  'teacher_pseudonyms',
  {
    id: serial('id').primaryKey(),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    maskId: integer('mask_id').notNull(),
    pseudonym: text('pseudonym').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('teacher_pseudonyms_lecture_teacher_idx').on(table.lectureId, table.teacherId),
    uniqueIndex('teacher_pseudonyms_lecture_pseudonym_idx').on(table.lectureId, table.pseudonym),
  ],
);

export type TeacherPseudonymRow = typeof teacherPseudonyms.$inferSelect;
