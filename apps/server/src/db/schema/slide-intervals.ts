import { index, integer, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { lectures } from './lectures.ts';

/**
 * The slides a live lecture showed, one row per stay on a slide (written in batches from the
 * teacher's set_slide). `endedAt` is null while the slide is still shown.
 */
export const slideIntervals = pgTable(
  'slide_intervals',
  {
    id: serial('id').primaryKey(),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    /** 1, 2, … or a special value (-1 no PDF, -2 video). */
    slideNumber: integer('slide_number').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [index('slide_intervals_lecture_started_idx').on(table.lectureId, table.startedAt)],
);

export type SlideIntervalRow = typeof slideIntervals.$inferSelect;
