// The cluster through HAProxy (scripts/cluster.mjs, `npm run cluster`): three instances on one
// PostgreSQL and Redis, a few live lectures with students pressing with acknowledgements; a rolling
// restart of all three (SIGTERM: drain, close, flush) one after another, then a kill -9 of one.
// Nothing acknowledged is lost, every student and teacher is back within 5 s on the same client
// (the web app's reconnection settings), and the counts and slides are right afterwards.
// server-pg project only, with TEST_REDIS_URL and HAProxy (bench/cluster.mjs has the big figures).
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AckResult, ActiveExpression, ExpressionUpdate } from '@o4f/contract';
import { SOCKET_PATH } from '@o4f/contract';
import { createClient } from 'redis';
import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import type { LiveClient } from './testing/live-client.ts';
import {
  freePort,
  openStorage,
  opener,
  startLiveLecture,
  storedPresses,
} from './testing/restart-kit.ts';

const HAPROXY = '/usr/sbin/haproxy';
const redisUrl = process.env.TEST_REDIS_URL;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const LECTURES = 3;
const STUDENTS = 8;
/** Well within the press rate (5 per student in any 2 s). */
const PRESS_EVERY_MS = 800;
const BACK_WITHIN_MS = 5000;
/** The web app's reconnection (apps/web/src/lib/reconnect.ts RECONNECT). */
const RECONNECT = {
  reconnectionDelay: 1000,
  reconnectionDelayMax: 10_000,
  randomizationFactor: 0.5,
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface ClusterEvent {
  event: string;
  name?: string;
  pid?: number;
  at: number;
  [key: string]: unknown;
}

/** `npm run cluster -- --json` as a child process, its events collected. */
class ClusterProcess {
  readonly events: ClusterEvent[] = [];
  output = '';
  readonly child: ChildProcess;

  constructor(args: string[], env: Record<string, string>) {
    this.child = spawn(process.execPath, ['scripts/cluster.mjs', '--json', ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let partial = '';
    this.child.stdout!.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop()!;
      for (const line of lines) if (line.startsWith('{')) this.events.push(JSON.parse(line));
    });
    this.child.stderr!.on('data', (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-20_000);
    });
  }

  async until(match: (event: ClusterEvent) => boolean, what: string, timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.find(match);
      if (found) return found;
      if (this.child.exitCode !== null) throw new Error(`The cluster exited:\n${this.output}`);
      if (Date.now() > deadline) {
        throw new Error(`No ${what} within ${timeoutMs} ms:\n${this.output.slice(-4000)}`);
      }
      await sleep(100);
    }
  }

  pidOf(name: string) {
    return this.events.filter((event) => event.event === 'started' && event.name === name).at(-1)
      ?.pid;
  }

  async stop() {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    await exited;
  }
}

/** One page's socket: reconnects by itself like the web app's; never replaced by a new one. */
class Participant {
  readonly socket: Socket;
  readonly downAt: number[] = [];
  /** Milliseconds from each disconnect to the next access_granted. */
  readonly backAfter: number[] = [];
  grants = 0;
  readonly key: string;

  constructor(
    url: string,
    token: string,
    query: Record<string, number>,
    readonly pseudonym = '',
  ) {
    // Pseudonyms are unique within a lecture: the lecture is part of the key.
    this.key = `${query.courseId}:${query.lectureNum}:${pseudonym}`;
    this.socket = io(`${url}/expressions`, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      forceNew: true,
      ...RECONNECT,
      auth: { token },
      query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    });
    this.socket.on('disconnect', () => this.downAt.push(Date.now()));
    this.socket.on('access_granted', () => {
      this.grants++;
      if (this.downAt.length > this.backAfter.length) {
        this.backAfter.push(Date.now() - this.downAt.at(-1)!);
      }
    });
  }

  get inLecture() {
    return this.socket.connected && this.downAt.length === this.backAfter.length && this.grants > 0;
  }

  request<T>(event: string, payload: unknown = {}, timeoutMs = 4000): Promise<T> {
    return this.socket.timeout(timeoutMs).emitWithAck(event, payload) as Promise<T>;
  }
}

