import { COURSE_MESSAGES, course, courseInput, envelope, idParam } from '@o4f/contract';
import { z } from 'zod';
import { messageOnly, ok } from '../../lib/fastify.ts';
import type { App } from '../../lib/fastify.ts';
import { currentUser, requireRole } from '../auth/auth.hooks.ts';
import * as service from './courses.service.ts';

const tags = ['courses'];
const params = z.object({ id: idParam });

export async function courseRoutes(app: App) {
  const { ctx } = app;

  app.get('/courses', {
    schema: {
      tags,
      summary: "The teacher's own courses, or the student's registered courses",
      response: { 200: envelope(z.array(course)) },
    },
    preHandler: requireRole('ANY'),
    handler: async (request) =>
      ok(COURSE_MESSAGES.list, await service.listCourses(ctx, currentUser(request))),
  });

  app.post('/course', {
    schema: {
      tags,
      summary: 'Create a course',
      body: courseInput,
      response: { 201: envelope(course) },
    },
    preHandler: requireRole('TEACHER'),
    handler: async (request, reply) => {
      const created = await service.createCourse(ctx, currentUser(request), request.body);
      return reply.code(201).send(ok(COURSE_MESSAGES.created, created));
    },
  });

  app.get('/course/:id', {
    schema: {
      tags,
      summary: 'A course (owner or registered student)',
      params,
      response: { 200: envelope(course) },
    },
    preHandler: requireRole('ANY'),
    handler: async (request) =>
      ok(
        COURSE_MESSAGES.found,
        await service.getCourse(ctx, currentUser(request), request.params.id),
      ),
  });

  app.put('/course/:id', {
    schema: {
      tags,
      summary: 'Update a course (owner)',
      params,
      body: courseInput,
      response: { 200: envelope(course) },
    },
    preHandler: requireRole('TEACHER'),
    handler: async (request) =>
      ok(
        COURSE_MESSAGES.updated,
        await service.updateCourse(ctx, currentUser(request), request.params.id, request.body),
      ),
  });

  app.delete('/course/:id', {
    schema: {
      tags,
      summary: 'Delete a course with its lectures (owner)',
      params,
      response: { 200: messageOnly },
    },
    preHandler: requireRole('TEACHER'),
    handler: async (request) => {
      await service.deleteCourse(ctx, currentUser(request), request.params.id);
      return ok(COURSE_MESSAGES.deleted, null);
    },
  });
}
