import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { expressionEvents } from '../../db/schema/index.ts';
import type { NewExpressionEvent } from '../../db/schema/index.ts';
import {
  closeOpenSlideIntervals,
  endSlideIntervalsAt,
  insertSlideIntervals,
} from '../slides/slides.repository.ts';
import { findActivePseudonyms } from '../pseudonyms/pseudonyms.repository.ts';
import type { NewSlideInterval } from '../slides/slides.repository.ts';

const CHUNK = 5000;

const intArray = (values: number[]) => `{${values.join(',')}}`;

/**
 * One INSERT … SELECT FROM unnest(arrays) per chunk: six parameters whatever the number of rows.
 * Building a multi-row VALUES statement costs the event loop about 50 ms per 2,000 rows, which a
 * lecture of 10,000 reacting students cannot afford once a second.
 */
async function insertExpressionEvents(db: Db, rows: NewExpressionEvent[]): Promise<void> {
  await db.execute(sql`
    insert into ${expressionEvents}
      (lecture_id, pseudonym_id, tag, slide_number, kind, at)
    select lecture_id, pseudonym_id, tag, slide_number, kind, to_timestamp(at_ms / 1000.0)
    from unnest(
      ${intArray(rows.map((row) => row.lectureId))}::int[],
      ${intArray(rows.map((row) => row.pseudonymId))}::int[],
      ${intArray(rows.map((row) => row.tag))}::smallint[],
      ${intArray(rows.map((row) => row.slideNumber))}::int[],
      ${`{${rows.map((row) => row.kind).join(',')}}`}::text[],
      ${intArray(rows.map((row) => row.at.getTime()))}::float8[]
    ) as batch(lecture_id, pseudonym_id, tag, slide_number, kind, at_ms)`);
}

export interface LiveBatch {
  expressionEvents: NewExpressionEvent[];
  /** Per lecture: end what is shown at `closeAt`, then add `intervals`. */
  slides: { lectureId: number; closeAt: Date; intervals: NewSlideInterval[] }[];
  /** Lectures that have ended: no interval of theirs stays open past their end. */
  ended: { lectureId: number; endedAt: Date }[];
}

/** studentId → pseudonym id of the students' active pseudonyms in the lecture. */
export async function activePseudonymIds(
  db: Db,
  lectureId: number,
  studentIds: number[],
): Promise<Map<number, number>> {
  const ids = new Map<number, number>();
  for (const row of await findActivePseudonyms(db, lectureId, studentIds))
    if (row.studentId !== null) ids.set(row.studentId, row.id);
  return ids;
}

/** Writes one persist batch in a transaction (a refused batch is offered again whole). */
export async function writeLiveBatch(db: Db, batch: LiveBatch): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = batch.expressionEvents;
    for (let start = 0; start < rows.length; start += CHUNK) {
      await insertExpressionEvents(tx as unknown as Db, rows.slice(start, start + CHUNK));
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
