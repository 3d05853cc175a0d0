// The main join flow once more with the live state in Redis and the Socket.IO Redis adapter
// (REDIS_URL), when TEST_REDIS_URL is set.
import { SOCKET_TEXT } from '@o4f/contract';
import type { AccessGranted, Signal } from '@o4f/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveState } from '../../live/live-state.ts';
import { RedisLiveState } from '../../live/redis-live-state.ts';
import { enterWaitingRoom, lectureWithCode } from '../../testing/lecture-code.ts';
import { ClientPool } from '../../testing/live-client.ts';
import { createTestServer } from '../../testing/test-server.ts';
import type { ApiBody, TestServer } from '../../testing/test-server.ts';

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('join flow with Redis live state and adapter', () => {
  let server: TestServer;
  let live: LiveState;
  const pool = new ClientPool();

  beforeAll(async () => {
    live = await RedisLiveState.connect({
      url: redisUrl!,
      keyPrefix: `o4f-test-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}:`,
    });
    server = await createTestServer({ live, env: { REDIS_URL: redisUrl! } });
  });
  afterAll(async () => {
    pool.closeAll();
    await server?.close();
    await live?.close();
  });

  it('issues a code, queues, admits, signals and clears on end', async () => {
    const { teacher, course, lecture, query, codes, room, code } = await lectureWithCode(
      server,
      pool,
      { ttl: 60 },
    );
    expect((await server.api('GET', `/classId/${code}`)).status).toBe(200);

    const registered = await server.createStudent();
    await server.enrol(course.id, registered.id);
    const newcomers = Array.from({ length: 5 }, (_, index) =>
      enterWaitingRoom(server, pool, code, index + 1),
    );
    const reg = enterWaitingRoom(server, pool, code, 8, registered.token);
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

    const signals = pool.open(server.url, '/signals', { token: registered.token });
    await signals.waitFor('connect');
    const base = `/course/${course.id}/lecture/${lecture.lectureNum}`;
    await server.api('GET', `${base}/end`, { token: teacher.token });
    expect(await signals.waitFor<Signal>('signal')).toEqual({ type: 'lecture_ended', ...query });
    expect(await live.attendedLecture(registered.id)).toBeNull();
    expect((await server.api('GET', `/classId/${code}`)).status).toBe(404);
    const late = enterWaitingRoom(server, pool, code, 1);
    expect(await late.waitFor('error_invalid_classid')).toEqual({
      message: SOCKET_TEXT.invalidClassId,
    });
  });
});
