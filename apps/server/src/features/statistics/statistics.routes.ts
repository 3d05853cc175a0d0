import {
  CLASS_STATUS_MESSAGES,
  STATISTICS_MESSAGES,
  adminStatistics,
  envelope,
  expressionStat,
  idParam,
  lectureStatistics,
  slideExpressionStats,
  slideInteractions,
  slideInteractionsExist,
  slideInteractionsList,
  slideParam,
} from '@o4f/contract';
import { z } from 'zod';
import { ok } from '../../lib/fastify.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { App } from '../../lib/fastify.ts';
import { currentUser, requireRole } from '../auth/auth.hooks.ts';
import * as service from './statistics.service.ts';

const tags = ['statistics'];
const lectureParams = z.object({ courseId: idParam, lectureNum: idParam });
// The slide is checked in the handler so that a bad one is a 400 naming it, not a 404.
const slideParams = lectureParams.extend({ slide: z.string() });
const base = '/course/:courseId/lecture/:lectureNum';
const AGGREGATES = 'owner teacher, admin teachers, students registered in the course';

function parseSlide(value: string): number {
  const slide = slideParam.safeParse(value);
  if (!slide.success) throw badRequest(STATISTICS_MESSAGES.slideInvalid);
  return slide.data;
}

export async function statisticsRoutes(app: App) {
  const { ctx } = app;
  const anyone = requireRole('ANY');

  app.get(`${base}/expression/stat`, {
    schema: {
      tags,
      summary: `Reaction counts of the whole lecture: every live slide, not the video (${AGGREGATES})`,
      params: lectureParams,
      response: { 200: envelope(expressionStat) },
    },
    preHandler: anyone,
    handler: async (request) => {
      const { courseId, lectureNum } = request.params;
      return ok(
        STATISTICS_MESSAGES.expressionStat,
        await service.expressionStat(ctx, currentUser(request), courseId, lectureNum, null),
      );
    },
  });

  app.get(`${base}/expression/stat/:slide`, {
    schema: {
      tags,
      summary: `Reaction counts of a slide: a page, -1 no PDF, -2 the video, -3 all pages (${AGGREGATES})`,
      params: slideParams,
      response: { 200: envelope(expressionStat) },
    },
    preHandler: anyone,
    handler: async (request) => {
      const { courseId, lectureNum } = request.params;
      const slide = parseSlide(request.params.slide);
      return ok(
        STATISTICS_MESSAGES.expressionStat,
        await service.expressionStat(ctx, currentUser(request), courseId, lectureNum, slide),
      );
    },
  });

  app.get(`${base}/expression/slides`, {
    schema: {
      tags,
      summary: `Added: the counts of every live slide with reactions or questions, in slide order (${AGGREGATES})`,
      params: lectureParams,
      response: { 200: envelope(slideExpressionStats) },
    },
    preHandler: anyone,
    handler: async (request) => {
      const { courseId, lectureNum } = request.params;
      return ok(
        STATISTICS_MESSAGES.slideStats,
        await service.slideStats(ctx, currentUser(request), courseId, lectureNum),
      );
    },
  });

  app.get(`${base}/slideInteractions/exist`, {
    schema: {
      tags,
      summary: `Whether there were reactions without a PDF, and video reactions or watching (${AGGREGATES})`,
      params: lectureParams,
      response: { 200: envelope(slideInteractionsExist) },
    },
    preHandler: anyone,
    handler: async (request) => {
      const { courseId, lectureNum } = request.params;
      return ok(
        STATISTICS_MESSAGES.interactionsExist,
        await service.interactionsExist(ctx, currentUser(request), courseId, lectureNum),
      );
    },
  });

  app.get(`${base}/slideInteractions`, {
    schema: {
      tags,
      summary:
        'Timeline of every live slide shown, in showing order (owner teacher, admin teachers)',
      params: lectureParams,
      response: { 200: envelope(slideInteractionsList) },
    },
    preHandler: anyone,
    handler: async (request) => {
      const { courseId, lectureNum } = request.params;
      return ok(
        STATISTICS_MESSAGES.slideInteractions,
        await service.allSlideInteractions(ctx, currentUser(request), courseId, lectureNum),
      );
    },
  });

  app.get(`${base}/slideInteractions/:slide`, {
    schema: {
      tags,
      summary: "One slide's timeline; -2 the video (owner teacher, admin teachers)",
      params: slideParams,
      response: { 200: envelope(slideInteractions) },
    },
    preHandler: anyone,
    handler: async (request) => {
      const { courseId, lectureNum } = request.params;
      const slide = parseSlide(request.params.slide);
      return ok(
        STATISTICS_MESSAGES.slideInteractions,
        await service.slideInteractions(ctx, currentUser(request), courseId, lectureNum, slide),
      );
    },
  });

  app.get(`${base}/statistics`, {
    schema: {
      tags,
      summary: `Lecture statistics: pseudonyms, accounts, questions, answers, likes (${AGGREGATES})`,
      params: lectureParams,
      response: { 200: envelope(lectureStatistics) },
    },
    preHandler: anyone,
    handler: async (request) => {
      const { courseId, lectureNum } = request.params;
      return ok(
        CLASS_STATUS_MESSAGES.statistics,
        await service.lectureStatistics(ctx, currentUser(request), courseId, lectureNum),
      );
    },
  });

  // The spec writes the path with a trailing slash; both spellings answer.
  for (const path of ['/teacher/adminStatistics/', '/teacher/adminStatistics']) {
    app.get(path, {
      schema: {
        tags,
        summary: 'Every lecture with its creator and counts (admin teachers)',
        hide: !path.endsWith('/'),
        response: { 200: envelope(adminStatistics) },
      },
      preHandler: requireRole('ANY', { admin: true }),
      handler: async () =>
        ok(STATISTICS_MESSAGES.adminStatistics, await service.adminStatistics(ctx)),
    });
  }
}
