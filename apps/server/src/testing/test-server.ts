// createTestServer(): a real server on a random port over a fresh clone of the migrated template.
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { Course, Lecture, TeacherProfile } from '@o4f/contract';
import { eq } from 'drizzle-orm';
import { inject } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from '../app.ts';
import type { LectureFields } from '../features/lectures/lectures.service.ts';
import { sessionCache } from '../features/auth/session-cache.ts';
import { loadConfig } from '../config.ts';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import type { App } from '../lib/fastify.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { registerStudentInCourse } from '../features/courses/courses.repository.ts';
import { sha256Hex } from '../features/auth/tokens.ts';
import { cloneName, cloneTemplate, dropDatabase, withDatabase } from './database.ts';
import type { LiveState } from '../live/live-state.ts';
import type { Socket } from 'socket.io-client';
import { LiveClient } from './live-client.ts';
import type { ClientOptions, Refusal } from './live-client.ts';

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  token?: string | undefined;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A JSON body the API answers with: `{ message, data }` or `{ message }`. */
export interface ApiBody<T = unknown> {
  message: string;
  data: T;
}

export interface TestTeacher {
  profile: TeacherProfile;
  token: string;
  username: string;
  email: string;
  password: string;
}

export interface TestStudent {
  id: number;
  anonId: string;
  password: string;
  token: string;
}

let counter = 0;
const unique = () =>
  `${Date.now().toString(36)}${(counter += 1)}${Math.random().toString(36).slice(2, 6)}`;

export const TEST_PASSWORD = 'Secret123';

export interface TestDatabase {
  database: Database;
  /** PostgreSQL: the clone's URL, for another pool on the same database. */
  url?: string;
  drop: () => Promise<void>;
}

/** A fresh clone of the migrated template (its caller closes and drops it). */
export async function openClone(): Promise<TestDatabase> {
  const template = inject('o4fTemplate');
  if (template.kind === 'postgres') {
    const name = cloneName('o4f_t');
    await cloneTemplate(template.url, template.template, name);
    const url = withDatabase(template.url, name);
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 5 });
    return {
      database,
      url,
      drop: () => dropDatabase(template.url, name),
    };
  }
  const dump = new Blob([await readFile(template.dumpPath)]);
  const database = await openDatabase({ kind: 'pglite', loadDataDir: dump, thread: false });
  return { database, drop: async () => {} };
}

/**
 * The REST side of the test kit for a server at `url` (a test server, or a child process): calls
 * to /apio4f and the factories that make teachers, students, courses and lectures through them.
 */
export function apiFactories(url: string) {
  /** A request to the REST API; `path` is relative to /apio4f. */
  async function api<T = ApiBody>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(`${url}/apio4f${path}`, {
      method,
      headers,
      body,
      redirect: 'manual',
    });
    const text = await response.text();
    let parsed: unknown = text;
    if (response.headers.get('content-type')?.includes('application/json'))
      parsed = JSON.parse(text);
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  function expectOk<T>(response: ApiResponse<ApiBody<T>>, what: string): T {
    if (response.status >= 300) {
      throw new Error(`${what} failed: ${response.status} ${JSON.stringify(response.body)}`);
    }
    return response.body.data;
  }

  async function loginTeacher(username: string, password = TEST_PASSWORD): Promise<string> {
    const response = await api<ApiBody<{ token: string }>>('POST', '/teacher/login', {
      body: { username, password },
    });
    return expectOk(response, 'login').token;
  }

  /** Registers and logs in a teacher (`beforeLogin` may change the account first). */
  async function createTeacher(
    overrides: Partial<{
      username: string;
      email: string;
      firstName: string;
      lastName: string;
      university: string;
      password: string;
    }> = {},
    beforeLogin?: (profile: TeacherProfile) => Promise<void>,
  ): Promise<TestTeacher> {
    const id = unique();
    const input = {
      username: overrides.username ?? `teacher${id}`,
      email: overrides.email ?? `teacher${id}@school.test`,
      firstName: overrides.firstName ?? 'Ada',
      lastName: overrides.lastName ?? 'Lovelace',
      university: overrides.university ?? 'Test University',
      password: overrides.password ?? TEST_PASSWORD,
    };
    const profile = expectOk(
      await api<ApiBody<TeacherProfile>>('POST', '/teacher', { body: input }),
      'registration',
    );
    await beforeLogin?.(profile);
    const token = await loginTeacher(input.username, input.password);
    return {
      profile,
      token,
      username: input.username,
      email: input.email,
      password: input.password,
    };
  }

  /** A student with server-issued credentials, logged in. */
  async function createStudent(): Promise<TestStudent> {
    const response = await api<
      ApiBody<{ id: number; anonId: string; password: string; token: string }>
    >('POST', '/user');
    const data = expectOk(response, 'student creation');
    return { id: data.id, anonId: data.anonId, password: data.password, token: data.token };
  }

  async function createCourse(
    token: string,
    overrides: Partial<{ name: string; shortName: string; startDate: string }> = {},
  ): Promise<Course> {
    const body = { name: 'Algorithms', shortName: 'ALG', startDate: '2025-09-01', ...overrides };
    return expectOk(
      await api<ApiBody<Course>>('POST', '/course', { token, body }),
      'course creation',
    );
  }

  async function createLecture(
    token: string,
    courseId: number,
    overrides: Partial<LectureFields> = {},
  ): Promise<Lecture> {
    const start = new Date(Date.now() + 60 * 60_000);
    const body = {
      name: 'Lecture',
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 60 * 60_000).toISOString(),
      allowQuestionsDuringLecture: true,
      allowDiscussionsDuringLecture: true,
      urlYoutube: null,
      ...overrides,
    };
    return expectOk(
      await api<ApiBody<Lecture>>('POST', `/course/${courseId}/lecture`, { token, body }),
      'lecture creation',
    );
  }

  /** A lecture whose time began a minute ago, started by its teacher (live from now on). */
  async function startLecture(token: string, courseId: number): Promise<Lecture> {
    const planned = await createLecture(token, courseId, {
      startTime: new Date(Date.now() - 60_000).toISOString(),
    });
    return expectOk(
      await api<ApiBody<Lecture>>(
        'GET',
        `/course/${courseId}/lecture/${planned.lectureNum}/start`,
        { token },
      ),
      'lecture start',
    );
  }

  return {
    api,
    expectOk,
    loginTeacher,
    createTeacher,
    createStudent,
    createCourse,
    createLecture,
    startLecture,
  };
}

