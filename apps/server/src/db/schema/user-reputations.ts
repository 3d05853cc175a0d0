import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A student's reputation: 0 to start, lowered when a post goes to the doghouse (docs/rules.md). */
export const userReputations = pgTable('user_reputations', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  score: integer('score').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
