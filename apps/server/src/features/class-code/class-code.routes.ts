import {
  CLASS_CODE_TEXT,
  CLASS_STATUS_MESSAGES,
  classIdCheck,
  envelope,
  errorBody,
} from '@o4f/contract';
import { z } from 'zod';
import { ok } from '../../lib/fastify.ts';
import type { App } from '../../lib/fastify.ts';
import { notFound } from '../../lib/http-error.ts';
import { isLiveCode } from './class-code.service.ts';

/** Guessing a six-digit code by brute force is what this limit stops. */
export const CLASS_ID_CHECKS_PER_MINUTE = 30;

export async function classCodeRoutes(app: App) {
  const { ctx } = app;
  app.get('/classId/:classId', {
    schema: {
      tags: ['live'],
      summary: 'Is there a live lecture behind this Lecture Code? (no login needed)',
      security: [],
      params: z.object({ classId: z.string().max(32) }),
      response: { 200: envelope(classIdCheck), 404: errorBody },
    },
    config: {
      rateLimit: { max: CLASS_ID_CHECKS_PER_MINUTE, timeWindow: '1 minute' },
    },
    handler: async (request) => {
      if (!(await isLiveCode(ctx, request.params.classId)))
        throw notFound(CLASS_CODE_TEXT.noSuchClass);
      return ok(CLASS_STATUS_MESSAGES.classIdValid, { valid: true as const });
    },
  });
}
