import { pgTable, timestamp } from 'drizzle-orm/pg-core';
import { postMarkColumns, postMarkConstraints } from './post-marks.ts';

/** A user's rise-up on a post in the doghouse (cleared when it rises out). Exactly one of questionId / answerId is set. */
export const postRiseUps = pgTable(
  'post_rise_ups',
  {
    ...postMarkColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => postMarkConstraints('post_rise_ups', table),
);
