// Waiting-room limits on entries without an account, over real sockets: the burst cap per
// address, the lecture's waiting cap and its cap on issued accounts refuse with their texts;
// entries below the caps, signed-in students and other networks are never refused; the teacher's
// totals carry the burst warning (counts only). Behind TRUST_PROXY each test uses its own
// addresses (X-Forwarded-For). With TEST_REDIS_URL two instances share the counts.
import { SOCKET_TEXT } from '@o4f/contract';
import type { AckResult, AdmitKickResult, TeacherWaitingTotals } from '@o4f/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { MemoryCounterStore } from '../../lib/entry-counters.ts';
import { lectureWithCode } from '../../testing/lecture-code.ts';
import { ClientPool } from '../../testing/live-client.ts';
import type { LiveClient } from '../../testing/live-client.ts';
import { createTestServer, startTwoInstances } from '../../testing/test-server.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { checkNewEntry, entryLimits, entryWarning } from './entry-limits.ts';
import type { EntryLimits } from './entry-limits.ts';

const BURST = 4;
const env = {
  TRUST_PROXY: 'true',
  WAITING_BURST_PER_ADDRESS: String(BURST),
  // An hour: the burst window cannot end during a test.
  WAITING_BURST_SECONDS: '3600',
  WAITING_NEW_MAX_WAITING: '6',
  WAITING_NEW_MAX_ADMITTED: '3',
  WAITING_WARN_PER_MINUTE: '3',
};
let addressCounter = 0;
const nextAddress = () => `203.0.113.${(addressCounter += 1)}`;

const pool = new ClientPool();

/** A live lecture with a Lecture Code and its teacher on the waiting room. */
async function liveLecture(server: TestServer) {
  const { code, room, teacher, lecture } = await lectureWithCode(server, pool);
  const base = `/course/${lecture.courseId}/lecture/${lecture.lectureNum}`;
  return { code, room, teacherToken: teacher.token, base };
}

interface Entry {
  client: LiveClient;
  /** The first event the student gets after connecting (or the connect_error). */
  first: Promise<{ event: string; payload?: { message?: string } }>;
  /** Resolves with the student's `event`. */
  next: (event: string) => Promise<unknown>;
}

/** A student handshake on waiting_room from `address`. */
function enter(server: TestServer, code: string, address: string, token?: string): Entry {
  const client = pool.open(server.url, '/waiting_room', {
    token,
    headers: { 'x-forwarded-for': address },
    query: { classId: code, maskId: 1 },
  });
  const first = client.first((item) => item.event !== 'connect', 'a first event') as Entry['first'];
  first.catch(() => undefined);
  return { client, first, next: (event) => client.waitFor(event) };
}

const refusedFromNetwork = {
  event: 'access_denied',
  payload: { message: SOCKET_TEXT.tooManyJoining },
};

