// Lecture pseudonyms: lookups other features reuse (reactions and posts are stored against the
// pseudonym row, never the account).
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pseudonyms, teacherPseudonyms } from '../../db/schema/index.ts';
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
/** Every name taken in the lecture, students' and teachers' alike, so a new one never repeats them. */
export async function pseudonymNamesOfLecture(db: Db, lectureId: number): Promise<string[]> {
  const [students, teachers] = await Promise.all([
    db
      .select({ pseudonym: pseudonyms.pseudonym })
      .from(pseudonyms)
      .where(eq(pseudonyms.lectureId, lectureId)),
    db
      .select({ pseudonym: teacherPseudonyms.pseudonym })
      .from(teacherPseudonyms)
      .where(eq(teacherPseudonyms.lectureId, lectureId)),
  ]);
  return [...students, ...teachers].map((row) => row.pseudonym);
}
