// Test helpers for the live lecture: typed clients of the expressions namespace.
import type { ExpressionsClientToServer, ExpressionsServerToClient } from '@o4f/contract';
import { NAMESPACES } from '@o4f/contract';
import { LiveClient } from './live-client.ts';
import type { TestServer } from './test-server.ts';

/** A client of the expressions namespace, typed with its events. */
export type ConnectedClient = LiveClient<ExpressionsServerToClient, ExpressionsClientToServer>;

/** Opens an expressions socket; resolves once connected, rejects with the connect_error. */
export async function connectExpressions(
  server: TestServer,
  token: string | undefined,
  lecture: { courseId: number; lectureNum: number },
): Promise<ConnectedClient> {
  const client: ConnectedClient = new LiveClient(server.url, NAMESPACES.expressions, {
    token,
    query: { courseId: lecture.courseId, lectureNum: lecture.lectureNum },
  });
  const refusal = await client.settled();
  if (!refusal) return client;
  client.close();
  throw Object.assign(new Error(refusal.message), refusal);
}

/** The next `event` to arrive on the socket from now on (not one already received). */
export function nextEvent<T = unknown>(
  client: ConnectedClient,
  event: string,
  timeoutMs = 3000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      client.socket.offAny(listener);
      reject(new Error(`No ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (name: string, payload: unknown) => {
      if (name !== event) return;
      clearTimeout(timer);
      client.socket.offAny(listener);
      resolve(payload as T);
    };
    client.socket.onAny(listener);
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
