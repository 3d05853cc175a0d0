// Prometheus text at /metrics (docs/decisions/operations.md): on the main port behind the
// METRICS_TOKEN bearer, or without a token on its own METRICS_PORT; not found otherwise.
import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { Config } from '../../config.ts';
import type { Metrics } from '../../lib/metrics.ts';
import type { App } from '../../lib/fastify.ts';

const METRICS_PATH = '/metrics';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** /metrics on the main port: 404 without METRICS_TOKEN, 401 without the right bearer. */
export async function metricsRoutes(app: App, metrics: Metrics, token: string | undefined) {
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!token) return reply.code(404).send({ message: 'Not found.' });
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!sameSecret(given, token))
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ message: 'The metrics need their bearer token.' });
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

/** /metrics alone on METRICS_PORT (no token: keep the port private). */
export async function startMetricsPort(
  metrics: Metrics,
  config: Pick<Config, 'HOST'> & { METRICS_PORT: number },
): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found.\n');
      return;
    }
    metrics.registry.metrics().then(
      (body) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(body),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed.\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.METRICS_PORT, config.HOST, () => resolve());
  });
  return server;
}
