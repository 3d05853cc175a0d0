import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courseRegistrations, courses } from '../../db/schema/index.ts';
import type { CourseRow } from '../../db/schema/index.ts';

export async function listCoursesOfTeacher(db: Db, teacherId: number): Promise<CourseRow[]> {
  return db
    .select()
    .from(courses)
    .where(eq(courses.teacherId, teacherId))
    .orderBy(desc(courses.startDate), desc(courses.id));
}

export async function listCoursesOfStudent(db: Db, studentId: number): Promise<CourseRow[]> {
  const rows = await db
    .select({ course: courses })
    .from(courses)
    .innerJoin(courseRegistrations, eq(courseRegistrations.courseId, courses.id))
    .where(eq(courseRegistrations.studentId, studentId))
    .orderBy(desc(courses.startDate), desc(courses.id));
  return rows.map((row) => row.course);
}

export async function findCourse(db: Db, id: number): Promise<CourseRow | undefined> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
  return row;
}

export async function findCourses(db: Db, ids: number[]): Promise<CourseRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(courses).where(inArray(courses.id, ids));
}

export async function isRegistered(db: Db, courseId: number, studentId: number): Promise<boolean> {
  const rows = await db
    .select({ courseId: courseRegistrations.courseId })
    .from(courseRegistrations)
    .where(
      and(eq(courseRegistrations.courseId, courseId), eq(courseRegistrations.studentId, studentId)),
    )
    .limit(1);
  return rows.length > 0;
}

/** Course ids among `ids` the student is registered in. */
export async function registeredCourseIds(
  db: Db,
  studentId: number,
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ courseId: courseRegistrations.courseId })
    .from(courseRegistrations)
    .where(
      and(eq(courseRegistrations.studentId, studentId), inArray(courseRegistrations.courseId, ids)),
    );
  return rows.map((row) => row.courseId);
}

export async function insertCourse(
  db: Db,
  values: { teacherId: number; name: string; shortName: string; startDate: string },
): Promise<CourseRow> {
  const [row] = await db.insert(courses).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateCourse(
  db: Db,
  id: number,
  values: { name: string; shortName: string; startDate: string },
): Promise<CourseRow | undefined> {
  const [row] = await db
    .update(courses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(courses.id, id))
    .returning();
  return row;
}

/** Deletes the course; lectures, registrations and everything below them cascade. */
export async function deleteCourse(db: Db, id: number): Promise<void> {
  await db.delete(courses).where(eq(courses.id, id));
}

/** Registers a student in a course (idempotent). Used by admission. */
export async function registerStudentInCourse(
  db: Db,
  courseId: number,
  studentId: number,
): Promise<void> {
  await db.insert(courseRegistrations).values({ courseId, studentId }).onConflictDoNothing();
}
