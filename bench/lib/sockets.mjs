// socket.io-client helpers: connect to a namespace at /socketo4f, await an event, call with an ack.
import { io } from 'socket.io-client';

export const SOCKET_PATH = '/socketo4f';

/** Opens a socket on `namespace` (websocket only, no reconnection); resolves once connected. */
export function connect(base, namespace, { token, query = {}, timeoutMs = 15_000 } = {}) {
  const socket = io(`${base}${namespace}`, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: timeoutMs,
    auth: token ? { token } : {},
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  });
  return socket;
}

/** The next `event` on `socket`, or a rejection after `timeoutMs` (or on connect_error). */
export function once(socket, event, timeoutMs = 15_000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`No ${event} on ${socket.nsp} within ${timeoutMs} ms`));
    }, timeoutMs);
    const onEvent = (payload) => {
      cleanup();
      resolve(payload);
    };
    const onError = (error) => {
      cleanup();
      reject(new Error(`${socket.nsp}: connect_error ${error.message}`));
    };
    const cleanup = () => {
      clearTimeout(timer);
      socket.off(event, onEvent);
      socket.off('connect_error', onError);
    };
    socket.on(event, onEvent);
    if (event !== 'connect_error') socket.on('connect_error', onError);
  });
}

/** Emits `event` and resolves with the ack's `{ ok, data }`; rejects on `{ ok: false }`. */
export async function request(socket, event, payload, timeoutMs = 60_000) {
  const args = payload === undefined ? [] : [payload];
  const result = await socket.timeout(timeoutMs).emitWithAck(event, ...args);
  if (!result?.ok) throw new Error(`${event}: ${result?.message ?? 'refused'}`);
  return result.data;
}
