// With REDIS_URL (when TEST_REDIS_URL is set): a live lecture survives a kill -9 of the server,
// and a Redis that loses everything (a restart without persistence, here its keys deleted at
// once while the server runs): the state comes back within 5 s and the students carry on.
import type { AccessGranted, AckResult, ActiveExpression } from '@o4f/contract';
import { createClient } from 'redis';
import { afterAll, describe, expect, it } from 'vitest';
import type { LiveClient } from '../testing/live-client.ts';
import { api, openStorage, opener } from '../testing/restart-kit.ts';
import type { ChildServer } from '../testing/restart-kit.ts';
import { SLIDE, runRestart } from '../testing/restart-suite.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!redisUrl)('a restart with the live state in Redis', () => {
  const clients: LiveClient[] = [];
  const servers: ChildServer[] = [];
  const prefix = `o4f-test-restart-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}:`;
  const redis = createClient({ url: redisUrl });
  let drop: (() => Promise<void>) | null = null;

  /** Deletes every key of this test's server in one command (what an emptied Redis looks like). */
  async function emptyRedis(): Promise<number> {
    const keys: string[] = [];
    for await (const batch of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 1000 })) {
      keys.push(...batch);
    }
    return keys.length > 0 ? Number(await redis.del(keys)) : 0;
  }

  afterAll(async () => {
    for (const client of clients) client.close();
    for (const server of servers) await server.kill();
    if (redis.isOpen) {
      await emptyRedis();
      await redis.close();
    }
    await drop?.();
  });

  it('brings the lecture back after the server was killed and after Redis lost everything', async () => {
    await redis.connect();
    const storage = await openStorage();
    drop = storage.drop;
    const env = { ...storage.env, REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: prefix };
    const { server, lecture, students } = await runRestart(env, clients, servers);
    const { courseId, lectureNum } = lecture.query;
    const live = `${prefix}live:`;

    // Redis loses everything; nobody asks anything: the instance notices and restores by itself.
    expect(await emptyRedis()).toBeGreaterThan(0);
    const deadline = Date.now() + 5000;
    const restored = async () =>
      (await redis.get(`${live}slide:${courseId}:${lectureNum}`)) === String(SLIDE) &&
      Number(await redis.sCard(`${live}att:${courseId}:${lectureNum}`)) === 3 &&
      (await redis.get(`${live}code:${lecture.code}`)) === `${courseId}:${lectureNum}` &&
      // The reactions too: the three students' active reactions and the lecture's counts.
      Number(await redis.hLen(`${live}rx:${courseId}:${lectureNum}`)) === 3 &&
      (await redis.hGet(`${live}rxt:${courseId}:${lectureNum}`, '2')) === '3';
    while (!(await restored()) && Date.now() < deadline) await sleep(100);
    expect(await restored()).toBe(true);
    expect(await redis.hGet(`${live}perm:${courseId}:${lectureNum}`, 'allowReactions')).toBe('1');

    // Lost again, and the students press at once: the misses are answered from the database.
    expect(await emptyRedis()).toBeGreaterThan(0);
    for (const client of students) {
      expect(
        await client.request<AckResult<ActiveExpression>>('press_button', { expressionTag: 4 }),
      ).toEqual({ ok: true, data: { expressionTag: 4, slideNumber: SLIDE } });
    }
    expect((await api(server.url, 'GET', `/classId/${lecture.code}`)).status).toBe(200);

    // Lost once more: a student who reconnects now is let in, on the right slide.
    expect(await emptyRedis()).toBeGreaterThan(0);
    const open = opener(clients);
    const again = open(server.url, '/expressions', {
      token: lecture.students[0]!.token,
      query: lecture.query,
    });
    expect(await again.waitFor<AccessGranted>('access_granted')).toMatchObject({
      pseudonym: lecture.students[0]!.pseudonym,
      slideNumber: SLIDE,
    });
    expect(await again.request('press_button', { expressionTag: 5 })).toMatchObject({ ok: true });
  }, 120_000);
});
