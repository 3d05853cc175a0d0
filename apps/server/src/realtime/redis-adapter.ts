// With REDIS_URL, Socket.IO instances share rooms and broadcasts through Redis pub/sub
// (@socket.io/redis-adapter): an emit to a room on one instance reaches sockets on all of them.
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';

export interface RedisAdapterHandle {
  adapter: ReturnType<typeof createAdapter>;
  close(): Promise<void>;
}

export async function connectRedisAdapter(
  url: string,
  log: FastifyBaseLogger,
): Promise<RedisAdapterHandle> {
  const pub = createClient({ url });
  // A subscribed connection cannot run other commands, hence the duplicate.
  const sub = pub.duplicate();
  // Reconnection is automatic; an unhandled 'error' event would crash the process.
  const onError = (error: unknown) => log.warn({ err: error }, 'Socket.IO Redis adapter error');
  pub.on('error', onError);
  sub.on('error', onError);
  await Promise.all([pub.connect(), sub.connect()]);
  return {
    adapter: createAdapter(pub, sub),
    async close() {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
