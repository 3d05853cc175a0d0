// The handshake authentication every socket namespace installs first.
import type { FastifyBaseLogger } from 'fastify';
import type { ExtendedError, Socket } from 'socket.io';
import { AUTH_MESSAGES, socketAuth } from '@o4f/contract';
import type { AppContext } from '../../context.ts';
import { handshakeError, sessionRoom } from '../../realtime/io.ts';
import type { SocketUserData } from '../../realtime/io.ts';
import { authenticateToken } from './auth.service.ts';

/**
 * Handshake middleware: reads `socket.handshake.auth.token` (a bearer token), resolves the
 * session and sets `socket.data.user`. With `required` a missing or bad token fails the
 * connection (the client gets connect_error with the message); otherwise it stays anonymous.
 */
export function authenticate(
  ctx: Pick<AppContext, 'db'>,
  required: boolean,
  log?: FastifyBaseLogger,
) {
  return async (socket: Socket, next: (error?: ExtendedError) => void) => {
    try {
      const auth = socketAuth.safeParse(socket.handshake.auth ?? {});
      // A token that is no string of a sane length is a bad token.
      if (!auth.success)
        return next(required ? new Error(AUTH_MESSAGES.sessionExpired) : undefined);
      const token = auth.data.token?.replace(/^Bearer\s+/i, '').trim() ?? '';
      if (!token) return next(required ? new Error(AUTH_MESSAGES.loginRequired) : undefined);
      const user = await authenticateToken(ctx, token);
      if (!user) return next(required ? new Error(AUTH_MESSAGES.sessionExpired) : undefined);
      (socket.data as SocketUserData).user = {
        id: user.id,
        role: user.role,
        isAdmin: user.isAdmin,
        isTeacher: user.isTeacher,
      };
      // The session's room: revoking the session disconnects this socket (disconnectRevoked).
      await socket.join(sessionRoom(user.sessionId));
      next();
    } catch (error) {
      next(handshakeError(error, log, socket.nsp.name));
    }
  };
}
