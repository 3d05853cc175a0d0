import {
  envelope,
  idParam,
  TEACHER_MESSAGES,
  teacherLogin,
  teacherLoginResult,
  teacherPasswordUpdate,
  teacherProfile,
  teacherRegistration,
  teacherUpdate,
  AUTH_MESSAGES,
} from '@o4f/contract';
import { z } from 'zod';
import { requestLanguage } from '../../i18n/translate.ts';
import { loginRateLimit, messageOnly, ok, registerRateLimit } from '../../lib/fastify.ts';
import type { App } from '../../lib/fastify.ts';
import { currentUser, requireRole } from '../auth/auth.hooks.ts';
import * as service from './teachers.service.ts';

const tags = ['teachers'];

export async function teacherRoutes(app: App) {
  const { ctx } = app;

  app.post('/teacher', {
    schema: {
      tags,
      summary: 'Register a teacher (sends the email verification link)',
      body: teacherRegistration,
      response: { 201: envelope(teacherProfile) },
    },
    config: { rateLimit: registerRateLimit(ctx.config) },
    handler: async (request, reply) => {
      const profile = await service.registerTeacher(ctx, request.body, requestLanguage(request));
      return reply.code(201).send(ok(TEACHER_MESSAGES.registered, profile));
    },
  });

  app.get('/teacher/verify/:token', {
    schema: {
      tags,
      summary:
        'Verify a teacher email address. Browsers (Accept: text/html) are redirected to /teacher-login?emailVerified=1 (or 0).',
      params: z.object({ token: z.string().min(1).max(200) }),
      response: { 200: messageOnly, 400: z.object({ message: z.string() }) },
    },
    handler: async (request, reply) => {
      const verified = await service.verifyEmail(ctx, request.params.token);
      if (request.headers.accept?.includes('text/html')) {
        return reply.redirect(`/teacher-login?emailVerified=${verified ? 1 : 0}`, 303);
      }
      if (!verified) return reply.code(400).send({ message: TEACHER_MESSAGES.verificationInvalid });
      return ok(TEACHER_MESSAGES.emailVerified, null);
    },
  });

  app.post('/teacher/verify/resend', {
    schema: { tags, summary: 'Send the verification link again', response: { 200: messageOnly } },
    config: { rateLimit: registerRateLimit(ctx.config) },
    preHandler: requireRole('TEACHER'),
    handler: async (request) => {
      await service.resendVerification(ctx, currentUser(request).id, requestLanguage(request));
      return ok(TEACHER_MESSAGES.registered, null);
    },
  });

  app.post('/teacher/login', {
    schema: {
      tags,
      summary: 'Teacher login with username or email',
      body: teacherLogin,
      response: { 200: envelope(teacherLoginResult) },
    },
    config: { rateLimit: loginRateLimit(ctx.config, 'username') },
    handler: async (request) => {
      const result = await service.loginTeacher(
        ctx,
        request.body.username,
        request.body.password,
        request.ip,
        request.body.device,
      );
      return ok(AUTH_MESSAGES.loggedIn, result);
    },
  });

  app.get('/teacher', {
    schema: { tags, summary: 'The logged-in teacher', response: { 200: envelope(teacherProfile) } },
    preHandler: requireRole('TEACHER'),
    handler: async (request) =>
      ok(TEACHER_MESSAGES.profile, await service.getTeacher(ctx, currentUser(request).id)),
  });

  const update = async (
    actorRequest: Parameters<typeof currentUser>[0],
    id: number,
    body: z.infer<typeof teacherUpdate>,
  ) => {
    const { profile, emailChanged } = await service.updateTeacher(
      ctx,
      currentUser(actorRequest),
      id,
      body,
      actorRequest.ip,
      requestLanguage(actorRequest),
    );
    return ok(
      emailChanged ? TEACHER_MESSAGES.updatedVerifyEmail : TEACHER_MESSAGES.updated,
      profile,
    );
  };

  app.put('/teacher', {
    schema: {
      tags,
      summary: 'Update the logged-in teacher (password = current password)',
      body: teacherUpdate,
      response: { 200: envelope(teacherProfile) },
    },
    preHandler: requireRole('TEACHER'),
    handler: (request) => update(request, currentUser(request).id, request.body),
  });

  app.put('/teacher/:id', {
    schema: {
      tags,
      summary: 'Update a teacher: own id, or any teacher for an admin teacher',
      params: z.object({ id: idParam }),
      body: teacherUpdate,
      response: { 200: envelope(teacherProfile) },
    },
    preHandler: requireRole('TEACHER'),
    handler: (request) => update(request, request.params.id, request.body),
  });

  app.put('/teachers/passwordupdate', {
    schema: {
      tags,
      summary: "Change the logged-in teacher's password (username is not needed)",
      body: teacherPasswordUpdate,
      response: { 200: messageOnly },
    },
    preHandler: requireRole('TEACHER'),
    handler: async (request) => {
      await service.changeTeacherPassword(ctx, currentUser(request), request.body, request.ip);
      return ok(AUTH_MESSAGES.passwordUpdated, null);
    },
  });

  app.get('/teachers', {
    schema: {
      tags,
      summary: 'All teachers (admin teachers)',
      response: { 200: envelope(z.array(teacherProfile)) },
    },
    preHandler: requireRole('TEACHER', { admin: true }),
    handler: async () => ok(TEACHER_MESSAGES.teachers, await service.listTeachers(ctx)),
  });
}
