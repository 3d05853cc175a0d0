// LTI 1.3: the endpoints the LMS speaks to (/lti/..., HTML and redirects, forms accepted there
// only) and the REST the web app uses after a launch (/v1/lti/...).
import fastifyFormbody from '@fastify/formbody';
import {
  envelope,
  idParam,
  isAllowedPlatformUrl,
  ltiDeepLinkChoice,
  ltiDeepLinkOptions,
  ltiDeepLinkResult,
  ltiPlatform,
  ltiPlatformInput,
  ltiPlatformList,
  ltiSessionRequest,
  ltiSessionResult,
} from '@o4f/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { pageLanguageOf } from '../../i18n/translate.ts';
import { ok, registerRateLimit } from '../../lib/fastify.ts';
import type { App } from '../../lib/fastify.ts';
import { currentUser, optionalAuth, requireRole } from '../auth/auth.hooks.ts';
import { allowFraming, platformOrigins } from './lti-framing.ts';
import { CLOSE_SCRIPT_HASH, LTI_PAGES, messagePage, registeredPage } from './lti-html.ts';
import { toolJwks } from './lti-keys.ts';
import { initiateLogin, launch } from './lti-launch.service.ts';
import {
  addPlatform,
  canvasConfiguration,
  listPlatforms,
  registerDynamically,
  removePlatform,
} from './lti-registration.service.ts';
import { completeDeepLink, deepLinkOptions, exchangeHandoff } from './lti-session.service.ts';
import { LTI_MESSAGES, LtiRefusal } from './lti-refusal.ts';

const tags = ['lti'];
const deepLinkParams = z.object({ deepLinkId: z.string().min(1).max(100) });

const originOf = (url: unknown): string[] =>
  typeof url === 'string' && isAllowedPlatformUrl(url) ? [new URL(url).origin] : [];

export async function ltiRoutes(app: App) {
  const { ctx } = app;

  /**
   * A page in the language the browser showing the LMS asks for (Accept-Language); without one,
   * the English page byte for byte.
   */
  const sendPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    draw: (language: ReturnType<typeof pageLanguageOf>) => string,
  ) => {
    const language = pageLanguageOf(request);
    if (language.catalogue) reply.header('content-language', language.code);
    return reply.type('text/html; charset=utf-8').send(draw(language));
  };

  /** A refusal as a page in words (logged with its reason only); anything else goes on. */
  const refuse = (request: FastifyRequest, reply: FastifyReply, error: unknown, title: string) => {
    if (!(error instanceof LtiRefusal)) throw error;
    ctx.log.warn({ reason: error.reason, status: error.statusCode }, 'LTI request refused');
    return sendPage(request, reply.code(error.statusCode), (language) =>
      messagePage(language.translate(title), language.translate(error.message), language),
    );
  };

  // The LMS's side: forms are parsed in this scope only, so the JSON API stays JSON.
  await app.register(async (scope) => {
    await scope.register(fastifyFormbody, { bodyLimit: 200_000 });
    const lms = scope as unknown as App;

    lms.get('/lti/jwks', async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=300').send(await toolJwks(ctx)),
    );

    lms.get('/lti/config.json', async () => canvasConfiguration(ctx));

    lms.get('/lti/register', {
      config: { rateLimit: registerRateLimit(ctx.config) },
      handler: async (request, reply) => {
        const query = request.query as Record<string, unknown>;
        // The LMS shows this page in its own frame or window.
        allowFraming(reply, originOf(query.openid_configuration), {
          scriptHash: CLOSE_SCRIPT_HASH,
        });
        try {
          const name = await registerDynamically(ctx, query);
          return sendPage(request, reply, (language) =>
            registeredPage(name, language.catalogue?.LTI_PAGES, language),
          );
        } catch (error) {
          return refuse(request, reply, error, LTI_PAGES.registerRefused);
        }
      },
    });

    lms.route({
      method: ['GET', 'POST'],
      url: '/lti/login',
      handler: async (request, reply) => {
        try {
          const params = request.method === 'POST' ? request.body : request.query;
          return reply.redirect(await initiateLogin(ctx, params), 302);
        } catch (error) {
          allowFraming(reply, await platformOrigins(ctx));
          return refuse(request, reply, error, LTI_PAGES.loginRefused);
        }
      },
    });

    lms.post('/lti/launch', async (request, reply) => {
      try {
        return reply.redirect(await launch(ctx, request.body), 303);
      } catch (error) {
        allowFraming(reply, await platformOrigins(ctx));
        return refuse(request, reply, error, LTI_PAGES.launchRefused);
      }
    });
  });

  app.post('/v1/lti/session', {
    schema: {
      tags,
      summary:
        'Exchange the one-time code of an LTI launch for a session (with `link: true`, a teacher bearer token links a new LMS identity to that account)',
      body: ltiSessionRequest,
      response: { 200: envelope(ltiSessionResult) },
    },
    config: { rateLimit: registerRateLimit(ctx.config) },
    preHandler: optionalAuth,
    handler: async (request) =>
      ok(
        LTI_MESSAGES.session,
        // The bearer links only when the teacher said so on the launch page.
        await exchangeHandoff(
          ctx,
          request.body.handoff,
          request.body.link === true ? request.user : null,
        ),
      ),
  });

  app.get('/v1/lti/deep-link/:deepLinkId', {
    schema: {
      tags,
      summary: "The teacher's courses and lectures to link to the LMS",
      params: deepLinkParams,
      response: { 200: envelope(ltiDeepLinkOptions) },
    },
    preHandler: requireRole('TEACHER'),
    handler: async (request) =>
      ok(
        LTI_MESSAGES.deepLinkOptions,
        await deepLinkOptions(ctx, currentUser(request), request.params.deepLinkId),
      ),
  });

  app.post('/v1/lti/deep-link/:deepLinkId', {
    schema: {
      tags,
      summary: 'Link a course or lecture (or a new course): the signed answer for the LMS',
      params: deepLinkParams,
      body: ltiDeepLinkChoice,
      response: { 200: envelope(ltiDeepLinkResult) },
    },
    preHandler: requireRole('TEACHER'),
    handler: async (request) =>
      ok(
        LTI_MESSAGES.deepLinkDone,
        await completeDeepLink(ctx, currentUser(request), request.params.deepLinkId, request.body),
      ),
  });

  app.get('/v1/lti/platforms', {
    schema: {
      tags,
      summary: 'The registered LTI platforms and the registration URL (admin teachers)',
      response: { 200: envelope(ltiPlatformList) },
    },
    preHandler: requireRole('TEACHER', { admin: true }),
    handler: async () => ok(LTI_MESSAGES.platforms, await listPlatforms(ctx)),
  });

  app.post('/v1/lti/platforms', {
    schema: {
      tags,
      summary: 'Add an LTI platform by hand (admin teachers)',
      body: ltiPlatformInput,
      response: { 201: envelope(ltiPlatform) },
    },
    preHandler: requireRole('TEACHER', { admin: true }),
    handler: async (request, reply) =>
      reply.code(201).send(ok(LTI_MESSAGES.platformAdded, await addPlatform(ctx, request.body))),
  });

  app.delete('/v1/lti/platforms/:id', {
    schema: {
      tags,
      summary: 'Remove an LTI platform (admin teachers)',
      params: z.object({ id: idParam }),
    },
    preHandler: requireRole('TEACHER', { admin: true }),
    handler: async (request, reply) => {
      await removePlatform(ctx, request.params.id);
      return reply.code(204).send();
    },
  });
}
