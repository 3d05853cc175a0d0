import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { postMarkColumns, postMarkConstraints } from './post-marks.ts';

/** A user's vote on a question or an answer (one per user and post). Exactly one of questionId / answerId is set. */
export const postVotes = pgTable(
  'post_votes',
  {
    ...postMarkColumns(),
    /** 1 up, -1 down. */
    value: integer('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => postMarkConstraints('post_votes', table),
);
