import {
  envelope,
  feedback,
  FEEDBACK_MESSAGES,
  FEEDBACK_THANKS,
  feedbackInput,
  idParam,
} from '@o4f/contract';
import { z } from 'zod';
import { messageOnly, ok, registerRateLimit } from '../../lib/fastify.ts';
import type { App } from '../../lib/fastify.ts';
import { optionalAuth, requireRole } from '../auth/auth.hooks.ts';
import * as service from './feedback.service.ts';

const tags = ['feedback'];

export async function feedbackRoutes(app: App) {
  const { ctx } = app;

  app.post('/feedback', {
    schema: {
      tags,
      summary: 'Send feedback (token optional)',
      body: feedbackInput,
      response: { 201: messageOnly },
    },
    config: { rateLimit: registerRateLimit(ctx.config) },
    preHandler: optionalAuth,
    handler: async (request, reply) => {
      await service.sendFeedback(ctx, request.user, request.body);
      return reply.code(201).send(ok(FEEDBACK_THANKS, null));
    },
  });

  app.get('/feedbacks', {
    schema: {
      tags,
      summary: 'All feedback, newest first (admin teachers)',
      response: { 200: envelope(z.array(feedback)) },
    },
    preHandler: requireRole('TEACHER', { admin: true }),
    handler: async () => ok(FEEDBACK_MESSAGES.list, await service.listFeedback(ctx)),
  });

  app.get('/feedback/:id', {
    schema: {
      tags,
      summary: 'One feedback message (admin teachers)',
      params: z.object({ id: idParam }),
      response: { 200: envelope(feedback) },
    },
    preHandler: requireRole('TEACHER', { admin: true }),
    handler: async (request) =>
      ok(FEEDBACK_MESSAGES.found, await service.getFeedback(ctx, request.params.id)),
  });
}
