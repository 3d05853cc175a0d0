// Small shared counters with an expiry, for limits that every instance must see alike: in memory,
// or (REDIS_URL) in Redis under `<prefix>…`, like the Lecture Code guesses (code-guesses.ts).
// `hit` counts in a fixed window; `raise` keeps the highest value seen for a while.
import { closeRedisClient, createCommandClient } from './redis-client.ts';
import type { CommandClient } from './redis-client.ts';

export interface CounterStore {
  /** Counts one event; the count in the current window (a new window starts at 1). */
  hit(key: string, windowSeconds: number): Promise<number>;
  /** Keeps `value` if it is higher than the stored one and holds it for `ttlSeconds` more. */
  raise(key: string, value: number, ttlSeconds: number): Promise<void>;
  /** The count or value under `key`; 0 when there is none (or it expired). */
  read(key: string): Promise<number>;
  close(): Promise<void>;
}

interface Entry {
  value: number;
  endsAt: number;
}

/** One process: entries in memory, expired ones swept as calls come in. */
export class MemoryCounterStore implements CounterStore {
  readonly #entries = new Map<string, Entry>();
  readonly #now: () => number;
  #calls = 0;

  constructor(options: { now?: () => number } = {}) {
    this.#now = options.now ?? Date.now;
  }

  #live(key: string, now: number): Entry | undefined {
    if ((this.#calls += 1) % 1000 === 0) {
      for (const [stored, entry] of this.#entries)
        if (entry.endsAt <= now) this.#entries.delete(stored);
    }
    const entry = this.#entries.get(key);
    return entry && entry.endsAt > now ? entry : undefined;
  }

  async hit(key: string, windowSeconds: number): Promise<number> {
    const now = this.#now();
    const entry = this.#live(key, now);
    if (!entry) {
      this.#entries.set(key, { value: 1, endsAt: now + windowSeconds * 1000 });
      return 1;
    }
    entry.value += 1;
    return entry.value;
  }

  async raise(key: string, value: number, ttlSeconds: number): Promise<void> {
    const now = this.#now();
    const entry = this.#live(key, now);
    this.#entries.set(key, {
      value: Math.max(entry?.value ?? 0, value),
      endsAt: now + ttlSeconds * 1000,
    });
  }

  async read(key: string): Promise<number> {
    return this.#live(key, this.#now())?.value ?? 0;
  }

  async close(): Promise<void> {}
}

// INCR, and the window's expiry set with the first event (one script: never a key without TTL).
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 or redis.call('TTL', KEYS[1]) < 0 then
  redis.call('EXPIRE', KEYS[1], ARGV[1])
end
return count`;

const RAISE = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
local value = tonumber(ARGV[1])
if value > current then current = value end
redis.call('SET', KEYS[1], current, 'EX', ARGV[2])
return current`;

/** Shared by every instance. Connects on creation; commands wait for the connection. */
class RedisCounterStore implements CounterStore {
  readonly #client: CommandClient;
  #ready: Promise<unknown>;
  readonly #prefix: string;

  constructor(url: string, prefix: string) {
    this.#client = createCommandClient(url);
    this.#ready = this.#client.connect();
    // A failed first connection surfaces in the call that needs it, not as an unhandled rejection.
    this.#ready.catch(() => {});
    this.#prefix = prefix;
  }

  /** Waits for the connection; a first connection that failed is tried again. */
  async #open(): Promise<void> {
    try {
      await this.#ready;
    } catch {
      if (!this.#client.isOpen) {
        this.#ready = this.#client.connect();
        this.#ready.catch(() => {});
      }
      await this.#ready;
    }
  }

  async hit(key: string, windowSeconds: number): Promise<number> {
    await this.#open();
    const reply = await this.#client.eval(HIT, {
      keys: [this.#prefix + key],
      arguments: [String(windowSeconds)],
    });
    return Number(reply);
  }

  async raise(key: string, value: number, ttlSeconds: number): Promise<void> {
    await this.#open();
    await this.#client.eval(RAISE, {
      keys: [this.#prefix + key],
      arguments: [String(value), String(ttlSeconds)],
    });
  }

  async read(key: string): Promise<number> {
    await this.#open();
    return Number((await this.#client.get(this.#prefix + key)) ?? 0);
  }

  async close(): Promise<void> {
    // Never waits for a Redis that is away (a first connection may still be trying).
    await closeRedisClient(this.#client);
    await this.#ready.catch(() => {});
  }
}

export function createCounterStore(options: { redisUrl?: string; keyPrefix: string }) {
  return options.redisUrl
    ? new RedisCounterStore(options.redisUrl, options.keyPrefix)
    : new MemoryCounterStore();
}
