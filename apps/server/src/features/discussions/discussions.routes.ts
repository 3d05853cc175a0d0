// Discussions: .../answer/{a}/discussions, .../answer/{a}/discussion(/{d}).
import { discussion, discussionInput, envelope, idParam, QA_MESSAGES } from '@o4f/contract';
import { z } from 'zod';
import { ok } from '../../lib/fastify.ts';
import type { App } from '../../lib/fastify.ts';
import { ANSWER_PATH } from '../answers/answers.routes.ts';
import { currentUser, requireRole } from '../auth/auth.hooks.ts';
import * as service from './discussions.service.ts';

const tags = ['discussions'];
const answerParams = z.object({
  courseId: idParam,
  lectureNum: idParam,
  questionId: idParam,
  answerId: idParam,
});
const discussionParams = answerParams.extend({ discussionId: idParam });
const one = envelope(discussion);

export async function discussionRoutes(app: App) {
  const { ctx } = app;
  const guard = requireRole('ANY');

  app.get(`${ANSWER_PATH}/discussions`, {
    schema: {
      tags,
      summary: "An answer's discussions, oldest first",
      params: answerParams,
      response: { 200: envelope(z.array(discussion)) },
    },
    preHandler: guard,
    handler: async (request) =>
      ok(
        QA_MESSAGES.discussions,
        await service.listDiscussions(ctx, currentUser(request), request.params),
      ),
  });

  app.get(`${ANSWER_PATH}/discussion/:discussionId`, {
    schema: { tags, summary: 'A discussion', params: discussionParams, response: { 200: one } },
    preHandler: guard,
    handler: async (request) =>
      ok(
        QA_MESSAGES.discussion,
        await service.getDiscussion(ctx, currentUser(request), request.params),
      ),
  });

  app.post(`${ANSWER_PATH}/discussion`, {
    schema: {
      tags,
      summary:
        "Start a discussion with the answer's poster (a second call continues your discussion on it)",
      params: answerParams,
      body: discussionInput,
      response: { 201: one },
    },
    preHandler: guard,
    handler: async (request, reply) => {
      const started = await service.startDiscussion(
        ctx,
        currentUser(request),
        request.params,
        request.body.message,
      );
      return reply.code(201).send(ok(QA_MESSAGES.discussionStarted, started));
    },
  });

  app.post(`${ANSWER_PATH}/discussion/:discussionId`, {
    schema: {
      tags,
      summary: 'Reply in a discussion (only its two people may)',
      params: discussionParams,
      body: discussionInput,
      response: { 201: one },
    },
    preHandler: guard,
    handler: async (request, reply) => {
      const replied = await service.replyDiscussion(
        ctx,
        currentUser(request),
        request.params,
        request.body.message,
      );
      return reply.code(201).send(ok(QA_MESSAGES.discussionReplied, replied));
    },
  });
}
