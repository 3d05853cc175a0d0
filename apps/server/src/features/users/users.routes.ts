import {
  AUTH_MESSAGES,
  envelope,
  idParam,
  STUDENT_MESSAGES,
  studentLogin,
  studentLoginResult,
  studentPasswordChange,
  studentPasswordSet,
  studentProfile,
  studentRegistration,
  studentRegistrationResult,
  studentSummary,
} from '@o4f/contract';
import { z } from 'zod';
import { loginRateLimit, messageOnly, ok, registerRateLimit } from '../../lib/fastify.ts';
import type { App } from '../../lib/fastify.ts';
import { currentUser, requireRole } from '../auth/auth.hooks.ts';
import { revokeSession } from '../auth/auth.service.ts';
import { changeOwnPassword } from '../auth/password.service.ts';
import * as service from './users.service.ts';

const tags = ['users'];

export async function userRoutes(app: App) {
  const { ctx } = app;

  app.post('/user', {
    schema: {
      tags,
      summary:
        'Create a student account: {anonId, password} chooses the credentials; an empty body issues random ones (returned once)',
      body: studentRegistration.partial().nullish(),
      response: { 201: envelope(studentRegistrationResult) },
    },
    config: { rateLimit: registerRateLimit(ctx.config) },
    handler: async (request, reply) => {
      const { anonId, password } = request.body ?? {};
      const chosen = anonId !== undefined || password !== undefined;
      const body = chosen ? studentRegistration.parse({ anonId, password }) : undefined;
      const result = await service.registerStudent(ctx, body);
      const message = result.password
        ? STUDENT_MESSAGES.credentialsIssued
        : STUDENT_MESSAGES.created;
      return reply.code(201).send(ok(message, result));
    },
  });

  app.post('/user/login', {
    schema: {
      tags,
      summary: 'Student login',
      body: studentLogin,
      response: { 200: envelope(studentLoginResult) },
    },
    config: { rateLimit: loginRateLimit(ctx.config, 'anonId') },
    handler: async (request) =>
      ok(
        AUTH_MESSAGES.loggedIn,
        await service.loginStudent(
          ctx,
          request.body.anonId,
          request.body.password,
          request.ip,
          request.body.device,
        ),
      ),
  });

  app.post('/user/logout', {
    schema: { tags, summary: 'Revoke the bearer token (any role)', response: { 200: messageOnly } },
    preHandler: requireRole('ANY'),
    handler: async (request) => {
      await revokeSession(ctx, currentUser(request).sessionId);
      return ok(AUTH_MESSAGES.loggedOut, null);
    },
  });

  app.get('/user', {
    schema: { tags, summary: 'The logged-in student', response: { 200: envelope(studentProfile) } },
    preHandler: requireRole('STUDENT'),
    handler: async (request) =>
      ok(STUDENT_MESSAGES.profile, await service.getOwnProfile(ctx, currentUser(request))),
  });

  app.put('/user', {
    schema: {
      tags,
      summary: "Set the logged-in student's password",
      body: studentPasswordSet,
      response: { 200: messageOnly },
    },
    preHandler: requireRole('STUDENT'),
    handler: async (request) => {
      const actor = currentUser(request);
      await service.setStudentPassword(ctx, actor, actor.id, request.body.password);
      return ok(AUTH_MESSAGES.passwordUpdated, null);
    },
  });

  app.put('/user/changePassword', {
    schema: {
      tags,
      summary: 'Change the own password, confirming the current one (any role)',
      body: studentPasswordChange,
      response: { 200: messageOnly },
    },
    preHandler: requireRole('ANY'),
    handler: async (request) => {
      await changeOwnPassword(
        ctx,
        currentUser(request),
        request.body.password,
        request.body.newPassword,
        request.ip,
      );
      return ok(AUTH_MESSAGES.passwordUpdated, null);
    },
  });

  app.get('/users', {
    schema: {
      tags,
      summary: 'Student account numbers (admin teachers)',
      response: { 200: envelope(studentSummary) },
    },
    preHandler: requireRole('TEACHER', { admin: true }),
    handler: async () => ok(STUDENT_MESSAGES.users, await service.summary(ctx)),
  });

  app.get('/user/:id', {
    schema: {
      tags,
      summary: 'A student account: own account, or an admin teacher (without the private ID)',
      params: z.object({ id: idParam }),
      response: { 200: envelope(studentProfile.extend({ anonId: z.string().optional() })) },
    },
    preHandler: requireRole('ANY'),
    handler: async (request) =>
      ok(
        STUDENT_MESSAGES.profile,
        await service.getStudent(ctx, currentUser(request), request.params.id),
      ),
  });

  app.put('/user/:id', {
    schema: {
      tags,
      summary: "Set a student's password: own account, or an admin teacher",
      params: z.object({ id: idParam }),
      body: studentPasswordSet,
      response: { 200: messageOnly },
    },
    preHandler: requireRole('ANY'),
    handler: async (request) => {
      await service.setStudentPassword(
        ctx,
        currentUser(request),
        request.params.id,
        request.body.password,
      );
      return ok(AUTH_MESSAGES.passwordUpdated, null);
    },
  });
}
