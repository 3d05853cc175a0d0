// A recording Socket.IO client for live-lecture tests: every event is kept from the first
// moment, so a test can wait for one that may already have arrived.
import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';

export interface Received {
  event: string;
  payload: unknown;
}

export class LiveClient {
  readonly socket: Socket;
  readonly received: Received[] = [];
  readonly #waiters = new Set<() => void>();

  constructor(
    baseUrl: string,
    namespace: string,
    options: { token?: string; query?: Record<string, string | number> } = {},
  ) {
    this.socket = io(`${baseUrl}${namespace}`, {
      path: '/socketo4f',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth: options.token ? { token: options.token } : {},
      query: Object.fromEntries(
        Object.entries(options.query ?? {}).map(([key, value]) => [key, String(value)]),
      ),
    });
    this.socket.onAny((event: string, payload: unknown) => this.#record(event, payload));
    for (const event of ['connect', 'disconnect', 'connect_error'] as const) {
      this.socket.on(event, (payload?: unknown) =>
        this.#record(event, payload instanceof Error ? { message: payload.message } : payload),
      );
    }
  }

  #record(event: string, payload: unknown) {
    this.received.push({ event, payload });
    for (const wake of this.#waiters) wake();
  }

  events(event: string): unknown[] {
    return this.received.filter((item) => item.event === event).map((item) => item.payload);
  }

  /** The first `event` (after `skip` earlier ones) whose payload satisfies `match`. */
  waitFor<T = unknown>(
    event: string,
    match: (payload: T) => boolean = () => true,
    timeoutMs = 5000,
  ): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.received.find(
          (item) => item.event === event && match(item.payload as T),
        );
        if (!found) return false;
        this.#waiters.delete(check);
        clearTimeout(timer);
        resolve(found.payload as T);
        return true;
      };
      const timer = setTimeout(() => {
        this.#waiters.delete(check);
        reject(
          new Error(
            `No ${event} within ${timeoutMs} ms; got ${this.received.map((item) => item.event).join(', ')}`,
          ),
        );
      }, timeoutMs);
      if (!check()) this.#waiters.add(check);
    });
  }

  /** Emits with an acknowledgement and resolves with the ack's result. */
  request<T = unknown>(event: string, payload: unknown = {}): Promise<T> {
    return this.socket.timeout(5000).emitWithAck(event, payload) as Promise<T>;
  }

  close() {
    this.socket.disconnect();
  }
}
