// A viewer's standing in a lecture: who may read its Q/A/D (its teacher, or a student registered in
// its course) and who may write there (the teacher, or a student holding a current pseudonym).
import { LECTURE_MESSAGES } from '@o4f/contract';
import type { AppContext } from '../../context.ts';
import type { CourseRow, LectureRow } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import { courseAccess, readableCourseIds } from '../courses/courses.service.ts';
import { findCourses } from '../courses/courses.repository.ts';
import { lecturesWithActivePseudonym } from '../pseudonyms/pseudonyms.repository.ts';
import { GroupedReads, perContext } from '../../lib/grouped-reads.ts';
import { findLectureStandings, findLecturesByIds } from './lectures.repository.ts';

/** The viewer's standing in one lecture. */
export interface LectureAccess {
  user: AuthUser;
  course: CourseRow;
  lecture: LectureRow;
  /** The user is the course's teacher. */
  isTeacher: boolean;
  /** The student holds a current pseudonym in the lecture (attended, not removed). */
  hasPseudonym: boolean;
  /** The student's pseudonym row id, when they hold one. */
  pseudonymId: number | null;
  pseudonym: string | null;
}

type Standing = Awaited<ReturnType<typeof findLectureStandings>>[number];

interface LectureKey {
  courseId: number;
  lectureNum: number;
}

const standingReader = perContext(
  (ctx: AppContext) =>
    new GroupedReads<LectureKey, number, Standing | null>(
      async ({ courseId, lectureNum }, userIds) => {
        const rows = await findLectureStandings(ctx.db, courseId, lectureNum, userIds);
        return new Map(rows.map((row) => [row.userId, row]));
      },
      () => null,
    ),
);

/**
 * The user's standing in the lecture (null when the course does not exist), read together with
 * the other viewers' of the same lecture asked for meanwhile (lib/grouped-reads.ts).
 */
function readStanding(
  ctx: AppContext,
  courseId: number,
  lectureNum: number,
  userId: number,
): Promise<Standing | null> {
  return standingReader(ctx).read(`${courseId}/${lectureNum}`, { courseId, lectureNum }, userId);
}

/** Read access to a lecture's Q/A/D: its teacher, or a student registered in its course. */
export async function lectureAccess(
  ctx: AppContext,
  user: AuthUser,
  courseId: number,
  lectureNum: number,
): Promise<LectureAccess> {
  const standing = await readStanding(ctx, courseId, lectureNum, user.id);
  const course = courseAccess(standing?.course, user, 'read', standing?.registered === true);
  const lecture = standing?.lecture;
  if (!lecture) throw notFound(LECTURE_MESSAGES.notFound);
  const isTeacher = course.teacherId === user.id;
  const own = isTeacher ? null : standing!.pseudonymId;
  return {
    user,
    course,
    lecture,
    isTeacher,
    hasPseudonym: own !== null,
    pseudonymId: own,
    pseudonym: own === null ? null : standing!.pseudonym,
  };
}

/** Access to several lectures at once; lectures the user may not read are left out. */
export async function lecturesAccess(
  ctx: AppContext,
  user: AuthUser,
  lectureIds: number[],
): Promise<LectureAccess[]> {
  const lectures = await findLecturesByIds(ctx.db, [...new Set(lectureIds)]);
  const readable = new Set(
    await readableCourseIds(
      ctx,
      user,
      lectures.map((lecture) => lecture.courseId),
    ),
  );
  const visible = lectures.filter((lecture) => readable.has(lecture.courseId));
  const courses = new Map(
    (await findCourses(ctx.db, [...readable])).map((course) => [course.id, course]),
  );
  const attended = user.isTeacher
    ? new Set<number>()
    : await lecturesWithActivePseudonym(
        ctx.db,
        visible.map((lecture) => lecture.id),
        user.id,
      );
  return visible.map((lecture) => {
    const course = courses.get(lecture.courseId)!;
    return {
      user,
      course,
      lecture,
      isTeacher: course.teacherId === user.id,
      hasPseudonym: attended.has(lecture.id),
      pseudonymId: null,
      pseudonym: null,
    };
  });
}

/** May the viewer write in the lecture at all (teacher, or a student holding a pseudonym)? */
export const mayWrite = (access: LectureAccess) => access.isTeacher || access.hasPseudonym;