export async function createTestServer(
  options: {
    env?: Record<string, string>;
    live?: LiveState;
    /** A database shared with other test servers (the caller closes it); a fresh clone otherwise. */
    database?: Database;
    /** Where the server logs (memory-logger.ts); silent otherwise. */
    logger?: FastifyBaseLogger;
  } = {},
) {
  const { database, drop } = options.database
    ? { database: options.database, drop: null }
    : await openClone();
  const config: Config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/o4f-test-data',
    WEB_DIST: '/nonexistent/o4f-web-dist',
    PUBLIC_URL: 'http://o4f.test',
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
    RATE_LIMIT_REGISTER_PER_MINUTE: '1000',
    // Test files running side by side must not share Redis keys or Socket.IO channels.
    ...(options.env?.REDIS_URL ? { REDIS_KEY_PREFIX: `o4f-test-${unique()}:` } : {}),
    ...options.env,
  });
  const mails: MailMessage[] = [];
  const app: App = await buildApp({
    config,
    db: database.db,
    mailer: { send: async (mail) => void mails.push(mail) },
    ...(options.live ? { live: options.live } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const db = database.db;

  const rest = apiFactories(url);
  const { api, expectOk, loginTeacher, createStudent, createCourse, createLecture, startLecture } =
    rest;

  async function makeAdmin(userId: number): Promise<void> {
    await db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, userId));
  }

  /** Registers and logs in a teacher (pass `admin: true` for an admin teacher). */
  async function createTeacher(
    overrides: Parameters<typeof rest.createTeacher>[0] & { admin?: boolean } = {},
  ): Promise<TestTeacher> {
    const { admin, ...input } = overrides;
    if (!admin) return rest.createTeacher(input);
    const teacher = await rest.createTeacher(input, (profile) => makeAdmin(profile.id));
    return { ...teacher, profile: { ...teacher.profile, isAdmin: true } };
  }

  /** What admission will do: register the student in the course. */
  const enrol = (courseId: number, studentId: number) =>
    registerStudentInCourse(db, courseId, studentId);

  /** Moves a token's expiry into the past. */
  async function expireToken(token: string): Promise<void> {
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, sha256Hex(token)));
    // The server keeps a session it just saw for a few seconds, up to its expiry as it read it
    // (session-cache.ts): an expiry written straight to the database is told to it.
    sessionCache(app.ctx)?.forget(sha256Hex(token));
  }

  /**
   * A test socket client on a namespace (e.g. '/waiting_room'), as `LiveClient`.
   * Resolves once connected (or refused: `error` holds the connect_error).
   */
  async function connectSocket(
    namespace: string,
    options: ClientOptions = {},
  ): Promise<{ socket: Socket; client: LiveClient; error?: Refusal }> {
    const client = new LiveClient(url, namespace, options);
    const error = await client.settled();
    return error ? { socket: client.socket, client, error } : { socket: client.socket, client };
  }

  async function close(): Promise<void> {
    await app.close();
    if (!drop) return;
    await database.close();
    await drop();
  }

  return {
    url,
    app,
    db,
    config,
    mails,
    api,
    expectOk,
    startLecture,
    close,
    loginTeacher,
    createTeacher,
    makeAdmin,
    createStudent,
    createCourse,
    createLecture,
    enrol,
    expireToken,
    connectSocket,
  };
}

export type TestServer = Awaited<ReturnType<typeof createTestServer>>;

/**
 * Two instances side by side, as behind a load balancer: one database (a second pool on it for
 * PostgreSQL, as a second process would have), one Redis with a key prefix unique to the caller.
 */
export async function startTwoInstances(
  env: Record<string, string>,
): Promise<{ a: TestServer; b: TestServer; close(): Promise<void> }> {
  const clone = await openClone();
  const second = clone.url
    ? await openDatabase({ kind: 'postgres', url: clone.url, poolSize: 5 })
    : clone.database;
  const shared = { ...env, REDIS_KEY_PREFIX: `o4f-test-2i-${unique()}:` };
  const a = await createTestServer({ database: clone.database, env: shared });
  const b = await createTestServer({ database: second, env: shared });
  return {
    a,
    b,
    async close() {
      await a.close();
      await b.close();
      if (second !== clone.database) await second.close();
      await clone.database.close();
      await clone.drop();
    },
  };
}