// Collected in the server-pg project only (`*.pg.test.ts`, vitest.config.ts).
const skipReason = !redisUrl
  ? 'needs TEST_REDIS_URL'
  : !existsSync(HAPROXY)
    ? `needs HAProxy at ${HAPROXY} (apt-get install haproxy)`
    : null;

describe.skipIf(skipReason !== null)(
  `a cluster of three behind HAProxy${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    const helpers: LiveClient[] = [];
    const participants: Participant[] = [];
    let cluster: ClusterProcess | null = null;
    let storage: Awaited<ReturnType<typeof openStorage>> | null = null;
    const prefix = `o4f-test-cluster-${Date.now().toString(36)}:`;
    afterAll(async () => {
      for (const one of participants) one.socket.disconnect();
      for (const client of helpers) client.close();
      await cluster?.stop();
      await storage?.drop();
      // The cluster's keys in the shared Redis.
      const redis = createClient({ url: redisUrl });
      await redis.connect();
      const keys: string[] = [];
      for await (const batch of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 1000 })) {
        keys.push(...batch);
      }
      if (keys.length > 0) await redis.del(keys);
      await redis.close();
    }, 60_000);

    it('loses no acknowledged press through a rolling restart and a kill -9', async () => {
      storage = await openStorage();
      const [port, statsPort, ...instancePorts] = await Promise.all(
        Array.from({ length: 5 }, () => freePort()),
      );
      cluster = new ClusterProcess(
        [
          '--instances',
          '3',
          '--port',
          String(port),
          '--stats-port',
          String(statsPort),
          '--instance-ports',
          instancePorts.join(','),
        ],
        {
          DATABASE_URL: storage.env.DATABASE_URL!,
          REDIS_URL: redisUrl!,
          REDIS_KEY_PREFIX: prefix,
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
          WEB_DIST: '/nonexistent/o4f-web-dist',
          DRAIN_SECONDS: '2',
          RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
          RATE_LIMIT_REGISTER_PER_MINUTE: '1000',
        },
      );
      const up = await cluster.until((event) => event.event === 'up', 'cluster', 150_000);
      const url = up.url as string;

      // The lectures, set up through HAProxy (so across the instances, through Redis).
      const open = opener(helpers);
      const lectures = [];
      for (let index = 0; index < LECTURES; index++) {
        lectures.push(await startLiveLecture(url, open, STUDENTS));
      }
      const teachers = lectures.map(
        (lecture) => new Participant(url, lecture.teacherToken, lecture.query),
      );
      const students = lectures.flatMap((lecture) =>
        lecture.students.map(
          (student) => new Participant(url, student.token, lecture.query, student.pseudonym),
        ),
      );
      participants.push(...teachers, ...students);
      const everyoneIn = async (timeoutMs: number) => {
        const deadline = Date.now() + timeoutMs;
        while (!participants.every((one) => one.inLecture) && Date.now() < deadline) {
          await sleep(100);
        }
        return participants.filter((one) => !one.inLecture).length;
      };
      expect(await everyoneIn(15_000)).toBe(0);
      for (const teacher of teachers) {
        expect(await teacher.request('set_slide', { slideNumber: 2 })).toMatchObject({ ok: true });
      }

      // Every student presses a different reaction every PRESS_EVERY_MS while connected.
      const acknowledged: string[] = [];
      const refused: string[] = [];
      let pressing = true;
      const pressers = students.map(async (student, index) => {
        await sleep((index * PRESS_EVERY_MS) / students.length);
        // The next reaction differs from the last one sent: every press is a change to store.
        for (let press = 0; pressing;) {
          if (student.inLecture) {
            const tag = ((index + press++) % 5) + 1;
            const reply = await student
              .request<AckResult<ActiveExpression>>('press_button', { expressionTag: tag })
              .catch(() => null);
            if (reply?.ok) acknowledged.push(`${student.key}:${tag}`);
            else if (reply) refused.push(reply.error);
          }
          await sleep(PRESS_EVERY_MS);
        }
      });
      await sleep(2000);
      const beforeRestart = acknowledged.length;
      expect(beforeRestart).toBeGreaterThan(0);

      // The rolling restart (SIGHUP to the cluster): one instance after another.
      const since = Date.now();
      cluster.child.kill('SIGHUP');
      await cluster.until(
        (event) => event.event === 'restarted' && event.at >= since,
        'first restart',
        90_000,
      );
      // The teachers move on while the restart goes on.
      for (const teacher of teachers) {
        expect(
          await teacher.request<AckResult<unknown>>('set_slide', { slideNumber: 3 }, 8000),
        ).toMatchObject({ ok: true });
      }
      await cluster.until((event) => event.event === 'rolled', 'rolling restart', 180_000);
      const duringRestart = acknowledged.length - beforeRestart;
      expect(await everyoneIn(BACK_WITHIN_MS)).toBe(0);

      // kill -9 of one instance: its clients move to the others; the cluster starts it again.
      const killedAt = Date.now();
      process.kill(cluster.pidOf('o4f-2')!, 'SIGKILL');
      await cluster.until(
        (event) => event.event === 'ready' && event.name === 'o4f-2' && event.at >= killedAt,
        'o4f-2 back',
        90_000,
      );
      await sleep(3000);
      pressing = false;
      await Promise.all(pressers);
      expect(await everyoneIn(BACK_WITHIN_MS)).toBe(0);

      // Every student and teacher was moved (each instance restarted) and came back within 5 s.
      const slowest = Math.max(...participants.flatMap((one) => one.backAfter));
      for (const one of participants) {
        expect(one.downAt.length).toBeGreaterThan(0);
        expect(one.backAfter).toHaveLength(one.downAt.length);
      }
      expect(slowest).toBeLessThan(BACK_WITHIN_MS);
      expect(duringRestart).toBeGreaterThan(0);

      // Every acknowledged press is stored.
      const rows = await storedPresses(
        storage.env,
        students.map((student) => student.pseudonym),
      );
      const stored = new Map<string, number>();
      for (const row of rows) {
        const key = `${row.courseId}:${row.lectureNum}:${row.pseudonym}:${row.tag}`;
        stored.set(key, (stored.get(key) ?? 0) + 1);
      }
      const acked = new Map<string, number>();
      for (const key of acknowledged) acked.set(key, (acked.get(key) ?? 0) + 1);
      const lost = [...acked].filter(([key, count]) => (stored.get(key) ?? 0) < count);
      expect(lost).toEqual([]);

      // The counts and the slide are right: one last press each, as the teacher sees it.
      for (const [lectureIndex, lecture] of lectures.entries()) {
        const own = students.slice(lectureIndex * STUDENTS, (lectureIndex + 1) * STUDENTS);
        const finalTags = own.map((_, index) => (index % 3) + 1);
        for (const [index, student] of own.entries()) {
          expect(
            await student.request('press_button', { expressionTag: finalTags[index] }),
          ).toEqual({ ok: true, data: { expressionTag: finalTags[index], slideNumber: 3 } });
        }
        const counts =
          await teachers[lectureIndex]!.request<AckResult<ExpressionUpdate>>('get_expressions');
        if (!counts.ok) throw new Error(counts.message);
        expect(counts.data.slideNumber).toBe(3);
        const expected = [1, 2, 3].map((tag) => ({
          tag,
          count: finalTags.filter((one) => one === tag).length,
        }));
        expect(
          counts.data.expressions.filter((one) => one.count > 0).sort((a, b) => a.tag - b.tag),
          `lecture ${lecture.code}`,
        ).toEqual(expected);
      }
      console.log(
        `cluster: ${acknowledged.length} presses acknowledged (${duringRestart} during the rolling restart), ` +
          `0 lost, ${refused.length} refused (${[...new Set(refused)].join(', ') || 'none'}); ` +
          `slowest return ${slowest} ms over ${participants.length} clients`,
      );
    }, 420_000);
  },
);
