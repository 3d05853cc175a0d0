import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { slideIntervals } from '../../db/schema/index.ts';
import type { SlideIntervalRow } from '../../db/schema/index.ts';

export type NewSlideInterval = Omit<SlideIntervalRow, 'id'>;

const CHUNK = 2000;

export async function insertSlideIntervals(db: Db, rows: NewSlideInterval[]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db.insert(slideIntervals).values(rows.slice(start, start + CHUNK));
  }
}

/** Ends the lecture's open interval at `at` (never before it started). */
export async function closeOpenSlideIntervals(db: Db, lectureId: number, at: Date): Promise<void> {
  await db
    .update(slideIntervals)
    .set({ endedAt: sql`greatest(${slideIntervals.startedAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(slideIntervals.lectureId, lectureId), isNull(slideIntervals.endedAt)));
}

/**
 * Ends at `at` every interval of the lecture that started by then and is open or ends later
 * (a slide change arriving after the lecture end already closed the slides).
 */
export async function endSlideIntervalsAt(db: Db, lectureId: number, at: Date): Promise<void> {
  await db
    .update(slideIntervals)
    .set({ endedAt: at })
    .where(
      and(
        eq(slideIntervals.lectureId, lectureId),
        lte(slideIntervals.startedAt, at),
        or(isNull(slideIntervals.endedAt), gt(slideIntervals.endedAt, at)),
      ),
    );
}

export async function listSlideIntervals(db: Db, lectureId: number): Promise<SlideIntervalRow[]> {
  return db
    .select()
    .from(slideIntervals)
    .where(eq(slideIntervals.lectureId, lectureId))
    .orderBy(slideIntervals.startedAt, slideIntervals.id);
}
