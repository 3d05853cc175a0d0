// Lectures of a course: CRUD and the start / end / extend transitions.
import {
  DEFAULT_LECTURE_DURATION_MS,
  LECTURE_EXTENSION_MINUTES,
  LECTURE_MESSAGES,
} from '@o4f/contract';
import type { Lecture } from '@o4f/contract';
import type { AppContext } from '../../context.ts';
import type { LectureRow } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import type { LectureEvent } from '../../lib/domain-events.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import { assertMayCreate, authorizeCourse, readableCourseIds } from '../courses/courses.service.ts';
import * as repo from './lectures.repository.ts';

export interface LectureFields {
  name: string;
  startTime: string;
  endTime: string;
  allowQuestionsDuringLecture: boolean;
  allowDiscussionsDuringLecture: boolean;
  urlYoutube: string | null;
}

export const presentLecture = (row: LectureRow, isAttending = false): Lecture => ({
  id: row.id,
  lectureNum: row.lectureNum,
  courseId: row.courseId,
  name: row.name,
  startTime: row.startTime.toISOString(),
  endTime: row.endTime.toISOString(),
  state: row.state,
  allowQuestionsDuringLecture: row.allowQuestionsDuringLecture,
  allowDiscussionsDuringLecture: row.allowDiscussionsDuringLecture,
  urlYoutube: row.urlYoutube,
  hasPresentation: row.presentationName !== null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  isAttending,
});

const toValues = (input: LectureFields): repo.LectureValues => ({
  name: input.name,
  startTime: new Date(input.startTime),
  endTime: new Date(input.endTime),
  allowQuestionsDuringLecture: input.allowQuestionsDuringLecture,
  allowDiscussionsDuringLecture: input.allowDiscussionsDuringLecture,
  urlYoutube: input.urlYoutube,
});

function announce(ctx: AppContext, type: LectureEvent['type'], row: LectureRow) {
  ctx.events.emit('lecture', {
    type,
    courseId: row.courseId,
    lectureNum: row.lectureNum,
    lectureId: row.id,
  });
}

/**
 * The lecture if the user may use its course ('own' = owning teacher, 'read' = owner or
 * registered student). 404 for a missing course or lecture, 403 without access.
 */
export async function authorizeLecture(
  ctx: AppContext,
  user: AuthUser,
  courseId: number,
  lectureNum: number,
  access: 'own' | 'read',
): Promise<LectureRow> {
  await authorizeCourse(ctx, user, courseId, access);
  const row = await repo.findLecture(ctx.db, courseId, lectureNum);
  if (!row) throw notFound(LECTURE_MESSAGES.notFound);
  return row;
}

/** isAttending: whether the student attends this lecture right now (teachers attend none). */
async function attendanceCheck(ctx: AppContext, user: AuthUser) {
  const attended = user.isTeacher ? null : await ctx.live.attendedLecture(user.id);
  return (row: LectureRow) =>
    attended !== null &&
    attended.courseId === row.courseId &&
    attended.lectureNum === row.lectureNum;
}

export async function listLectures(ctx: AppContext, user: AuthUser, courseId: number) {
  await authorizeCourse(ctx, user, courseId, 'read');
  const attends = await attendanceCheck(ctx, user);
  return (await repo.listLectures(ctx.db, [courseId])).map((row) =>
    presentLecture(row, attends(row)),
  );
}

/** Lectures of every listed course the user may read; the others are left out. */
export async function listLecturesOfCourses(ctx: AppContext, user: AuthUser, courseIds: number[]) {
  const readable = await readableCourseIds(ctx, user, courseIds);
  const attends = await attendanceCheck(ctx, user);
  return (await repo.listLectures(ctx.db, readable)).map((row) =>
    presentLecture(row, attends(row)),
  );
}

export async function createLecture(
  ctx: AppContext,
  user: AuthUser,
  courseId: number,
  input: LectureFields,
) {
  await authorizeCourse(ctx, user, courseId, 'own');
  await assertMayCreate(ctx, user);
  const row = await repo.insertLecture(ctx.db, courseId, toValues(input));
  announce(ctx, 'created', row);
  return presentLecture(row);
}

export async function getLecture(
  ctx: AppContext,
  user: AuthUser,
  courseId: number,
  lectureNum: number,
) {
  const row = await authorizeLecture(ctx, user, courseId, lectureNum, 'read');
  return presentLecture(row, (await attendanceCheck(ctx, user))(row));
}

async function save(
  ctx: AppContext,
  row: LectureRow,
  values: Parameters<typeof repo.updateLecture>[2],
  event: LectureEvent['type'],
) {
  const updated = await repo.updateLecture(ctx.db, row.id, values);
  if (!updated) throw notFound(LECTURE_MESSAGES.notFound);
  announce(ctx, event, updated);
  return presentLecture(updated);
}

export async function updateLecture(
  ctx: AppContext,
  user: AuthUser,
  courseId: number,
  lectureNum: number,
  input: LectureFields,
) {
  const row = await authorizeLecture(ctx, user, courseId, lectureNum, 'own');
  return save(ctx, row, toValues(input), 'updated');
}

export async function deleteLecture(
  ctx: AppContext,
  user: AuthUser,
  courseId: number,
  lectureNum: number,
) {
  const row = await authorizeLecture(ctx, user, courseId, lectureNum, 'own');
  await repo.deleteLecture(ctx.db, row.id);
  announce(ctx, 'deleted', row);
}

/** Moves the lecture to `state`: a start still to come moves to now, the end as `end` says. */
async function transition(
  ctx: AppContext,
  user: AuthUser,
  ref: { courseId: number; lectureNum: number },
  state: 'STARTED' | 'ENDED',
  end: (endTime: Date, now: Date) => Date,
) {
  const row = await authorizeLecture(ctx, user, ref.courseId, ref.lectureNum, 'own');
  const now = new Date();
  return save(
    ctx,
    row,
    { state, startTime: row.startTime > now ? now : row.startTime, endTime: end(row.endTime, now) },
    state === 'STARTED' ? 'started' : 'ended',
  );
}

/** STARTED; a start before the planned time moves the start to now, a past end gets a fresh hour. */
export const startLecture = (
  ctx: AppContext,
  user: AuthUser,
  courseId: number,
  lectureNum: number,
) =>
  transition(ctx, user, { courseId, lectureNum }, 'STARTED', (endTime, now) =>
    endTime < now ? new Date(now.getTime() + DEFAULT_LECTURE_DURATION_MS) : endTime,
  );

/** ENDED; an end still in the future (and a start, if it had not come yet) moves to now. */
export const endLecture = (ctx: AppContext, user: AuthUser, courseId: number, lectureNum: number) =>
  transition(ctx, user, { courseId, lectureNum }, 'ENDED', (endTime, now) =>
    endTime > now ? now : endTime,
  );

/** End time + 10 minutes, counted from now when the end has already passed. */
export async function extendLecture(
  ctx: AppContext,
  user: AuthUser,
  courseId: number,
  lectureNum: number,
) {
  const row = await authorizeLecture(ctx, user, courseId, lectureNum, 'own');
  if (row.state === 'ENDED') throw conflict(LECTURE_MESSAGES.alreadyEnded);
  const now = Date.now();
  const base = Math.max(row.endTime.getTime(), now);
  return save(
    ctx,
    row,
    { endTime: new Date(base + LECTURE_EXTENSION_MINUTES * 60_000) },
    'extended',
  );
}
