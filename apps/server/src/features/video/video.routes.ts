import {
  STATISTICS_MESSAGES,
  envelope,
  idParam,
  lastVideoExpression,
  videoExpression,
  videoExpressionInput,
  videoSlideInteraction,
  videoSlideInteractionInput,
  videoTakeBackInput,
} from '@o4f/contract';
import { z } from 'zod';
import { sha256Hex } from '../auth/tokens.ts';
import { bearerToken, currentUser, requireRole } from '../auth/auth.hooks.ts';
import { ok } from '../../lib/fastify.ts';
import type { App } from '../../lib/fastify.ts';
import * as service from './video.service.ts';

const tags = ['video'];
const lectureParams = z.object({ courseId: idParam, lectureNum: idParam });
const base = '/course/:courseId/lecture/:lectureNum/video';

/** Video writes per minute and session: a press every second is far more than a person makes. */
export const VIDEO_WRITES_PER_MINUTE = 60;

const writeRateLimit = {
  max: VIDEO_WRITES_PER_MINUTE,
  timeWindow: '1 minute',
  keyGenerator: (request: Parameters<typeof bearerToken>[0]) => {
    const token = bearerToken(request);
    return token ? `video|${sha256Hex(token)}` : `video|${request.ip}`;
  },
};

export async function videoRoutes(app: App) {
  const { ctx } = app;
  const students = requireRole('STUDENT');

  app.post(`${base}/expression`, {
    schema: {
      tags,
      summary: 'A reaction on the video page (students registered in the course)',
      params: lectureParams,
      body: videoExpressionInput,
      response: { 201: envelope(videoExpression) },
    },
    config: { rateLimit: writeRateLimit },
    preHandler: students,
    handler: async (request, reply) => {
      const { courseId, lectureNum } = request.params;
      const saved = await service.addVideoReaction(
        ctx,
        currentUser(request),
        courseId,
        lectureNum,
        request.body,
      );
      return reply.code(201).send(ok(STATISTICS_MESSAGES.videoExpressionSaved, saved));
    },
  });

  app.post(`${base}/expression/takeBack`, {
    schema: {
      tags,
      summary:
        "Takes back the caller's active video reaction (pressed again): it counts for nothing",
      params: lectureParams,
      body: videoTakeBackInput,
      response: { 200: envelope(lastVideoExpression) },
    },
    config: { rateLimit: writeRateLimit },
    preHandler: students,
    handler: async (request) => {
      const { courseId, lectureNum } = request.params;
      return ok(
        STATISTICS_MESSAGES.videoExpressionTakenBack,
        await service.takeBackVideoReaction(
          ctx,
          currentUser(request),
          courseId,
          lectureNum,
          request.body,
        ),
      );
    },
  });

  app.get(`${base}/lastExpression`, {
    schema: {
      tags,
      summary: "The caller's latest video reaction in the lecture, or null",
      params: lectureParams,
      response: { 200: envelope(lastVideoExpression) },
    },
    preHandler: students,
    handler: async (request) => {
      const { courseId, lectureNum } = request.params;
      return ok(
        STATISTICS_MESSAGES.lastVideoExpression,
        await service.lastVideoReaction(ctx, currentUser(request), courseId, lectureNum),
      );
    },
  });

  app.post(`${base}/slideInteraction`, {
    schema: {
      tags,
      summary: 'How far the student watched the video (the greatest point is kept)',
      params: lectureParams,
      body: videoSlideInteractionInput,
      response: { 201: envelope(videoSlideInteraction) },
    },
    config: { rateLimit: writeRateLimit },
    preHandler: students,
    handler: async (request, reply) => {
      const { courseId, lectureNum } = request.params;
      const saved = await service.recordWatch(
        ctx,
        currentUser(request),
        courseId,
        lectureNum,
        request.body.endTimeSeconds,
      );
      return reply.code(201).send(ok(STATISTICS_MESSAGES.videoInteractionSaved, saved));
    },
  });
}
