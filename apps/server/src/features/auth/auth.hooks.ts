// Route guards. Every route states who may call it: requireRole('TEACHER' | 'STUDENT' | 'ANY', { admin }).
import { AUTH_MESSAGES } from '@o4f/contract';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { forbidden, unauthorized } from '../../lib/http-error.ts';
import { authenticateRequest } from './auth.service.ts';
import type { AuthUser } from './auth.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireRole / optionalAuth; null for anonymous requests. */
    user: AuthUser | null;
  }
}

export type RequiredRole = 'TEACHER' | 'STUDENT' | 'ANY';

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** 401 without a live session; 403 when the role does not fit. ADMIN counts as TEACHER. */
export function requireRole(
  role: RequiredRole,
  options: { admin?: boolean } = {},
): preHandlerAsyncHookHandler {
  return async function requireRoleHook(request) {
    const token = bearerToken(request);
    if (!token) throw unauthorized(AUTH_MESSAGES.loginRequired);
    const user = await authenticateRequest(request.server.ctx, token);
    if (!user) throw unauthorized(AUTH_MESSAGES.sessionExpired);
    request.user = user;
    if (role === 'TEACHER' && !user.isTeacher) throw forbidden(AUTH_MESSAGES.teachersOnly);
    if (role === 'STUDENT' && user.isTeacher) throw forbidden(AUTH_MESSAGES.studentsOnly);
    if (options.admin && !user.isAdmin) throw forbidden(AUTH_MESSAGES.adminsOnly);
  };
}

/** Sets request.user when a valid token is sent; anonymous otherwise (an invalid token is ignored). */
export const optionalAuth: preHandlerAsyncHookHandler = async function optionalAuth(request) {
  const token = bearerToken(request);
  if (token) request.user = await authenticateRequest(request.server.ctx, token);
};

/** The authenticated user of a guarded route. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized(AUTH_MESSAGES.loginRequired);
  return request.user;
}
