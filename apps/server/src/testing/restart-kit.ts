// Test kit for restarts: the real server (src/main.ts) as a child process on a free port, killed
// with SIGKILL (no graceful shutdown), and a live lecture set up through the real flow.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, inject } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { expressionEvents, lectures, pseudonyms } from '../db/schema/index.ts';
import { LiveClient } from './live-client.ts';
import { admitTogether, openJoinDesk } from './lecture-code.ts';
import { apiFactories, openClone } from './test-server.ts';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ChildServer {
  url: string;
  port: number;
  /** SIGKILL: nothing is flushed or closed. */
  kill(): Promise<void>;
  /** SIGTERM: the graceful shutdown (`npm start`'s Ctrl-C, a deploy); resolves once it exited. */
  stop(): Promise<void>;
  /** Sends a signal and goes on (SIGUSR2: a backup now). */
  signal(signal: NodeJS.Signals): void;
}

/** Where the children keep their data: a DATA_DIR (embedded) or a cloned PostgreSQL database. */
export async function openStorage(): Promise<{
  env: Record<string, string>;
  drop(): Promise<void>;
}> {
  if (inject('o4fTemplate').kind === 'postgres') {
    const clone = await openClone();
    await clone.database.close();
    return { env: { DATABASE_URL: clone.url! }, drop: clone.drop };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'o4f-restart-'));
  return { env: { DATA_DIR: dir }, drop: () => rm(dir, { recursive: true, force: true }) };
}

interface StoredPress {
  courseId: number;
  lectureNum: number;
  pseudonym: string;
  tag: number;
}

/**
 * Every reaction set by these pseudonyms that the storage holds, read after the children are
 * gone: what a test compares with the presses its clients saw acknowledged.
 */
export async function storedPresses(
  env: Record<string, string>,
  ofPseudonyms: string[],
): Promise<StoredPress[]> {
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: 2 }
      : { kind: 'pglite', dataDir: path.join(env.DATA_DIR!, 'pglite') },
  );
  try {
    return await database.db
      .select({
        courseId: lectures.courseId,
        lectureNum: lectures.lectureNum,
        pseudonym: pseudonyms.pseudonym,
        tag: expressionEvents.tag,
      })
      .from(expressionEvents)
      .innerJoin(pseudonyms, eq(pseudonyms.id, expressionEvents.pseudonymId))
      .innerJoin(lectures, eq(lectures.id, pseudonyms.lectureId))
      .where(and(eq(expressionEvents.kind, 'set'), inArray(pseudonyms.pseudonym, ofPseudonyms)));
  } finally {
    await database.close();
  }
}

/** `port`: the port to listen on (a restart on the one its clients know); a free one by default. */
export async function startChild(
  env: Record<string, string>,
  {
    port = 0,
    onOutput,
  }: {
    port?: number;
    /** Called with all it printed so far, while it starts too. */ onOutput?: (
      output: string,
    ) => void;
  } = {},
): Promise<ChildServer> {
  port ||= await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      WEB_DIST: '/nonexistent/o4f-web-dist',
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
      RATE_LIMIT_REGISTER_PER_MINUTE: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const printed = (chunk: Buffer) => {
    output += chunk.toString();
    onOutput?.(output);
  };
  child.stdout!.on('data', printed);
  child.stderr!.on('data', printed);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`The server exited:\n${output}`);
    try {
      if ((await fetch(`${url}/apio4f/v1/test`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (attempt > 600) {
      // Given up on: not left running after the test.
      child.kill('SIGKILL');
      await exited;
      throw new Error(`The server did not start:\n${output}`);
    }
    await sleep(100);
  }
  const ended = (signal: NodeJS.Signals) => async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    url,
    port,
    kill: ended('SIGKILL'),
    stop: ended('SIGTERM'),
    signal: (signal) => void child.kill(signal),
  };
}

/**
 * For a test file that starts servers as `npm start` does: `started` starts one, and every one
 * of them is killed after the file's tests, then whatever else was handed to `cleanup`, newest
 * first.
 */
export function childServers() {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
  return {
    cleanup: (step: () => Promise<unknown>) => void cleanups.push(step),
    started: async (env: Record<string, string>): Promise<ChildServer> => {
      const child = await startChild(env);
      cleanups.push(() => child.kill());
      return child;
    },
  };
}

/** A REST call to the server at `url` (`route` relative to /apio4f). */
export function api(url: string, ...call: Parameters<ReturnType<typeof apiFactories>['api']>) {
  return apiFactories(url).api(...call);
}

export interface LiveLecture {
  teacherToken: string;
  query: { courseId: number; lectureNum: number };
  code: string;
  students: { token: string; pseudonym: string }[];
}

/** Opens clients the caller closes (collected in `clients`). */
export function opener(clients: LiveClient[]) {
  return (
    url: string,
    namespace: string,
    options: { token?: string; query?: Record<string, string | number> } = {},
  ) => {
    const client = new LiveClient(url, namespace, options);
    clients.push(client);
    return client;
  };
}

/**
 * A teacher starts a lecture and issues its code; `count` students without accounts come through
 * the waiting room and are admitted (each gets a token and a pseudonym).
 */
export async function startLiveLecture(
  url: string,
  open: ReturnType<typeof opener>,
  count: number,
): Promise<LiveLecture> {
  const server = { url };
  const rest = apiFactories(url);
  const { token } = await rest.createTeacher();
  const course = await rest.createCourse(token);
  const lecture = await rest.startLecture(token, course.id);
  const pool = { open };
  const desk = await openJoinDesk(server, pool, token, lecture, 600);
  const students = Array.from({ length: count }, (_, index) => ({ maskId: index + 1 }));
  const admitted = await admitTogether(server, pool, desk, students);
  for (const client of [desk.codes, desk.room, ...admitted.map((one) => one.waiting)]) {
    client.close();
  }
  return {
    teacherToken: token,
    query: desk.query,
    code: desk.code,
    students: admitted.map(({ grant }) => ({ token: grant.token!, pseudonym: grant.pseudonym })),
  };
}
