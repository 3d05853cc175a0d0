// Lecture pseudonyms: lookups other features reuse (reactions and posts are stored against the
// pseudonym row, never the account).
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pseudonyms } from '../../db/schema/index.ts';
import type { PseudonymRow } from '../../db/schema/index.ts';

/** The student's current (not removed) pseudonym in a lecture. */
export async function findActivePseudonym(
  db: Db,
  lectureId: number,
  studentId: number,
): Promise<PseudonymRow | undefined> {
  const [row] = await db
    .select()
    .from(pseudonyms)
    .where(
      and(
        eq(pseudonyms.lectureId, lectureId),
        eq(pseudonyms.studentId, studentId),
        isNull(pseudonyms.removedAt),
      ),
    )
    .limit(1);
  return row;
}

/** Current pseudonyms of several students in a lecture. */
export async function findActivePseudonyms(
  db: Db,
  lectureId: number,
  studentIds: number[],
): Promise<PseudonymRow[]> {
  if (studentIds.length === 0) return [];
  return db
    .select()
    .from(pseudonyms)
    .where(
      and(
        eq(pseudonyms.lectureId, lectureId),
        inArray(pseudonyms.studentId, studentIds),
        isNull(pseudonyms.removedAt),
      ),
    );
}

/** Every pseudonym name used in the lecture, removed ones included (names are never reused). */
export async function pseudonymNamesOfLecture(db: Db, lectureId: number): Promise<string[]> {
  const rows = await db
    .select({ pseudonym: pseudonyms.pseudonym })
    .from(pseudonyms)
    .where(eq(pseudonyms.lectureId, lectureId));
  return rows.map((row) => row.pseudonym);
}
