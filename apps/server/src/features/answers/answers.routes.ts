// Answers: /courses/lectures/answers/{ids} and .../question/{q}/answer(s)/...
import {
  answer,
  answerInput,
  answerUpdate,
  envelope,
  idParam,
  lectureIdList,
  QA_MESSAGES,
  SORT_KEYS,
} from '@o4f/contract';
import { z } from 'zod';
import { ok } from '../../lib/fastify.ts';
import type { App } from '../../lib/fastify.ts';
import { currentUser, requireRole } from '../auth/auth.hooks.ts';
import { postInteractionRoutes } from '../moderation/moderation.routes.ts';
import { QUESTION_PATH } from '../questions/questions.routes.ts';
import * as service from './answers.service.ts';

const tags = ['answers'];
const questionParams = z.object({ courseId: idParam, lectureNum: idParam, questionId: idParam });
const answerParams = questionParams.extend({ answerId: idParam });
const listQuery = z.object({ sort: z.enum(SORT_KEYS).optional() });
const one = { 200: envelope(answer) };
const many = { 200: envelope(z.array(answer)) };
export const ANSWER_PATH = `${QUESTION_PATH}/answer/:answerId`;

export async function answerRoutes(app: App) {
  const { ctx } = app;
  const guard = requireRole('ANY');

  app.post('/courses/lectures/answers/:lectureIds', {
    schema: {
      tags,
      summary:
        'Answers of several lectures, each with its question and discussions (path: a JSON list of lecture ids)',
      params: z.object({ lectureIds: z.string() }),
      querystring: listQuery,
      response: many,
    },
    preHandler: guard,
    handler: async (request) => {
      const ids = lectureIdList.parse(request.params.lectureIds);
      return ok(
        QA_MESSAGES.answers,
        await service.listAnswersOfLectures(ctx, currentUser(request), ids, request.query.sort),
      );
    },
  });

  app.get(`${QUESTION_PATH}/answers`, {
    schema: {
      tags,
      summary: "A question's answers as the viewer may see them, newest first",
      params: questionParams,
      querystring: listQuery,
      response: many,
    },
    preHandler: guard,
    handler: async (request) =>
      ok(
        QA_MESSAGES.answers,
        await service.listAnswersOfQuestion(
          ctx,
          currentUser(request),
          request.params,
          request.query.sort,
        ),
      ),
  });

  app.post(`${QUESTION_PATH}/answer`, {
    schema: {
      tags,
      summary: 'Answer a question (student: under their pseudonym; teacher: openly or under one)',
      params: questionParams,
      body: answerInput,
      response: { 201: envelope(answer) },
    },
    preHandler: guard,
    handler: async (request, reply) => {
      const created = await service.createAnswer(
        ctx,
        currentUser(request),
        request.params,
        request.body,
      );
      return reply.code(201).send(ok(QA_MESSAGES.answerPosted, created));
    },
  });

  app.get(ANSWER_PATH, {
    schema: { tags, summary: 'An answer', params: answerParams, response: one },
    preHandler: guard,
    handler: async (request) =>
      ok(QA_MESSAGES.answer, await service.getAnswer(ctx, currentUser(request), request.params)),
  });

  app.put(ANSWER_PATH, {
    schema: {
      tags,
      summary: 'Edit your answer while it has no discussions (the old text stays in its history)',
      params: answerParams,
      body: answerUpdate,
      response: one,
    },
    preHandler: guard,
    handler: async (request) =>
      ok(
        QA_MESSAGES.answerUpdated,
        await service.updateAnswer(ctx, currentUser(request), request.params, request.body.text),
      ),
  });

  postInteractionRoutes(app, {
    tags,
    noun: 'answer',
    path: ANSWER_PATH,
    params: answerParams,
    ...service.answerInteractions,
  });
}
