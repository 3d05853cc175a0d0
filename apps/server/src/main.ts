// Entry point: config → database → migrations → app → listen; closes everything on SIGINT/SIGTERM.
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfigOrExit } from './config.ts';
import { openConfiguredDatabase } from './db/client.ts';

const config = loadConfigOrExit();
// The pool may lose a connection before the app, and its logger, exists.
const logger: { current?: FastifyBaseLogger } = {};
const database = await openConfiguredDatabase(config, {
  onConnectionError: (error) =>
    logger.current?.warn(
      { err: error },
      'A database connection was lost; the next query opens a new one',
    ),
});
await database.migrate();
const app = await buildApp({ config, db: database.db });
logger.current = app.log;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  // Draining (SIGTERM, a deploy): readiness answers 503 at once while the instance keeps serving
  // for DRAIN_SECONDS, so the load balancer's health check takes it out before it closes. Then
  // app.close stops taking connections, closes the clients' connections (they reconnect by
  // themselves, through the load balancer to another instance) and flushes the reaction journal.
  app.readiness.drain();
  const drainMs = signal === 'SIGTERM' ? config.DRAIN_SECONDS * 1000 : 0;
  app.log.info({ signal, drainSeconds: drainMs / 1000 }, 'Shutting down');
  const timer = setTimeout(() => {
    app.log.error('Shutdown took too long; exiting');
    process.exit(1);
  }, drainMs + 10_000);
  timer.unref();
  try {
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'Shutdown failed');
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    {
      database: database.kind,
      dataDir: database.kind === 'pglite' ? config.PGLITE_DIR : undefined,
    },
    `Open4Feedback is running on ${config.PUBLIC_URL}`,
  );
} catch (error) {
  app.log.error({ err: error }, 'Could not start the server');
  await database.close();
  process.exit(1);
}
