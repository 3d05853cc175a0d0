// Socket.IO on the HTTP server at /socketo4f, the handshake's refusals, and the session rooms that
// let a revoked session's sockets go (features/auth/socket-handshake.ts authenticates them).
import type { Server as HttpServer, IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { Server } from 'socket.io';
import type { ExtendedError, ServerOptions } from 'socket.io';
import { SOCKET_TEXT } from '@o4f/contract';
import type { HandshakeRefusal, Role } from '@o4f/contract';
import { localizeNamespaces } from '../i18n/socket-language.ts';
import { isDatabaseUnavailable } from '../lib/database-errors.ts';
import { outageRefusals } from '../lib/outage-log.ts';
import type { OutageRefusal } from '../lib/outage-log.ts';

export const SOCKET_PATH = '/socketo4f';

/** What the handshake middleware stores on `socket.data`. */
export interface SocketUserData {
  user?: { id: number; role: Role; isAdmin: boolean; isTeacher: boolean };
}

/** The room every socket authenticated with a session joins, on each namespace. */
export const sessionRoom = (sessionId: number) => `session:${sessionId}`;

/**
 * Disconnects every socket authenticated with one of the revoked sessions, on every namespace.
 * Through the adapter this reaches the other instances too (Redis): each one closes its own.
 */
export function disconnectRevoked(io: Server, sessionIds: number[], log?: FastifyBaseLogger) {
  if (sessionIds.length === 0) return;
  const rooms = sessionIds.map(sessionRoom);
  for (const namespace of io._nsps.values()) {
    try {
      namespace.in(rooms).disconnectSockets(true);
    } catch (error) {
      log?.warn({ err: error, namespace: namespace.name }, 'Disconnecting revoked sessions failed');
    }
  }
}

/** The request headers a handshake is read for (the client address behind a proxy, its language). */
const KEPT_HEADERS = ['x-forwarded-for', 'origin', 'accept-language'] as const;

/**
 * What a connection keeps of its HTTP request for the handshakes of the namespaces it joins:
 * the query, the URL, the headers they read. Engine.IO would keep the whole request (headers
 * twice over, parser state, the socket's references) for as long as the connection lives — at
 * 10,000 students, that is kilobytes each.
 */
function keptRequest(request: IncomingMessage) {
  const headers: Record<string, string | string[]> = {};
  for (const name of KEPT_HEADERS) {
    const value = request.headers[name];
    if (value !== undefined) headers[name] = value;
  }
  return {
    headers: headers as IncomingHttpHeaders,
    url: request.url,
    _query: (request as IncomingMessage & { _query?: Record<string, string> })._query,
    connection: { encrypted: (request.socket as { encrypted?: boolean }).encrypted === true },
  };
}

/**
 * A WebSocket connection's upgrade request stays reachable for as long as the connection lives
 * (Engine.IO's stand-in response for its middlewares listens for the TCP socket's close and holds
 * the request). Once the connection is made nothing reads its headers again (keptRequest has
 * what the handshakes need): let go of them.
 */
function releaseUpgradeRequest(request: IncomingMessage) {
  request.headers = {};
  request.rawHeaders = [];
}

/** `adapter`: the Redis adapter when instances share rooms (REDIS_URL); in-memory otherwise. */
export function createIo(httpServer: HttpServer, adapter?: ServerOptions['adapter']): Server {
  const io = new Server(httpServer, {
    path: SOCKET_PATH,
    serveClient: false,
    ...(adapter ? { adapter } : {}),
  });
  io.engine.on('connection', (connection: { request: unknown; transport: { name: string } }) => {
    const request = connection.request as IncomingMessage;
    connection.request = keptRequest(request);
    if (connection.transport.name === 'websocket') releaseUpgradeRequest(request);
  });
  localizeNamespaces(io);
  return io;
}

/**
 * Handshakes refused because the database is away, per logger (the app's): the first said at
 * once, then counted every half minute, not one line each while a hall's clients retry.
 */
const refusedHandshakes = new WeakMap<FastifyBaseLogger, OutageRefusal>();
function handshakesRefused(log: FastifyBaseLogger): OutageRefusal {
  let say = refusedHandshakes.get(log);
  if (!say) {
    say = outageRefusals(log, 'Socket handshake: database away', 'handshakes refused');
    refusedHandshakes.set(log, say);
  }
  return say;
}

/**
 * The error a handshake that failed unexpectedly hands to Socket.IO, which sends its message to
 * the client as connect_error: words, never the error itself (a failed query's message holds its
 * SQL and parameters). The error itself goes to the log.
 */
export function handshakeError(
  error: unknown,
  log: FastifyBaseLogger | undefined,
  namespace: string,
): ExtendedError {
  if (isDatabaseUnavailable(error)) {
    if (log) handshakesRefused(log)(error);
    return transientRefusal(SOCKET_TEXT.databaseUnavailable);
  }
  log?.error({ err: error, namespace }, 'Socket handshake failed');
  return transientRefusal(SOCKET_TEXT.internal);
}

/**
 * A handshake refused for a moment (the database away, a failure): its connect_error says the
 * client should try again later, which clients do with backoff. Every other refusal is final.
 */
export function transientRefusal(message: string): ExtendedError {
  const error = new Error(message) as ExtendedError;
  error.data = { retry: true } satisfies HandshakeRefusal;
  return error;
}
