import { pgTable, timestamp } from 'drizzle-orm/pg-core';
import { postMarkColumns, postMarkConstraints } from './post-marks.ts';

/** A student saw a post not yet visible to the teacher (counts toward teacherCanView). Exactly one of questionId / answerId is set. */
export const postViews = pgTable(
  'post_views',
  {
    ...postMarkColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => postMarkConstraints('post_views', table),
);
