import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
} from 'drizzle-orm/pg-core';
import { lectures } from './lectures.ts';
import { users } from './users.ts';

/**
 * Reactions on a lecture's video page (the video is slide -2 in the statistics): the student's
 * account, not a pseudonym — nobody attends a video live. Only counts and per-slide numbers
 * leave the server; the account id never does.
 */
export const videoReactions = pgTable(
  'video_reactions',
  {
    id: serial('id').primaryKey(),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 LOST, 2 NOT_CLEAR, 3 GREAT, 4 TOO_HARD, 5 TOO_SIMPLE. */
    tag: smallint('tag').notNull(),
    /** Video seconds where the reaction was pressed and where it ends. */
    time: doublePrecision('time').notNull(),
    endTime: doublePrecision('end_time').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('video_reactions_lecture_student_idx').on(
      table.lectureId,
      table.studentId,
      table.createdAt,
    ),
    index('video_reactions_student_id_idx').on(table.studentId),
    check('video_reactions_tag_check', sql`${table.tag} between 1 and 5`),
    check(
      'video_reactions_time_check',
      sql`${table.time} >= 0 and ${table.endTime} >= ${table.time}`,
    ),
  ],
);

export type VideoReactionRow = typeof videoReactions.$inferSelect;
