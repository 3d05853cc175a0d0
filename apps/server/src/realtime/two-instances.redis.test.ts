// Two server instances side by side, as behind a load balancer: one database, one Redis (live
// state and the Socket.IO adapter), each on its own port. The teacher is connected to A, the
// students to B, and one live lecture works across them. Runs when TEST_REDIS_URL is set.
import { WAITING_GROUP_EVENTS } from '@o4f/contract';
import type {
  AccessGranted,
  AckResult,
  ExpressionTag,
  ExpressionUpdate,
  Lecture,
  LectureAccessGranted,
  LectureEndState,
  NewClassId,
  WaitingRoomTotals,
} from '@o4f/contract';
import { eq } from 'drizzle-orm';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import type { Database } from '../db/client.ts';
import { expressionEvents, slideIntervals } from '../db/schema/index.ts';
import { LiveClient } from '../testing/live-client.ts';
import { createTestServer, openClone } from '../testing/test-server.ts';
import type { ApiBody, TestDatabase, TestServer, TestTeacher } from '../testing/test-server.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const MINUTE = 60_000;
const at = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();

const pdf = (size = 4000) => {
  const body = Buffer.alloc(size, 0x20);
  body.write('%PDF-1.7\n', 0, 'latin1');
  return body;
};

/** Active counts per tag 1-5 as the contract lists them. */
const tagCounts = (counts: [number, number, number, number, number]) =>
  counts.map((count, index) => ({ tag: index + 1, count }));

