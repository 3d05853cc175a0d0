/** Test helper: an in-memory stand-in for the Socket.IO client of src/lib/socket.ts. */
import { act } from '@testing-library/react';

type Handler = (...args: unknown[]) => void;

export class FakeSocket {
  readonly handlers = new Map<string, Handler[]>();
  readonly emitted: { event: string; payload: unknown }[] = [];
  connected = true;
  active = true;

  constructor(
    readonly namespace: string,
    readonly query?: Record<string, string | number>,
  ) {}

  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  off() {
    this.handlers.clear();
    return this;
  }
  emit(event: string, payload?: unknown) {
    this.emitted.push({ event, payload });
    return this;
  }
  disconnect() {
    this.connected = false;
    this.active = false;
    return this;
  }
  /** Delivers a server event to the handlers, inside act(). */
  fire(event: string, ...args: unknown[]) {
    act(() => {
      for (const handler of this.handlers.get(event) ?? []) handler(...args);
    });
  }
  events(name: string) {
    return this.emitted.filter(({ event }) => event === name);
  }
}

/** Every socket opened so far; `last(namespace)` finds the newest of a namespace. */
export function createSocketRegistry() {
  const sockets: FakeSocket[] = [];
  return {
    sockets,
    connect(namespace: string, query?: Record<string, string | number>) {
      const socket = new FakeSocket(namespace, query);
      sockets.push(socket);
      return socket;
    },
    /** The newest socket of a namespace; `withQuery` skips those opened without a query. */
    last(namespace: string, { withQuery = false } = {}): FakeSocket {
      const socket = sockets
        .filter((candidate) => candidate.namespace === namespace && (!withQuery || candidate.query))
        .at(-1);
      if (!socket) throw new Error(`No socket on ${namespace}`);
      return socket;
    },
    reset() {
      sockets.length = 0;
    },
  };
}

/** The registry the tests' `vi.mock` of src/lib/socket.ts hands its sockets to. */
export const fakeSockets = createSocketRegistry();

/** `vi.mock('…/lib/socket.ts', () => import('…/testing/fake-sockets.ts').then(socketModuleMock))`. */
export function socketModuleMock() {
  return {
    connectNamespace: (namespace: string, query?: Record<string, string | number>) =>
      fakeSockets.connect(namespace, query),
    emitWithAck: (socket: FakeSocket, event: string, payload?: unknown) => {
      socket.emit(event, payload);
      return Promise.resolve({});
    },
  };
}
