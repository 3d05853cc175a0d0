// Who may open a lecture's live channel (the `expressions` handshake), and what a socket is told
// when it joins: the decisions behind the namespace's handshake and connection handler.
import { SOCKET_ERRORS, SOCKET_TEXT, lectureQuery } from '@o4f/contract';
import type { LectureAccessGranted, LectureEndState, SocketErrorCode } from '@o4f/contract';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { LectureRef } from '../../live/live-state.ts';
import { NO_SLIDE, lectureKey } from '../../live/live-state.ts';
import type { SocketUserData } from '../../realtime/io.ts';
import { authorizeCourse } from '../courses/courses.service.ts';
import { readActivePseudonym } from '../pseudonyms/pseudonym-reads.ts';
import type { LectureCache } from './expressions.service.ts';
import { extensionQuestion } from './expressions.service.ts';

type SocketUser = NonNullable<SocketUserData['user']>;

export type ChannelAccess =
  | { ok: true; lecture: LectureRef; lectureId: number }
  | { ok: false; code: SocketErrorCode; message: string };

const INVALID: ChannelAccess = {
  ok: false,
  code: SOCKET_ERRORS.errorInvalidLectureDetails,
  message: SOCKET_TEXT.invalidLectureDetails,
};

/**
 * The lecture's teacher (owner of its course) and the students attending it may open its live
 * channel; an unknown lecture or a malformed query is refused as invalid, anyone else as denied.
 */
export async function authorizeLiveChannel(
  ctx: AppContext,
  lectures: LectureCache,
  user: SocketUser,
  handshakeQuery: unknown,
): Promise<ChannelAccess> {
  const query = lectureQuery.safeParse(handshakeQuery);
  if (!query.success) return INVALID;
  const lecture = { courseId: query.data.courseId, lectureNum: query.data.lectureNum };
  const row = await lectures.get(lecture);
  if (!row) return INVALID;
  const allowed = user.isTeacher
    ? await authorizeCourse(ctx, { ...user, sessionId: 0 }, lecture.courseId, 'own').then(
        () => true,
        (error: unknown) => {
          if (error instanceof HttpError) return false;
          throw error;
        },
      )
    : lectureKey((await ctx.live.attendedLecture(user.id)) ?? { courseId: 0, lectureNum: 0 }) ===
      lectureKey(lecture);
  if (!allowed)
    return { ok: false, code: SOCKET_ERRORS.errorAccessDenied, message: SOCKET_TEXT.accessDenied };
  return { ok: true, lecture, lectureId: row.id };
}

/** What a joining socket is told: its role, its pseudonym (students), the slide and the switch. */
export async function channelGreeting(
  ctx: AppContext,
  lecture: LectureRef,
  lectureId: number,
  user: SocketUser,
  allowReactions: boolean,
): Promise<LectureAccessGranted> {
  const pseudonym = user.isTeacher
    ? null
    : ((await readActivePseudonym(ctx, lectureId, user.id))?.pseudonym ?? null);
  return {
    ...lecture,
    role: user.isTeacher ? 'TEACHER' : 'STUDENT',
    pseudonym,
    slideNumber: (await ctx.live.getSlide(lecture)) ?? NO_SLIDE,
    allowReactions,
  };
}

/**
 * The end question a joining teacher is asked at once (null: none), claimed in the live state so
 * the periodic end checks do not ask the lecture's teachers about the same end time again.
 */
export async function extensionQuestionOnJoin(
  ctx: AppContext,
  lectures: LectureCache,
  lecture: LectureRef,
): Promise<LectureEndState | null> {
  const row = await lectures.get(lecture);
  const question = row ? extensionQuestion(row) : null;
  if (!question || (await ctx.live.extensionDeclined(lecture))) return null;
  await ctx.live.claimExtensionQuestion(lecture, row!.endTime.getTime());
  return question;
}
