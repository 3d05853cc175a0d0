// With REDIS_URL, Socket.IO instances share rooms and broadcasts through Redis pub/sub
// (@socket.io/redis-adapter): an emit to a room on one instance reaches sockets on all of them.
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';

export interface RedisAdapterHandle {
  adapter: ReturnType<typeof createAdapter>;
  close(): Promise<void>;
}

/** `key`: the prefix of the adapter's pub/sub channels; instances that share rooms use the same. */
export async function connectRedisAdapter(
  url: string,
  log: FastifyBaseLogger,
  key = 'socket.io',
): Promise<RedisAdapterHandle> {
  const pub = createClient({ url });
  // A subscribed connection cannot run other commands, hence the duplicate.
  const sub = pub.duplicate();
  // Reconnection is automatic; an unhandled 'error' event would crash the process.
  const onError = (error: unknown) => log.warn({ err: error }, 'Socket.IO Redis adapter error');
  pub.on('error', onError);
  sub.on('error', onError);
  await Promise.all([pub.connect(), sub.connect()]);
  // The adapter publishes every broadcast without awaiting it: an emit racing the shutdown (a
  // timer or a query finishing late) or a lost connection would be an unhandled rejection, which
  // ends a Node process. That broadcast is lost either way; say so in the log instead.
  let closed = false;
  const publish = pub.publish.bind(pub);
  Object.defineProperty(pub, 'publish', {
    value: (...args: Parameters<typeof publish>) =>
      publish(...args).catch((error: unknown) => {
        if (!closed) onError(error);
        return 0;
      }),
  });
  return {
    adapter: createAdapter(pub, sub, { key }),
    async close() {
      closed = true;
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
