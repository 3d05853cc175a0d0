// Class status: the teacher's counters and resets, the student's pseudonym and live lecture.
// The lecture statistics (GET .../statistics) are in features/statistics.
import { CLASS_STATUS_MESSAGES, isOpenForLive } from '@o4f/contract';
import type {
  ClassStatusInfo,
  Lecture,
  PseudonymInfo,
  ResetGroup,
  ResetResult,
  WaitingGroup,
} from '@o4f/contract';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/http-error.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import { authorizeCourse } from '../courses/courses.service.ts';
import { listLectures } from '../lectures/lectures.repository.ts';
import { authorizeLecture, presentLecture } from '../lectures/lectures.service.ts';
import { readActivePseudonym } from '../pseudonyms/pseudonym-reads.ts';
import * as repo from './class-status.repository.ts';

const RESET_GROUP: Record<ResetGroup, WaitingGroup> = { reg: 'reg', noreg: 'noReg', new: 'new' };

export async function classInfo(
  ctx: AppContext,
  user: AuthUser,
  courseId: number,
  lectureNum: number,
): Promise<ClassStatusInfo> {
  const lecture = await authorizeLecture(ctx, user, courseId, lectureNum, 'read');
  const counts = await repo.classInfoCounts(ctx.db, lecture.id, courseId);
  return {
    attending: counts.attending,
    new_accounts_lec: counts.newAccountsLecture,
    new_accounts_course: counts.newAccountsCourse,
    accounts_course: counts.registered,
  };
}

/** Removes the group's pseudonyms; their holders stop attending and get the removal signal. */
export async function resetGroup(
  ctx: AppContext,
  user: AuthUser,
  courseId: number,
  lectureNum: number,
  group: ResetGroup,
): Promise<ResetResult> {
  const lecture = await authorizeLecture(ctx, user, courseId, lectureNum, 'own');
  const { studentIds, deletedIds, unregisteredIds } = await repo.removeGroup(
    ctx.db,
    lecture.id,
    courseId,
    RESET_GROUP[group],
  );
  if (studentIds.length > 0) {
    const ref = { courseId, lectureNum };
    await Promise.all(studentIds.map((id) => ctx.live.leave(id, ref)));
    ctx.events.emit('attendance', { type: 'removed', reason: 'reset', ...ref, studentIds });
    if (unregisteredIds.length > 0)
      ctx.events.emit('account', { type: 'unregistered', ...ref, studentIds: unregisteredIds });
    if (deletedIds.length > 0)
      ctx.events.emit('account', { type: 'deleted', ...ref, studentIds: deletedIds });
  }
  return { removed: studentIds.length, accountsDeleted: deletedIds.length };
}

export async function ownPseudonym(
  ctx: AppContext,
  user: AuthUser,
  courseId: number,
  lectureNum: number,
): Promise<PseudonymInfo> {
  const lecture = await authorizeLecture(ctx, user, courseId, lectureNum, 'read');
  const row = await readActivePseudonym(ctx, lecture.id, user.id);
  if (!row) throw notFound(CLASS_STATUS_MESSAGES.noPseudonym);
  return { pseudonym: row.pseudonym, maskId: row.maskId };
}

/**
 * Student: the lecture of this course they attend, while it has not ended. Teacher (owner):
 * the course's first lecture that is live or started.
 */
export async function liveAttending(
  ctx: AppContext,
  user: AuthUser,
  courseId: number,
): Promise<Lecture | null> {
  await authorizeCourse(ctx, user, courseId, 'read');
  const rows = await listLectures(ctx.db, [courseId]);
  if (user.isTeacher) {
    const now = new Date();
    const live = rows.find((row) => isOpenForLive(row, now));
    return live ? presentLecture(live) : null;
  }
  const attended = await ctx.live.attendedLecture(user.id);
  if (!attended || attended.courseId !== courseId) return null;
  const row = rows.find((candidate) => candidate.lectureNum === attended.lectureNum);
  return row && row.state !== 'ENDED' ? presentLecture(row, true) : null;
}
