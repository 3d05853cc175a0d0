// Builds the Fastify application (REST API, Socket.IO, web app) without listening, for main.ts and tests.
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import { AUTH_MESSAGES, GENERIC_MESSAGES } from '@o4f/contract';
import type { RequestListener, Server } from 'node:http';
import Fastify, { LogController } from 'fastify';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Server as IoServer } from 'socket.io';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { Db } from './db/client.ts';
import { resolveCredentialSecret } from './features/auth/auth.service.ts';
import { courseRoutes } from './features/courses/courses.routes.ts';
import { feedbackRoutes } from './features/feedback/feedback.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { lectureRoutes } from './features/lectures/lectures.routes.ts';
import { presentationRoutes } from './features/presentations/presentations.routes.ts';
import { reevaluateAdminEmails } from './features/teachers/teachers.service.ts';
import { teacherRoutes } from './features/teachers/teachers.routes.ts';
import { userRoutes } from './features/users/users.routes.ts';
import { DomainEvents } from './lib/domain-events.ts';
import { createGuessStore } from './lib/code-guesses.ts';
import { registerApiCompression } from './lib/compression.ts';
import { registerMessageLanguage } from './i18n/message-language.ts';
import { errorHandler } from './lib/error-handler.ts';
import type { App } from './lib/fastify.ts';
import {
  bodyRateLimit,
  capConnectionsPerAddress,
  cutSlowBodies,
  httpServerOptions,
} from './lib/http-limits.ts';
import { registerSecurityHeaders } from './lib/security-headers.ts';
import { refuseNul } from './lib/input-guard.ts';
import { loggerOptions } from './lib/logger.ts';
import { THEME_SCRIPT_HASH } from './lib/theme-script.ts';
import { createMailer } from './mail/mailer.ts';
import type { Mailer } from './mail/mailer.ts';
import { createIo } from './realtime/io.ts';
import { registerRealtime } from './register-realtime.ts';
import { connectRedisAdapter } from './realtime/redis-adapter.ts';
import { classCodeRoutes } from './features/class-code/class-code.routes.ts';
import { classStatusRoutes } from './features/class-status/class-status.routes.ts';
import { statisticsRoutes } from './features/statistics/statistics.routes.ts';
import { videoRoutes } from './features/video/video.routes.ts';
import { questionRoutes } from './features/questions/questions.routes.ts';
import { answerRoutes } from './features/answers/answers.routes.ts';
import { discussionRoutes } from './features/discussions/discussions.routes.ts';
import { notificationRoutes } from './features/notifications/notifications.routes.ts';
import { ssoRoutes } from './features/sso/sso.routes.ts';
import { passkeyRoutes } from './features/passkeys/passkeys.routes.ts';
import { API_PREFIX, registerWebApp } from './web-app.ts';
import { docsRoutes } from './features/health/docs.routes.ts';
import { registerLtiFraming } from './features/lti/lti-framing.ts';
import { ltiRoutes } from './features/lti/lti.routes.ts';
import { createDurableLiveState } from './live/create-live-state.ts';
import type { LiveState } from './live/live-state.ts';
import { Metrics } from './lib/metrics.ts';
import { createRedisProbe } from './lib/redis-probe.ts';
import { metricsRoutes, startMetricsPort } from './features/health/metrics.routes.ts';
import { readinessRoutes } from './features/health/readiness.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    io: IoServer;
  }
}

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** A pino logger to use instead of one built from LOG_LEVEL. */
  logger?: FastifyBaseLogger;
  /** Replaces the SMTP / log mailer (tests capture verification mails). */
  mailer?: Mailer;
  /** Live state to use instead of one built from REDIS_URL (tests share or isolate it). */
  live?: LiveState;
  /** A server already listening (main.ts, lib/early-listen.ts): the app is not to listen itself. */
  serverFactory?: (handler: RequestListener) => Server;
}

