// The main join flow once more with the live state in Redis and the Socket.IO Redis adapter
// (REDIS_URL), when TEST_REDIS_URL is set.
import { SOCKET_TEXT } from '@o4f/contract';
import type { AccessGranted, AckResult, NewClassId, Signal } from '@o4f/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveState } from '../../live/live-state.ts';
import { RedisLiveState } from '../../live/redis-live-state.ts';
import { LiveClient } from '../../testing/live-client.ts';
import { createTestServer } from '../../testing/test-server.ts';
import type { ApiBody, TestServer } from '../../testing/test-server.ts';

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('join flow with Redis live state and adapter', () => {
  let server: TestServer;
  let live: LiveState;
  const clients: LiveClient[] = [];
  const open = (
    ...args: ConstructorParameters<typeof LiveClient> extends [string, ...infer R] ? R : never
  ) => {
    const created = new LiveClient(server.url, ...args);
    clients.push(created);
    return created;
  };

  beforeAll(async () => {
    live = await RedisLiveState.connect({
      url: redisUrl!,
      keyPrefix: `o4f-test-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}:`,
    });
    server = await createTestServer({ live, env: { REDIS_URL: redisUrl! } });
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await server?.close();
    await live?.close();
  });

  it('issues a code, queues, admits, signals and clears on end', async () => {
    const teacher = await server.createTeacher();
    const course = await server.createCourse(teacher.token);
    const lecture = await server.createLecture(teacher.token, course.id, {
      startTime: new Date(Date.now() - 60_000).toISOString(),
      endTime: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const query = { courseId: course.id, lectureNum: lecture.lectureNum };
    const codes = open('/class_id_generator', { token: teacher.token, query });
    const room = open('/waiting_room', { token: teacher.token, query });
    await Promise.all([codes.waitFor('connect'), room.waitFor('connected_to_waiting_room')]);
    const issued = await codes.request<AckResult<NewClassId>>('start', { ttl: 60 });
    if (!issued.ok) throw new Error(issued.message);
    expect((await server.api('GET', `/classId/${issued.data.code}`)).status).toBe(200);

    const registered = await server.createStudent();
    await server.enrol(course.id, registered.id);
    const newcomers = Array.from({ length: 5 }, (_, index) =>
      open('/waiting_room', { query: { classId: issued.data.code, maskId: index + 1 } }),
    );
    const reg = open('/waiting_room', {
      token: registered.token,
      query: { classId: issued.data.code, maskId: 8 },
    });
    for (const waiting of [...newcomers, reg]) await waiting.waitFor('entered_waiting_room');
    expect(await room.request('len')).toEqual({ ok: true, data: { new: 5, noReg: 0, reg: 1 } });

    expect(await room.request('admit_new')).toMatchObject({ ok: true, data: { count: 5 } });
    const grants = await Promise.all(
      newcomers.map((waiting) => waiting.waitFor<AccessGranted>('access_granted')),
    );
    expect(new Set(grants.map((grant) => grant.pseudonym)).size).toBe(5);
    const login = await server.api<ApiBody<{ token: string }>>('POST', '/user/login', {
      body: grants[0]!.credentials,
    });
    expect(login.status).toBe(200);
    await codes.request('admit_reg');
    await reg.waitFor('access_granted');
    expect(await codes.waitFor('admitted_reg')).toEqual({
      count: 1,
      totals: { new: 0, noReg: 0, reg: 0 },
    });

    const signals = open('/signals', { token: registered.token });
    await signals.waitFor('connect');
    const base = `/course/${course.id}/lecture/${lecture.lectureNum}`;
    await server.api('GET', `${base}/end`, { token: teacher.token });
    expect(await signals.waitFor<Signal>('signal')).toEqual({ type: 'lecture_ended', ...query });
    expect(await live.attendedLecture(registered.id)).toBeNull();
    expect((await server.api('GET', `/classId/${issued.data.code}`)).status).toBe(404);
    const late = open('/waiting_room', { query: { classId: issued.data.code, maskId: 1 } });
    expect(await late.waitFor('error_invalid_classid')).toEqual({
      message: SOCKET_TEXT.invalidClassId,
    });
  });
});
