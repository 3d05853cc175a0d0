// Readiness (GET /apio4f/v1/ready), apart from the spec's health check /v1/test: whether a load
// balancer should send this instance work. Not ready while the database or Redis does not answer,
// and from the moment a SIGTERM starts draining it (main.ts), so HAProxy takes it out before it
// closes. The answer names the reason in words; it never holds an error's text.
import type { App } from '../../lib/fastify.ts';
import type { RedisProbe } from '../../lib/redis-probe.ts';
import { pingDatabase } from './health.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

export const READINESS_PATH = '/apio4f/v1/ready';

/** A dependency that has not answered within this is as good as away. */
const CHECK_TIMEOUT_MS = 2000;

export const NOT_READY = {
  draining: 'This instance is shutting down; another one takes over.',
  database: 'The database does not answer.',
  redis: 'Redis does not answer.',
} as const;

export class Readiness {
  #draining = false;

  get draining() {
    return this.#draining;
  }

  /** From now on the instance answers 503: it is about to close. */
  drain() {
    this.#draining = true;
  }
}

function withinTimeout(check: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  return Promise.race([check, late]).finally(() => clearTimeout(timer));
}

const answered = (check: () => Promise<void>) =>
  withinTimeout(check()).then(
    () => true,
    () => false,
  );

export async function readinessRoutes(app: App, redis: RedisProbe | null) {
  const readiness = new Readiness();
  app.decorate('readiness', readiness);
  app.get(READINESS_PATH, {
    schema: { hide: true },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const reason = await notReadyBecause(app, readiness, redis);
      if (reason === null) return { ready: true };
      reply.code(503).header('retry-after', '5');
      return { ready: false, reason };
    },
  });
}

/** Why the instance is not ready, or null. Draining first: it is the one reason that stays. */
async function notReadyBecause(app: App, readiness: Readiness, redis: RedisProbe | null) {
  if (readiness.draining) return NOT_READY.draining;
  const [database, redisUp] = await Promise.all([
    answered(() => pingDatabase(app.ctx.db)),
    redis ? answered(() => redis.ping()) : Promise.resolve(true),
  ]);
  if (!database) return NOT_READY.database;
  if (!redisUp) return NOT_READY.redis;
  return null;
}
