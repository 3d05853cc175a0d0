import {
  envelope,
  idParam,
  lecture,
  LECTURE_MESSAGES,
  lectureInput,
  lecturesOfCourses,
} from '@o4f/contract';
import { z } from 'zod';
import { messageOnly, ok } from '../../lib/fastify.ts';
import type { App } from '../../lib/fastify.ts';
import { currentUser, requireRole } from '../auth/auth.hooks.ts';
import * as service from './lectures.service.ts';

const tags = ['lectures'];
const courseParams = z.object({ courseId: idParam });
const lectureParams = z.object({ courseId: idParam, lectureNum: idParam });
const one = { 200: envelope(lecture) };
const many = { 200: envelope(z.array(lecture)) };

export async function lectureRoutes(app: App) {
  const { ctx } = app;

  app.get('/course/:courseId/lectures', {
    schema: {
      tags,
      summary: 'Lectures of a course, by start time',
      params: courseParams,
      response: many,
    },
    preHandler: requireRole('ANY'),
    handler: async (request) =>
      ok(
        LECTURE_MESSAGES.list,
        await service.listLectures(ctx, currentUser(request), request.params.courseId),
      ),
  });

  app.post('/courses/lectures', {
    schema: {
      tags,
      summary: 'Lectures of several courses (inaccessible courses are left out)',
      body: lecturesOfCourses,
      response: many,
    },
    preHandler: requireRole('ANY'),
    handler: async (request) =>
      ok(
        LECTURE_MESSAGES.list,
        await service.listLecturesOfCourses(ctx, currentUser(request), request.body.coursesId),
      ),
  });

  app.post('/course/:courseId/lecture', {
    schema: {
      tags,
      summary: 'Create a lecture; lectureNum is the next number in the course',
      params: courseParams,
      body: lectureInput,
      response: { 201: envelope(lecture) },
    },
    preHandler: requireRole('TEACHER'),
    handler: async (request, reply) => {
      const created = await service.createLecture(
        ctx,
        currentUser(request),
        request.params.courseId,
        request.body,
      );
      return reply.code(201).send(ok(LECTURE_MESSAGES.created, created));
    },
  });

  app.get('/course/:courseId/lecture/:lectureNum', {
    schema: { tags, summary: 'A lecture', params: lectureParams, response: one },
    preHandler: requireRole('ANY'),
    handler: async (request) => {
      const { courseId, lectureNum } = request.params;
      return ok(
        LECTURE_MESSAGES.found,
        await service.getLecture(ctx, currentUser(request), courseId, lectureNum),
      );
    },
  });

  app.put('/course/:courseId/lecture/:lectureNum', {
    schema: {
      tags,
      summary: 'Update a lecture (courseId and lectureNum in the body are ignored)',
      params: lectureParams,
      body: lectureInput,
      response: one,
    },
    preHandler: requireRole('TEACHER'),
    handler: async (request) => {
      const { courseId, lectureNum } = request.params;
      const updated = await service.updateLecture(
        ctx,
        currentUser(request),
        courseId,
        lectureNum,
        request.body,
      );
      return ok(LECTURE_MESSAGES.updated, updated);
    },
  });

  app.delete('/course/:courseId/lecture/:lectureNum', {
    schema: {
      tags,
      summary: 'Delete a lecture with everything it holds',
      params: lectureParams,
      response: { 200: messageOnly },
    },
    preHandler: requireRole('TEACHER'),
    handler: async (request) => {
      const { courseId, lectureNum } = request.params;
      await service.deleteLecture(ctx, currentUser(request), courseId, lectureNum);
      return ok(LECTURE_MESSAGES.deleted, null);
    },
  });

  const transitions = [
    [
      'get',
      'start',
      service.startLecture,
      LECTURE_MESSAGES.started,
      'Start: state STARTED; startTime = now if it was later',
    ],
    [
      'get',
      'end',
      service.endLecture,
      LECTURE_MESSAGES.ended,
      'End: state ENDED; endTime = now if it was later',
    ],
    [
      'put',
      'extend',
      service.extendLecture,
      LECTURE_MESSAGES.extended,
      'Extend the end by 10 minutes (from now when past)',
    ],
  ] as const;
  for (const [method, action, run, message, summary] of transitions) {
    app[method](`/course/:courseId/lecture/:lectureNum/${action}`, {
      schema: { tags, summary, params: lectureParams, response: one },
      preHandler: requireRole('TEACHER'),
      handler: async (request) => {
        const { courseId, lectureNum } = request.params;
        return ok(message, await run(ctx, currentUser(request), courseId, lectureNum));
      },
    });
  }
}