describe('waiting-room limits on entries without an account', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer({ env });
  });
  afterAll(async () => {
    pool.closeAll();
    await server.close();
  });

  it('lets a burst up to the cap in, refuses the next with the text, never a signed-in student or another network', async () => {
    const { code, room } = await liveLecture(server);
    const school = nextAddress();
    for (let i = 0; i < BURST; i++) {
      expect((await enter(server, code, school).first).event).toBe('entered_waiting_room');
    }
    expect(await enter(server, code, school).first).toEqual(refusedFromNetwork);
    expect(await enter(server, code, school).first).toEqual(refusedFromNetwork);

    const student = await server.createStudent();
    expect((await enter(server, code, school, student.token).first).event).toBe(
      'entered_waiting_room',
    );
    expect((await enter(server, code, nextAddress()).first).event).toBe('entered_waiting_room');
    expect(await room.request('len')).toMatchObject({
      ok: true,
      data: { new: BURST + 1, noReg: 1, reg: 0 },
    });
  });

  it("warns the lecture's teacher of a burst with counts only, and only while new students wait", async () => {
    const { code, room } = await liveLecture(server);
    const school = nextAddress();
    const arrival = (count: number) =>
      room.waitFor<TeacherWaitingTotals>('WR_NEW:+', (totals) => totals.new === count);

    // Two requests are ordinary: no warning.
    for (let i = 1; i <= 2; i++) {
      await enter(server, code, school).first;
      expect(await arrival(i)).toEqual({ new: i, noReg: 0, reg: 0 });
    }
    expect(await room.request('len')).toEqual({ ok: true, data: { new: 2, noReg: 0, reg: 0 } });

    // The third from the same network within a minute sets it off.
    await enter(server, code, school).first;
    expect(await arrival(3)).toEqual({
      new: 3,
      noReg: 0,
      reg: 0,
      warning: { perMinute: 3, refused: 0 },
    });

    // Refused requests count too, and are reported.
    await enter(server, code, school).first;
    expect(await enter(server, code, school).first).toEqual(refusedFromNetwork);
    expect(await room.request('len')).toEqual({
      ok: true,
      data: { new: 4, noReg: 0, reg: 0, warning: { perMinute: 5, refused: 1 } },
    });
    const payloads = JSON.stringify(room.received);
    expect(payloads).not.toContain(school);

    // Kicked: nobody without an account waits, so nothing is shown.
    expect(await room.request<AckResult<AdmitKickResult>>('kick_new')).toMatchObject({
      ok: true,
      data: { count: 4 },
    });
    expect(await room.request('len')).toEqual({ ok: true, data: { new: 0, noReg: 0, reg: 0 } });
  });

  it('refuses entries once the waiting room holds its maximum without an account', async () => {
    const { code, room } = await liveLecture(server);
    for (const address of [nextAddress(), nextAddress()]) {
      for (let i = 0; i < 3; i++) {
        expect((await enter(server, code, address).first).event).toBe('entered_waiting_room');
      }
    }
    expect(await enter(server, code, nextAddress()).first).toEqual({
      event: 'access_denied',
      payload: { message: SOCKET_TEXT.waitingRoomFull },
    });
    // Students with an account still come in.
    const student = await server.createStudent();
    expect((await enter(server, code, nextAddress(), student.token).first).event).toBe(
      'entered_waiting_room',
    );
    // Once the group is kicked there is room again.
    expect(await room.request('kick_new')).toMatchObject({ ok: true, data: { count: 6 } });
    expect((await enter(server, code, nextAddress()).first).event).toBe('entered_waiting_room');
  });

  it("issues no more accounts than the lecture's maximum and tells the others why", async () => {
    const { code, room, teacherToken, base } = await liveLecture(server);
    const first = [enter(server, code, nextAddress()), enter(server, code, nextAddress())];
    for (const entry of first) expect((await entry.first).event).toBe('entered_waiting_room');
    const firstGrants = first.map((entry) => entry.next('access_granted'));
    expect(await room.request('admit_new')).toMatchObject({ ok: true, data: { count: 2 } });
    await Promise.all(firstGrants);

    const second = [enter(server, code, nextAddress()), enter(server, code, nextAddress())];
    for (const entry of second) expect((await entry.first).event).toBe('entered_waiting_room');
    const outcomes = second.map((entry) =>
      entry.client.first(
        (item) => item.event === 'access_granted' || item.event === 'access_denied',
        'access_granted or access_denied',
      ),
    );
    expect(await room.request('admit_new')).toMatchObject({
      ok: true,
      data: { count: 1, totals: { new: 0, noReg: 0, reg: 0 } },
    });
    const settled = await Promise.all(outcomes);
    expect(settled.map((outcome) => outcome.event).sort()).toEqual([
      'access_denied',
      'access_granted',
    ]);
    expect(settled.find((outcome) => outcome.event === 'access_denied')?.payload).toEqual({
      message: SOCKET_TEXT.lectureFullForNewAccounts,
    });
    // Students with an account are not affected.
    const student = await server.createStudent();
    const signedIn = enter(server, code, nextAddress(), student.token);
    expect((await signedIn.first).event).toBe('entered_waiting_room');
    const granted = signedIn.next('access_granted');
    expect(await room.request('admit_noreg')).toMatchObject({ ok: true, data: { count: 1 } });
    await granted;

    // Resetting the group deletes the accounts issued here: there is room again.
    const reset = await server.api('DELETE', `${base}/reset/new`, { token: teacherToken });
    expect(reset.status).toBe(200);
    const after = enter(server, code, nextAddress());
    expect((await after.first).event).toBe('entered_waiting_room');
    const grantedAfter = after.next('access_granted');
    expect(await room.request('admit_new')).toMatchObject({ ok: true, data: { count: 1 } });
    await grantedAfter;
  });
});

