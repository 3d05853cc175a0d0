// THE count is computed in SQL for large lectures; it must equal the contract's
// countSlideReactions over the same stored events, ties in time included.
import { countSlideReactions } from '@o4f/contract';
import type { TagTotals } from '@o4f/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expressionEvents, pseudonyms } from '../../db/schema/index.ts';
import { createTestServer } from '../../testing/test-server.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { admit } from '../../testing/admission.ts';
import { countedReactions, reactionEvents } from './statistics.repository.ts';
import type { SlideScope } from './statistics.repository.ts';

let server: TestServer;
let lectureId: number;

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

beforeAll(async () => {
  server = await createTestServer();
  const teacher = await server.createTeacher();
  const course = await server.createCourse(teacher.token);
  const lecture = await server.createLecture(teacher.token, course.id);
  lectureId = lecture.id;
  for (let index = 0; index < 8; index += 1) {
    await admit(server, await server.createStudent(), lecture);
  }
  const reactors = (
    await server.db
      .select({ id: pseudonyms.id })
      .from(pseudonyms)
      .where(eq(pseudonyms.lectureId, lectureId))
  ).map((row) => row.id);
  const next = random(20_260_105);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const start = Date.UTC(2026, 0, 5, 9);
  const rows = Array.from({ length: 600 }, (_, index) => ({
    lectureId,
    pseudonymId: pick(reactors),
    slideNumber: pick([-1, 1, 2, 3, 7]),
    tag: pick([1, 2, 3, 4, 5]),
    kind: next() < 0.2 ? ('cleared' as const) : ('set' as const),
    // Few distinct instants: many events share one, and only their ids order them.
    at: new Date(start + Math.floor(index / 4) * 1000 + (next() < 0.3 ? 0 : 500)),
  }));
  // Inserted shuffled, so ids do not follow time.
  const shuffled = rows.toSorted(() => next() - 0.5);
  for (let index = 0; index < shuffled.length; index += 100) {
    await server.db.insert(expressionEvents).values(shuffled.slice(index, index + 100));
  }
});

afterAll(async () => {
  await server?.close();
});

async function sqlCounts(scope?: SlideScope): Promise<Map<number, TagTotals>> {
  const counts = new Map<number, TagTotals>();
  for (const row of await countedReactions(server.db, lectureId, scope)) {
    const totals = counts.get(row.slideNumber) ?? { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
    totals[row.tag as keyof TagTotals] = row.count;
    counts.set(row.slideNumber, totals);
  }
  return counts;
}

const nonEmpty = (counts: Map<number, TagTotals>) =>
  new Map([...counts].filter(([, totals]) => Object.values(totals).some((count) => count > 0)));

it('counts in SQL exactly what countSlideReactions counts', async () => {
  const events = await reactionEvents(server.db, lectureId);
  expect(events).toHaveLength(600);
  const expected = nonEmpty(
    countSlideReactions(events.map((event) => ({ ...event, at: event.at.getTime() }))),
  );
  expect(expected.size).toBeGreaterThan(3);
  expect(await sqlCounts()).toEqual(
    new Map([...expected].filter(([slide]) => slide >= 1 || slide === -1)),
  );
  expect(await sqlCounts('pages')).toEqual(new Map([...expected].filter(([slide]) => slide >= 1)));
  expect(await sqlCounts({ slide: 2 })).toEqual(
    new Map([...expected].filter(([slide]) => slide === 2)),
  );
});
