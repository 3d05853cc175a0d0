import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Messages from the public feedback page; the sender is kept only when logged in. */
export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  /** Not a foreign key: feedback outlives the course it mentions. */
  courseId: integer('course_id'),
  teacher: boolean('teacher').notNull().default(false),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type FeedbackRow = typeof feedback.$inferSelect;
