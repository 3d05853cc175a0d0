import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { anyId, intArray } from '../../db/id-list.ts';
import { courseRegistrations, courses, lectures, pseudonyms } from '../../db/schema/index.ts';
import type { LectureRow } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../users/users.repository.ts';

export type LectureValues = Pick<
  LectureRow,
  | 'name'
  | 'startTime'
  | 'endTime'
  | 'allowQuestionsDuringLecture'
  | 'allowDiscussionsDuringLecture'
  | 'urlYoutube'
>;

export async function listLectures(db: Db, courseIds: number[]): Promise<LectureRow[]> {
  if (courseIds.length === 0) return [];
  return db
    .select()
    .from(lectures)
    .where(inArray(lectures.courseId, courseIds))
    .orderBy(asc(lectures.startTime), asc(lectures.courseId), asc(lectures.lectureNum));
}

/**
 * In one statement, for each of the users: the course, its lecture (null when there is none),
 * whether the user is registered in the course, and the user's current (not removed) pseudonym
 * in the lecture. No row when the course does not exist.
 */
export async function findLectureStandings(
  db: Db,
  courseId: number,
  lectureNum: number,
  userIds: readonly number[],
) {
  const viewerId = sql<number>`viewer.id`;
  return db
    .select({
      userId: viewerId,
      course: courses,
      lecture: lectures,
      registered: sql<boolean>`${courseRegistrations.courseId} is not null`,
      pseudonymId: pseudonyms.id,
      pseudonym: pseudonyms.pseudonym,
    })
    .from(courses)
    .crossJoin(sql`unnest(${intArray(userIds)}) as viewer(id)`)
    .leftJoin(lectures, and(eq(lectures.courseId, courses.id), eq(lectures.lectureNum, lectureNum)))
    .leftJoin(
      courseRegistrations,
      and(
        eq(courseRegistrations.courseId, courses.id),
        eq(courseRegistrations.studentId, viewerId),
      ),
    )
    .leftJoin(
      pseudonyms,
      and(
        eq(pseudonyms.lectureId, lectures.id),
        eq(pseudonyms.studentId, viewerId),
        isNull(pseudonyms.removedAt),
      ),
    )
    .where(eq(courses.id, courseId));
}

export async function findLecture(
  db: Db,
  courseId: number,
  lectureNum: number,
): Promise<LectureRow | undefined> {
  const [row] = await db
    .select()
    .from(lectures)
    .where(and(eq(lectures.courseId, courseId), eq(lectures.lectureNum, lectureNum)))
    .limit(1);
  return row;
}

/** The lectures with these ids (unknown ids are left out). */
export async function findLecturesByIds(db: Db, ids: number[]): Promise<LectureRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(lectures).where(anyId(lectures.id, ids));
}

/** Inserts with lectureNum = the course's highest number + 1 (retried if two inserts race). */
export async function insertLecture(
  db: Db,
  courseId: number,
  values: LectureValues,
): Promise<LectureRow> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const [row] = await db
        .insert(lectures)
        .values({
          ...values,
          courseId,
          lectureNum: sql`(select coalesce(max(${lectures.lectureNum}), 0) + 1 from ${lectures} where ${lectures.courseId} = ${courseId})`,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
    }
  }
}

export async function updateLecture(
  db: Db,
  id: number,
  values: Partial<LectureValues & Pick<LectureRow, 'state'>>,
): Promise<LectureRow | undefined> {
  const [row] = await db
    .update(lectures)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(lectures.id, id))
    .returning();
  return row;
}

export async function deleteLecture(db: Db, id: number): Promise<void> {
  await db.delete(lectures).where(eq(lectures.id, id));
}
