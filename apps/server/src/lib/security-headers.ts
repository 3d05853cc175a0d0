// The security headers of every response (helmet: the content security policy, frame refusal,
// referrer policy and the rest), from a middleware built once at start. The Fastify plugin for it
// built helmet's middleware anew on every request, parsing the whole policy each time: 17 % of
// the main thread's time for a request as small as GET /apio4f/v1/test (a CPU profile of
// bench/qa-list.mjs; docs/decisions/security-headers.md).
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';

export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const apply = helmet(options);
  // Helmet throws rather than passing an error on (since 8.1): its callback only continues.
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, () => done());
  });
}
