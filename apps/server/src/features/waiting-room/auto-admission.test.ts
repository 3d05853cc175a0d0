// "Admit automatically" over real sockets: the teacher's setting, arrivals admitted without an
// admit command (credentials and pseudonyms as the admit commands issue them), the setting kept
// in the database for a restart, and off again. With TEST_REDIS_URL also across two instances.
import { parsePseudonym } from '@o4f/contract';
import type {
  AccessGranted,
  AckResult,
  AdmitAutomatically,
  AdmitKickResult,
  Lecture,
  NewClassId,
} from '@o4f/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveSnapshots } from '../../live/live-recovery.repository.ts';
import { MemoryLiveState } from '../../live/memory-live-state.ts';
import { RedisLiveState } from '../../live/redis-live-state.ts';
import { ClientPool } from '../../testing/live-client.ts';
import { createTestServer, openClone } from '../../testing/test-server.ts';
import type { ApiBody, TestServer, TestTeacher } from '../../testing/test-server.ts';
import { AUTO_ADMIT_BATCH_MS } from '../admission/auto-admission.ts';

const pool = new ClientPool();
const open = pool.open.bind(pool);
afterAll(() => pool.closeAll());

async function liveLectureWithCode(server: TestServer, teacher: TestTeacher) {
  const course = await server.createCourse(teacher.token);
  const lecture: Lecture = await server.createLecture(teacher.token, course.id, {
    startTime: new Date(Date.now() - 60_000).toISOString(),
    endTime: new Date(Date.now() + 3_600_000).toISOString(),
  });
  const query = { courseId: course.id, lectureNum: lecture.lectureNum };
  const codes = open(server.url, '/class_id_generator', { token: teacher.token, query });
  await codes.waitFor('connect');
  const issued = await codes.request<AckResult<NewClassId>>('start', { ttl: 120 });
  if (!issued.ok) throw new Error(issued.message);
  return { course, lecture, query, code: issued.data.code };
}

