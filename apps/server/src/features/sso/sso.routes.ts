// Campus sign-in (OpenID Connect) under /apio4f/v1/sso: the login page's button, the two browser
// redirects of the code flow, and the hand-off from the completion page to a session.
import {
  AUTH_MESSAGES,
  envelope,
  errorBody,
  SSO_MESSAGES,
  ssoConfig,
  ssoSessionRequest,
  ssoStartQuery,
  teacherLoginResult,
} from '@o4f/contract';
import type { SsoErrorCode } from '@o4f/contract';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ok, registerRateLimit } from '../../lib/fastify.ts';
import type { App } from '../../lib/fastify.ts';
import { createOidcClient, oidcSettings } from './sso.client.ts';
import type { OidcClient } from './sso.client.ts';
import * as service from './sso.service.ts';

const tags = ['sso'];

export async function ssoRoutes(app: App) {
  const { ctx } = app;
  const settings = oidcSettings(ctx.config);
  const client = settings ? createOidcClient(settings, ctx.log) : null;

  const refuse = (reply: FastifyReply, code: SsoErrorCode) =>
    reply.redirect(`${ctx.config.PUBLIC_URL}/teacher-login?sso=${code}`, 303);

  /** Runs a browser step; a refusal (or SSO being off) ends on the login page, in words. */
  const browserStep = async (
    reply: FastifyReply,
    step: (oidcClient: OidcClient) => Promise<string>,
  ) => {
    if (!client) return refuse(reply, 'disabled');
    try {
      return reply.redirect(await step(client), 303);
    } catch (error) {
      if (!(error instanceof service.SsoRefusal)) throw error;
      ctx.log.info({ reason: error.code }, 'Campus sign-in refused');
      return refuse(reply, error.code);
    }
  };

  app.get('/v1/sso/config', {
    schema: {
      tags,
      summary: 'Whether the teacher login offers campus sign-in, and the button label',
      response: { 200: envelope(ssoConfig) },
    },
    handler: async () =>
      ok(SSO_MESSAGES.config, { enabled: settings !== null, label: settings?.label ?? null }),
  });

  app.get('/v1/sso/start', {
    schema: {
      tags,
      summary:
        'Start a campus sign-in: a redirect to the provider (or to /teacher-login?sso=<why>)',
      querystring: ssoStartQuery,
    },
    config: { rateLimit: registerRateLimit(ctx.config) },
    handler: (request, reply) =>
      browserStep(reply, (oidcClient) => service.startSignIn(ctx, oidcClient, request.query.next)),
  });

  app.get('/v1/sso/callback', {
    schema: {
      tags,
      summary:
        'The provider returns here: on success a redirect to /sso/complete#handoff=<code>, otherwise to /teacher-login?sso=<why>',
      querystring: z.looseObject({ state: z.string().max(1000).optional() }),
    },
    // The query holds the authorization code: no request line in the log, even when debugging.
    logLevel: 'warn',
    handler: (request, reply) =>
      browserStep(reply, async (oidcClient) => {
        // The redirect URI the provider knows, with the answer's query (PUBLIC_URL may have a path).
        const currentUrl = new URL(`${ctx.config.PUBLIC_URL}${request.url}`);
        const { handoff, next } = await service.finishSignIn(ctx, oidcClient, currentUrl);
        const query = next ? `?next=${encodeURIComponent(next)}` : '';
        return `${ctx.config.PUBLIC_URL}/sso/complete${query}#handoff=${handoff}`;
      }),
  });

  app.post('/v1/sso/session', {
    schema: {
      tags,
      summary: 'Trade the one-time hand-off code for a session (the teacher login answer)',
      body: ssoSessionRequest,
      response: { 200: envelope(teacherLoginResult), 400: errorBody },
    },
    config: { rateLimit: registerRateLimit(ctx.config) },
    logLevel: 'warn',
    handler: async (request, reply) => {
      const result = await service.exchangeHandoff(ctx, request.body.handoff);
      if (!result) return reply.code(400).send({ message: SSO_MESSAGES.handoffInvalid });
      return ok(AUTH_MESSAGES.loggedIn, result);
    },
  });
}
