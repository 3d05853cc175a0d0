// Chooses the LiveState adapter: Redis when a URL is configured, process memory otherwise; every
// instance uses it through DurableLiveState (what survives a restart is in the database).
import type { Db } from '../db/client.ts';
import { DurableLiveState } from './durable-live-state.ts';
import type { DurableLiveStateOptions } from './durable-live-state.ts';
import type { LiveState, PressLimit } from './live-state.ts';
import { MemoryLiveState } from './memory-live-state.ts';
import { RedisLiveState } from './redis-live-state.ts';
import type { WaitLog } from '../lib/redis-client.ts';

export interface CreateLiveStateOptions {
  redisUrl?: string;
  keyPrefix?: string;
  pressLimit?: PressLimit;
  /** Where connecting says that it waits for Redis. */
  log?: WaitLog;
}

async function createLiveState(options: CreateLiveStateOptions = {}): Promise<LiveState> {
  if (!options.redisUrl) return new MemoryLiveState({ pressLimit: options.pressLimit });
  return RedisLiveState.connect({
    url: options.redisUrl,
    keyPrefix: options.keyPrefix,
    pressLimit: options.pressLimit,
    log: options.log,
  });
}

export interface CreateDurableLiveStateOptions extends CreateLiveStateOptions {
  db: Db;
  log: DurableLiveStateOptions['log'];
  /** An adapter handed in by the caller (tests), who closes it; one is created otherwise. */
  live?: LiveState;
}

/** The adapter wrapped in DurableLiveState, restored from the database before it is returned. */
export async function createDurableLiveState(
  options: CreateDurableLiveStateOptions,
): Promise<LiveState> {
  const inner = options.live ?? (await createLiveState(options));
  return DurableLiveState.start(inner, {
    db: options.db,
    log: options.log,
    // Only a shared store (Redis) can be emptied under a running instance.
    watch: !(inner instanceof MemoryLiveState),
    ownsInner: !options.live,
  });
}