// Fastify types these factories for ajv's schemas; zod's compilers take the route's zod schemas.
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config, db } = options;
  const app = Fastify({
    ...(options.logger
      ? { loggerInstance: options.logger }
      : { logger: loggerOptions(config.LOG_LEVEL) }),
    trustProxy: config.TRUST_PROXY,
    // Per-request lines only when debugging: they are noise at classroom scale.
    logController: new LogController({
      disableRequestLogging: config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace',
    }),
    ...httpServerOptions(config),
    ...(options.serverFactory ? { serverFactory: options.serverFactory } : {}),
    // Every route validates and serializes with zod (below): given as the factories, Fastify does
    // not load its default compilers (ajv, fast-json-stringify): about 12 % of a start's busy main
    // thread (docs/decisions/server-bundle.md).
    schemaController: { compilersFactory: zodCompilers },
  }).withTypeProvider<ZodTypeProvider>();
  capConnectionsPerAddress(app.server, config.MAX_CONNECTIONS_PER_ADDRESS, app.log);
  cutSlowBodies(app, bodyRateLimit(config), GENERIC_MESSAGES.bodyTooSlow);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx: AppContext = {
    config,
    db,
    log: app.log,
    mailer: options.mailer ?? createMailer(config, app.log),
    credentialSecret: await resolveCredentialSecret(db, config.CREDENTIAL_SECRET),
    events: new DomainEvents(),
    live: await createDurableLiveState({
      db,
      log: app.log,
      live: options.live,
      redisUrl: config.REDIS_URL,
      keyPrefix: `${config.REDIS_KEY_PREFIX}live:`,
    }),
    guesses: await createGuessStore({
      redisUrl: config.REDIS_URL,
      keyPrefix: config.REDIS_KEY_PREFIX,
      log: app.log,
    }),
    metrics: new Metrics(),
  };
  app.decorate('ctx', ctx);
  app.decorateRequest('user', null);

  await reevaluateAdminEmails(ctx);

  app.setErrorHandler(errorHandler(app.log));
  // Before compression (registered in the API's scope): messages are translated, then compressed.
  await registerMessageLanguage(app as unknown as App);
  app.addHook('preHandler', refuseNul);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        // The video page loads the video service's IFrame API (and the widget script it pulls in).
        // index.html's theme bootstrap, by its hash.
        scriptSrc: ["'self'", 'https://www.youtube.com', 'https://s.ytimg.com', THEME_SCRIPT_HASH],
        // emotion (MUI) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // pdf.js runs in a worker.
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
        objectSrc: ["'none'"],
        // The embedded mode is often reached over plain http on a school network.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // The web app's pages may be framed by the registered LMSs (LTI); nothing else may.
  registerLtiFraming(app as unknown as App);
  await app.register(fastifyRateLimit, {
    global: false,
    // preHandler: the login key includes the identifier from the parsed body.
    hook: 'preHandler',
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: AUTH_MESSAGES.tooManyAttempts,
    }),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Open4Feedback API',
        version: '1.0.0',
        description:
          'REST API of Open4Feedback. Authenticate with `Authorization: Bearer <token>` from POST /apio4f/teacher/login or /apio4f/user/login.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });

  await app.register(
    async (api) => {
      // Inside the API's scope: the web app is precompressed, the socket path is not Fastify's.
      await registerApiCompression(api);
      const routes = api as unknown as App;
      await healthRoutes(routes);
      await teacherRoutes(routes);
      await userRoutes(routes);
      await courseRoutes(routes);
      await lectureRoutes(routes);
      await presentationRoutes(routes);
      await classCodeRoutes(routes);
      await classStatusRoutes(routes);
      await statisticsRoutes(routes);
      await videoRoutes(routes);
      await feedbackRoutes(routes);
      await questionRoutes(routes);
      await answerRoutes(routes);
      await discussionRoutes(routes);
      await notificationRoutes(routes);
      await ssoRoutes(routes);
      await passkeyRoutes(routes);
      await ltiRoutes(routes);
      await docsRoutes(routes);
    },
    { prefix: API_PREFIX },
  );

  await registerObservability(app, ctx);
  await registerWebApp(app, config.WEB_DIST);

  const redisAdapter = config.REDIS_URL
    ? await connectRedisAdapter(config.REDIS_URL, app.log, `${config.REDIS_KEY_PREFIX}socket.io`)
    : null;
  const io = createIo(app.server, redisAdapter?.adapter);
  app.decorate('io', io);
  const expressions = registerRealtime(app as unknown as App, ctx, io, { log: app.log });
  ctx.metrics.sources.socketsPerNamespace = () =>
    Object.fromEntries([...io._nsps].map(([name, nsp]) => [name, nsp.sockets.size]));
  app.addHook('preClose', async () => {
    // Close the clients' connections, not their sockets: a socket the server disconnects is told
    // it was sent away and does not come back, while a closed connection is a hiccup the client
    // reconnects from by itself, with backoff (to this instance restarted, or to another one).
    // Without this the HTTP server would wait for the connections forever.
    io.engine.close();
  });
  // One hook, in this order (Fastify runs separate onClose hooks last-registered first): the live
  // loops flush the last reactions and slide changes while the live state is still open.
  app.addHook('onClose', async () => {
    await expressions.stop();
    await new Promise<void>((resolve) => {
      void io.close(() => resolve());
    });
    await redisAdapter?.close();
    // A live state handed in by the caller is the caller's to close (only its wrapper closes).
    await ctx.live.close();
    await ctx.guesses.close();
  });

  return app;
}

/**
 * Metrics (lib/metrics.ts): HTTP latency per route template, the database pool, a Redis round
 * trip; /metrics behind METRICS_TOKEN, or on METRICS_PORT.
 */
async function registerObservability(app: App, ctx: AppContext) {
  const { metrics, config } = ctx;
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpSeconds.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
  const pool = (ctx.db as unknown as { $client?: Partial<PoolStats> }).$client;
  if (pool && typeof pool.totalCount === 'number')
    metrics.sources.databasePool = () => ({
      total: pool.totalCount ?? 0,
      idle: pool.idleCount ?? 0,
      waiting: pool.waitingCount ?? 0,
    });
  const redis = config.REDIS_URL ? createRedisProbe(config.REDIS_URL) : null;
  if (redis) metrics.watchRedis(() => redis.ping());
  // GET /apio4f/v1/ready: the database, Redis (the same probe) and draining (main.ts).
  await readinessRoutes(app, redis);
  await metricsRoutes(app, metrics, config.METRICS_TOKEN);
  const port =
    config.METRICS_PORT === undefined
      ? null
      : await startMetricsPort(metrics, { HOST: config.HOST, METRICS_PORT: config.METRICS_PORT });
  app.addHook('onClose', async () => {
    metrics.stop();
    await redis?.close();
    await new Promise<void>((resolve) => (port ? port.close(() => resolve()) : resolve()));
  });
}

interface PoolStats {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}
