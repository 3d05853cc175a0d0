// Notifications of the logged-in user.
import {
  acknowledgeDiscussions,
  acknowledgeEvents,
  acknowledgeQuestions,
  acknowledgeResult,
  envelope,
  idParam,
  notification,
  NOTIFICATION_MESSAGES,
} from '@o4f/contract';
import { z } from 'zod';
import { ok } from '../../lib/fastify.ts';
import type { App } from '../../lib/fastify.ts';
import { currentUser, requireRole } from '../auth/auth.hooks.ts';
import * as service from './notifications.service.ts';

const tags = ['notifications'];
const courseQuery = z.object({ courseId: idParam.optional() });
const many = { 200: envelope(z.array(notification)) };
const acknowledged = { 200: envelope(acknowledgeResult) };

export async function notificationRoutes(app: App) {
  const { ctx } = app;
  const guard = requireRole('ANY');

  const lists = [
    {
      url: '/notifications/latest',
      summary: 'Your latest notifications (read and unread), newest first; ?courseId= narrows',
      read: service.latest,
    },
    {
      url: '/notifications/notAcknowledged',
      summary: 'Your unread notifications, newest first; ?courseId= narrows',
      read: service.notAcknowledged,
    },
  ];
  for (const { url, summary, read } of lists) {
    app.get(url, {
      schema: { tags, summary, querystring: courseQuery, response: many },
      preHandler: guard,
      handler: async (request) =>
        ok(
          NOTIFICATION_MESSAGES.list,
          await read(ctx, currentUser(request), request.query.courseId),
        ),
    });
  }

  app.put('/notifications/events', {
    schema: {
      tags,
      summary: 'Mark every notification of these events read',
      body: acknowledgeEvents,
      response: acknowledged,
    },
    preHandler: guard,
    handler: async (request) =>
      ok(
        NOTIFICATION_MESSAGES.acknowledged,
        await service.acknowledgeEvents(ctx, currentUser(request), request.body.events),
      ),
  });

  app.put('/notification/:id', {
    schema: {
      tags,
      summary: 'Mark one notification read',
      params: z.object({ id: idParam }),
      response: acknowledged,
    },
    preHandler: guard,
    handler: async (request) =>
      ok(
        NOTIFICATION_MESSAGES.acknowledged,
        await service.acknowledgeOne(ctx, currentUser(request), request.params.id),
      ),
  });

  app.post('/notification/questions', {
    schema: {
      tags,
      summary: 'Mark read the notifications of these events about these questions',
      body: acknowledgeQuestions,
      response: acknowledged,
    },
    preHandler: guard,
    handler: async (request) =>
      ok(
        NOTIFICATION_MESSAGES.acknowledged,
        await service.acknowledgeQuestions(
          ctx,
          currentUser(request),
          request.body.events,
          request.body.questionsId,
        ),
      ),
  });

  app.post('/notification/discussions', {
    schema: {
      tags,
      summary: 'Mark read the notifications of these events about these discussions',
      body: acknowledgeDiscussions,
      response: acknowledged,
    },
    preHandler: guard,
    handler: async (request) =>
      ok(
        NOTIFICATION_MESSAGES.acknowledged,
        await service.acknowledgeDiscussions(
          ctx,
          currentUser(request),
          request.body.events,
          request.body.discussionsId,
        ),
      ),
  });
}
