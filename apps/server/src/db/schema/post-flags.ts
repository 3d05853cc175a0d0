import { pgTable, timestamp } from 'drizzle-orm/pg-core';
import { postMarkColumns, postMarkConstraints } from './post-marks.ts';

/** A user's flag on a post (a toggle; cleared when the post rises out of the doghouse). Exactly one of questionId / answerId is set. */
export const postFlags = pgTable(
  'post_flags',
  {
    ...postMarkColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => postMarkConstraints('post_flags', table),
);
