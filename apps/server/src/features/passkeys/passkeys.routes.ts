import {
  AUTH_MESSAGES,
  envelope,
  PASSKEY_MESSAGES,
  passkeyIdParam,
  passkeyLogin,
  passkeyLoginOptionsRequest,
  passkeyLoginResult,
  passkeyOptionsResult,
  passkeyRegistration,
  passkeySummary,
} from '@o4f/contract';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { messageOnly, ok } from '../../lib/fastify.ts';
import type { App } from '../../lib/fastify.ts';
import { currentUser, requireRole } from '../auth/auth.hooks.ts';
import * as service from './passkeys.service.ts';

const tags = ['passkeys'];
const PREFIX = '/v1/passkeys';

/**
 * The passkey login's per-minute limit, per address and device key like the password logins:
 * someone else at the owner's address (a school's NAT) uses up their own allowance, not the owner's.
 */
const passkeyLoginRateLimit = (config: Config) => ({
  max: config.RATE_LIMIT_LOGIN_PER_MINUTE,
  timeWindow: '1 minute',
  keyGenerator: (request: { ip: string; body?: unknown }) => {
    const body = request.body as Record<string, unknown> | null | undefined;
    const device = typeof body?.device === 'string' ? body.device.slice(0, 128) : '';
    return `passkey|${request.ip}|${device}`;
  },
});

export async function passkeyRoutes(app: App) {
  const { ctx } = app;

  app.post(`${PREFIX}/register/options`, {
    schema: {
      tags,
      summary: 'Options to create a passkey for the signed-in account (any role)',
      response: { 200: envelope(passkeyOptionsResult) },
    },
    preHandler: requireRole('ANY'),
    handler: async (request) =>
      ok(PASSKEY_MESSAGES.options, await service.registrationOptions(ctx, currentUser(request))),
  });

  app.post(`${PREFIX}/register/verify`, {
    schema: {
      tags,
      summary: 'Store the passkey the browser created with those options',
      body: passkeyRegistration,
      response: { 201: messageOnly },
    },
    preHandler: requireRole('ANY'),
    handler: async (request, reply) => {
      await service.registerPasskey(
        ctx,
        currentUser(request),
        request.body.challengeId,
        request.body.response as unknown as RegistrationResponseJSON,
      );
      return reply.code(201).send(ok(PASSKEY_MESSAGES.added, null));
    },
  });

  app.post(`${PREFIX}/login/options`, {
    schema: {
      tags,
      summary: 'Options to sign in with any passkey of this site (no name asked)',
      body: passkeyLoginOptionsRequest,
      response: { 200: envelope(passkeyOptionsResult) },
    },
    config: { rateLimit: passkeyLoginRateLimit(ctx.config) },
    handler: async () => ok(PASSKEY_MESSAGES.options, await service.loginOptions(ctx)),
  });

  app.post(`${PREFIX}/login/verify`, {
    schema: {
      tags,
      summary: 'Sign in with the passkey the browser chose: a session like the password logins',
      body: passkeyLogin,
      response: { 200: envelope(passkeyLoginResult) },
    },
    config: { rateLimit: passkeyLoginRateLimit(ctx.config) },
    handler: async (request) =>
      ok(
        AUTH_MESSAGES.loggedIn,
        await service.loginWithPasskey(
          ctx,
          request.body.challengeId,
          request.body.response as unknown as AuthenticationResponseJSON,
        ),
      ),
  });

  app.get(PREFIX, {
    schema: {
      tags,
      summary: "The signed-in account's passkeys",
      response: { 200: envelope(z.array(passkeySummary)) },
    },
    preHandler: requireRole('ANY'),
    handler: async (request) =>
      ok(PASSKEY_MESSAGES.list, await service.listOwnPasskeys(ctx, currentUser(request))),
  });

  app.delete(`${PREFIX}/:id`, {
    schema: {
      tags,
      summary: 'Remove one of the own passkeys',
      params: passkeyIdParam,
      response: { 200: messageOnly },
    },
    preHandler: requireRole('ANY'),
    handler: async (request) => {
      await service.removeOwnPasskey(ctx, currentUser(request), request.params.id);
      return ok(PASSKEY_MESSAGES.removed, null);
    },
  });
}
