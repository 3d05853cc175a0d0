// Nothing a client sends slowly, or opens many of, holds the server: a half-sent request is
// closed by the header timeout, a stalled body by the idle timeout, a trickled one by the request
// timeout, and one address cannot hold more than its share of connections. Short timeouts here;
// the defaults and why they are what they are: docs/decisions/http-timeouts-and-connection-cap.md.
import net from 'node:net';
import { GENERIC_MESSAGES } from '@o4f/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, defaultRequestTimeoutSeconds, loadConfig } from '../config.ts';
import { createTestServer } from '../testing/test-server.ts';
import type { TestServer } from '../testing/test-server.ts';

interface RawResult {
  /** Milliseconds from the first byte sent to the server closing the connection. */
  closedAfter: number;
  received: string;
}

/** Opens a raw TCP connection, sends `parts` with `gapMs` between them, waits for the close. */
function rawRequest(
  server: TestServer,
  parts: string[],
  options: { gapMs?: number; timeoutMs?: number } = {},
): Promise<RawResult> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let received = '';
    let started = 0;
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after ${options.timeoutMs ?? 5000} ms`));
    }, options.timeoutMs ?? 5000);
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ closedAfter: Date.now() - started, received });
    });
    socket.on('connect', async () => {
      started = Date.now();
      for (const [index, part] of parts.entries()) {
        if (socket.destroyed) return;
        if (index > 0) await new Promise((done) => setTimeout(done, options.gapMs ?? 0));
        socket.write(part);
      }
    });
  });
}

const openSocket = (server: TestServer) =>
  new Promise<net.Socket>((resolve, reject) => {
    const socket = net.connect(Number(new URL(server.url).port), '127.0.0.1');
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });

const closed = (socket: net.Socket, withinMs: number) =>
  new Promise<boolean>((resolve) => {
    if (socket.destroyed) return resolve(true);
    const timer = setTimeout(() => resolve(false), withinMs);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });

describe('HTTP timeouts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({
      env: {
        HTTP_HEADERS_TIMEOUT_SECONDS: '0.5',
        HTTP_IDLE_TIMEOUT_SECONDS: '0.8',
        HTTP_REQUEST_TIMEOUT_SECONDS: '1.5',
      },
    });
  });
  afterAll(() => server.close());

  it('closes a request whose headers never end within the header timeout', async () => {
    const result = await rawRequest(server, ['GET /apio4f/v1/test HTTP/1.1\r\nHost: o4f.test\r\n']);
    expect(result.closedAfter).toBeGreaterThanOrEqual(400);
    expect(result.closedAfter).toBeLessThan(1500);
    expect(result.received).toContain('408');
  });

  it('closes a request whose body stalls within the idle timeout', async () => {
    const result = await rawRequest(server, [
      'POST /apio4f/feedback HTTP/1.1\r\nHost: o4f.test\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"message":',
    ]);
    expect(result.closedAfter).toBeLessThan(1500);
  });

  it('closes a request whose body trickles in within the request timeout', async () => {
    const trickle = Array.from({ length: 40 }, () => ' ');
    const result = await rawRequest(
      server,
      [
        'POST /apio4f/feedback HTTP/1.1\r\nHost: o4f.test\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
        ...trickle,
      ],
      { gapMs: 200 },
    );
    expect(result.closedAfter).toBeGreaterThanOrEqual(1400);
    expect(result.closedAfter).toBeLessThan(3000);
  });

  it('still answers complete requests', async () => {
    const response = await server.api('GET', '/v1/test');
    expect(response.status).toBe(200);
  });
});

describe('minimum body rate', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({
      env: { HTTP_MIN_BODY_BYTES_PER_SECOND: '2000', HTTP_BODY_GRACE_SECONDS: '0.4' },
    });
  });
  afterAll(() => server.close());

  const head = (length: number) =>
    `POST /apio4f/teacher/login HTTP/1.1\r\nHost: o4f.test\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

  it('answers a body trickled below the minimum rate with 408 in words and closes it', async () => {
    // 10 bytes every 50 ms: about 200 bytes a second, a tenth of the minimum.
    const trickle = Array.from({ length: 200 }, () => '          ');
    const result = await rawRequest(server, [head(2000), ...trickle], {
      gapMs: 50,
      timeoutMs: 20_000,
    });
    expect(result.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(result.received).toMatch(/connection: close/i);
    expect(result.received).toContain(JSON.stringify({ message: GENERIC_MESSAGES.bodyTooSlow }));
  });

  it('answers a body that never starts the same way', async () => {
    const result = await rawRequest(server, [head(100)], { timeoutMs: 20_000 });
    expect(result.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(result.received).toContain(GENERIC_MESSAGES.bodyTooSlow);
  });

  it('lets a body at a healthy rate through to its route', async () => {
    const body = JSON.stringify({ username: 'nobody', password: 'Wrong1234' }).padEnd(60_000, ' ');
    const parts = Array.from({ length: 20 }, (_, index) =>
      body.slice(index * 3000, (index + 1) * 3000),
    );
    const result = await rawRequest(
      server,
      [head(body.length).replace('HTTP/1.1\r\n', 'HTTP/1.1\r\nConnection: close\r\n'), ...parts],
      {
        gapMs: 10,
        timeoutMs: 20_000,
      },
    );
    expect(result.received).toMatch(/^HTTP\/1\.1 401 /);
  });
});

