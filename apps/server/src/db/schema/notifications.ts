import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { NOTIFICATION_EVENTS } from '@o4f/contract';
import { answers } from './answers.ts';
import { discussions } from './discussions.ts';
import { lectures } from './lectures.ts';
import { questions } from './questions.ts';
import { users } from './users.ts';

/** A notification for one recipient; details are read through the post ids at read time. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event', { enum: NOTIFICATION_EVENTS }).notNull(),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').references(() => questions.id, { onDelete: 'cascade' }),
    answerId: integer('answer_id').references(() => answers.id, { onDelete: 'cascade' }),
    discussionId: integer('discussion_id').references(() => discussions.id, {
      onDelete: 'cascade',
    }),
    /** The author line of whoever caused it (a pseudonym or TEACHER_PSEUDONYM), or null. */
    pseudonym: text('pseudonym'),
    acknowledged: boolean('acknowledged').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.acknowledged, table.createdAt),
    index('notifications_question_id_idx').on(table.questionId),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
