// Test helpers for the live lecture: socket clients of the expressions namespace and a factory
// that makes a student attend a lecture as admission does (attendance + pseudonym row).
import type { ExpressionsClientToServer, ExpressionsServerToClient, Lecture } from '@o4f/contract';
import { NAMESPACES, SOCKET_PATH } from '@o4f/contract';
import { eq } from 'drizzle-orm';
import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { pseudonyms } from '../db/schema/index.ts';
import type { TestServer, TestStudent } from './test-server.ts';

export type LiveClient = Socket<ExpressionsServerToClient, ExpressionsClientToServer>;

export interface ConnectedClient {
  socket: LiveClient;
  /** Every event received, in order (name and payload). */
  received: { event: string; payload: unknown }[];
}

/** Opens an expressions socket; resolves once connected, rejects with the connect_error. */
export function connectExpressions(
  server: TestServer,
  token: string | undefined,
  lecture: { courseId: number; lectureNum: number },
): Promise<ConnectedClient> {
  const socket: LiveClient = io(`${server.url}${NAMESPACES.expressions}`, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: token ? { token } : {},
    query: { courseId: String(lecture.courseId), lectureNum: String(lecture.lectureNum) },
  });
  const received: ConnectedClient['received'] = [];
  socket.onAny((event: string, payload: unknown) => received.push({ event, payload }));
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve({ socket, received }));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** The next `event` on the socket (or one already received after index `since`). */
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

export const eventsNamed = <T = unknown>(client: ConnectedClient, event: string): T[] =>
  client.received.filter((item) => item.event === event).map((item) => item.payload as T);

/** What admission does for a student: registered in the course, attending, with a pseudonym. */
export async function attendLecture(
  server: TestServer,
  student: TestStudent,
  lecture: Pick<Lecture, 'id' | 'courseId' | 'lectureNum'>,
  maskId = 1,
): Promise<{ pseudonymId: number; pseudonym: string }> {
  await server.enrol(lecture.courseId, student.id);
  await server.app.ctx.live.attend(student.id, {
    courseId: lecture.courseId,
    lectureNum: lecture.lectureNum,
  });
  const pseudonym = `Mask${maskId} ${student.id}`;
  const [row] = await server.db
    .insert(pseudonyms)
    .values({
      lectureId: lecture.id,
      studentId: student.id,
      maskId,
      pseudonym,
      admittedGroup: 'reg',
    })
    .returning({ id: pseudonyms.id });
  return { pseudonymId: row!.id, pseudonym };
}

export async function pseudonymIdsOf(server: TestServer, lectureId: number): Promise<number[]> {
  const rows = await server.db
    .select({ id: pseudonyms.id })
    .from(pseudonyms)
    .where(eq(pseudonyms.lectureId, lectureId));
  return rows.map((row) => row.id);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
