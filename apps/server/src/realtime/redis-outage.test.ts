// Redis going away while the server runs (its own redis-server on a free port, killed and started
// again): the process stays up, what needs no live state keeps working, what needs it is refused
// in words (never a hang, never a 500), and everything works again once Redis is back.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ACK_ERRORS, NAMESPACES, SOCKET_TEXT } from '@o4f/contract';
import type { AckResult, NewClassId } from '@o4f/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, openStorage, startChild } from '../testing/restart-kit.ts';
import { LiveClient } from '../testing/live-client.ts';
import { createTestServer } from '../testing/test-server.ts';
import type { TestServer } from '../testing/test-server.ts';

const REDIS_SERVER = '/usr/bin/redis-server';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A redis-server of this test's own, keeping nothing on disk (as the deployment's may). */
class OwnRedis {
  #child: ChildProcess | null = null;
  constructor(readonly port: number) {}

  async start(): Promise<void> {
    const child = spawn(
      REDIS_SERVER,
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    this.#child = child;
    const { createClient } = await import('redis');
    for (let attempt = 0; attempt < 100; attempt++) {
      const probe = createClient({ url: this.url, socket: { reconnectStrategy: false } });
      probe.on('error', () => {});
      try {
        await probe.connect();
        await probe.quit();
        return;
      } catch {
        await sleep(50);
      }
    }
    throw new Error('redis-server did not start');
  }

  async kill(): Promise<void> {
    const child = this.#child;
    this.#child = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }
}

describe.skipIf(!existsSync(REDIS_SERVER))('Redis going away', () => {
  let redis: OwnRedis;
  let server: TestServer;
  const clients: LiveClient[] = [];
  afterAll(async () => {
    for (const client of clients) client.close();
    await server?.close();
    await redis?.kill();
  });

  it('stays up, refuses live work in words while Redis is away, and recovers by itself', async () => {
    redis = new OwnRedis(await freePort());
    await redis.start();
    server = await createTestServer({ env: { REDIS_URL: redis.url } });
    const teacher = await server.createTeacher();
    const course = await server.createCourse(teacher.token);
    const lecture = await server.startLecture(teacher.token, course.id);
    const query = { courseId: course.id, lectureNum: lecture.lectureNum };
    /** Asks for the lecture's code on a new connection: the ack, or the refused connection. */
    const askCode = async (): Promise<AckResult<NewClassId> | { refused: string }> => {
      const client = new LiveClient(server.url, NAMESPACES.classIdGenerator, {
        token: teacher.token,
        query,
      });
      clients.push(client);
      try {
        const first = await Promise.race([
          client.waitFor('connect', () => true, 8000).then(() => 'connected' as const),
          client.waitFor<{ message: string }>('connect_error', () => true, 8000),
        ]);
        if (first !== 'connected') return { refused: first.message };
        return await client.request<AckResult<NewClassId>>('start', { ttl: 600 });
      } finally {
        client.close();
      }
    };
    const issued = await askCode();
    if (!('ok' in issued) || !issued.ok) throw new Error(`no code: ${JSON.stringify(issued)}`);

    expect((await server.api('GET', '/v1/ready')).body).toEqual({ ready: true });
    await redis.kill();
    // Readiness says why, so the load balancer takes the instance out.
    const ready = await server.api('GET', '/v1/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ ready: false, reason: 'Redis does not answer.' });
    // What needs only the database still works.
    const courses = await server.api('GET', '/courses', { token: teacher.token });
    expect(courses.status).toBe(200);
    // Live work is refused at once, in words: never a hang, never an internal error.
    const refused = await askCode();
    expect(
      'refused' in refused
        ? refused.refused
        : refused.ok
          ? 'accepted'
          : { error: refused.error, message: refused.message },
    ).toEqual(
      'refused' in refused
        ? SOCKET_TEXT.databaseUnavailable
        : { error: ACK_ERRORS.databaseUnavailable, message: SOCKET_TEXT.databaseUnavailable },
    );

    // Redis comes back empty (it keeps nothing on disk): the instance reconnects by itself and
    // puts the lecture's code back from the database.
    await redis.start();
    const deadline = Date.now() + 20_000;
    let again = await askCode();
    while (!('ok' in again && again.ok) && Date.now() < deadline) {
      await sleep(250);
      again = await askCode();
    }
    expect(again).toMatchObject({ ok: true, data: { code: issued.data.code } });
    expect((await server.api('GET', '/v1/ready')).body).toEqual({ ready: true });
  });

  it('closes promptly while Redis is away', async () => {
    await redis.kill();
    const closing = server.close().then(() => 'closed');
    expect(await Promise.race([closing, sleep(10_000).then(() => 'still closing')])).toBe('closed');
    server = undefined as unknown as TestServer;
  });

  it('starts while Redis is away: not ready, saying why in its log, and ready once Redis is there', async () => {
    const late = new OwnRedis(await freePort());
    const storage = await openStorage();
    const port = await freePort();
    let log = '';
    const starting = startChild(
      { ...storage.env, REDIS_URL: late.url, LOG_LEVEL: 'info' },
      { port, onOutput: (output) => (log = output) },
    );
    try {
      const readiness = async () => {
        try {
          const response = await fetch(`http://127.0.0.1:${port}/apio4f/v1/ready`);
          return { status: response.status, body: (await response.json()) as unknown };
        } catch {
          return null;
        }
      };
      let seen = await readiness();
      for (let attempt = 0; attempt < 100 && seen === null; attempt += 1) {
        await sleep(100);
        seen = await readiness();
      }
      expect(seen).toEqual({
        status: 503,
        body: { ready: false, reason: 'This instance is starting.' },
      });
      // Its log says why it is not ready yet.
      for (let attempt = 0; attempt < 300 && !log.includes('Waiting for Redis'); attempt += 1)
        await sleep(100);
      expect(log).toContain('Waiting for Redis (REDIS_URL): it cannot be reached yet');
      expect(log).toContain('ECONNREFUSED');
      expect(await readiness()).toMatchObject({ status: 503 });
      await late.start();
      const server = await starting;
      try {
        expect(await readiness()).toEqual({ status: 200, body: { ready: true } });
        expect(log).toContain('Redis reached');
      } finally {
        await server.stop();
      }
    } finally {
      await starting.then((server) => server.kill()).catch(() => {});
      await late.kill();
      await storage.drop();
    }
  }, 90_000);
  it('says an outage while it runs once per task, not once per failure, and says its end', async () => {
    const own = new OwnRedis(await freePort());
    await own.start();
    const storage = await openStorage();
    let log = '';
    const server = await startChild(
      { ...storage.env, REDIS_URL: own.url, LOG_LEVEL: 'info' },
      { onOutput: (output) => (log = output) },
    );
    const tasks = [
      'expressions: broadcast',
      'expressions: persist',
      'Checking or restoring the live state',
      'Socket.IO Redis adapter',
    ];
    try {
      const before = log.length;
      // Four seconds away: the teachers' broadcast loop alone runs 80 times meanwhile.
      await own.kill();
      await sleep(4000);
      await own.start();
      for (let attempt = 0; attempt < 200; attempt += 1) {
        if (tasks.every((task) => log.includes(`${task} works again after`))) break;
        await sleep(100);
      }
      const lines = log
        .slice(before)
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { level: number; msg: string });
      expect(lines.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual([]);
      for (const task of tasks) {
        const said = lines.filter((line) => line.msg.startsWith(task)).map((line) => line.msg);
        expect(said[0], task).toMatch(/ waits: (the database or )?Redis cannot be reached$/);
        expect(said.slice(1), task).toEqual([expect.stringMatching(/ works again after \d+ s$/)]);
      }
    } finally {
      await server.stop();
      await own.kill();
      await storage.drop();
    }
  }, 60_000);
});