describe('the entry policy', () => {
  const lecture = { courseId: 1, lectureNum: 1 };

  it('is configured with validated numbers and defaults that fit a 500-seat hall', () => {
    expect(entryLimits(loadConfig({}))).toEqual({
      perAddress: 1000,
      windowSeconds: 600,
      burst: 250,
      burstSeconds: 10,
      maxWaiting: 2000,
      warnPerMinute: 300,
    });
    expect(loadConfig({}).WAITING_NEW_MAX_ADMITTED).toBe(3000);
    expect(() => loadConfig({ WAITING_BURST_PER_ADDRESS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ WAITING_NEW_WINDOW_SECONDS: '1.5' })).toThrow(ConfigError);
  });

  it('counts the burst and the longer window per address, each starting anew when it ends', async () => {
    let now = 0;
    const store = new MemoryCounterStore({ now: () => now });
    const limits: EntryLimits = {
      perAddress: 5,
      windowSeconds: 600,
      burst: 3,
      burstSeconds: 10,
      maxWaiting: 100,
      warnPerMinute: 1000,
    };
    const check = (address = '192.0.2.1') =>
      checkNewEntry(store, limits, lecture, address, async () => 0);
    for (let i = 0; i < 3; i++) expect(await check()).toBeNull();
    expect(await check()).toBe('address');
    expect(await check('192.0.2.2')).toBeNull();
    now += 10_000;
    // Burst refusals did not use up the window: two more fit (5 in all), the third does not.
    expect(await check()).toBeNull();
    expect(await check()).toBeNull();
    expect(await check()).toBe('address');
    expect(await entryWarning(store, lecture)).toEqual({ perMinute: 0, refused: 2 });
    now += 600_000;
    expect(await check()).toBeNull();
    // The refusals were long ago: no warning any more.
    expect(await entryWarning(store, lecture)).toBeUndefined();
  });

  it('never refuses a 500-seat hall behind one address with the defaults, reloads included', async () => {
    let now = 0;
    const store = new MemoryCounterStore({ now: () => now });
    const limits = entryLimits(loadConfig({}));
    let waiting = 0;
    const check = () => checkNewEntry(store, limits, lecture, '192.0.2.9', async () => waiting);
    // Everyone within one minute (one request every 120 ms), then each reloads once.
    for (let i = 0; i < 500; i++, now += 120) {
      expect(await check()).toBeNull();
      waiting += 1;
    }
    for (let i = 0; i < 500; i++, now += 120) expect(await check()).toBeNull();
    expect(await entryWarning(store, lecture)).toEqual({ perMinute: 500, refused: 0 });
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('two instances sharing one Redis', () => {
  let a: TestServer;
  let b: TestServer;
  let instances: Awaited<ReturnType<typeof startTwoInstances>>;

  beforeAll(async () => {
    instances = await startTwoInstances({ ...env, REDIS_URL: redisUrl! });
    ({ a, b } = instances);
  });
  afterAll(async () => {
    pool.closeAll();
    await instances?.close();
  });

  it('counts entries made on either instance against one burst cap and warns the teacher', async () => {
    const { code, room } = await liveLecture(a);
    const school = nextAddress();
    for (let i = 0; i < BURST; i++) {
      const server = i % 2 === 0 ? a : b;
      expect((await enter(server, code, school).first).event).toBe('entered_waiting_room');
    }
    expect(await enter(b, code, school).first).toEqual(refusedFromNetwork);
    expect(await enter(a, code, school).first).toEqual(refusedFromNetwork);
    expect(await room.request('len')).toEqual({
      ok: true,
      data: { new: BURST, noReg: 0, reg: 0, warning: { perMinute: BURST + 2, refused: 2 } },
    });
  });
});
