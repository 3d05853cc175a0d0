// Lecture pseudonyms: lookups other features reuse (reactions and posts are stored against the
// pseudonym row, never the account), and the teacher's pseudonym of a lecture.
import { formatPseudonym, MASK_COUNT, parsePseudonym, pickPseudonymNumber } from '@o4f/contract';
import type { MaskId } from '@o4f/contract';
import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { anyId } from '../../db/id-list.ts';
import { pseudonyms, teacherPseudonyms } from '../../db/schema/index.ts';
import type { PseudonymRow } from '../../db/schema/index.ts';

/** A pseudonym is active until the teacher's reset removes it. */
const active = isNull(pseudonyms.removedAt);

/** The active pseudonyms of these students in the lecture. */
const activeOfStudents = (lectureId: number, studentIds: readonly number[]) =>
  and(eq(pseudonyms.lectureId, lectureId), anyId(pseudonyms.studentId, studentIds), active);

/** The students' current (not removed) pseudonyms in a lecture. */
export async function findActivePseudonyms(
  db: Db,
  lectureId: number,
  studentIds: readonly number[],
): Promise<PseudonymRow[]> {
  if (studentIds.length === 0) return [];
  return db.select().from(pseudonyms).where(activeOfStudents(lectureId, studentIds));
}

/**
 * The ids of the students' current (not removed) pseudonyms in a lecture, by student: two columns
 * rather than whole rows, for the reaction journal, which looks up a hall's students at once.
 */
export async function findActivePseudonymIds(
  db: Db,
  lectureId: number,
  studentIds: readonly number[],
): Promise<{ id: number; studentId: number | null }[]> {
  if (studentIds.length === 0) return [];
  return db
    .select({ id: pseudonyms.id, studentId: pseudonyms.studentId })
    .from(pseudonyms)
    .where(activeOfStudents(lectureId, studentIds));
}

/** The student's current (not removed) pseudonym in a lecture. */
export async function findActivePseudonym(
  db: Db,
  lectureId: number,
  studentId: number,
): Promise<PseudonymRow | undefined> {
  return (await findActivePseudonyms(db, lectureId, [studentId]))[0];
}

/** Of the given lectures, those where the student holds a current (not removed) pseudonym. */
export async function lecturesWithActivePseudonym(
  db: Db,
  lectureIds: number[],
  studentId: number,
): Promise<Set<number>> {
  if (lectureIds.length === 0) return new Set();
  const rows = await db
    .select({ lectureId: pseudonyms.lectureId })
    .from(pseudonyms)
    .where(
      and(anyId(pseudonyms.lectureId, lectureIds), eq(pseudonyms.studentId, studentId), active),
    );
  return new Set(rows.map((row) => row.lectureId));
}

/** Of the given pseudonym rows, those removed from the class (reset) or whose account is gone. */
export async function removedPseudonymIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: pseudonyms.id })
    .from(pseudonyms)
    .where(
      and(
        anyId(pseudonyms.id, ids),
        or(isNotNull(pseudonyms.removedAt), isNull(pseudonyms.studentId)),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

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

/** The teacher's pseudonym in a lecture, drawn once like a student's (random mask, unused name). */
export async function teacherPseudonym(
  db: Db,
  lectureId: number,
  teacherId: number,
): Promise<string> {
  const find = async () =>
    (
      await db
        .select({ pseudonym: teacherPseudonyms.pseudonym })
        .from(teacherPseudonyms)
        .where(
          and(
            eq(teacherPseudonyms.lectureId, lectureId),
            eq(teacherPseudonyms.teacherId, teacherId),
          ),
        )
    )[0]?.pseudonym;
  const existing = await find();
  if (existing) return existing;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const maskId = (1 + Math.floor(Math.random() * MASK_COUNT)) as MaskId;
    const names = await pseudonymNamesOfLecture(db, lectureId);
    const taken = new Set(
      names
        .map(parsePseudonym)
        .filter((parsed) => parsed?.maskId === maskId)
        .map((parsed) => parsed!.number),
    );
    const pseudonym = formatPseudonym(maskId, pickPseudonymNumber(taken));
    await db
      .insert(teacherPseudonyms)
      .values({ lectureId, teacherId, maskId, pseudonym })
      .onConflictDoNothing();
    const stored = await find();
    if (stored) return stored;
  }
  throw new Error('Could not draw a teacher pseudonym');
}
