// Entry point: config → listen (lib/early-listen.ts: readiness 503 while starting, other requests
// wait) → database and app modules → database → migrations → app, which takes the port over.
// Closes everything on SIGINT/SIGTERM. Heavy modules load after the port is taken, through
// dynamic imports, so that a restarting instance answers within moments of its start.
import type { FastifyBaseLogger } from 'fastify';
import type { App } from './lib/fastify.ts';
import type { Database } from './db/client.ts';
import type { Backups } from './lib/backups.ts';
import { loadConfigOrExit } from './config.ts';
import { listenEarly } from './lib/early-listen.ts';

/** Milliseconds since the process started, per phase of the start (logged once ready). */
const startup: Record<string, number> = {};
const mark = (phase: string) => (startup[phase] = Math.round(performance.now()));
mark('entry');

const config = loadConfigOrExit();
const early = await listenEarly(config).catch((error: Error) => {
  console.error(`Could not start the server: ${error.message}`);
  process.exit(1);
});
mark('listening');

// The pool may lose a connection before the app, and its logger, exists.
const logger: { current?: FastifyBaseLogger } = {};
let database: Database | undefined;
let app: App | undefined;
let backups: Backups | undefined;
// A backup of the embedded database now (lib/backups.ts); ignored while the server starts.
process.on('SIGUSR2', () => void backups?.now());

async function start() {
  const { openConfiguredDatabase } = await import('./db/client.ts');
  // The app's modules load while the embedded database opens (its WebAssembly compiles off-thread).
  const appModule = import('./app.ts');
  appModule.catch(() => {});
  database = await openConfiguredDatabase(config, {
    onConnectionError: (error) =>
      logger.current?.warn(
        { err: error },
        'A database connection was lost; the next query opens a new one',
      ),
  });
  mark('databaseOpen');
  await database.migrate();
  mark('migrated');
  const { buildApp } = await appModule;
  mark('modulesLoaded');
  app = await buildApp({ config, db: database.db, serverFactory: early.handOver });
  logger.current = app.log;
  await app.ready();
  // Before the first request: its metrics are there from the first scrape.
  const { startBackups } = await import('./lib/backups.ts');
  backups = startBackups(database.dumpDataDir, config, app.log, app.ctx.metrics);
  mark('appReady');
  early.release();
  return app;
}
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  if (!app) {
    // Stopped while starting: nothing was served yet.
    await early.fail();
    await database?.close().catch(() => {});
    process.exit(0);
  }
  const running = app;
  // Draining (SIGTERM, a deploy): readiness answers 503 at once while the instance keeps serving
  // for DRAIN_SECONDS, so the load balancer's health check takes it out before it closes. Then
  // app.close stops taking connections, closes the clients' connections (they reconnect by
  // themselves, through the load balancer to another instance) and flushes the reaction journal.
  running.readiness.drain();
  const drainMs = signal === 'SIGTERM' ? config.DRAIN_SECONDS * 1000 : 0;
  running.log.info({ signal, drainSeconds: drainMs / 1000 }, 'Shutting down');
  const timer = setTimeout(() => {
    running.log.error('Shutdown took too long; exiting');
    process.exit(1);
  }, drainMs + 10_000);
  timer.unref();
  try {
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    await running.close();
    // The app did not listen itself (lib/early-listen.ts), so the server is closed here.
    await new Promise<void>((resolve) => early.server.close(() => resolve()));
    await backups?.stop();
    await database?.close();
    process.exit(0);
  } catch (error) {
    running.log.error({ err: error }, 'Shutdown failed');
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

try {
  const started = await start();
  const address = early.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  started.log.info(`Server listening at http://${config.HOST}:${port}`);
  started.log.info(
    {
      database: database?.kind,
      dataDir: database?.kind === 'pglite' ? config.PGLITE_DIR : undefined,
      startup,
    },
    `Open4Feedback is running on ${config.PUBLIC_URL}`,
  );
} catch (error) {
  if (app) app.log.error({ err: error }, 'Could not start the server');
  // A second server on one embedded database (db/data-dir-lock.ts) is told in words alone.
  else if (error instanceof Error && error.name === 'DataDirInUse')
    console.error(`Could not start the server: ${error.message}`);
  else console.error('Could not start the server:', error);
  await early.fail();
  await database?.close().catch(() => {});
  process.exit(1);
}
