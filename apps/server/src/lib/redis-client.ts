// One way to open and close the Redis clients that run commands (live state, limiters): while
// Redis is away a command fails at once (no offline queue that would hold every request until it
// returns, and hold the process's shutdown too), callers answer 503 in words
// (`isDatabaseUnavailable`), and the client reconnects by itself.
import { createRequire } from 'node:module';
import type * as Redis from 'redis';

const loadModule = createRequire(import.meta.url);
let redis: typeof Redis | undefined;
/**
 * The Redis library, loaded (CommonJS, synchronously) by the first client: it is among the
 * heaviest of the server's imports, and an instance without REDIS_URL never needs it
 * (docs/decisions/server-bundle.md).
 */
export const loadRedis = () => (redis ??= loadModule('redis') as typeof Redis);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any module/script set will do
export type CommandClient = ReturnType<typeof Redis.createClient<any, any, any, any, any>>;

/** Wait at most this long for Redis when connecting or running a command. */
const CONNECT_TIMEOUT_MS = 5000;
/** Longest pause between reconnection attempts. */
const MAX_RECONNECT_DELAY_MS = 2000;

export function createCommandClient(url: string): CommandClient {
  const client: CommandClient = loadRedis().createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, MAX_RECONNECT_DELAY_MS),
    },
  });
  // Reconnection is automatic; without a listener an 'error' event would crash the process.
  client.on('error', () => {});
  return client;
}

/** How often an instance still waiting for Redis says so. */
const WAITING_SAID_EVERY_MS = 10_000;

/** Where a client waiting for Redis says so (the app's logger). */
export interface WaitLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/**
 * Connects the client, which keeps trying by itself. While Redis cannot be reached it says so
 * (at once, then every 10 s), and that it got through once it does: an instance waiting for
 * Redis at start answers readiness with "starting", and its log says why.
 */
export async function connectSaying(
  client: CommandClient,
  log: WaitLog | undefined,
): Promise<void> {
  let saidAt = -Infinity;
  const onError = (error: unknown) => {
    if (Date.now() - saidAt < WAITING_SAID_EVERY_MS) return;
    saidAt = Date.now();
    log?.warn({ err: error }, 'Waiting for Redis (REDIS_URL): it cannot be reached yet');
  };
  client.on('error', onError);
  try {
    await client.connect();
    if (saidAt > -Infinity) log?.info({}, 'Redis reached');
  } finally {
    client.off('error', onError);
  }
}

/** How long a graceful close may wait for Redis before the connection is dropped. */
const CLOSE_TIMEOUT_MS = 2000;

/**
 * Closes gracefully when connected (pending commands finish), but never waits for a Redis that
 * went away: the connection is dropped at once, or after CLOSE_TIMEOUT_MS.
 */
export async function closeRedisClient(client: CommandClient): Promise<void> {
  if (!client.isOpen) return;
  if (client.isReady) {
    let timer: NodeJS.Timeout | undefined;
    const closed = await Promise.race([
      client.close().then(
        () => true,
        () => false,
      ),
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), CLOSE_TIMEOUT_MS);
      }),
    ]);
    clearTimeout(timer);
    if (closed) return;
  }
  if (client.isOpen) client.destroy();
}
