// Rough measure of "admit all" with many waiting students (DESIGN §8 budget: every
// access_granted within 250 ms p99 for 1,000). Logged, never asserted: timings belong to bench/.
import type { AccessGranted, AckResult, AdmitKickResult, NewClassId } from '@o4f/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LiveClient } from '../../testing/live-client.ts';
import { createTestServer } from '../../testing/test-server.ts';
import type { TestServer } from '../../testing/test-server.ts';

// 200 keeps the suite quick; ADMIT_SCALE_STUDENTS=1000 measures the budget's size.
const STUDENTS = Number(process.env.ADMIT_SCALE_STUDENTS ?? 200);
let server: TestServer;
const clients: LiveClient[] = [];

beforeAll(async () => {
  // Every student connects from 127.0.0.1 within a second or two: no real hall arrives that fast,
  // so the waiting-room limits per address are lifted here (entry-limits.test.ts tests them).
  server = await createTestServer({
    env: { WAITING_BURST_PER_ADDRESS: '100000', WAITING_NEW_PER_ADDRESS: '100000' },
  });
});
afterAll(async () => {
  for (const client of clients) client.close();
  await server.close();
});

it(`admits ${STUDENTS} new students at once`, async () => {
  const teacher = await server.createTeacher();
  const course = await server.createCourse(teacher.token);
  const lecture = await server.createLecture(teacher.token, course.id, {
    startTime: new Date(Date.now() - 60_000).toISOString(),
    endTime: new Date(Date.now() + 3_600_000).toISOString(),
  });
  const query = { courseId: course.id, lectureNum: lecture.lectureNum };
  const codes = new LiveClient(server.url, '/class_id_generator', { token: teacher.token, query });
  clients.push(codes);
  await codes.waitFor('connect');
  const issued = await codes.request<AckResult<NewClassId>>('start');
  if (!issued.ok) throw new Error(issued.message);

  const waiting = Array.from({ length: STUDENTS }, (_, index) => {
    const client = new LiveClient(server.url, '/waiting_room', {
      query: { classId: issued.data.code, maskId: (index % 12) + 1 },
    });
    clients.push(client);
    return client;
  });
  await Promise.all(
    waiting.map((client) => client.waitFor('entered_waiting_room', undefined, 20_000)),
  );

  const started = performance.now();
  const arrivals = waiting.map((client) =>
    client
      .waitFor<AccessGranted>('access_granted', undefined, 20_000)
      .then(() => performance.now() - started),
  );
  const result = await codes.request<AckResult<AdmitKickResult>>('admit_new');
  const times = (await Promise.all(arrivals)).sort((a, b) => a - b);
  const p = (q: number) =>
    Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]!);
  console.info(
    `admit_new of ${STUDENTS}: access_granted p50 ${p(0.5)} ms, p99 ${p(0.99)} ms, last ${p(1)} ms`,
  );
  expect(result).toMatchObject({ ok: true, data: { count: STUDENTS } });
}, 60_000);
