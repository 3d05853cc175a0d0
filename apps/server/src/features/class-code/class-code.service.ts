// Lecture Codes: issued to the owning teacher of a live (or started) lecture, checked by anyone.
import { randomInt } from 'node:crypto';
import {
  DEFAULT_CLASS_CODE_TTL_SECONDS,
  generateClassCode,
  isClassCode,
  isOpenForLive,
  lectureQuery,
  SOCKET_ERRORS,
  SOCKET_TEXT,
} from '@o4f/contract';
import type { SocketErrorCode } from '@o4f/contract';
import type { AppContext } from '../../context.ts';
import type { LectureRow } from '../../db/schema/index.ts';
import { checkLectureCode } from '../../lib/code-guesses.ts';
import type { GuessOutcome } from '../../lib/code-guesses.ts';
import type { IssueCodeResult, LectureRef } from '../../live/live-state.ts';
import type { SocketUserData } from '../../realtime/io.ts';
import { findCourse } from '../courses/courses.repository.ts';
import { findLecture } from '../lectures/lectures.repository.ts';
import { isRememberedCode } from './class-code.repository.ts';

/** A refusal sent to a socket as the event named by its code, before disconnecting it. */
export interface SocketRefusal {
  code: SocketErrorCode;
  message: string;
}

export const refusal = (
  code: SocketErrorCode,
  message: string = SOCKET_TEXT.accessDenied,
): SocketRefusal => ({ code, message });

/**
 * The lecture a teacher socket (query courseId, lectureNum) manages, or why it may not: only
 * the course's teacher gets in; a lecture that does not exist is "invalid lecture details".
 */
export async function resolveTeacherLecture(
  ctx: AppContext,
  user: SocketUserData['user'],
  rawQuery: unknown,
): Promise<{ lecture: LectureRow } | { refusal: SocketRefusal }> {
  const query = lectureQuery.safeParse(rawQuery);
  if (!user?.isTeacher || !query.success)
    return { refusal: refusal(SOCKET_ERRORS.errorAccessDenied) };
  const course = await findCourse(ctx.db, query.data.courseId);
  if (!course || course.teacherId !== user.id)
    return { refusal: refusal(SOCKET_ERRORS.errorAccessDenied) };
  const lecture = await findLecture(ctx.db, query.data.courseId, query.data.lectureNum);
  if (!lecture) {
    return {
      refusal: refusal(SOCKET_ERRORS.errorInvalidLectureDetails, SOCKET_TEXT.invalidLectureDetails),
    };
  }
  return { lecture };
}

export type IssueOutcome = IssueCodeResult | { ok: false; reason: 'invalid_lecture' };

/** Issues (or renews) the lecture's code; refused unless the lecture is live or started. */
export async function issueCode(
  ctx: AppContext,
  lecture: LectureRef,
  ttlSeconds = DEFAULT_CLASS_CODE_TTL_SECONDS,
): Promise<IssueOutcome> {
  const row = await findLecture(ctx.db, lecture.courseId, lecture.lectureNum);
  if (!row || !isOpenForLive(row)) return { ok: false, reason: 'invalid_lecture' };
  return ctx.live.issueCode(lecture, {
    ttlSeconds,
    generate: () => generateClassCode(randomInt),
  });
}

/** What a typed Lecture Code opens: a guess outcome, or `expired` (an issued code ran out). */
export type ClassCodeOutcome = GuessOutcome<LectureRef> | { kind: 'expired' };

/**
 * A Lecture Code typed at `address` (the client address, as `request.ip`): the lecture it opens,
 * `wrong`, `expired`, or `blocked` when the address made too many wrong guesses
 * (lib/code-guesses.ts). A malformed code is wrong without counting: it cannot be right, so it
 * tells a guesser nothing. An expired code does not count as a wrong guess either: a class
 * behind one school address that scanned a stale QR code must not be blocked from the new code,
 * and knowing that a code is spent is worth nothing to a guesser.
 */
export async function checkClassCode(
  ctx: AppContext,
  address: string,
  code: string,
): Promise<ClassCodeOutcome> {
  if (!isClassCode(code)) return { kind: 'wrong' };
  const live = await ctx.live.resolveCode(code);
  if (!live && (await isRememberedCode(ctx.db, code))) return { kind: 'expired' };
  return checkLectureCode(
    ctx.guesses,
    { max: ctx.config.CODE_GUESS_LIMIT, windowSeconds: ctx.config.CODE_GUESS_WINDOW_SECONDS },
    address,
    code,
    async () => live,
  );
}
