// PostgreSQL going away while the server runs (server-pg project only): its connections are
// terminated, or the whole server is unreachable for a while (a restart, simulated by a TCP
// proxy that drops every connection and refuses new ones). The process stays up, requests
// answer 503 in words (never 500), sockets are refused in words, and everything works again
// once PostgreSQL is back, without a restart.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { ACK_ERRORS, GENERIC_MESSAGES, NAMESPACES, SOCKET_TEXT } from '@o4f/contract';
import type { ActiveExpression, ExpressionUpdate } from '@o4f/contract';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it } from 'vitest';
import {
  adminQuery,
  cloneName,
  cloneTemplate,
  dropDatabase,
  withDatabase,
} from '../testing/database.ts';
import { createTestServer } from '../testing/test-server.ts';
import type { TestServer } from '../testing/test-server.ts';
import { connectExpressions } from '../testing/expressions-kit.ts';
import { expressionEvents } from './schema/index.ts';
import { openDatabase } from './client.ts';
import type { Database } from './client.ts';
import { admit } from '../testing/admission.ts';
import { memoryLogger } from '../testing/memory-logger.ts';
import { NOT_READY } from '../features/health/readiness.ts';

// Collected in the server-pg project only (`*.pg.test.ts`, vitest.config.ts).

/**
 * A TCP proxy in front of PostgreSQL that can play a restart (cut, then restore) or a database
 * that has stopped answering for a while (hold, then release).
 */
class TcpProxy {
  readonly #sockets = new Set<net.Socket>();
  /** Each connection's way to the server, while it is not held. */
  readonly #toServer = new Map<net.Socket, net.Socket>();
  #held = false;
  #server: net.Server | null = null;
  port = 0;

  constructor(
    readonly targetHost: string,
    readonly targetPort: number,
  ) {}

