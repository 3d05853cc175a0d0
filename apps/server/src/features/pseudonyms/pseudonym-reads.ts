// A student's pseudonym in a lecture, read together with the others asked for meanwhile: every
// student's live channel is greeted with it, and when a hall reconnects at once after a restart
// those greetings made one statement each on the embedded database's one thread, each behind the
// last (lib/grouped-reads.ts; reconnection-and-offline-presses.md, "A hall reconnecting at once").
import type { AppContext } from '../../context.ts';
import type { PseudonymRow } from '../../db/schema/index.ts';
import { GroupedReads, perContext } from '../../lib/grouped-reads.ts';
import { findActivePseudonyms } from './pseudonyms.repository.ts';

type PseudonymContext = Pick<AppContext, 'db'>;

const pseudonymReader = perContext(
  (ctx: PseudonymContext) =>
    new GroupedReads<number, number, PseudonymRow | null>(
      async (lectureId, studentIds) => {
        const byStudent = new Map<number, PseudonymRow>();
        for (const row of await findActivePseudonyms(ctx.db, lectureId, studentIds)) {
          if (row.studentId !== null) byStudent.set(row.studentId, row);
        }
        return byStudent;
      },
      () => null,
    ),
);

/** The student's current (not removed) pseudonym in the lecture, or null. */
export function readActivePseudonym(
  ctx: PseudonymContext,
  lectureId: number,
  studentId: number,
): Promise<PseudonymRow | null> {
  return pseudonymReader(ctx).read(lectureId, lectureId, studentId);
}
