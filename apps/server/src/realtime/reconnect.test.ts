// Clients that reconnect by themselves (as the web app's do) come back after the server stops
// gracefully (SIGTERM: `npm start`'s Ctrl-C, a deploy) or is killed, and carry on where they were.
// A graceful stop must close their connections, not dismiss their sockets: a socket the server
// disconnects is told it was sent away and never reconnects.
import { SOCKET_PATH } from '@o4f/contract';
import type {
  AckResult,
  ActiveExpression,
  ExpressionUpdate,
  LectureAccessGranted,
} from '@o4f/contract';
import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import type { LiveClient } from '../testing/live-client.ts';
import { openStorage, opener, startChild, startLiveLecture } from '../testing/restart-kit.ts';
import type { ChildServer } from '../testing/restart-kit.ts';

/** A client with Socket.IO's own reconnection on, recording what it receives. */
class ReconnectingClient {
  readonly socket: Socket;
  readonly received: { event: string; payload: unknown }[] = [];
  readonly #waiters = new Set<() => void>();

  constructor(url: string, token: string, query: Record<string, number>) {
    this.socket = io(`${url}/expressions`, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      forceNew: true,
      reconnectionDelay: 100,
      reconnectionDelayMax: 500,
      auth: { token },
      query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    });
    this.socket.onAny((event: string, payload: unknown) => this.#record(event, payload));
    for (const event of ['connect', 'disconnect'] as const) {
      this.socket.on(event, (payload?: unknown) => this.#record(event, payload));
    }
  }

  #record(event: string, payload: unknown) {
    this.received.push({ event, payload });
    for (const wake of this.#waiters) wake();
  }

  events<T>(event: string): T[] {
    return this.received.filter((item) => item.event === event).map((item) => item.payload as T);
  }

  /** Resolves once `event` has arrived `count` times in all. */
  until<T>(event: string, count: number, what: string, timeoutMs = 30_000): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const seen = this.events<T>(event);
        if (seen.length < count) return false;
        this.#waiters.delete(check);
        clearTimeout(timer);
        resolve(seen[count - 1]!);
        return true;
      };
      const timer = setTimeout(() => {
        this.#waiters.delete(check);
        reject(new Error(`No ${what} (${event} ×${count}) in ${timeoutMs} ms`));
      }, timeoutMs);
      if (!check()) this.#waiters.add(check);
    });
  }

  close() {
    this.socket.close();
  }
}

describe.each([
  ['a graceful stop (SIGTERM)', 'stop'],
  ['a kill -9', 'kill'],
] as const)('after %s', (_name, ending) => {
  const clients: LiveClient[] = [];
  const reconnecting: ReconnectingClient[] = [];
  const servers: ChildServer[] = [];
  let drop: (() => Promise<void>) | null = null;

  afterEach(async () => {
    for (const client of [...clients, ...reconnecting]) client.close();
    for (const server of servers) await server.kill();
    await drop?.();
  });

  it('the teacher and the students reconnect by themselves and carry on', async () => {
    const storage = await openStorage();
    drop = storage.drop;
    const first = await startChild(storage.env);
    servers.push(first);
    const lecture = await startLiveLecture(first.url, opener(clients), 2);
    const connect = (token: string) => {
      const client = new ReconnectingClient(first.url, token, lecture.query);
      reconnecting.push(client);
      return client;
    };
    const teacher = connect(lecture.teacherToken);
    const students = lecture.students.map((student) => connect(student.token));
    for (const client of [teacher, ...students]) {
      await client.until('access_granted', 1, 'first access');
    }
    const moved = await teacher.socket.emitWithAck('set_slide', { slideNumber: 4 });
    expect(moved).toEqual({ ok: true, data: { slideNumber: 4 } });

    await first[ending]();
    for (const client of [teacher, ...students]) {
      // A closed connection, which the client answers by reconnecting.
      expect(await client.until('disconnect', 1, 'the disconnect')).toBe('transport close');
      expect(client.socket.active).toBe(true);
    }

    const second = await startChild(storage.env, { port: first.port });
    servers.push(second);
    for (const client of [teacher, ...students]) {
      await client.until('connect', 2, 'the reconnection');
      const granted = await client.until<LectureAccessGranted>('access_granted', 2, 'access again');
      expect(granted.slideNumber).toBe(4);
    }

    const pressed = (await students[0]!.socket.emitWithAck('press_button', {
      expressionTag: 3,
    })) as AckResult<ActiveExpression>;
    expect(pressed).toEqual({ ok: true, data: { expressionTag: 3, slideNumber: 4 } });
    await teacher.until('expression_update', 1, 'the counts');
    const counted = async () => {
      const updates = teacher.events<ExpressionUpdate>('expression_update');
      return updates.at(-1)!.expressions.find((entry) => entry.tag === 3)?.count;
    };
    await expect.poll(counted, { timeout: 10_000 }).toBe(1);
  }, 120_000);
});
