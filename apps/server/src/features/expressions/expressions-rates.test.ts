// The two broadcast rates of a live lecture: the teacher's counts follow presses closely (one
// update per 50 ms tick that saw a change), the students' buttons at most once per second. Counts
// of events are asserted, with generous bounds; durations are not.
import type { ExpressionTag, ExpressionUpdate } from '@o4f/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { STUDENT_BROADCAST_INTERVAL_MS } from '../../live/live-loops.ts';
import { createTestServer } from '../../testing/test-server.ts';
import type { TestServer } from '../../testing/test-server.ts';
import type { ConnectedClient } from '../../testing/expressions-kit.ts';
import { connectExpressions, sleep } from '../../testing/expressions-kit.ts';
import { admit } from '../../testing/admission.ts';

const STUDENTS = 4;
const PRESSES = 20;
const PRESS_GAP_MS = 150;

let server: TestServer;
const opened: ConnectedClient[] = [];

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  for (const client of opened) client.socket.close();
  await server.close();
});

it('sends the teacher fast coalesced updates and the students slower ones', async () => {
  const teacher = await server.createTeacher();
  const course = await server.createCourse(teacher.token);
  const lecture = await server.startLecture(teacher.token, course.id);
  const teacherClient = await connectExpressions(server, teacher.token, lecture);
  opened.push(teacherClient);
  const students: ConnectedClient[] = [];
  for (let index = 0; index < STUDENTS; index += 1) {
    const student = await server.createStudent();
    await admit(server, student, lecture);
    const client = await connectExpressions(server, student.token, lecture);
    opened.push(client);
    students.push(client);
  }

  // Presses spread over about 3 s, each changing the counts (every student's tag moves on),
  // within the per-student press rate.
  const started = Date.now();
  for (let press = 0; press < PRESSES; press += 1) {
    const client = students[press % STUDENTS]!;
    const tag = ((Math.floor(press / STUDENTS) % 5) + 1) as ExpressionTag;
    expect(await client.socket.emitWithAck('press_button', { expressionTag: tag })).toMatchObject({
      ok: true,
    });
    await sleep(PRESS_GAP_MS);
  }
  // Every accepted press reached the teacher (the last round moved every student to the same
  // tag); the students get the last counts within a tick.
  const lastTag = ((Math.floor((PRESSES - 1) / STUDENTS) % 5) + 1) as ExpressionTag;
  await expect
    .poll(
      () =>
        teacherClient
          .events<ExpressionUpdate>('expression_update')
          .at(-1)
          ?.expressions.find((item) => item.tag === lastTag)?.count,
      { timeout: 5000 },
    )
    .toBe(STUDENTS);
  const final = teacherClient.events<ExpressionUpdate>('expression_update').at(-1)!;
  for (const client of students) {
    await expect
      .poll(() => client.events<ExpressionUpdate>('expression_update').at(-1), {
        timeout: STUDENT_BROADCAST_INTERVAL_MS * 4,
      })
      .toEqual(final);
  }
  const elapsed = Date.now() - started;

  const teacherUpdates = teacherClient.events('expression_update').length;
  // Presses 150 ms apart fall in different 50 ms ticks: nearly one teacher update per press.
  expect(teacherUpdates).toBeGreaterThanOrEqual(PRESSES / 2);
  expect(teacherUpdates).toBeLessThanOrEqual(PRESSES + 2);
  const most = Math.ceil(elapsed / STUDENT_BROADCAST_INTERVAL_MS) + 1;
  for (const client of students) {
    const updates = client.events('expression_update').length;
    expect(updates).toBeGreaterThanOrEqual(1);
    // Never one per press: at most one per students' interval.
    expect(updates).toBeLessThanOrEqual(most);
    expect(updates).toBeLessThan(teacherUpdates / 2);
  }
});
