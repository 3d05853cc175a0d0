// Chooses the LiveState adapter: Redis when a URL is configured, process memory otherwise.
import type { LiveState, PressLimit } from './live-state.ts';
import { MemoryLiveState } from './memory-live-state.ts';
import { RedisLiveState } from './redis-live-state.ts';

export interface CreateLiveStateOptions {
  redisUrl?: string;
  keyPrefix?: string;
  pressLimit?: PressLimit;
}

export async function createLiveState(options: CreateLiveStateOptions = {}): Promise<LiveState> {
  if (!options.redisUrl) return new MemoryLiveState({ pressLimit: options.pressLimit });
  return RedisLiveState.connect({
    url: options.redisUrl,
    keyPrefix: options.keyPrefix,
    pressLimit: options.pressLimit,
  });
}
