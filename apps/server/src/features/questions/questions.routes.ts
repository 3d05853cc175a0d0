// Questions: /courses/lectures/questions/{ids} and /course/{c}/lecture/{n}/question(s)/...
import {
  envelope,
  idParam,
  lectureIdList,
  QA_MESSAGES,
  question,
  questionAnsweredInput,
  questionHighlightInput,
  questionInput,
  questionUpdate,
  SORT_KEYS,
} from '@o4f/contract';
import { z } from 'zod';
import { messageOnly, ok } from '../../lib/fastify.ts';
import type { App } from '../../lib/fastify.ts';
import { currentUser, requireRole } from '../auth/auth.hooks.ts';
import { postInteractionRoutes } from '../moderation/moderation.routes.ts';
import { pickEncoding, sendEncodedJson } from './json-response.ts';
import * as lists from './questions.list.ts';
import * as service from './questions.service.ts';
import * as teacherTools from './questions.teacher-tools.ts';

const tags = ['questions'];
const lectureParams = z.object({ courseId: idParam, lectureNum: idParam });
const questionParams = lectureParams.extend({ questionId: idParam });
const listQuery = z.object({ sort: z.enum(SORT_KEYS).optional() });
const one = { 200: envelope(question) };
const many = { 200: envelope(z.array(question)) };
export const QUESTION_PATH = '/course/:courseId/lecture/:lectureNum/question/:questionId';

export async function questionRoutes(app: App) {
  const { ctx } = app;
  const guard = requireRole('ANY');

  app.post('/courses/lectures/questions/:lectureIds', {
    schema: {
      tags,
      summary:
        'Questions of several lectures (path: a JSON list of lecture ids); unreadable lectures are left out',
      params: z.object({ lectureIds: z.string() }),
      querystring: listQuery,
      response: many,
    },
    preHandler: guard,
    handler: async (request) => {
      const ids = lectureIdList.parse(request.params.lectureIds);
      return ok(
        QA_MESSAGES.questions,
        await lists.listQuestionsOfLectures(ctx, currentUser(request), ids, request.query.sort),
      );
    },
  });

  app.get('/course/:courseId/lecture/:lectureNum/questions', {
    schema: {
      tags,
      summary: "A lecture's questions as the viewer may see them, newest first",
      params: lectureParams,
      querystring: listQuery,
      response: many,
    },
    preHandler: guard,
    handler: async (request, reply) => {
      const { courseId, lectureNum } = request.params;
      // Built to the contract's type, serialized and compressed by the service (kept per viewer).
      const encoded = await lists.lectureQuestionsBody(
        ctx,
        currentUser(request),
        { courseId, lectureNum },
        request.query.sort,
        pickEncoding(request.headers['accept-encoding']),
      );
      return sendEncodedJson(reply, encoded);
    },
  });

  app.post('/course/:courseId/lecture/:lectureNum/question', {
    schema: {
      tags,
      summary: 'Post a question (student: under their pseudonym; teacher: openly or under one)',
      params: lectureParams,
      body: questionInput,
      response: { 201: envelope(question) },
    },
    preHandler: guard,
    handler: async (request, reply) => {
      const { courseId, lectureNum } = request.params;
      const created = await service.createQuestion(
        ctx,
        currentUser(request),
        courseId,
        lectureNum,
        request.body,
      );
      return reply.code(201).send(ok(QA_MESSAGES.questionPosted, created));
    },
  });

  app.get(QUESTION_PATH, {
    schema: { tags, summary: 'A question', params: questionParams, response: one },
    preHandler: guard,
    handler: async (request) =>
      ok(
        QA_MESSAGES.question,
        await service.getQuestion(ctx, currentUser(request), request.params),
      ),
  });

  app.put(QUESTION_PATH, {
    schema: {
      tags,
      summary: 'Edit your question while it has no answers (the old text stays in its history)',
      params: questionParams,
      body: questionUpdate,
      response: one,
    },
    preHandler: guard,
    handler: async (request) =>
      ok(
        QA_MESSAGES.questionUpdated,
        await service.updateQuestion(ctx, currentUser(request), request.params, request.body.text),
      ),
  });

  app.delete(QUESTION_PATH, {
    schema: {
      tags,
      summary: 'Delete your question while it has no answers',
      params: questionParams,
      response: { 200: messageOnly },
    },
    preHandler: guard,
    handler: async (request) => {
      await service.deleteQuestion(ctx, currentUser(request), request.params);
      return ok(QA_MESSAGES.questionDeleted, null);
    },
  });

  app.put(`${QUESTION_PATH}/answered`, {
    schema: {
      tags,
      summary: "Mark the question answered, or take the mark back (the lecture's teacher)",
      params: questionParams,
      body: questionAnsweredInput,
      response: one,
    },
    preHandler: guard,
    handler: async (request) => {
      const { answered } = request.body;
      return ok(
        answered ? QA_MESSAGES.markedAnswered : QA_MESSAGES.unmarkedAnswered,
        await teacherTools.markAnswered(ctx, currentUser(request), request.params, answered),
      );
    },
  });

  app.put(`${QUESTION_PATH}/highlight`, {
    schema: {
      tags,
      summary:
        "Show the question on the projected screen (one per lecture; the previous one loses it), or clear it (the lecture's teacher)",
      params: questionParams,
      body: questionHighlightInput,
      response: one,
    },
    preHandler: guard,
    handler: async (request) => {
      const { highlighted } = request.body;
      return ok(
        highlighted ? QA_MESSAGES.highlighted : QA_MESSAGES.highlightCleared,
        await teacherTools.highlight(ctx, currentUser(request), request.params, highlighted),
      );
    },
  });

  postInteractionRoutes(app, {
    tags,
    noun: 'question',
    path: QUESTION_PATH,
    params: questionParams,
    ...service.questionInteractions,
  });
}
