/**
 * A stand-in for `lib/socket.ts` in tests:
 *   vi.mock('…/lib/socket.ts', () => import('…/testing/fake-socket.ts'));
 * Every `connectNamespace` call records a FakeSocket in `sockets`; `fire` plays a server event,
 * `ack` answers an acknowledged emit. A socket starts disconnected until 'connect' is fired.
 */
import { act, waitFor } from '@testing-library/react';
import { vi } from 'vitest';

type Handler = (...args: unknown[]) => void;
type Query = Record<string, string | number>;

export interface Emit {
  event: string;
  payload: unknown;
  /** The acknowledgement callback, if one was given. */
  ack?: Handler;
}

export class FakeSocket {
  readonly namespace: string;
  readonly query: Query | undefined;
  readonly handlers = new Map<string, Handler[]>();
  /** Every emit in order. */
  readonly emitted: Emit[] = [];
  connected = false;
  active = true;

  constructor(namespace: string, query?: Query) {
    this.namespace = namespace;
    this.query = query;
  }
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  off() {
    this.handlers.clear();
    return this;
  }
  emit(event: string, payload?: unknown, ack?: Handler) {
    this.emitted.push({ event, payload, ack });
    return this;
  }
  disconnect() {
    this.connected = false;
    this.active = false;
    return this;
  }
  /** Plays a server event (or 'connect', 'connect_error', 'disconnect') inside act(). */
  fire(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true;
    act(() => {
      for (const handler of this.handlers.get(event) ?? []) handler(...args);
    });
  }
  /** Answers the latest emit of `event` through its acknowledgement. */
  ack(event: string, result: unknown) {
    const emit = this.emitted.findLast((entry) => entry.event === event);
    if (!emit?.ack) throw new Error(`No acknowledged ${event} to answer`);
    act(() => emit.ack?.(result));
  }
  /** The names of every emit, in order. */
  events(): string[] {
    return this.emitted.map((entry) => entry.event);
  }
  /** The emits of one event, in order. */
  emits(name: string): Emit[] {
    return this.emitted.filter((entry) => entry.event === name);
  }
}

export const sockets: FakeSocket[] = [];

export const connectNamespace = vi.fn((namespace: string, query?: Query) => {
  const socket = new FakeSocket(namespace, query);
  sockets.push(socket);
  return socket;
});

/** Records the emit and settles at once with no data (the acknowledgement is not waited for). */
export const emitWithAck = vi.fn((socket: FakeSocket, event: string, payload?: unknown) => {
  socket.emit(event, payload);
  return Promise.resolve({});
});

/** The newest socket opened on a namespace; `withQuery` skips those opened without a query. */
export const socketOf = (
  namespace: string,
  { withQuery = false }: { withQuery?: boolean } = {},
): FakeSocket | undefined =>
  sockets.findLast((socket) => socket.namespace === namespace && (!withQuery || socket.query));

/** Like `socketOf`, for a socket that must be open by now. */
export function lastSocket(namespace: string, options: { withQuery?: boolean } = {}): FakeSocket {
  const socket = socketOf(namespace, options);
  if (!socket) throw new Error(`No socket on ${namespace}`);
  return socket;
}

/**
 * The socket a page opens in an effect, once it is open. An effect runs after the render it
 * belongs to is on screen, so a test that found the page's heading may still be before it.
 */
export const openedSocket = (namespace: string, options: { withQuery?: boolean } = {}) =>
  waitFor(() => lastSocket(namespace, options));

export function resetSockets(): void {
  sockets.length = 0;
  connectNamespace.mockClear();
  emitWithAck.mockClear();
}
