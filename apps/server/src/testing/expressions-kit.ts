// Test helpers for the live lecture: socket clients of the expressions namespace and a factory
// that makes a student attend a lecture as admission does (attendance + pseudonym row).
import type { ExpressionsClientToServer, ExpressionsServerToClient, Lecture } from '@o4f/contract';
import { NAMESPACES } from '@o4f/contract';
import { eq } from 'drizzle-orm';
import { pseudonyms } from '../db/schema/index.ts';
import { LiveClient } from './live-client.ts';
import type { TestServer, TestStudent } from './test-server.ts';

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
