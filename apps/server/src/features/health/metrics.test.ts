// Prometheus metrics (docs/decisions/operations.md): behind a bearer token or on their own port,
// the families an operations team watches, and no student, teacher or lecture in any label.
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admit } from '../../testing/admission.ts';
import { connectExpressions, type ConnectedClient } from '../../testing/expressions-kit.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

const TOKEN = 'metrics-token-for-the-test-0123456789';

/** The label names the families may use (prom-client's default process families included). */
const ALLOWED_LABELS = new Set([
  'namespace',
  'outcome',
  'event',
  'method',
  'route',
  'status',
  'state',
  'le',
  // prom-client's process and Node.js families
  'version',
  'major',
  'minor',
  'patch',
  'space',
  'kind',
  'type',
]);

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Every sample's name and labels in a Prometheus text body. */
function samples(body: string) {
  return body
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`Not a sample line: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [
          pair[1]!,
          pair[2]!,
        ]),
      );
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

const value = (body: string, name: string, labels: Record<string, string> = {}) =>
  samples(body)
    .filter(
      (sample) =>
        sample.name === name &&
        Object.entries(labels).every(([key, wanted]) => sample.labels[key] === wanted),
    )
    .reduce((sum, sample) => sum + sample.value, 0);

describe('metrics on the main port', () => {
  let server: TestServer;
  const opened: ConnectedClient[] = [];

  beforeAll(async () => {
    server = await createTestServer({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    for (const client of opened) client.socket.close();
    await server.close();
  });

  const scrape = (token?: string) =>
    fetch(`${server.url}/metrics`, token ? { headers: { authorization: `Bearer ${token}` } } : {});

  it('answers only with the bearer token', async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape(`${TOKEN}x`)).status).toBe(401);
    const response = await scrape(TOKEN);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('counts presses, sockets, lectures and requests, with no identity in any label', async () => {
    const teacher = await server.createTeacher();
    const course = await server.createCourse(teacher.token);
    const lecture = await server.startLecture(teacher.token, course.id);
    opened.push(await connectExpressions(server, teacher.token, lecture));
    const student = await server.createStudent();
    await admit(server, student, lecture);
    const client = await connectExpressions(server, student.token, lecture);
    opened.push(client);
    expect(await client.socket.emitWithAck('press_button', { expressionTag: 2 })).toMatchObject({
      ok: true,
    });
    await client.socket.emitWithAck('press_button', { expressionTag: 99 }).catch(() => undefined);
    await server.api('GET', `/course/${course.id}/lecture/${lecture.lectureNum}`, {
      token: teacher.token,
    });

    // The teachers' counts go out on the next broadcast tick.
    await expect
      .poll(async () =>
        value(await (await scrape(TOKEN)).text(), 'o4f_fanout_seconds_count', {
          event: 'expression_update',
        }),
      )
      .toBeGreaterThan(0);
    const body = await (await scrape(TOKEN)).text();
    expect(value(body, 'o4f_presses_total', { outcome: 'stored' })).toBe(1);
    expect(value(body, 'o4f_press_ack_seconds_count', { outcome: 'stored' })).toBe(1);
    expect(value(body, 'o4f_connected_sockets', { namespace: '/expressions' })).toBe(2);
    expect(value(body, 'o4f_live_lectures')).toBe(1);
    expect(value(body, 'o4f_reaction_journal_queue')).toBe(0);
    expect(body).toContain('o4f_event_loop_lag_p99_seconds');
    // Without Redis, no Redis family (an alert on it would fire for nothing).
    expect(body).not.toContain('o4f_redis_up');
    // The route is its template, never the ids in the path.
    const routes = samples(body)
      .filter((sample) => sample.name === 'o4f_http_request_duration_seconds_count')
      .map((sample) => sample.labels.route!);
    expect(routes).toContain('/apio4f/course/:courseId/lecture/:lectureNum');
    for (const route of routes) expect(route).not.toMatch(/\/\d+(\/|$)/);

    // No label names a person: only the allowed label names, and none of their names or ids
    // (ids could only come in through a path, which is a template above).
    const identities = [student.anonId, teacher.username, teacher.email];
    for (const sample of samples(body))
      for (const [label, text] of Object.entries(sample.labels)) {
        expect(ALLOWED_LABELS, `${sample.name} has label ${label}`).toContain(label);
        for (const identity of identities) expect(text.toLowerCase()).not.toContain(identity);
      }
  });
});

describe('metrics switched off or on their own port', () => {
  it('are not found on the main port without METRICS_TOKEN', async () => {
    const server = await createTestServer();
    try {
      expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('answer without a token on METRICS_PORT, and not on the main port', async () => {
    const port = await freePort();
    const server = await createTestServer({
      env: { METRICS_PORT: String(port), HOST: '127.0.0.1' },
    });
    try {
      const response = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('o4f_presses_total');
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
      expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('metrics with Redis', () => {
  it('time a Redis round trip on each scrape', async () => {
    const server = await createTestServer({ env: { METRICS_TOKEN: TOKEN, REDIS_URL: redisUrl! } });
    try {
      const scrape = async () =>
        (
          await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
        ).text();
      await expect.poll(async () => value(await scrape(), 'o4f_redis_up')).toBe(1);
      expect(value(await scrape(), 'o4f_redis_round_trip_seconds_count')).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });
});