describe('minimum body rate: the guard in front of the body parser', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ env: { HTTP_MIN_BODY_BYTES_PER_SECOND: '2000' } });
  });
  afterAll(() => server.close());

  it('leaves the parser its own answers: malformed JSON 400, a body over the limit 413', async () => {
    const post = (body: string) =>
      fetch(`${server.url}/apio4f/teacher/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
    expect((await post('{"username":')).status).toBe(400);
    expect((await post(`{"username":"${'x'.repeat(2 * 1024 * 1024)}"}`)).status).toBe(413);
    const wrong = await post(JSON.stringify({ username: 'nobody', password: 'Wrong1234' }));
    expect(wrong.status).toBe(401);
  });
});

describe('connections per address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ env: { MAX_CONNECTIONS_PER_ADDRESS: '3' } });
  });
  afterAll(() => server.close());

  it('refuses an address its connections beyond the cap, and lets it in again below it', async () => {
    const held = await Promise.all([openSocket(server), openSocket(server), openSocket(server)]);
    const refused = await openSocket(server);
    expect(await closed(refused, 1000)).toBe(true);
    for (const socket of held) expect(socket.destroyed).toBe(false);

    held[0]!.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const response = await rawRequest(server, [
      'GET /apio4f/v1/test HTTP/1.1\r\nHost: o4f.test\r\nConnection: close\r\n\r\n',
    ]);
    expect(response.received).toMatch(/^HTTP\/1\.1 200/);
    for (const socket of held) socket.destroy();
  });
});

describe('timeout and cap settings', () => {
  it('give uploads of UPLOAD_MAX_MB time at 1 Mbit/s, at least a minute', () => {
    expect(defaultRequestTimeoutSeconds(50)).toBe(420);
    expect(defaultRequestTimeoutSeconds(1)).toBe(60);
    const config = loadConfig({});
    expect(config).toMatchObject({
      HTTP_HEADERS_TIMEOUT_SECONDS: 10,
      HTTP_REQUEST_TIMEOUT_SECONDS: 420,
      HTTP_IDLE_TIMEOUT_SECONDS: 60,
      HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: 72,
      MAX_CONNECTIONS_PER_ADDRESS: 1000,
      HTTP_MIN_BODY_BYTES_PER_SECOND: 4096,
      HTTP_BODY_GRACE_SECONDS: 10,
    });
    expect(loadConfig({ UPLOAD_MAX_MB: '100' }).HTTP_REQUEST_TIMEOUT_SECONDS).toBe(839);
  });

  it('leave the cap to the proxy behind one, and refuse a header timeout beyond the request one', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).MAX_CONNECTIONS_PER_ADDRESS).toBe(0);
    expect(
      loadConfig({ TRUST_PROXY: 'true', MAX_CONNECTIONS_PER_ADDRESS: '5000' })
        .MAX_CONNECTIONS_PER_ADDRESS,
    ).toBe(5000);
    expect(() =>
      loadConfig({ HTTP_HEADERS_TIMEOUT_SECONDS: '30', HTTP_REQUEST_TIMEOUT_SECONDS: '20' }),
    ).toThrow(ConfigError);
    expect(() => loadConfig({ HTTP_IDLE_TIMEOUT_SECONDS: '0' })).toThrow(
      'HTTP_IDLE_TIMEOUT_SECONDS',
    );
  });
});
