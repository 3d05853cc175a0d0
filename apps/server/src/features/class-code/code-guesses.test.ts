// Lecture Code guessing over real HTTP and sockets: wrong guesses are limited per client address
// on GET /classId and on the waiting_room handshake together; correct codes never count, and a
// code the address already entered still opens once it is blocked. Behind TRUST_PROXY the address
// is the first X-Forwarded-For entry, so each test uses its own address.
// With TEST_REDIS_URL, two instances share the counter.
import { AUTH_MESSAGES, CLASS_CODE_TEXT, SOCKET_TEXT } from '@o4f/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { addressKey, checkLectureCode, MemoryGuessStore } from '../../lib/code-guesses.ts';
import { lectureWithCode } from '../../testing/lecture-code.ts';
import { ClientPool } from '../../testing/live-client.ts';
import { createTestServer, startTwoInstances } from '../../testing/test-server.ts';
import type { TestServer } from '../../testing/test-server.ts';

const LIMIT = 5;
const env = { TRUST_PROXY: 'true', CODE_GUESS_LIMIT: String(LIMIT) };
let addressCounter = 0;
const nextAddress = () => `198.51.100.${(addressCounter += 1)}`;

/** A code that opens nothing: the live code with its last digit changed. */
const wrongCode = (code: string, n: number) =>
  `${code.slice(0, 5)}${(Number(code[5]) + 1 + (n % 9)) % 10}`;

const pool = new ClientPool();

/** A live lecture with a Lecture Code issued by its teacher. */
const liveCode = async (server: TestServer) => (await lectureWithCode(server, pool)).code;

const check = (server: TestServer, code: string, address: string) =>
  server.api('GET', `/classId/${code}`, { headers: { 'x-forwarded-for': address } });

/** A student handshake on waiting_room from `address`: the first event it gets. */
async function enter(
  server: TestServer,
  code: string,
  address: string,
): Promise<{ event: string; message?: string }> {
  const client = pool.open(server.url, '/waiting_room', {
    headers: { 'x-forwarded-for': address },
    query: { classId: code, maskId: 1 },
  });
  const { event, payload } = await client.first((item) => item.event !== 'connect', 'an event');
  return { event, message: (payload as { message?: string } | undefined)?.message };
}

describe('Lecture Code guesses per address', () => {
  let server: TestServer;
  let code: string;

  beforeAll(async () => {
    server = await createTestServer({ env });
    code = await liveCode(server);
  });
  afterAll(async () => {
    pool.closeAll();
    await server.close();
  });

  it('lets 100 correct checks from one address through (no request limit on GET /classId)', async () => {
    const address = nextAddress();
    for (let i = 0; i < 100; i++) {
      const response = await check(server, code, address);
      expect(response.status).toBe(200);
    }
    expect((await enter(server, code, address)).event).toBe('entered_waiting_room');
  });

  it('refuses wrong guesses beyond the limit on REST and on the socket, counted together', async () => {
    const address = nextAddress();
    // LIMIT wrong guesses are answered as wrong, half of them on each path.
    for (let i = 0; i < LIMIT; i++) {
      if (i % 2 === 0) {
        const response = await check(server, wrongCode(code, i), address);
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ message: CLASS_CODE_TEXT.noSuchClass });
      } else {
        expect(await enter(server, wrongCode(code, i), address)).toEqual({
          event: 'error_invalid_classid',
          message: SOCKET_TEXT.invalidClassId,
        });
      }
    }
    const refused = await check(server, wrongCode(code, 7), address);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
    expect(await enter(server, wrongCode(code, 8), address)).toEqual({
      event: 'error_invalid_classid',
      message: AUTH_MESSAGES.tooManyAttempts,
    });
    // Another address is not affected; a malformed code is wrong but does not count.
    expect((await check(server, wrongCode(code, 1), nextAddress())).status).toBe(404);
    expect((await check(server, '12ab', nextAddress())).status).toBe(404);
  });

  it('keeps letting a class in with the code it already entered once its address is blocked', async () => {
    const address = nextAddress();
    expect((await check(server, code, address)).status).toBe(200);
    for (let i = 0; i <= LIMIT; i++) await check(server, wrongCode(code, i), address);
    expect((await check(server, wrongCode(code, 2), address)).status).toBe(429);

    // The code entered before: still open on both paths, and never counted.
    for (let i = 0; i < 3; i++) expect((await check(server, code, address)).status).toBe(200);
    expect((await enter(server, code, address)).event).toBe('entered_waiting_room');

    // A live code this address never entered: refused like a wrong guess, so nothing is learnt.
    const other = await liveCode(server);
    expect((await check(server, other, address)).status).toBe(429);
    expect((await enter(server, other, address)).message).toBe(AUTH_MESSAGES.tooManyAttempts);
    // From an address that is not blocked it opens.
    expect((await check(server, other, nextAddress())).status).toBe(200);
  });
});

describe('the guess store', () => {
  it('is configured with validated numbers', () => {
    expect(loadConfig({})).toMatchObject({ CODE_GUESS_LIMIT: 60, CODE_GUESS_WINDOW_SECONDS: 600 });
    expect(() => loadConfig({ CODE_GUESS_LIMIT: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ CODE_GUESS_WINDOW_SECONDS: '1.5' })).toThrow(ConfigError);
  });

  it('starts a new window after the old one ends, and forgets remembered codes', async () => {
    let now = 0;
    const store = new MemoryGuessStore({ now: () => now });
    const limit = { max: 2, windowSeconds: 60 };
    const resolve = async (candidate: string) => (candidate === '111111' ? 'lecture' : null);
    const guess = (candidate: string) =>
      checkLectureCode(store, limit, '10.0.0.1', candidate, resolve);
    expect((await guess('111111')).kind).toBe('correct');
    expect((await guess('222222')).kind).toBe('wrong');
    expect((await guess('222222')).kind).toBe('wrong');
    expect((await guess('222222')).kind).toBe('blocked');
    expect((await guess('111111')).kind).toBe('correct');
    now += 60_000;
    expect((await guess('222222')).kind).toBe('wrong');
    now += 10 * 60_000;
    expect((await guess('111111')).kind).toBe('correct');
  });

  it('counts IPv6 clients per /64 and IPv4-mapped addresses as IPv4', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('192.0.2.7')).toBe('192.0.2.7');
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('two instances sharing one Redis', () => {
  let a: TestServer;
  let b: TestServer;
  let instances: Awaited<ReturnType<typeof startTwoInstances>>;

  beforeAll(async () => {
    instances = await startTwoInstances({ ...env, REDIS_URL: redisUrl! });
    ({ a, b } = instances);
  });
  afterAll(async () => {
    pool.closeAll();
    await instances?.close();
  });

  it('counts wrong guesses made on either instance against the one limit', async () => {
    const code = await liveCode(a);
    const address = nextAddress();
    expect((await check(b, code, address)).status).toBe(200);
    for (let i = 0; i < LIMIT; i++) {
      const server = i % 2 === 0 ? a : b;
      expect((await check(server, wrongCode(code, i), address)).status).toBe(404);
    }
    expect((await check(a, wrongCode(code, 6), address)).status).toBe(429);
    expect((await enter(b, wrongCode(code, 7), address)).message).toBe(
      AUTH_MESSAGES.tooManyAttempts,
    );
    // The code entered on B still opens on A.
    expect((await check(a, code, address)).status).toBe(200);
    expect((await enter(a, code, address)).event).toBe('entered_waiting_room');
  });
});
