import { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import {
  envelope,
  idParam,
  PRESENTATION_FIELD,
  PRESENTATION_MESSAGES,
  presentationMeta,
  presentationUploaded,
} from '@o4f/contract';
import { z } from 'zod';
import { messageOnly, ok } from '../../lib/fastify.ts';
import type { App } from '../../lib/fastify.ts';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import { wasCutForSlowBody } from '../../lib/http-limits.ts';
import { currentUser, requireRole } from '../auth/auth.hooks.ts';
import * as service from './presentations.service.ts';

const tags = ['presentations'];
const params = z.object({ courseId: idParam, lectureNum: idParam });
const path = '/course/:courseId/lecture/:lectureNum/presentation';
const MB = 1024 * 1024;
/** What a refused upload is told to wait: a large file takes seconds to a minute to arrive. */
const UPLOAD_RETRY_AFTER_SECONDS = 30;

const errorCode = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

export async function presentationRoutes(app: App) {
  const { ctx } = app;
  const maxMb = ctx.config.UPLOAD_MAX_MB;
  const tooLarge = () => new HttpError(413, PRESENTATION_MESSAGES.tooLarge(maxMb));
  const maxUploads = ctx.config.MAX_CONCURRENT_UPLOADS;
  const maxPerTeacher = ctx.config.MAX_UPLOADS_PER_TEACHER;
  let activeUploads = 0;
  /** Uploads in progress per teacher: one teacher (or a slow one) never holds every slot. */
  const teacherUploads = new Map<number, number>();

  /** The file's bytes; a file cut at the size limit ends in the 413 instead of being stored. */
  async function* untilLimit(file: Readable & { truncated?: boolean }) {
    for await (const piece of file) yield piece as Buffer;
    if (file.truncated) throw tooLarge();
  }

  // Multipart only here, in its own scope, with the configured size limit.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: maxMb * MB, files: 1, fields: 10, parts: 20 },
    });
    const routes = scope as unknown as App;

    routes.post(path, {
      schema: {
        tags,
        summary: `Upload the lecture's PDF presentation (multipart field \`${PRESENTATION_FIELD}\`), replacing any previous one`,
        params,
        consumes: ['multipart/form-data'],
        response: { 200: envelope(presentationUploaded) },
      },
      // The file is read only once the caller is known to own the lecture.
      preHandler: requireRole('TEACHER'),
      handler: async (request, reply) => {
        const { courseId, lectureNum } = request.params;
        const teacher = currentUser(request);
        // Each upload holds a database writer and a socket for a while: a few at a time, and a
        // teacher's share of them is bounded; a body too slow to finish is cut (cutSlowBodies).
        const own = teacherUploads.get(teacher.id) ?? 0;
        if (own >= maxPerTeacher || activeUploads >= maxUploads) {
          reply.header('retry-after', String(UPLOAD_RETRY_AFTER_SECONDS));
          throw new HttpError(
            503,
            own >= maxPerTeacher
              ? PRESENTATION_MESSAGES.ownUploadRunning
              : PRESENTATION_MESSAGES.busy,
          );
        }
        activeUploads += 1;
        teacherUploads.set(teacher.id, own + 1);
        try {
          const receive = async (store: (file: service.IncomingFile) => Promise<void>) => {
            if (!request.isMultipart()) return;
            let received = false;
            try {
              for await (const part of request.parts()) {
                if (part.type !== 'file') continue;
                if (part.fieldname !== PRESENTATION_FIELD || received) {
                  part.file.resume();
                  continue;
                }
                received = true;
                await store({ fileName: part.filename, bytes: untilLimit(part.file) });
              }
            } catch (error) {
              const code = errorCode(error);
              if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
              if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
                throw badRequest(PRESENTATION_MESSAGES.noFile);
              }
              throw error;
            }
          };
          const saved = await service.uploadPresentation(
            ctx,
            teacher,
            courseId,
            lectureNum,
            receive,
          );
          return ok(PRESENTATION_MESSAGES.uploaded, saved);
        } catch (error) {
          // Answered 408 already (the body came too slowly); its broken-off stream ends here.
          if (wasCutForSlowBody(request)) return reply;
          throw error;
        } finally {
          activeUploads -= 1;
          const left = (teacherUploads.get(teacher.id) ?? 1) - 1;
          if (left > 0) teacherUploads.set(teacher.id, left);
          else teacherUploads.delete(teacher.id);
        }
      },
    });
  });

  app.get(path, {
    schema: {
      tags,
      summary: 'The PDF presentation (application/pdf)',
      params,
      produces: ['application/pdf'],
    },
    preHandler: requireRole('ANY'),
    handler: async (request, reply) => {
      const { courseId, lectureNum } = request.params;
      const file = await service.getPresentationFile(
        ctx,
        currentUser(request),
        courseId,
        lectureNum,
      );
      const etag = `"${file.id}-${file.createdAt.getTime()}-${file.size}"`;
      reply
        .header('cache-control', 'private, no-cache')
        .header('etag', etag)
        .header('content-disposition', service.contentDisposition(file.fileName));
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply
        .type(file.mimeType)
        .header('content-length', String(file.size))
        .send(Readable.from(file.bytes()));
    },
  });

  app.get(`${path}/meta`, {
    schema: {
      tags,
      summary: 'When the presentation was uploaded, its original name and size',
      params,
      response: { 200: envelope(presentationMeta) },
    },
    preHandler: requireRole('ANY'),
    handler: async (request) => {
      const { courseId, lectureNum } = request.params;
      return ok(
        PRESENTATION_MESSAGES.meta,
        await service.getPresentationMeta(ctx, currentUser(request), courseId, lectureNum),
      );
    },
  });

  app.delete(path, {
    schema: { tags, summary: 'Delete the presentation', params, response: { 200: messageOnly } },
    preHandler: requireRole('TEACHER'),
    handler: async (request) => {
      const { courseId, lectureNum } = request.params;
      await service.deletePresentation(ctx, currentUser(request), courseId, lectureNum);
      return ok(PRESENTATION_MESSAGES.deleted, null);
    },
  });
}
