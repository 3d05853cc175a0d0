// Courses and who may see or change them. authorizeCourse is the gate other features reuse.
import { AUTH_MESSAGES, COURSE_MESSAGES } from '@o4f/contract';
import type { Course, courseInput } from '@o4f/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { CourseRow } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import { findTeacherById } from '../teachers/teachers.repository.ts';
import * as repo from './courses.repository.ts';

const presentCourse = (row: CourseRow): Course => ({
  id: row.id,
  name: row.name,
  shortName: row.shortName,
  startDate: row.startDate,
});

/**
 * The course if the user may use it: 'own' = the owning teacher; 'read' = the owner or a
 * registered student. 404 when it does not exist, 403 otherwise.
 */
export async function authorizeCourse(
  ctx: AppContext,
  user: AuthUser,
  courseId: number,
  access: 'own' | 'read',
): Promise<CourseRow> {
  const course = await repo.findCourse(ctx.db, courseId);
  const asks = course && course.teacherId !== user.id && access === 'read' && !user.isTeacher;
  const registered = asks ? await repo.isRegistered(ctx.db, courseId, user.id) : false;
  return courseAccess(course, user, access, registered);
}

/**
 * The course if the user may have it — its teacher, or for reading a student registered in it —
 * else 404 or 403. `registered`: whether the user is registered in the course.
 */
export function courseAccess(
  course: CourseRow | undefined,
  user: AuthUser,
  access: 'own' | 'read',
  registered: boolean,
): CourseRow {
  if (!course) throw notFound(COURSE_MESSAGES.notFound);
  if (course.teacherId === user.id) return course;
  if (access === 'read' && !user.isTeacher && registered) return course;
  throw forbidden(COURSE_MESSAGES.noAccess);
}

/** Ids among `ids` the user may read (own courses for teachers, registered ones for students). */
export async function readableCourseIds(
  ctx: AppContext,
  user: AuthUser,
  ids: number[],
): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (!user.isTeacher) return repo.registeredCourseIds(ctx.db, user.id, unique);
  const rows = await repo.findCourses(ctx.db, unique);
  return rows.filter((row) => row.teacherId === user.id).map((row) => row.id);
}

/** With REQUIRE_VERIFIED_EMAIL, only verified teachers create courses and lectures. */
export async function assertMayCreate(ctx: AppContext, user: AuthUser): Promise<void> {
  if (!ctx.config.REQUIRE_VERIFIED_EMAIL) return;
  const teacher = await findTeacherById(ctx.db, user.id);
  if (!teacher?.emailVerifiedAt) throw forbidden(AUTH_MESSAGES.verifyEmailFirst);
}

export async function listCourses(ctx: AppContext, user: AuthUser): Promise<Course[]> {
  const rows = user.isTeacher
    ? await repo.listCoursesOfTeacher(ctx.db, user.id)
    : await repo.listCoursesOfStudent(ctx.db, user.id);
  return rows.map(presentCourse);
}

/** A validated course form: the short name is derived from the title when none was given. */
type CourseValues = z.output<typeof courseInput>;

export async function createCourse(ctx: AppContext, user: AuthUser, input: CourseValues) {
  await assertMayCreate(ctx, user);
  const row = await repo.insertCourse(ctx.db, { teacherId: user.id, ...input });
  return presentCourse(row);
}

export async function getCourse(ctx: AppContext, user: AuthUser, id: number) {
  return presentCourse(await authorizeCourse(ctx, user, id, 'read'));
}

export async function updateCourse(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  input: { name: string; shortName: string; startDate: string },
) {
  await authorizeCourse(ctx, user, id, 'own');
  const row = await repo.updateCourse(ctx.db, id, input);
  if (!row) throw notFound(COURSE_MESSAGES.notFound);
  return presentCourse(row);
}

export async function deleteCourse(ctx: AppContext, user: AuthUser, id: number) {
  await authorizeCourse(ctx, user, id, 'own');
  await repo.deleteCourse(ctx.db, id);
  ctx.events.emit('course', { type: 'deleted', courseId: id });
}
