import {
  AUTH_MESSAGES,
  CLASS_CODE_TEXT,
  CLASS_STATUS_MESSAGES,
  classIdCheck,
  envelope,
  errorBody,
  joinLink,
} from '@o4f/contract';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { ok } from '../../lib/fastify.ts';
import type { App } from '../../lib/fastify.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { requireRole } from '../auth/auth.hooks.ts';
import { checkClassCode } from './class-code.service.ts';
import { joinLinkBase } from './join-link.ts';

export async function classCodeRoutes(app: App) {
  const { ctx } = app;
  app.get('/classId/:classId', {
    schema: {
      tags: ['live'],
      summary: 'Is there a live lecture behind this Lecture Code? (no login needed)',
      security: [],
      params: z.object({ classId: z.string().max(32) }),
      response: { 200: envelope(classIdCheck), 404: errorBody, 410: errorBody, 429: errorBody },
    },
    // No request limit: wrong guesses are limited per address (CODE_GUESS_LIMIT), correct codes
    // never, so a whole class behind one school address gets through.
    handler: async (request) => {
      const outcome = await checkClassCode(ctx, request.ip, request.params.classId);
      if (outcome.kind === 'blocked') throw new HttpError(429, AUTH_MESSAGES.tooManyAttempts);
      if (outcome.kind === 'wrong') throw notFound(CLASS_CODE_TEXT.noSuchClass);
      // Issued, then run out: the student asks the teacher for the current one.
      if (outcome.kind === 'expired') throw new HttpError(410, CLASS_CODE_TEXT.expired);
      return ok(CLASS_STATUS_MESSAGES.classIdValid, { valid: true as const });
    },
  });

  app.get('/join-link', {
    schema: {
      tags: ['live'],
      summary: "Where the Lecture Code's join link and QR code point (teachers)",
      response: { 200: envelope(joinLink) },
    },
    preHandler: requireRole('TEACHER'),
    handler: async () => {
      const { PUBLIC_URL, PUBLIC_URL_CONFIGURED, PORT } = ctx.config;
      // The port actually listened on (PORT, or the free one the system gave for PORT 0).
      const port = (app.server.address() as AddressInfo | null)?.port ?? PORT;
      return ok(
        CLASS_STATUS_MESSAGES.joinLink,
        joinLinkBase({ publicUrl: PUBLIC_URL_CONFIGURED ? PUBLIC_URL : null, port }),
      );
    },
  });
}
