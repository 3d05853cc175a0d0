// Lecture Code guessing: wrong guesses are counted per client address in a fixed window, in
// memory or (REDIS_URL) in Redis so every instance sees the same count. Correct codes never
// count. Once an address is over the limit, a correct code is still accepted if someone at this
// address already entered that code (the class behind one school NAT keeps coming in), but a
// code the address never entered is refused like a wrong one: the guesser learns nothing more.
// docs/rules.md ("Lecture Code guesses") says why.
import { isIPv4, isIPv6 } from 'node:net';
import type { IncomingHttpHeaders } from 'node:http';
import { closeRedisClient, connectSaying, createCommandClient } from './redis-client.ts';
import type { CommandClient, WaitLog } from './redis-client.ts';

export interface GuessLimit {
  /** Wrong guesses one address may make in a window; the next one is refused. */
  max: number;
  windowSeconds: number;
}

/** Counters and remembered codes per address; the policy is in `checkLectureCode`. */
export interface GuessStore {
  /** Counts one wrong guess; the count in the current window (a new window starts at 1). */
  recordWrong(address: string, windowSeconds: number): Promise<number>;
  /** Wrong guesses in the current window. */
  wrongCount(address: string): Promise<number>;
  /** Remembers that the address entered this live code, for `ttlSeconds`. */
  rememberCode(address: string, code: string, ttlSeconds: number): Promise<void>;
  knowsCode(address: string, code: string): Promise<boolean>;
  close(): Promise<void>;
}

export type GuessOutcome<T> =
  | { kind: 'correct'; value: T }
  | { kind: 'wrong' }
  /** Over the limit: answer `AUTH_MESSAGES.tooManyAttempts`. */
  | { kind: 'blocked' };

/**
 * Checks a well-formed Lecture Code from `address`: `resolve` returns what the code opens, or
 * null. A wrong code counts; a correct one never does and is refused only when the address is
 * over the limit and never entered this code before.
 */
export async function checkLectureCode<T>(
  store: GuessStore,
  limit: GuessLimit,
  address: string,
  code: string,
  resolve: (code: string) => Promise<T | null>,
): Promise<GuessOutcome<T>> {
  const key = addressKey(address);
  const value = await resolve(code);
  if (value === null) {
    const count = await store.recordWrong(key, limit.windowSeconds);
    return count > limit.max ? { kind: 'blocked' } : { kind: 'wrong' };
  }
  const blocked = (await store.wrongCount(key)) > limit.max;
  if (blocked && !(await store.knowsCode(key, code))) return { kind: 'blocked' };
  // Twice the window: a code entered early in a window is still known when a block ends.
  await store.rememberCode(key, code, limit.windowSeconds * 2);
  return { kind: 'correct', value };
}

/**
 * The counted address: IPv4 as it is (also when written IPv4-mapped), IPv6 by its /64 network,
 * since one host commonly holds a whole /64.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIPv4(address) || !isIPv6(address)) return address;
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0')];
  groups.push(...right);
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * The client address of a Socket.IO handshake, as Fastify computes `request.ip`: the TCP peer,
 * or under TRUST_PROXY (every proxy trusted) the first address of X-Forwarded-For.
 */
export function handshakeAddress(
  handshake: { address: string; headers: IncomingHttpHeaders },
  trustProxy: boolean,
): string {
  if (trustProxy) {
    const header = handshake.headers['x-forwarded-for'];
    const value = Array.isArray(header) ? header.join(',') : header;
    const first = value?.split(',')[0]?.trim();
    if (first) return first;
  }
  return handshake.address;
}

interface Window {
  count: number;
  endsAt: number;
}

/** One process: counters in memory, expired entries swept as calls come in. */
export class MemoryGuessStore implements GuessStore {
  readonly #wrong = new Map<string, Window>();
  readonly #known = new Map<string, Map<string, number>>();
  readonly #now: () => number;
  #calls = 0;

  constructor(options: { now?: () => number } = {}) {
    this.#now = options.now ?? Date.now;
  }

  #sweep(now: number) {
    if ((this.#calls += 1) % 1000 !== 0) return;
    for (const [address, window] of this.#wrong)
      if (window.endsAt <= now) this.#wrong.delete(address);
    for (const [address, codes] of this.#known) {
      for (const [code, until] of codes) if (until <= now) codes.delete(code);
      if (codes.size === 0) this.#known.delete(address);
    }
  }

  async recordWrong(address: string, windowSeconds: number): Promise<number> {
    const now = this.#now();
    this.#sweep(now);
    const current = this.#wrong.get(address);
    if (!current || current.endsAt <= now) {
      this.#wrong.set(address, { count: 1, endsAt: now + windowSeconds * 1000 });
      return 1;
    }
    current.count += 1;
    return current.count;
  }

  async wrongCount(address: string): Promise<number> {
    const current = this.#wrong.get(address);
    return current && current.endsAt > this.#now() ? current.count : 0;
  }

  async rememberCode(address: string, code: string, ttlSeconds: number): Promise<void> {
    const now = this.#now();
    this.#sweep(now);
    let codes = this.#known.get(address);
    if (!codes) this.#known.set(address, (codes = new Map()));
    codes.set(code, now + ttlSeconds * 1000);
  }

  async knowsCode(address: string, code: string): Promise<boolean> {
    return (this.#known.get(address)?.get(code) ?? 0) > this.#now();
  }

  async close(): Promise<void> {}
}

// INCR, and the window's expiry set with the first guess (one script: never a key without TTL).
const RECORD_WRONG = `
local count = redis.call('INCR', KEYS[1])
if count == 1 or redis.call('TTL', KEYS[1]) < 0 then
  redis.call('EXPIRE', KEYS[1], ARGV[1])
end
return count`;

/** Shared by every instance: `<prefix>guess:w:<address>` (count), `…guess:k:<address>` (codes). */
class RedisGuessStore implements GuessStore {
  private constructor(
    readonly client: CommandClient,
    readonly prefix: string,
  ) {}

  static async connect(url: string, prefix: string, log?: WaitLog): Promise<RedisGuessStore> {
    const client = createCommandClient(url);
    await connectSaying(client, log);
    return new RedisGuessStore(client, prefix);
  }

  #wrongKey = (address: string) => `${this.prefix}guess:w:${address}`;
  #knownKey = (address: string) => `${this.prefix}guess:k:${address}`;

  async recordWrong(address: string, windowSeconds: number): Promise<number> {
    const reply = await this.client.eval(RECORD_WRONG, {
      keys: [this.#wrongKey(address)],
      arguments: [String(windowSeconds)],
    });
    return Number(reply);
  }

  async wrongCount(address: string): Promise<number> {
    return Number((await this.client.get(this.#wrongKey(address))) ?? 0);
  }

  async rememberCode(address: string, code: string, ttlSeconds: number): Promise<void> {
    const key = this.#knownKey(address);
    await this.client.multi().sAdd(key, code).expire(key, ttlSeconds).exec();
  }

  async knowsCode(address: string, code: string): Promise<boolean> {
    return Boolean(await this.client.sIsMember(this.#knownKey(address), code));
  }

  async close(): Promise<void> {
    await closeRedisClient(this.client);
  }
}

export async function createGuessStore(options: {
  redisUrl?: string;
  keyPrefix: string;
  log?: WaitLog;
}): Promise<GuessStore> {
  if (!options.redisUrl) return new MemoryGuessStore();
  return RedisGuessStore.connect(options.redisUrl, options.keyPrefix, options.log);
}
