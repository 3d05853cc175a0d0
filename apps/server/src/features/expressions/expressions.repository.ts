import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { expressionEvents } from '../../db/schema/index.ts';
import type { ExpressionEventRow, NewExpressionEvent } from '../../db/schema/index.ts';
import {
  closeOpenSlideIntervals,
  endSlideIntervalsAt,
  insertSlideIntervals,
} from '../slides/slides.repository.ts';
import type { NewSlideInterval } from '../slides/slides.repository.ts';

const CHUNK = 2000;

export interface LiveBatch {
  expressionEvents: NewExpressionEvent[];
  /** Per lecture: end what is shown at `closeAt`, then add `intervals`. */
  slides: { lectureId: number; closeAt: Date; intervals: NewSlideInterval[] }[];
  /** Lectures that have ended: no interval of theirs stays open past their end. */
  ended: { lectureId: number; endedAt: Date }[];
}

/** Writes one persist batch in a transaction (a refused batch is offered again whole). */
export async function writeLiveBatch(db: Db, batch: LiveBatch): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = batch.expressionEvents;
    for (let start = 0; start < rows.length; start += CHUNK) {
      await tx.insert(expressionEvents).values(rows.slice(start, start + CHUNK));
    }
    for (const { lectureId, closeAt, intervals } of batch.slides) {
      await endSlideIntervalsAt(tx as unknown as Db, lectureId, closeAt);
      await insertSlideIntervals(tx as unknown as Db, intervals);
    }
    for (const { lectureId, endedAt } of batch.ended) {
      await closeOpenSlideIntervals(tx as unknown as Db, lectureId, endedAt);
    }
  });
}

export async function listExpressionEvents(
  db: Db,
  lectureId: number,
): Promise<ExpressionEventRow[]> {
  return db
    .select()
    .from(expressionEvents)
    .where(eq(expressionEvents.lectureId, lectureId))
    .orderBy(asc(expressionEvents.at), asc(expressionEvents.id));
}
