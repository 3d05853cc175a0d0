import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { discussions } from './discussions.ts';
import { users } from './users.ts';

export const discussionMessages = pgTable(
  'discussion_messages',
  {
    id: serial('id').primaryKey(),
    discussionId: integer('discussion_id')
      .notNull()
      .references(() => discussions.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    pseudonym: text('pseudonym').notNull(),
    /** Written openly by the teacher. */
    teacherPost: boolean('teacher_post').notNull().default(false),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('discussion_messages_discussion_id_idx').on(table.discussionId)],
);

export type DiscussionMessageRow = typeof discussionMessages.$inferSelect;
