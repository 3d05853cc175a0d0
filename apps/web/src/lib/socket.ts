/**
 * The Socket.IO client: one typed socket per namespace at /socketo4f, authenticated with the
 * stored token and the socket id it replaces, and a promise wrapper for acknowledgements.
 */
import {
  SOCKET_PATH,
  type AckErrorCode,
  type AckResult,
  type HandshakeRefusal,
  type NamespaceName,
} from '@o4f/contract';
import { io, type Socket } from 'socket.io-client';
import { reportConnection } from './connection-status.ts';
import { RECONNECT, isMomentary, reconnectDelay } from './reconnect.ts';
import { storage } from './storage.ts';
import { activeLocale } from '../text/locale.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- socket.io's own EventsMap shape
type EventsMap = Record<string, any>;

export const SOCKET_ID_HISTORY_KEY = 'socketIdHistory';
export const SOCKET_ID_HISTORY_LIMIT = 5;
export const DEFAULT_ACK_TIMEOUT_MS = 10_000;

/** The ids of this browser's latest sockets, oldest first. */
export function readSocketIdHistory(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(SOCKET_ID_HISTORY_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((id): id is string => typeof id === 'string' && id.length > 0)
      : [];
  } catch {
    return [];
  }
}

/** Appends a socket id (moving it to the end if known) and keeps the newest few. */
export function rememberSocketId(id: string): string[] {
  const history = [...readSocketIdHistory().filter((known) => known !== id), id].slice(
    -SOCKET_ID_HISTORY_LIMIT,
  );
  try {
    window.localStorage.setItem(SOCKET_ID_HISTORY_KEY, JSON.stringify(history));
  } catch {
    // Without storage the server simply sees a fresh connection.
  }
  return history;
}

/** The id of the socket this browser had last, sent so the server can replace it. */
export function previousSocketId(): string | undefined {
  return readSocketIdHistory().at(-1);
}

/**
 * The handshake `auth`, read afresh on every (re)connection; `language` is the chosen language
 * of the server's refusals (a browser's WebSocket cannot set Accept-Language itself).
 */
export function socketAuth(): { token?: string; prevSocketId?: string; language: string } {
  const auth: { token?: string; prevSocketId?: string; language: string } = {
    language: activeLocale().code,
  };
  const token = storage.getToken();
  const prevSocketId = previousSocketId();
  if (token) auth.token = token;
  if (prevSocketId) auth.prevSocketId = prevSocketId;
  return auth;
}

export type TypedSocket<S2C extends EventsMap, C2S extends EventsMap> = Socket<S2C, C2S>;

/**
 * Connects to one namespace (e.g. NAMESPACES.waitingRoom). WebSocket first; if it cannot be
 * opened, long-polling (behind proxies that block WebSocket).
 */
export function connectNamespace<S2C extends EventsMap, C2S extends EventsMap>(
  namespace: NamespaceName,
  query?: Record<string, string | number>,
): TypedSocket<S2C, C2S> {
  const socket: TypedSocket<S2C, C2S> = io(namespace, {
    path: SOCKET_PATH,
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    // One connection per namespace: a shared (multiplexed) one keeps the handshake query of the
    // first namespace opened, so /expressions would see the query of /signals or /waiting_room.
    forceNew: true,
    query: query
      ? Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]))
      : undefined,
    auth: (callback) => callback(socketAuth()),
    reconnectionDelay: RECONNECT.firstDelayMs,
    reconnectionDelayMax: RECONNECT.maxDelayMs,
    randomizationFactor: RECONNECT.jitter,
  });
  keepConnected(socket);
  socket.on('connect', () => {
    if (socket.id) rememberSocketId(socket.id);
  });
  return socket;
}

/**
 * Whatever ends a connection the page still wants, it comes back: Socket.IO reconnects after a
 * lost transport by itself; a handshake the server refused for a moment is tried again here,
 * with the same backoff. The connection's state goes to the page's banner (lib/connection-status)
 * until the page closes the socket.
 */
function keepConnected(socket: Socket) {
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  socket.on('connect', () => {
    attempt = 0;
    reportConnection(socket, false);
  });
  // `active`: the socket will reconnect by itself; otherwise it was sent away or closed.
  socket.on('disconnect', () => reportConnection(socket, socket.active));
  socket.on('connect_error', (error: Error & { data?: HandshakeRefusal }) => {
    if (socket.active) return reportConnection(socket, true);
    if (!isMomentary(error)) return reportConnection(socket, false);
    reportConnection(socket, true);
    clearTimeout(retry);
    retry = setTimeout(() => socket.connect(), reconnectDelay(attempt++));
  });
  // Pages close with disconnect() (close() calls it) after removing their listeners (off()):
  // the one moment to stop retrying and to take the connection off the banner.
  const disconnect = socket.disconnect.bind(socket);
  socket.disconnect = () => {
    clearTimeout(retry);
    reportConnection(socket, false);
    return disconnect();
  };
}

/** A refused acknowledgement (or none in time: code 'timeout'). */
export class SocketAckError extends Error {
  readonly code: AckErrorCode | 'timeout';

  constructor(code: AckErrorCode | 'timeout', message: string) {
    super(message);
    this.name = 'SocketAckError';
    this.code = code;
  }
}

/** What an event's acknowledgement carries when it succeeds. */
export type AckDataOf<F> = F extends (
  payload: never,
  ack?: (result: AckResult<infer T>) => void,
) => void
  ? T
  : never;

/** The payload an event takes. */
export type PayloadOf<F> = F extends (payload: infer P, ...rest: never[]) => void ? P : never;

/** Emits with an acknowledgement callback and settles with its data, or a SocketAckError. */
export function emitWithAck<C2S extends EventsMap, E extends keyof C2S & string>(
  socket: Socket<EventsMap, C2S>,
  event: E,
  payload?: PayloadOf<C2S[E]>,
  timeoutMs: number = DEFAULT_ACK_TIMEOUT_MS,
): Promise<AckDataOf<C2S[E]>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new SocketAckError('timeout', `No answer to ${event}`)),
      timeoutMs,
    );
    const ack = (result: AckResult<AckDataOf<C2S[E]>>) => {
      clearTimeout(timer);
      if (result && result.ok) resolve(result.data);
      else reject(new SocketAckError(result?.error ?? 'internal_error', result?.message ?? ''));
    };
    // The typed emit cannot see through the generic event name; the signature above is the check.
    (socket.emit as (event: string, ...args: unknown[]) => unknown)(event, payload ?? {}, ack);
  });
}
