import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { skipParentChecks } from '../../db/parent-checks.ts';
import { expressionEvents } from '../../db/schema/index.ts';
import type { NewExpressionEvent } from '../../db/schema/index.ts';
import {
  closeOpenSlideIntervals,
  endSlideIntervalsAt,
  insertSlideIntervals,
} from '../slides/slides.repository.ts';
import { findActivePseudonymIds } from '../pseudonyms/pseudonyms.repository.ts';
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
  for (const row of await findActivePseudonymIds(db, lectureId, studentIds))
    if (row.studentId !== null) ids.set(row.studentId, row.id);
  return ids;
}

/**
 * Whether each event's pseudonym is there, in the event's lecture (and so the lecture too): one
 * statement for the batch, instead of a foreign-key check per row.
 */
async function parentsOfEventsFound(tx: Db, rows: NewExpressionEvent[]): Promise<boolean> {
  const pairs = new Map<number, number>();
  for (const row of rows) pairs.set(row.pseudonymId, row.lectureId);
  // A pseudonym listed with two lectures cannot match both.
  if (rows.some((row) => pairs.get(row.pseudonymId) !== row.lectureId)) return false;
  const result = (await tx.execute(sql`
    select count(*)::int as found
    from unnest(${intArray([...pairs.keys()])}::int[], ${intArray([...pairs.values()])}::int[])
      as wanted(id, lecture_id)
    join pseudonyms on pseudonyms.id = wanted.id and pseudonyms.lecture_id = wanted.lecture_id`)) as unknown as {
    rows: { found: number }[];
  };
  return result.rows[0]?.found === pairs.size;
}

/** Writes one persist batch in a transaction (a refused batch is offered again whole). */
export async function writeLiveBatch(db: Db, batch: LiveBatch): Promise<void> {
  await db.transaction(async (tx) => {
    const inTx = tx as unknown as Db;
    for (const { lectureId, closeAt, intervals } of batch.slides) {
      await endSlideIntervalsAt(inTx, lectureId, closeAt);
      await insertSlideIntervals(inTx, intervals);
    }
    for (const { lectureId, endedAt } of batch.ended) {
      await closeOpenSlideIntervals(inTx, lectureId, endedAt);
    }
    // Last: what follows the check may run without the per-row foreign-key triggers.
    const rows = batch.expressionEvents;
    if (rows.length === 0) return;
    await skipParentChecks(inTx, () => parentsOfEventsFound(inTx, rows));
    for (let start = 0; start < rows.length; start += CHUNK) {
      await insertExpressionEvents(inTx, rows.slice(start, start + CHUNK));
    }
  });
}
