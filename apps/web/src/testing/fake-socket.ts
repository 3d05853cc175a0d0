/**
 * A stand-in for `lib/socket.ts` in tests:
 *   vi.mock('…/lib/socket.ts', () => import('…/testing/fake-socket.ts'));
 * Every `connectNamespace` call records a FakeSocket in `sockets`; `fire` plays a server event.
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';

type Handler = (...args: unknown[]) => void;

export class FakeSocket {
  readonly namespace: string;
  readonly query: Record<string, string | number> | undefined;
  handlers = new Map<string, Handler[]>();
  /** Every emit: event, payload and the acknowledgement callback if one was given. */
  emitted: { event: string; payload: unknown; ack?: Handler }[] = [];
  connected = false;
  active = true;

  constructor(namespace: string, query?: Record<string, string | number>) {
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
  /** Plays a server event (or 'connect', 'connect_error', 'disconnect'). */
  fire(event: string, payload?: unknown) {
    if (event === 'connect') this.connected = true;
    act(() => {
      for (const handler of this.handlers.get(event) ?? []) handler(payload);
    });
  }
  /** Answers the latest emit of `event` through its acknowledgement. */
  ack(event: string, result: unknown) {
    const emit = this.emitted.findLast((entry) => entry.event === event);
    if (!emit?.ack) throw new Error(`No acknowledged ${event} to answer`);
    act(() => emit.ack?.(result));
  }
  events(): string[] {
    return this.emitted.map((entry) => entry.event);
  }
}

export const sockets: FakeSocket[] = [];

export const connectNamespace = vi.fn(
  (namespace: string, query?: Record<string, string | number>) => {
    const socket = new FakeSocket(namespace, query);
    sockets.push(socket);
    return socket;
  },
);

/** The latest socket opened on a namespace. */
export const socketOf = (namespace: string): FakeSocket | undefined =>
  sockets.findLast((socket) => socket.namespace === namespace);

export function resetSockets(): void {
  sockets.length = 0;
  connectNamespace.mockClear();
}
