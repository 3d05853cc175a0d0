import {
  CLASS_STATUS_MESSAGES,
  classStatusInfo,
  envelope,
  idParam,
  liveAttending,
  pseudonymInfo,
  RESET_GROUPS,
  resetResult,
} from '@o4f/contract';
import { z } from 'zod';
import { ok } from '../../lib/fastify.ts';
import type { App } from '../../lib/fastify.ts';
import { currentUser, requireRole } from '../auth/auth.hooks.ts';
import * as service from './class-status.service.ts';

const tags = ['class status'];
const courseParams = z.object({ courseId: idParam });
const lectureParams = z.object({ courseId: idParam, lectureNum: idParam });
const base = '/course/:courseId/lecture/:lectureNum';

export async function classStatusRoutes(app: App) {
  const { ctx } = app;

  app.get(`${base}/info`, {
    schema: {
      tags,
      summary: 'Class status counters (owner teacher or registered student)',
      params: lectureParams,
      response: { 200: envelope(classStatusInfo) },
    },
    preHandler: requireRole('ANY'),
    handler: async (request) => {
      const { courseId, lectureNum } = request.params;
      return ok(
        CLASS_STATUS_MESSAGES.info,
        await service.classInfo(ctx, currentUser(request), courseId, lectureNum),
      );
    },
  });

  for (const group of RESET_GROUPS) {
    app.delete(`${base}/reset/${group}`, {
      schema: {
        tags,
        summary: `Remove the pseudonyms issued in this lecture to the ${group} group`,
        params: lectureParams,
        response: { 200: envelope(resetResult) },
      },
      preHandler: requireRole('TEACHER'),
      handler: async (request) => {
        const { courseId, lectureNum } = request.params;
        const result = await service.resetGroup(
          ctx,
          currentUser(request),
          courseId,
          lectureNum,
          group,
        );
        return ok(CLASS_STATUS_MESSAGES.reset(result.removed), result);
      },
    });
  }

  app.get(`${base}/pseudonym`, {
    schema: {
      tags,
      summary: "The caller's pseudonym in this lecture (404 without one)",
      params: lectureParams,
      response: { 200: envelope(pseudonymInfo) },
    },
    preHandler: requireRole('ANY'),
    handler: async (request) => {
      const { courseId, lectureNum } = request.params;
      return ok(
        CLASS_STATUS_MESSAGES.pseudonym,
        await service.ownPseudonym(ctx, currentUser(request), courseId, lectureNum),
      );
    },
  });

  app.get('/course/:courseId/lecture/liveAttending', {
    schema: {
      tags,
      summary: 'Student: the live lecture they attend in this course; teacher: its live lecture',
      params: courseParams,
      response: { 200: envelope(liveAttending) },
    },
    preHandler: requireRole('ANY'),
    handler: async (request) =>
      ok(
        CLASS_STATUS_MESSAGES.liveAttending,
        await service.liveAttending(ctx, currentUser(request), request.params.courseId),
      ),
  });
}
