import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { Config } from '../config.ts';

/** The Fastify instance with the zod type provider, as route modules receive it. */
export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The success body every route answers with. */
export const ok = <T>(message: string, data: T) => ({ message, data });

export const messageOnly = z.object({ message: z.string(), data: z.null() });

/** Rate limit for login routes: per client address and identifier, so a class behind one NAT can log in. */
export const loginRateLimit = (config: Config, field: 'username' | 'anonId') => ({
  max: config.RATE_LIMIT_LOGIN_PER_MINUTE,
  timeWindow: '1 minute',
  keyGenerator: (request: { ip: string; body?: unknown }) => {
    const body = request.body as Record<string, unknown> | undefined;
    const id = typeof body?.[field] === 'string' ? (body[field] as string).toLowerCase() : '';
    // Per device too: someone else at the same address cannot use up the owner's allowance.
    const device = typeof body?.device === 'string' ? body.device.slice(0, 128) : '';
    return `${request.ip}|${id.slice(0, 100)}|${device}`;
  },
});

/** Rate limit for account creation and the public feedback form: per client address. */
export const registerRateLimit = (config: Config) => ({
  max: config.RATE_LIMIT_REGISTER_PER_MINUTE,
  timeWindow: '1 minute',
});
