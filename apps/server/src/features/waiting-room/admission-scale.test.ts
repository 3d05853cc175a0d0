// Rough measure of "admit all" with many waiting students (DESIGN §8 budget: every
// access_granted within 250 ms p99 for 1,000). Logged, never asserted: timings belong to bench/.
import type { AccessGranted, AckResult, AdmitKickResult } from '@o4f/contract';
import { expect, it } from 'vitest';
import { enterWaitingRoom, lectureWithCode } from '../../testing/lecture-code.ts';
import { socketSuite } from '../../testing/socket-suite.ts';

// 200 keeps the suite quick; ADMIT_SCALE_STUDENTS=1000 measures the budget's size.
const STUDENTS = Number(process.env.ADMIT_SCALE_STUDENTS ?? 200);
const suite = socketSuite({
  env: { WAITING_BURST_PER_ADDRESS: '100000', WAITING_NEW_PER_ADDRESS: '100000' },
});

it(`admits ${STUDENTS} new students at once`, async () => {
  const { room, code } = await lectureWithCode(suite.server, suite.pool);
  const waiting = Array.from({ length: STUDENTS }, (_, index) =>
    enterWaitingRoom(suite.server, suite.pool, code, (index % 12) + 1),
  );
  await Promise.all(
    waiting.map((client) => client.waitFor('entered_waiting_room', undefined, 20_000)),
  );

  const started = performance.now();
  const arrivals = waiting.map((client) =>
    client
      .waitFor<AccessGranted>('access_granted', undefined, 20_000)
      .then(() => performance.now() - started),
  );
  const result = await room.request<AckResult<AdmitKickResult>>('admit_new');
  const times = (await Promise.all(arrivals)).sort((a, b) => a - b);
  const p = (q: number) =>
    Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]!);
  console.info(
    `admit_new of ${STUDENTS}: access_granted p50 ${p(0.5)} ms, p99 ${p(0.99)} ms, last ${p(1)} ms`,
  );
  expect(result).toMatchObject({ ok: true, data: { count: STUDENTS } });
}, 60_000);
