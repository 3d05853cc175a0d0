// The one way tests admit a signed-in student to a lecture: the real admission (the student waits
// in the lecture's `reg` group and the group is admitted), without the sockets around it.
import type { Lecture, MaskId } from '@o4f/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { pseudonyms } from '../db/schema/index.ts';
import { admitGroup } from '../features/admission/admission.service.ts';
import type { TestServer, TestStudent } from './test-server.ts';

/** An admitted student: credentials and the pseudonym admission gave them in the lecture. */
export interface Member {
  token: string;
  id: number;
  anonId: string;
  pseudonym: string;
  pseudonymId: number;
}

let entries = 0;
/** Admissions of one server, one after the other (each admits the whole group waiting). */
const queues = new WeakMap<TestServer, Promise<unknown>>();

/**
 * Registered in the course, holding a pseudonym in the lecture (mask `maskId`, 1 to 12), attending
 * it (which signs the student out of the lecture attended before, as admission does).
 */
export function admit(
  server: TestServer,
  student: TestStudent,
  lecture: Pick<Lecture, 'id' | 'courseId' | 'lectureNum'>,
  maskId: number = 1,
): Promise<Member> {
  const run = async (): Promise<Member> => {
    const ref = { courseId: lecture.courseId, lectureNum: lecture.lectureNum };
    entries += 1;
    await server.app.ctx.live.enterWaitingRoom(ref, {
      entryId: `test-admission-${entries}`,
      group: 'reg',
      maskId: maskId as MaskId,
      studentId: student.id,
      enteredAt: Date.now(),
    });
    await admitGroup({ ctx: server.app.ctx, io: server.app.io }, ref, 'reg');
    const [row] = await server.db
      .select({ id: pseudonyms.id, pseudonym: pseudonyms.pseudonym })
      .from(pseudonyms)
      .where(
        and(
          eq(pseudonyms.lectureId, lecture.id),
          eq(pseudonyms.studentId, student.id),
          isNull(pseudonyms.removedAt),
        ),
      );
    if (!row) throw new Error(`Student ${student.id} was not admitted to lecture ${lecture.id}`);
    return {
      token: student.token,
      id: student.id,
      anonId: student.anonId,
      pseudonym: row.pseudonym,
      pseudonymId: row.id,
    };
  };
  const next = (queues.get(server) ?? Promise.resolve()).then(run, run);
  queues.set(server, next);
  return next;
}
