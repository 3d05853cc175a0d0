// The live lecture suite with the live state in Redis and the Socket.IO Redis adapter, when
// TEST_REDIS_URL is set.
import { describe } from 'vitest';
import { RedisLiveState } from '../../live/redis-live-state.ts';
import { expressionsSuite } from '../../testing/expressions-suite.ts';

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('with Redis live state and adapter', () => {
  expressionsSuite({
    live: () =>
      RedisLiveState.connect({
        url: redisUrl!,
        keyPrefix: `o4f-test-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}:`,
      }),
    env: { REDIS_URL: redisUrl! },
  });
});
