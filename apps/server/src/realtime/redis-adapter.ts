// With REDIS_URL, Socket.IO instances share rooms and broadcasts through Redis pub/sub
// (@socket.io/redis-adapter): an emit to a room on one instance reaches sockets on all of them.
// Both libraries load here, not at start: an instance without REDIS_URL never loads them.
import type { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { outageLog } from '../lib/outage-log.ts';
import { closeRedisClient, loadRedis } from '../lib/redis-client.ts';

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
  const { createAdapter } = await import('@socket.io/redis-adapter');
  // No offline queue: while Redis is away a broadcast fails at once (and is lost, as it would be
  // anyway) instead of piling up in memory and holding the shutdown until Redis returns.
  const pub = loadRedis().createClient({ url, disableOfflineQueue: true });
  // A subscribed connection cannot run other commands, hence the duplicate.
  const sub = pub.duplicate();
  // Reconnection is automatic; an unhandled 'error' event would crash the process. Said once
  // per outage (and every 30 s while it lasts), not once per lost broadcast; and its end.
  const report = outageLog(log, 'Socket.IO Redis adapter', { away: 'Redis' });
  const onError = report.failed;
  for (const client of [pub, sub]) {
    client.on('error', onError);
    client.on('ready', report.worked);
  }
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
  // Likewise its (un)subscriptions, which a close while Redis is away leaves waiting.
  for (const name of ['subscribe', 'pSubscribe', 'unsubscribe', 'pUnsubscribe'] as const) {
    const call = (sub[name] as (...args: unknown[]) => Promise<unknown>).bind(sub);
    Object.defineProperty(sub, name, {
      value: (...args: unknown[]) =>
        call(...args).catch((error: unknown) => {
          if (!closed) onError(error);
        }),
    });
  }
  return {
    adapter: createAdapter(pub, sub, { key }),
    async close() {
      closed = true;
      // Gracefully when connected; at once when Redis is away (a graceful close would wait).
      await Promise.allSettled([pub, sub].map((client) => closeRedisClient(client)));
    },
  };
}
