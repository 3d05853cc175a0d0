import { envelope } from '@o4f/contract';
import { z } from 'zod';
import { ok } from '../../lib/fastify.ts';
import type { App } from '../../lib/fastify.ts';
import { pingDatabase } from './health.repository.ts';

export async function healthRoutes(app: App) {
  app.get('/v1/test', {
    schema: {
      tags: ['health'],
      summary: 'Health check: answers after a database round trip',
      response: { 200: envelope(z.object({ db: z.literal('up') })) },
    },
    handler: async () => {
      await pingDatabase(app.ctx.db);
      return ok('ok', { db: 'up' as const });
    },
  });
}