describe.skipIf(!redisUrl)('two instances sharing one database and one Redis', () => {
  // Both instances use the same prefix (they must share), unique to this run (others must not).
  const prefix = `o4f-test-2i-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}:`;
  let clone: TestDatabase;
  let secondDatabase: Database;
  let a: TestServer;
  let b: TestServer;
  const clients: LiveClient[] = [];
  const open = (
    server: TestServer,
    ...args: ConstructorParameters<typeof LiveClient> extends [string, ...infer R] ? R : never
  ) => {
    const client = new LiveClient(server.url, ...args);
    clients.push(client);
    return client;
  };

  let teacher: TestTeacher;
  let lecture: Lecture;
  let query: { courseId: number; lectureNum: number };
  let base: string;
  let codes: LiveClient;
  let room: LiveClient;
  let teacherLive: LiveClient;
  let code: string;
  const admitted: { waiting: LiveClient; grant: AccessGranted; token: string }[] = [];
  const attending: { live: LiveClient; pseudonym: string }[] = [];

  beforeAll(async () => {
    clone = await openClone();
    // PostgreSQL: a second pool on the same database, as a second process would have.
    secondDatabase = clone.url
      ? await openDatabase({ kind: 'postgres', url: clone.url, poolSize: 5 })
      : clone.database;
    const env = { REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: prefix };
    a = await createTestServer({ database: clone.database, env });
    b = await createTestServer({ database: secondDatabase, env });

    teacher = await a.createTeacher();
    const course = await a.createCourse(teacher.token);
    const created = await a.createLecture(teacher.token, course.id, {
      startTime: at(-5),
      endTime: at(60),
    });
    query = { courseId: course.id, lectureNum: created.lectureNum };
    base = `/course/${course.id}/lecture/${created.lectureNum}`;
    lecture = a.expectOk(
      await a.api<ApiBody<Lecture>>('GET', `${base}/start`, { token: teacher.token }),
      'start',
    );
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await a?.close();
    await b?.close();
    if (secondDatabase && secondDatabase !== clone.database) await secondDatabase.close();
    await clone?.database.close();
    await clone?.drop();
    // Whatever the run left in Redis (the adapter only uses channels, no keys).
    const redis = createClient({ url: redisUrl! });
    redis.on('error', () => {});
    await redis.connect();
    try {
      for await (const batch of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) {
        const keys = ([] as string[]).concat(batch as string | string[]);
        if (keys.length > 0) await redis.del(keys);
      }
    } finally {
      redis.destroy();
    }
  });

  it('connects the teacher to A and issues a code that B resolves', async () => {
    codes = open(a, '/class_id_generator', { token: teacher.token, query });
    room = open(a, '/waiting_room', { token: teacher.token, query });
    teacherLive = open(a, '/expressions', { token: teacher.token, query });
    await Promise.all([
      codes.waitFor('connect'),
      room.waitFor('connected_to_waiting_room'),
      teacherLive.waitFor<LectureAccessGranted>('access_granted'),
    ]);
    expect(teacherLive.events('access_granted')[0]).toMatchObject({ role: 'TEACHER' });

    const issued = await codes.request<AckResult<NewClassId>>('start', { ttl: 120 });
    if (!issued.ok) throw new Error(issued.message);
    code = issued.data.code;
    expect(await b.api('GET', `/classId/${code}`)).toMatchObject({
      status: 200,
      body: { data: { valid: true } },
    });
    const other = code === '999999' ? '100000' : String(Number(code) + 1);
    expect((await b.api('GET', `/classId/${other}`)).status).toBe(404);
  });

  it("puts students waiting on B in the teacher's totals on A, and admits them from A", async () => {
    const registered = await b.createStudent();
    await b.enrol(lecture.courseId, registered.id);
    const newcomers = [1, 2, 3].map((maskId) =>
      open(b, '/waiting_room', { query: { classId: code, maskId } }),
    );
    const leaver = open(b, '/waiting_room', { query: { classId: code, maskId: 4 } });
    const reg = open(b, '/waiting_room', {
      token: registered.token,
      query: { classId: code, maskId: 5 },
    });
    for (const waiting of [...newcomers, leaver, reg])
      await waiting.waitFor('entered_waiting_room');

    await room.waitFor<WaitingRoomTotals>(WAITING_GROUP_EVENTS.new.plus, (t) => t.new === 4);
    await room.waitFor<WaitingRoomTotals>(WAITING_GROUP_EVENTS.reg.plus, (t) => t.reg === 1);
    leaver.close();
    expect(
      await room.waitFor<WaitingRoomTotals>(WAITING_GROUP_EVENTS.new.minus, (t) => t.new === 3),
    ).toEqual({ new: 3, noReg: 0, reg: 1 });
    expect(await codes.request('len')).toEqual({ ok: true, data: { new: 3, noReg: 0, reg: 1 } });

    expect(await codes.request('admit_new')).toEqual({
      ok: true,
      data: { count: 3, totals: { new: 0, noReg: 0, reg: 1 } },
    });
    for (const waiting of newcomers) {
      const grant = await waiting.waitFor<AccessGranted>('access_granted');
      expect(grant).toMatchObject({ ...query, credentials: expect.any(Object) });
      admitted.push({ waiting, grant, token: grant.token! });
    }
    expect(new Set(admitted.map((entry) => entry.grant.pseudonym)).size).toBe(3);
    // The credentials log in on either instance.
    for (const [server, entry] of [
      [a, admitted[0]!],
      [b, admitted[1]!],
    ] as const) {
      const login = await server.api<ApiBody<{ token: string }>>('POST', '/user/login', {
        body: entry.grant.credentials,
      });
      expect(login.status).toBe(200);
    }

    expect(await room.request('admit_reg')).toMatchObject({ ok: true, data: { count: 1 } });
    const regGrant = await reg.waitFor<AccessGranted>('access_granted');
    expect(regGrant).toMatchObject(query);
    expect(await codes.waitFor('admitted_reg')).toEqual({
      count: 1,
      totals: { new: 0, noReg: 0, reg: 0 },
    });
    admitted.push({ waiting: reg, grant: regGrant, token: registered.token });
  });

  it('lets the students on B join the lecture, counted for the teacher on A', async () => {
    for (const { grant, token } of admitted) {
      const live = open(b, '/expressions', { token, query });
      const granted = await live.waitFor<LectureAccessGranted>('access_granted');
      expect(granted).toMatchObject({ role: 'STUDENT', pseudonym: grant.pseudonym });
      attending.push({ live, pseudonym: grant.pseudonym });
    }
    await teacherLive.waitFor<{ count: number }>('LIVE_USERS', (p) => p.count === 4);
  });

  it('brings reactions pressed on B to the teacher on A', async () => {
    const tags: ExpressionTag[] = [1, 1, 3, 5];
    const acks = await Promise.all(
      attending.map(({ live }, index) =>
        live.request('press_button', { expressionTag: tags[index] }),
      ),
    );
    expect(acks).toEqual(
      tags.map((expressionTag) => ({ ok: true, data: { expressionTag, slideNumber: -1 } })),
    );
    const update = await teacherLive.waitFor<ExpressionUpdate>(
      'expression_update',
      (u) => u.expressions.reduce((sum, item) => sum + item.count, 0) === 4,
    );
    expect(update).toEqual({
      slideNumber: -1,
      expressions: tagCounts([2, 0, 1, 0, 1]),
      lectureExpressions: tagCounts([2, 0, 1, 0, 1]),
    });
  });

  it("sends the teacher's slide change on A to the students on B", async () => {
    expect(await teacherLive.request('set_slide', { slideNumber: 2 })).toEqual({
      ok: true,
      data: { slideNumber: 2 },
    });
    for (const { live } of attending) {
      expect(await live.waitFor('slide_changed')).toEqual({ slideNumber: 2 });
      await live.waitFor('expression_deactivated');
    }
    expect(
      await teacherLive.waitFor<ExpressionUpdate>('expression_update', (u) => u.slideNumber === 2),
    ).toEqual({
      slideNumber: 2,
      expressions: tagCounts([0, 0, 0, 0, 0]),
      lectureExpressions: tagCounts([2, 0, 1, 0, 1]),
    });
    // Both instances run the persist loop: each press and the slide change are written once.
    const stored = async () => {
      const [events, slides] = await Promise.all([
        a.db
          .select({ kind: expressionEvents.kind, tag: expressionEvents.tag })
          .from(expressionEvents)
          .where(eq(expressionEvents.lectureId, lecture.id)),
        b.db
          .select({ slideNumber: slideIntervals.slideNumber })
          .from(slideIntervals)
          .where(eq(slideIntervals.lectureId, lecture.id)),
      ]);
      return {
        events: events.map((row) => `${row.kind}:${row.tag}`).sort(),
        slides: slides.map((row) => row.slideNumber),
      };
    };
    await expect
      .poll(stored, { timeout: 4000 })
      .toEqual({ events: ['set:1', 'set:1', 'set:3', 'set:5'], slides: [2] });
  });

  it("tells a student's tab on A what they pressed on B, through Redis only while it is open", async () => {
    // Every message the adapter publishes to a student's room of this lecture.
    const published: string[] = [];
    const sub = createClient({ url: redisUrl });
    await sub.connect();
    const lectureKey = `${query.courseId}:${query.lectureNum}`;
    await sub.pSubscribe(`${prefix}socket.io#/expressions#student:${lectureKey}:*`, (_m, channel) =>
      published.push(channel),
    );
    const tabCounts = async () => {
      const counts: number[] = [];
      for await (const keys of redisClient.scanIterator({ MATCH: `${prefix}live:tabs:*` }))
        for (const key of keys) counts.push(Number(await redisClient.hLen(key)));
      return counts;
    };
    const redisClient = createClient({ url: redisUrl });
    await redisClient.connect();
    try {
      const [first, second] = attending;
      // All the second student's tabs are on B: the press tells them there, nothing is published.
      expect(await second!.live.request('press_button', { expressionTag: 3 })).toMatchObject({
        ok: true,
      });
      expect(
        await second!.live.waitFor<{ expressionTag: number }>(
          'active_expression',
          (p) => p.expressionTag === 3,
        ),
      ).toEqual({ expressionTag: 3, slideNumber: 2 });

      // The first student opens another tab, on A: a press on B reaches it, and one on A the B tab.
      const tab = open(a, '/expressions', { token: admitted[0]!.token, query });
      await tab.waitFor('access_granted');
      expect(await first!.live.request('press_button', { expressionTag: 4 })).toMatchObject({
        ok: true,
      });
      expect(
        await tab.waitFor<{ expressionTag: number }>(
          'active_expression',
          (p) => p.expressionTag === 4,
        ),
      ).toEqual({ expressionTag: 4, slideNumber: 2 });
      expect(await tab.request('press_button', { expressionTag: 5 })).toMatchObject({ ok: true });
      expect(
        await first!.live.waitFor<{ expressionTag: number }>(
          'active_expression',
          (p) => p.expressionTag === 5,
        ),
      ).toEqual({ expressionTag: 5, slideNumber: 2 });
      expect(await tab.request('take_back_expression', { expressionTag: 5 })).toMatchObject({
        ok: true,
      });
      expect(await first!.live.waitFor('no_active_expression')).toEqual({ slideNumber: 2 });
      expect(published).toHaveLength(3);

      // The tab on A closes: the student's presses on B are published no more.
      tab.close();
      const deadline = Date.now() + 5000;
      while ((await tabCounts()).some((count) => count > 1) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await first!.live.request('press_button', { expressionTag: 2 })).toMatchObject({
        ok: true,
      });
      await first!.live.waitFor<{ expressionTag: number }>(
        'active_expression',
        (p) => p.expressionTag === 2,
      );
      // A message published would have reached the subscriber by now (published before the ack).
      await redisClient.ping();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(published).toHaveLength(3);
    } finally {
      await Promise.all([sub.close(), redisClient.close()]);
    }
  });

  it('serves on B the presentation uploaded on A', async () => {
    const data = pdf();
    const form = new FormData();
    form.append('presentation', new Blob([data], { type: 'application/pdf' }), 'Week 1.pdf');
    const uploaded = await fetch(`${a.url}/apio4f${base}/presentation`, {
      method: 'POST',
      headers: { authorization: `Bearer ${teacher.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const file = await fetch(`${b.url}/apio4f${base}/presentation`, {
      headers: { authorization: `Bearer ${admitted[0]!.token}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer()).equals(data)).toBe(true);
  });

  it('ends the lecture from A for the students on B', async () => {
    expect(attending).toHaveLength(4);
    await a.api('GET', `${base}/end`, { token: teacher.token });
    for (const { live } of attending) {
      expect(await live.waitFor<LectureEndState>('is_end_lecture_res')).toMatchObject({
        ended: true,
      });
      await live.waitFor('disconnect');
    }
    // The code goes with the lecture's live state (the signals module's listener of the same
    // event, which may finish after the students were told): B stops resolving it soon after.
    const deadline = Date.now() + 5000;
    let status = (await b.api('GET', `/classId/${code}`)).status;
    while (status !== 404 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await b.api('GET', `/classId/${code}`)).status;
    }
    expect(status).toBe(404);
  });

  it('does not ask the teacher on B about an extension declined on A', async () => {
    const created = await a.createLecture(teacher.token, lecture.courseId, {
      startTime: at(-30),
      endTime: at(3),
    });
    const ending = { courseId: lecture.courseId, lectureNum: created.lectureNum };
    const started = await a.api(
      'GET',
      `/course/${ending.courseId}/lecture/${ending.lectureNum}/start`,
      {
        token: teacher.token,
      },
    );
    expect(started.status).toBe(200);
    const onA = open(a, '/expressions', { token: teacher.token, query: ending });
    expect(await onA.waitFor<LectureEndState>('extend_class')).toMatchObject({ ended: false });
    expect(await onA.request('extend_class_stop')).toEqual({ ok: true, data: null });

    const onB = open(b, '/expressions', { token: teacher.token, query: ending });
    await onB.waitFor('access_granted');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(onB.events('extend_class')).toEqual([]);
  });
});
