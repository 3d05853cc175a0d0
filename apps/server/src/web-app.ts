// Serves the built web app with the SPA fallback; without a build, a 503 explains what to do.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GENERIC_MESSAGES } from '@o4f/contract';
import { SOCKET_PATH } from './realtime/io.ts';

export const API_PREFIX = '/apio4f';
const WEB_APP_MISSING =
  'Open4Feedback: the web app is not built. Run `npm run build` and restart the server.';

const isBackendPath = (url: string) =>
  url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(SOCKET_PATH);

export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasBuild = existsSync(path.join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
      cacheControl: false,
      // The build writes .br and .gz beside each text file (apps/web/build/precompress.ts): the
      // variant the client accepts is sent as it is, brotli first, without compressing per request.
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite puts content-hashed files under assets/; everything else must be revalidated.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ message: GENERIC_MESSAGES.routeNotFound });
    }
    if (isBackendPath(url))
      return reply.code(404).send({ message: GENERIC_MESSAGES.routeNotFound });
    if (!hasBuild) return reply.code(503).type('text/plain; charset=utf-8').send(WEB_APP_MISSING);
    // A missing file with an extension (e.g. an old hashed asset) is a real 404, not the app.
    if (path.extname(url) !== '' && !url.endsWith('.html')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
