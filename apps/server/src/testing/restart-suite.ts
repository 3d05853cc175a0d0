// The restart scenario shared by live-restart.test.ts (embedded live state) and
// live-restart.redis.test.ts: a live lecture, the server killed with SIGKILL, a new one on the
// same storage; the students reconnect with their tokens and carry on.
import type {
  AccessGranted,
  AckResult,
  ActiveExpression,
  CurrentClassId,
  ExpressionUpdate,
} from '@o4f/contract';
import { expect } from 'vitest';
import type { LiveClient } from './live-client.ts';
import { api, opener, startChild, startLiveLecture } from './restart-kit.ts';
import type { ChildServer, LiveLecture } from './restart-kit.ts';

export const SLIDE = 3;

export interface Restarted {
  server: ChildServer;
  lecture: LiveLecture;
  students: LiveClient[];
  teacher: LiveClient;
}

/**
 * Runs the lecture on one server, kills it, starts another on `env` and checks that everything
 * came back. Returns the second server with the students and the teacher connected to it.
 */
export async function runRestart(
  env: Record<string, string>,
  clients: LiveClient[],
  servers: ChildServer[],
): Promise<Restarted> {
  const open = opener(clients);
  const first = await startChild(env);
  servers.push(first);
  const lecture = await startLiveLecture(first.url, open, 3);
  const { query } = lecture;

  const teacher = open(first.url, '/expressions', { token: lecture.teacherToken, query });
  await teacher.waitFor('access_granted');
  await teacher.request('set_slide', { slideNumber: SLIDE });
  const before = lecture.students.map((student) =>
    open(first.url, '/expressions', { token: student.token, query }),
  );
  for (const client of before) await client.waitFor('access_granted');
  expect(await before[0]!.request('press_button', { expressionTag: 1 })).toMatchObject({
    ok: true,
  });
  expect(await teacher.request('set_allow_reactions', { allow: false })).toEqual({
    ok: true,
    data: { allow: false },
  });

  await first.kill();
  for (const client of [teacher, ...before]) client.close();

  const second = await startChild(env);
  servers.push(second);
  const students = lecture.students.map((student) =>
    open(second.url, '/expressions', { token: student.token, query }),
  );
  const granted = await Promise.all(
    students.map((client) =>
      client.waitFor<AccessGranted & Record<string, unknown>>('access_granted'),
    ),
  );
  for (const client of students) expect(client.events('connect_error')).toEqual([]);
  granted.forEach((grant, index) =>
    expect(grant).toMatchObject({
      ...query,
      role: 'STUDENT',
      pseudonym: lecture.students[index]!.pseudonym,
      slideNumber: SLIDE,
      allowReactions: false,
    }),
  );
  for (const client of students) {
    expect(await client.request('is_attending')).toEqual({ ok: true, data: { attending: true } });
  }
  // The permission is back: reactions are still paused.
  expect(await students[0]!.request('press_button', { expressionTag: 2 })).toMatchObject({
    ok: false,
    error: 'reactions_paused',
  });
  expect((await api(second.url, 'GET', `/classId/${lecture.code}`)).status).toBe(200);
  // The teacher's code is back, with the time it had left (600 s were asked for).
  const codes = open(second.url, '/class_id_generator', { token: lecture.teacherToken, query });
  await codes.waitFor('connect');
  const current = await codes.request<AckResult<CurrentClassId>>('get_curr');
  if (!current.ok) throw new Error(current.message);
  expect(current.data.classId).toBe(lecture.code);
  expect(current.data.ttl).toBeGreaterThan(0);
  expect(current.data.ttl).toBeLessThanOrEqual(600);

  // The teacher comes back (which allows reactions again, as on every teacher join).
  const teacherAgain = open(second.url, '/expressions', { token: lecture.teacherToken, query });
  expect(await teacherAgain.waitFor('access_granted')).toMatchObject({ slideNumber: SLIDE });
  // The reaction pressed before the kill is back: still active, and counted in the lecture.
  const counts = await teacherAgain.request<AckResult<ExpressionUpdate>>('get_expressions');
  if (!counts.ok) throw new Error(counts.message);
  expect(counts.data.slideNumber).toBe(SLIDE);
  expect(counts.data.expressions).toContainEqual({ tag: 1, count: 1 });
  expect(counts.data.lectureExpressions).toContainEqual({ tag: 1, count: 1 });
  expect(await students[0]!.request('get_active_expression')).toEqual({
    ok: true,
    data: { expressionTag: 1, slideNumber: SLIDE },
  });
  await Promise.all(students.map((client) => client.waitFor('allow_reactions')));
  for (const client of students) {
    expect(
      await client.request<AckResult<ActiveExpression>>('press_button', { expressionTag: 2 }),
    ).toEqual({ ok: true, data: { expressionTag: 2, slideNumber: SLIDE } });
  }
  return { server: second, lecture, students, teacher: teacherAgain };
}