  async start(): Promise<void> {
    if (this.#server) return;
    const server = net.createServer((client) => {
      const upstream = net.connect(this.targetPort, this.targetHost);
      for (const socket of [client, upstream]) {
        this.#sockets.add(socket);
        socket.on('close', () => this.#sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      this.#toServer.set(client, upstream);
      client.on('close', () => this.#toServer.delete(client));
      upstream.pipe(client);
      if (!this.#held) client.pipe(upstream);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', resolve);
    });
    this.port = (server.address() as AddressInfo).port;
    this.#server = server;
  }

  /** Every connection drops; new ones are refused (ECONNREFUSED) until restore(). */
  async cut(): Promise<void> {
    const server = this.#server;
    this.#server = null;
    for (const socket of this.#sockets) socket.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  restore = () => this.start();

  /** Nothing more reaches PostgreSQL (queries wait, unanswered) until release(). */
  hold(): void {
    this.#held = true;
    for (const client of this.#toServer.keys()) client.unpipe();
  }

  release(): void {
    this.#held = false;
    for (const [client, upstream] of this.#toServer) client.pipe(upstream);
  }

  async close(): Promise<void> {
    await this.cut();
  }
}

interface Setup {
  server: TestServer;
  database: Database;
  lost: Error[];
  name: string;
  adminUrl: string;
  proxy?: TcpProxy;
  /** The lines the server logged with this message. */
  said: (message: string) => string[];
}

let setup: Setup | null = null;

async function start(options: { proxy?: boolean } = {}): Promise<Setup> {
  const template = inject('o4fTemplate');
  if (template.kind !== 'postgres') throw new Error('needs the server-pg project');
  const name = cloneName('o4f_outage');
  await cloneTemplate(template.url, template.template, name);
  let url = withDatabase(template.url, name);
  let proxy: TcpProxy | undefined;
  if (options.proxy) {
    const target = new URL(url);
    proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    await proxy.start();
    target.hostname = '127.0.0.1';
    target.port = String(proxy.port);
    url = target.toString();
  }
  const lost: Error[] = [];
  const database = await openDatabase({
    kind: 'postgres',
    url,
    poolSize: 5,
    onConnectionError: (error) => lost.push(error),
  });
  const { logger, lines } = memoryLogger();
  const server = await createTestServer({ database, logger });
  const said = (message: string) =>
    lines.filter((line) => (JSON.parse(line) as { msg: string }).msg === message);
  setup = {
    server,
    database,
    lost,
    name,
    adminUrl: template.url,
    said,
    ...(proxy ? { proxy } : {}),
  };
  return setup;
}

/** A live lecture, its teacher and a student not yet admitted, on PostgreSQL behind the proxy. */
async function liveLectureBehindProxy() {
  const { server, proxy } = await start({ proxy: true });
  const teacher = await server.createTeacher();
  const course = await server.createCourse(teacher.token);
  const lecture = await server.startLecture(teacher.token, course.id);
  const student = await server.createStudent();
  return { server, proxy: proxy!, teacher, lecture, student };
}

afterEach(async () => {
  if (!setup) return;
  const { server, database, name, adminUrl, proxy } = setup;
  setup = null;
  await proxy?.restore();
  await server.close();
  await database.close();
  await proxy?.close();
  await dropDatabase(adminUrl, name);
});

/** What PostgreSQL does to its clients when it shuts down: FATAL 57P01 on every connection. */
async function terminateConnections(adminUrl: string, database: string) {
  await adminQuery(
    adminUrl,
    `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${database}' and pid <> pg_backend_pid()`,
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls the health check until it answers 200, collecting every status seen. */
async function untilHealthy(server: TestServer, statuses: number[], timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await server.api('GET', '/v1/test');
    statuses.push(response.status);
    if (response.status === 200 || Date.now() > deadline) return response;
    await pause(100);
  }
}

describe('PostgreSQL going away', () => {
  it('survives its connections being terminated and carries on', async () => {
    const { server, lost, name, adminUrl } = await start();
    const teacher = await server.createTeacher();
    const busy = () => Array.from({ length: 10 }, () => server.api('GET', '/v1/test'));
    const statuses: number[] = [];

    // Idle connections, as after a busy moment: their errors reach the pool's 'error' event,
    // which ended the process while nothing listened to it.
    await Promise.all(busy());
    await terminateConnections(adminUrl, name);
    await pause(200);
    expect(lost.length).toBeGreaterThan(0);
    statuses.push(...(await Promise.all(busy())).map((response) => response.status));

    // Connections in use: their queries fail, and their requests answer 503.
    const during = busy();
    await terminateConnections(adminUrl, name);
    statuses.push(...(await Promise.all(during)).map((response) => response.status));
    await untilHealthy(server, statuses);

    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    const course = await server.createCourse(teacher.token, { name: 'After the restart' });
    const courses = await server.api<{ data: { id: number }[] }>('GET', '/courses', {
      token: teacher.token,
    });
    expect(courses.status).toBe(200);
    expect(courses.body.data.map((item) => item.id)).toContain(course.id);
  });

  it('answers 503 in words while it is away and recovers by itself', async () => {
    const { server, proxy, said } = await start({ proxy: true });
    const teacher = await server.createTeacher();
    const course = await server.createCourse(teacher.token);
    const lecture = await server.createLecture(teacher.token, course.id);

    await proxy!.cut();
    const health = await server.api('GET', '/v1/test');
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ message: GENERIC_MESSAGES.databaseUnavailable });
    expect(health.headers.get('retry-after')).toBe('5');
    // Readiness says why, so the load balancer takes the instance out.
    const ready = await server.api('GET', '/v1/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ ready: false, reason: NOT_READY.database });
    const courses = await server.api('GET', '/courses', { token: teacher.token });
    expect(courses.status).toBe(503);
    expect(courses.body).toEqual({ message: GENERIC_MESSAGES.databaseUnavailable });
    const login = await server.api('POST', '/teacher/login', {
      body: { username: teacher.username, password: teacher.password },
    });
    expect(login.status).toBe(503);
    for (const namespace of [NAMESPACES.classIdGenerator, NAMESPACES.expressions]) {
      const { socket, error } = await server.connectSocket(namespace, {
        token: teacher.token,
        query: { courseId: course.id, lectureNum: lecture.lectureNum },
      });
      socket.close();
      expect(error?.message, namespace).toBe(SOCKET_TEXT.databaseUnavailable);
    }
    // Three requests and two handshakes refused: each kind said once, not once per refusal
    // (the others are counted in a line half a minute later, outage-log.ts).
    expect(said('The database is not available')).toHaveLength(1);
    expect(said('Socket handshake: database away')).toHaveLength(1);

    await proxy!.restore();
    const statuses: number[] = [];
    const healthy = await untilHealthy(server, statuses);
    expect(healthy.status).toBe(200);
    expect((await server.api('GET', '/v1/ready')).body).toEqual({ ready: true });
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    const again = await server.api('GET', `/course/${course.id}`, { token: teacher.token });
    expect(again.status).toBe(200);
    const { socket, error } = await server.connectSocket(NAMESPACES.classIdGenerator, {
      token: teacher.token,
      query: { courseId: course.id, lectureNum: lecture.lectureNum },
    });
    socket.close();
    expect(error).toBeUndefined();
  });

  it('keeps a press made while it is away, says so, and stores it when it is back', async () => {
    const { server, proxy, lecture, student } = await liveLectureBehindProxy();
    const { pseudonymId } = await admit(server, student, lecture);
    const client = await connectExpressions(server, student.token, lecture);
    const stored = () =>
      server.db
        .select({ tag: expressionEvents.tag, pseudonymId: expressionEvents.pseudonymId })
        .from(expressionEvents)
        .where(eq(expressionEvents.lectureId, lecture.id))
        .orderBy(expressionEvents.id);
    try {
      expect(await client.socket.emitWithAck('press_button', { expressionTag: 1 })).toMatchObject({
        ok: true,
      });

      await proxy.cut();
      // The press counts live but cannot be stored: the student is told so, in words.
      expect(await client.socket.emitWithAck('press_button', { expressionTag: 2 })).toEqual({
        ok: false,
        error: ACK_ERRORS.notSaved,
        message: SOCKET_TEXT.reactionNotSaved,
      });
      // A command that needs the database is refused in words, never as an internal error.
      expect(await client.socket.emitWithAck('is_end_lecture')).toEqual({
        ok: false,
        error: ACK_ERRORS.databaseUnavailable,
        message: SOCKET_TEXT.databaseUnavailable,
      });
      // Longer than the old saver's three attempts: nothing is dropped meanwhile.
      await pause(3500);

      await proxy.restore();
      const deadline = Date.now() + 15_000;
      let rows = await stored().catch(() => []);
      while (rows.length < 2 && Date.now() < deadline) {
        await pause(100);
        rows = await stored().catch(() => []);
      }
      expect(rows).toEqual([
        { tag: 1, pseudonymId },
        { tag: 2, pseudonymId },
      ]);
      // Once stored, the same press is acknowledged.
      expect(await client.socket.emitWithAck('press_button', { expressionTag: 2 })).toMatchObject({
        ok: true,
      });
    } finally {
      client.socket.close();
    }
  });

  it('shows a press to the teacher at once and tells the pressing tab once it is stored', async () => {
    const { server, proxy, teacher, lecture, student } = await liveLectureBehindProxy();
    await admit(server, student, lecture);
    const teacherClient = await connectExpressions(server, teacher.token, lecture);
    const client = await connectExpressions(server, student.token, lecture);
    try {
      // Stored at once while PostgreSQL answers: the tab is told, then acknowledged.
      expect(await client.socket.emitWithAck('press_button', { expressionTag: 1 })).toMatchObject({
        ok: true,
      });
      expect(client.events<ActiveExpression>('active_expression')).toMatchObject([
        { expressionTag: 1 },
      ]);

      proxy.hold();
      let acknowledged = false;
      const order: string[] = [];
      client.socket.on('active_expression', () => order.push(acknowledged ? 'late' : 'event'));
      const ack = client.socket.emitWithAck('press_button', { expressionTag: 3 }).then((result) => {
        acknowledged = true;
        order.push('ack');
        return result;
      });
      // The teacher's counts show the press while it waits to be stored...
      const latest = () => teacherClient.events<ExpressionUpdate>('expression_update').at(-1);
      await expect.poll(() => latest()?.expressions.find((each) => each.tag === 3)?.count).toBe(1);
      await pause(300);
      // ... and the pressing tab, the student's only one, has heard nothing yet.
      expect(order).toEqual([]);

      proxy.release();
      expect(await ack).toMatchObject({ ok: true, data: { expressionTag: 3 } });
      expect(order).toEqual(['event', 'ack']);
      expect(client.events<ActiveExpression>('active_expression').at(-1)).toMatchObject({
        expressionTag: 3,
      });
    } finally {
      proxy.release();
      client.socket.close();
      teacherClient.socket.close();
    }
  });
});
