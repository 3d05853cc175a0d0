// Every Socket.IO namespace, registered in one place, and the map of who listens to which domain
// event (services emit them on ctx.events; lib/domain-events.ts lists their payloads). It sits
// beside app.ts, above the features it wires: realtime/ holds only the plumbing they share.
//
// | namespace          | module                                          |
// | ------------------ | ----------------------------------------------- |
// | /signals           | features/signals/signals.namespace.ts           |
// | /waiting_room      | features/waiting-room/waiting-room.namespace.ts |
// | /class_id_generator| features/class-code/class-code.namespace.ts     |
// | /expressions       | features/expressions/expressions.namespace.ts   |
//
// | domain event         | listeners                                                              |
// | -------------------- | ---------------------------------------------------------------------- |
// | qa                   | notifications.realtime (pushes), questions caches                      |
// | notification         | notifications.realtime, questions/viewer-marks-cache                   |
// | notificationsChanged | notifications.realtime, questions/viewer-marks-cache                   |
// | notificationsRead    | questions/viewer-marks-cache                                           |
// | lecture              | signals, expressions, notifications.lifecycle, questions caches        |
// | attendance           | signals, notifications.lifecycle, questions caches                     |
// | account              | signals, notifications.lifecycle, questions caches, auth/session-cache |
// | course               | questions caches (a course deleted)                                    |
// | sessionsRevoked      | this module (sockets of revoked sessions go), auth/session-cache       |
// | roleChanged          | auth/session-cache                                                     |
import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';
import type { AppContext } from './context.ts';
import { registerClassCode } from './features/class-code/class-code.namespace.ts';
import { startExpressions } from './features/expressions/expressions.namespace.ts';
import type { ExpressionsRuntime } from './features/expressions/expressions.namespace.ts';
import { registerLifecycleNotifications } from './features/notifications/notifications.lifecycle.ts';
import { registerQaRealtime } from './features/notifications/notifications.realtime.ts';
import { registerSignals } from './features/signals/signals.namespace.ts';
import { registerWaitingRoom } from './features/waiting-room/waiting-room.namespace.ts';
import type { App } from './lib/fastify.ts';
import { authenticate } from './features/auth/socket-handshake.ts';
import { disconnectRevoked } from './realtime/io.ts';

/** Registers every namespace and realtime listener; the expressions runtime is stopped on close. */
export function registerRealtime(
  app: App,
  ctx: AppContext,
  io: Server,
  deps: { log: FastifyBaseLogger },
): ExpressionsRuntime {
  // Logout and password changes: the revoked sessions' sockets go, on every namespace and instance.
  ctx.events.on('sessionsRevoked', ({ sessionIds }) => disconnectRevoked(io, sessionIds, deps.log));
  // signals needs a logged-in user from the start.
  io.of('/signals').use(authenticate(ctx, true, deps.log));
  registerSignals(app);
  registerQaRealtime(app);
  registerLifecycleNotifications(ctx);
  registerWaitingRoom(app);
  registerClassCode(app);
  return startExpressions(ctx, io);
}
