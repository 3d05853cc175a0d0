// The student's video page of a lecture: reactions on the video's time and how far they watched.
// Stored against the account (nobody attends a video live); only counts leave the server.
import {
  LECTURE_MESSAGES,
  STATISTICS_MESSAGES,
  VIDEO_REACTION_SECONDS,
  extractVideoId,
} from '@o4f/contract';
import type { VideoExpression, VideoExpressionInput, VideoTakeBackInput } from '@o4f/contract';
import type { AppContext } from '../../context.ts';
import type { LectureRow, VideoReactionRow } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import { authorizeCourse } from '../courses/courses.service.ts';
import { findLecture } from '../lectures/lectures.repository.ts';
import * as repo from './video.repository.ts';

/**
 * The lecture, for a student registered in its course (the route admits students only), when it
 * has a usable video link: 404 missing, 403 not registered, 409 no video.
 */
async function videoLecture(
  ctx: AppContext,
  user: AuthUser,
  courseId: number,
  lectureNum: number,
): Promise<LectureRow> {
  await authorizeCourse(ctx, user, courseId, 'read');
  const lecture = await findLecture(ctx.db, courseId, lectureNum);
  if (!lecture) throw notFound(LECTURE_MESSAGES.notFound);
  if (extractVideoId(lecture.urlYoutube) === '') throw conflict(STATISTICS_MESSAGES.noVideo);
  return lecture;
}

const present = (row: VideoReactionRow): VideoExpression => ({
  expressionTag: row.tag,
  time: row.time,
  endTime: row.endTime,
  createdAt: row.createdAt.toISOString(),
});

export async function addVideoReaction(
  ctx: AppContext,
  user: AuthUser,
  courseId: number,
  lectureNum: number,
  input: VideoExpressionInput,
): Promise<VideoExpression> {
  const lecture = await videoLecture(ctx, user, courseId, lectureNum);
  const row = await repo.insertVideoReaction(ctx.db, {
    lectureId: lecture.id,
    studentId: user.id,
    tag: input.expressionTag,
    time: input.time,
    endTime: input.endTime,
  });
  return present(row);
}

export async function lastVideoReaction(
  ctx: AppContext,
  user: AuthUser,
  courseId: number,
  lectureNum: number,
): Promise<VideoExpression | null> {
  const lecture = await videoLecture(ctx, user, courseId, lectureNum);
  const row = await repo.latestVideoReaction(ctx.db, lecture.id, user.id);
  return row ? present(row) : null;
}

/**
 * The student presses their active reaction again (docs/rules.md, "Taking a reaction back"):
 * their latest reaction, if it has this tag and is still active (within its 60 s), is taken back
 * and counts for nothing. Anything else changes nothing. Returns the latest reaction after.
 */
export async function takeBackVideoReaction(
  ctx: AppContext,
  user: AuthUser,
  courseId: number,
  lectureNum: number,
  { expressionTag }: VideoTakeBackInput,
): Promise<VideoExpression | null> {
  const lecture = await videoLecture(ctx, user, courseId, lectureNum);
  const row = await repo.latestVideoReaction(ctx.db, lecture.id, user.id);
  if (!row) return null;
  const active =
    row.tag === expressionTag &&
    row.endTime > row.time &&
    row.createdAt.getTime() + VIDEO_REACTION_SECONDS * 1000 > Date.now();
  if (!active) return present(row);
  const taken = await repo.takeBackVideoReaction(ctx.db, row.id);
  return taken ? present(taken) : null;
}

export async function recordWatch(
  ctx: AppContext,
  user: AuthUser,
  courseId: number,
  lectureNum: number,
  endTimeSeconds: number,
): Promise<{ endTimeSeconds: number }> {
  const lecture = await videoLecture(ctx, user, courseId, lectureNum);
  return {
    endTimeSeconds: await repo.recordVideoWatch(ctx.db, {
      lectureId: lecture.id,
      studentId: user.id,
      endTimeSeconds,
    }),
  };
}
