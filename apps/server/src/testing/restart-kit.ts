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
import type { AccessGranted, AckResult, NewClassId } from '@o4f/contract';
import { inject } from 'vitest';
import { LiveClient } from './live-client.ts';
import { openClone } from './test-server.ts';

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
  /** SIGKILL: nothing is flushed or closed. */
  kill(): Promise<void>;
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

export async function startChild(env: Record<string, string>): Promise<ChildServer> {
  const port = await freePort();
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
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`The server exited:\n${output}`);
    try {
      if ((await fetch(`${url}/apio4f/v1/test`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (attempt > 600) throw new Error(`The server did not start:\n${output}`);
    await sleep(100);
  }
  return {
    url,
    kill: async () => {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

export async function api<T = unknown>(
  url: string,
  method: string,
  route: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: { message: string; data: T } }> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${url}/apio4f${route}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

async function ok<T>(url: string, method: string, route: string, options = {}): Promise<T> {
  const response = await api<T>(url, method, route, options);
  if (response.status >= 300) {
    throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body.data;
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
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const password = 'Secret123';
  await ok(url, 'POST', '/teacher', {
    body: {
      username: `teacher${id}`,
      email: `teacher${id}@school.test`,
      firstName: 'Ada',
      lastName: 'Lovelace',
      university: 'Test University',
      password,
    },
  });
  const { token } = await ok<{ token: string }>(url, 'POST', '/teacher/login', {
    body: { username: `teacher${id}`, password },
  });
  const course = await ok<{ id: number }>(url, 'POST', '/course', {
    token,
    body: { name: 'Algorithms', shortName: 'ALG', startDate: '2025-09-01' },
  });
  const lecture = await ok<{ lectureNum: number }>(url, 'POST', `/course/${course.id}/lecture`, {
    token,
    body: {
      name: 'Lecture',
      startTime: new Date(Date.now() - 60_000).toISOString(),
      endTime: new Date(Date.now() + 3_600_000).toISOString(),
      allowQuestionsDuringLecture: true,
      allowDiscussionsDuringLecture: true,
      urlYoutube: null,
    },
  });
  await ok(url, 'GET', `/course/${course.id}/lecture/${lecture.lectureNum}/start`, { token });
  const query = { courseId: course.id, lectureNum: lecture.lectureNum };
  const codes = open(url, '/class_id_generator', { token, query });
  const room = open(url, '/waiting_room', { token, query });
  await Promise.all([codes.waitFor('connect'), room.waitFor('connected_to_waiting_room')]);
  const issued = await codes.request<AckResult<NewClassId>>('start', { ttl: 600 });
  if (!issued.ok) throw new Error(issued.message);
  const waiting = Array.from({ length: count }, (_, index) =>
    open(url, '/waiting_room', { query: { classId: issued.data.code, maskId: index + 1 } }),
  );
  for (const client of waiting) await client.waitFor('entered_waiting_room');
  const admitted = await room.request<AckResult<{ count: number }>>('admit_new');
  if (!admitted.ok || admitted.data.count !== count) throw new Error('admission failed');
  const grants = await Promise.all(
    waiting.map((client) => client.waitFor<AccessGranted>('access_granted')),
  );
  for (const client of [codes, room, ...waiting]) client.close();
  return {
    teacherToken: token,
    query,
    code: issued.data.code,
    students: grants.map((grant) => ({ token: grant.token!, pseudonym: grant.pseudonym })),
  };
}
