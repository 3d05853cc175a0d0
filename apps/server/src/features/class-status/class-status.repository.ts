// Counters of the class-status card and the teacher's resets, over the pseudonyms table.
import { and, count, countDistinct, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { WaitingGroup } from '@o4f/contract';
import type { Db } from '../../db/client.ts';
import { courseRegistrations, lectures, pseudonyms, users } from '../../db/schema/index.ts';

const active = isNull(pseudonyms.removedAt);

export async function classInfoCounts(db: Db, lectureId: number, courseId: number) {
  const [lecture] = await db
    .select({
      attending: count(),
      newAccounts: sql<number>`count(*) filter (where ${pseudonyms.accountIssuedHere})`.mapWith(
        Number,
      ),
    })
    .from(pseudonyms)
    .where(and(eq(pseudonyms.lectureId, lectureId), active));
  const [course] = await db
    .select({ newAccounts: countDistinct(pseudonyms.studentId) })
    .from(pseudonyms)
    .innerJoin(lectures, eq(lectures.id, pseudonyms.lectureId))
    .where(and(eq(lectures.courseId, courseId), eq(pseudonyms.accountIssuedHere, true), active));
  const [registered] = await db
    .select({ total: count() })
    .from(courseRegistrations)
    .where(eq(courseRegistrations.courseId, courseId));
  return {
    attending: lecture?.attending ?? 0,
    newAccountsLecture: lecture?.newAccounts ?? 0,
    newAccountsCourse: course?.newAccounts ?? 0,
    registered: registered?.total ?? 0,
  };
}

/**
 * Removes the lecture's current pseudonyms of one admitted group. `noReg`: the course
 * registrations that admission made are undone unless the student holds a pseudonym in another
 * lecture of the course. `new`: the accounts issued here are deleted unless they hold a
 * pseudonym anywhere else (the pseudonym rows stay, detached, for statistics and posts).
 */
export async function removeGroup(
  db: Db,
  lectureId: number,
  courseId: number,
  group: WaitingGroup,
): Promise<{ studentIds: number[]; deletedIds: number[]; unregisteredIds: number[] }> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .update(pseudonyms)
      .set({ removedAt: new Date() })
      .where(and(eq(pseudonyms.lectureId, lectureId), eq(pseudonyms.admittedGroup, group), active))
      .returning({ studentId: pseudonyms.studentId, issuedHere: pseudonyms.accountIssuedHere });
    const studentIds = removed.flatMap((row) => (row.studentId === null ? [] : [row.studentId]));
    if (studentIds.length === 0) return { studentIds, deletedIds: [], unregisteredIds: [] };

    const stillHolding = async (ids: number[], inCourse: boolean) => {
      const rows = await tx
        .selectDistinct({ studentId: pseudonyms.studentId })
        .from(pseudonyms)
        .innerJoin(lectures, eq(lectures.id, pseudonyms.lectureId))
        .where(
          and(
            inArray(pseudonyms.studentId, ids),
            active,
            inCourse ? eq(lectures.courseId, courseId) : undefined,
          ),
        );
      return new Set(rows.map((row) => row.studentId));
    };

    if (group === 'noReg') {
      const keep = await stillHolding(studentIds, true);
      const drop = studentIds.filter((id) => !keep.has(id));
      if (drop.length > 0) {
        await tx
          .delete(courseRegistrations)
          .where(
            and(
              eq(courseRegistrations.courseId, courseId),
              inArray(courseRegistrations.studentId, drop),
            ),
          );
      }
      return { studentIds, deletedIds: [], unregisteredIds: drop };
    }
    if (group === 'new') {
      const issued = removed.flatMap((row) =>
        row.issuedHere && row.studentId !== null ? [row.studentId] : [],
      );
      const keep = await stillHolding(issued, false);
      const drop = issued.filter((id) => !keep.has(id));
      const deleted =
        drop.length === 0
          ? []
          : await tx
              .delete(users)
              .where(and(inArray(users.id, drop), eq(users.role, 'STUDENT')))
              .returning({ id: users.id });
      return { studentIds, deletedIds: deleted.map((row) => row.id), unregisteredIds: [] };
    }
    return { studentIds, deletedIds: [], unregisteredIds: [] };
  });
}
