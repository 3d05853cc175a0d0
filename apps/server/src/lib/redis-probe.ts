// One Redis connection that only answers "is Redis there?": readiness and the metrics' round trip
// ask it, apart from the clients that carry the live state (lib/redis-client.ts).
import { closeRedisClient, createCommandClient } from './redis-client.ts';

export interface RedisProbe {
  /** Resolves after one PING round trip; rejects while Redis is away. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function createRedisProbe(url: string): RedisProbe {
  const client = createCommandClient(url);
  // Connecting in the background: the server starts while Redis is away, and the client
  // reconnects by itself.
  const connecting = client.connect().catch(() => undefined);
  return {
    async ping() {
      if (!client.isReady) throw new Error('Redis is not connected');
      await client.ping();
    },
    async close() {
      await connecting;
      await closeRedisClient(client);
    },
  };
}