describe('admit automatically', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('admits arriving students of every group while on, and keeps the setting', async () => {
    const teacher = await server.createTeacher();
    const { course, lecture, query, code } = await liveLectureWithCode(server, teacher);
    const room = open(server.url, '/waiting_room', { token: teacher.token, query });
    expect(await room.waitFor('admit_automatically')).toEqual({ enabled: false });
    const second = open(server.url, '/waiting_room', { token: teacher.token, query });
    await second.waitFor('admit_automatically');

    // Waiting before the setting is turned on: admitted when it is.
    const early = open(server.url, '/waiting_room', { query: { classId: code, maskId: 2 } });
    await early.waitFor('entered_waiting_room');
    expect(
      await room.request<AckResult<AdmitAutomatically>>('set_admit_automatically', {
        enabled: true,
      }),
    ).toEqual({ ok: true, data: { enabled: true } });
    expect(
      await second.waitFor('admit_automatically', (s: AdmitAutomatically) => s.enabled),
    ).toEqual({
      enabled: true,
    });
    const earlyGrant = await early.waitFor<AccessGranted>('access_granted');
    expect(earlyGrant.credentials?.anonId).toBeTruthy();

    // Arriving while on: no admit command.
    const registered = await server.createStudent();
    await server.enrol(course.id, registered.id);
    const unregistered = await server.createStudent();
    const arrivals = [
      open(server.url, '/waiting_room', { query: { classId: code, maskId: 3 } }),
      open(server.url, '/waiting_room', { query: { classId: code, maskId: 4 } }),
      open(server.url, '/waiting_room', {
        token: registered.token,
        query: { classId: code, maskId: 5 },
      }),
      open(server.url, '/waiting_room', {
        token: unregistered.token,
        query: { classId: code, maskId: 6 },
      }),
    ];
    const grants = await Promise.all(
      arrivals.map((waiting) => waiting.waitFor<AccessGranted>('access_granted')),
    );
    for (const grant of grants) {
      expect(grant).toMatchObject({ courseId: course.id, lectureNum: lecture.lectureNum });
      expect(parsePseudonym(grant.pseudonym)).not.toBeNull();
    }
    expect(grants.filter((grant) => grant.credentials)).toHaveLength(2);
    // The issued credentials log in like those of an admit command.
    const login = await server.api<ApiBody<{ token: string }>>('POST', '/user/login', {
      body: grants[0]!.credentials,
    });
    expect(login.status).toBe(200);
    await room.waitFor<AdmitKickResult>('admitted_reg', (result) => result.count === 1);
    await room.waitFor<AdmitKickResult>('admitted_noreg', (result) => result.count === 1);
    expect(await room.request('len')).toEqual({ ok: true, data: { new: 0, noReg: 0, reg: 0 } });

    // Kept for a restart: in the database, and restored into a fresh live state.
    const snapshot = (await liveSnapshots(server.db)).find(
      (found) =>
        found.lecture.lectureNum === lecture.lectureNum && found.lecture.courseId === course.id,
    );
    expect(snapshot?.permissions.admitAutomatically).toBe(true);
    const restarted = new MemoryLiveState();
    await restarted.restoreLecture(snapshot!);
    expect(await restarted.getPermissions(query)).toMatchObject({ admitAutomatically: true });
    const reconnected = open(server.url, '/waiting_room', { token: teacher.token, query });
    expect(await reconnected.waitFor('admit_automatically')).toEqual({ enabled: true });

    // Off: arrivals wait for the teacher again.
    expect(await room.request('set_admit_automatically', { enabled: false })).toEqual({
      ok: true,
      data: { enabled: false },
    });
    const late = open(server.url, '/waiting_room', { query: { classId: code, maskId: 7 } });
    await late.waitFor('entered_waiting_room');
    await new Promise((resolve) => setTimeout(resolve, AUTO_ADMIT_BATCH_MS * 3));
    expect(await room.request('len')).toEqual({ ok: true, data: { new: 1, noReg: 0, reg: 0 } });
    expect(late.events('access_granted')).toEqual([]);
    expect(await room.request('admit_new')).toMatchObject({ ok: true, data: { count: 1 } });
  });

  it('is the teacher’s: a waiting student cannot turn it on', async () => {
    const teacher = await server.createTeacher();
    const { code } = await liveLectureWithCode(server, teacher);
    const waiting = open(server.url, '/waiting_room', { query: { classId: code, maskId: 1 } });
    await waiting.waitFor('entered_waiting_room');
    expect(await waiting.request('set_admit_automatically', { enabled: true })).toMatchObject({
      ok: false,
      error: 'error_access_denied',
    });
    expect(waiting.events('access_granted')).toEqual([]);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('admit automatically across two instances (Redis)', () => {
  it('admits a student who waits on the other instance', async () => {
    const prefix = `o4f-test-auto-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}:`;
    const env = { REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: prefix };
    const liveA = await RedisLiveState.connect({ url: redisUrl!, keyPrefix: prefix });
    const liveB = await RedisLiveState.connect({ url: redisUrl!, keyPrefix: prefix });
    const shared = await openClone();
    const a = await createTestServer({ live: liveA, env, database: shared.database });
    const b = await createTestServer({ live: liveB, env, database: shared.database });
    try {
      const teacher = await a.createTeacher();
      const { query, code } = await liveLectureWithCode(a, teacher);
      const room = open(a.url, '/waiting_room', { token: teacher.token, query });
      await room.waitFor('admit_automatically');
      await room.request('set_admit_automatically', { enabled: true });
      const onB = open(b.url, '/waiting_room', { query: { classId: code, maskId: 9 } });
      const grant = await onB.waitFor<AccessGranted>('access_granted');
      expect(grant.credentials?.anonId).toBeTruthy();
      await room.waitFor<AdmitKickResult>('admitted_new', (result) => result.count === 1);
    } finally {
      await b.close();
      await a.close();
      await liveB.close();
      await liveA.close();
      await shared.database.close();
      await shared.drop();
    }
  });
});
