// The one Socket.IO client of the server tests: websocket only, no reconnection, and every event
// recorded from the first moment, so a test can wait for one that may already have arrived.
import { SOCKET_PATH } from '@o4f/contract';
import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';

export interface Received {
  event: string;
  payload: unknown;
}

export interface ClientOptions {
  /** The session token, sent as `auth.token`. */
  token?: string | undefined;
  /** Any other handshake auth (replaces the token's). */
  auth?: unknown;
  query?: Record<string, string | number>;
  /** Extra HTTP headers of the handshake (e.g. x-forwarded-for). */
  headers?: Record<string, string>;
}

/** A refused handshake: the connect_error's message and data. */
export interface Refusal {
  message: string;
  data?: unknown;
}

const refusal = (error: Error & { data?: unknown }): Refusal =>
  error.data === undefined
    ? { message: error.message }
    : { message: error.message, data: error.data };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Socket.IO's own default event map
type Events = Record<string, any>;

export class LiveClient<Listen extends Events = Events, Emit extends Events = Events> {
  readonly socket: Socket<Listen, Emit>;
  readonly received: Received[] = [];
  readonly #waiters = new Set<() => void>();

  constructor(baseUrl: string, namespace: string, options: ClientOptions = {}) {
    this.socket = io(`${baseUrl}${namespace}`, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth: (options.auth ?? (options.token ? { token: options.token } : {})) as Record<
        string,
        unknown
      >,
      query: Object.fromEntries(
        Object.entries(options.query ?? {}).map(([key, value]) => [key, String(value)]),
      ),
      ...(options.headers ? { extraHeaders: options.headers } : {}),
    }) as Socket<Listen, Emit>;
    const raw = this.socket as unknown as Socket;
    raw.onAny((event: string, payload: unknown) => this.#record(event, payload));
    for (const event of ['connect', 'disconnect', 'connect_error'] as const) {
      raw.on(event, (payload?: unknown) =>
        this.#record(
          event,
          payload instanceof Error ? refusal(payload as Error & { data?: unknown }) : payload,
        ),
      );
    }
  }

  #record(event: string, payload: unknown) {
    this.received.push({ event, payload });
    for (const wake of this.#waiters) wake();
  }

  events<T = unknown>(event: string): T[] {
    return this.received.filter((item) => item.event === event).map((item) => item.payload as T);
  }

  /** The first received item that satisfies `match`, as soon as there is one. */
  first(match: (item: Received) => boolean, what: string, timeoutMs = 5000): Promise<Received> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.received.find(match);
        if (!found) return false;
        this.#waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        this.#waiters.delete(check);
        reject(
          new Error(
            `No ${what} within ${timeoutMs} ms; got ${this.received.map((item) => item.event).join(', ')}`,
          ),
        );
      }, timeoutMs);
      if (!check()) this.#waiters.add(check);
    });
  }

  /** The first `event` whose payload satisfies `match`. */
  async waitFor<T = unknown>(
    event: string,
    match: (payload: T) => boolean = () => true,
    timeoutMs = 5000,
  ): Promise<T> {
    const found = await this.first(
      (item) => item.event === event && match(item.payload as T),
      event,
      timeoutMs,
    );
    return found.payload as T;
  }

  /** Resolves once the handshake is over: undefined when connected, the refusal otherwise. */
  async settled(): Promise<Refusal | undefined> {
    const outcome = await this.first(
      (item) => item.event === 'connect' || item.event === 'connect_error',
      'connect or connect_error',
    );
    return outcome.event === 'connect' ? undefined : (outcome.payload as Refusal);
  }

  /** Emits with an acknowledgement and resolves with the ack's result. */
  request<T = unknown>(event: string, payload: unknown = {}): Promise<T> {
    return (this.socket as unknown as Socket)
      .timeout(5000)
      .emitWithAck(event, payload) as Promise<T>;
  }

  close() {
    this.socket.disconnect();
  }
}

/** Clients a test file opens, closed together at its end. */
export class ClientPool {
  readonly #clients: LiveClient[] = [];

  open(baseUrl: string, namespace: string, options: ClientOptions = {}): LiveClient {
    const client = new LiveClient(baseUrl, namespace, options);
    this.#clients.push(client);
    return client;
  }

  closeAll() {
    for (const client of this.#clients.splice(0)) client.close();
  }
}
