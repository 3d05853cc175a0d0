// Who a waiting_room socket is: a teacher of the lecture (query courseId, lectureNum) or a
// student with a Lecture Code and a mask (query classId, maskId), and in which group. A student
// without an account is refused over the waiting-room limits (entry-limits.ts). A student client
// that sends the code alone gets a mask drawn for it (`assignMask`).
import { randomInt } from 'node:crypto';
import {
  AUTH_MESSAGES,
  CLASS_CODE_TEXT,
  MASK_COUNT,
  SOCKET_ERRORS,
  SOCKET_TEXT,
  waitingRoomStudentQuery,
} from '@o4f/contract';
import type { MaskId, WaitingGroup } from '@o4f/contract';
import type { AppContext } from '../../context.ts';
import type { CounterStore } from '../../lib/entry-counters.ts';
import type { LectureRef } from '../../live/live-state.ts';
import { lectureKey } from '../../live/live-state.ts';
import type { SocketUserData } from '../../realtime/io.ts';
import {
  checkClassCode,
  refusal,
  resolveTeacherLecture,
} from '../class-code/class-code.service.ts';
import type { SocketRefusal } from '../class-code/class-code.service.ts';
import { isRegistered } from '../courses/courses.repository.ts';
import { findLecture } from '../lectures/lectures.repository.ts';
import { findActivePseudonym } from '../pseudonyms/pseudonyms.repository.ts';
import { checkNewEntry, entryLimits } from './entry-limits.ts';

export type WaitingSocketRole =
  | { kind: 'teacher'; lecture: LectureRef }
  | {
      kind: 'student';
      lecture: LectureRef;
      group: WaitingGroup;
      maskId: MaskId;
      studentId: number | null;
    }
  | { kind: 'refused'; refusal: SocketRefusal };

const invalidClassId = () => refusal(SOCKET_ERRORS.errorInvalidClassId, SOCKET_TEXT.invalidClassId);

/** A mask for a client that did not choose one: any of the 12, drawn at random. */
const assignMask = (): MaskId => randomInt(1, MASK_COUNT + 1) as MaskId;

/**
 * `address`: the client address of the handshake (lib/code-guesses.ts `handshakeAddress`);
 * `counters`: where the waiting-room limits count.
 */
export async function resolveWaitingSocket(
  ctx: AppContext,
  user: SocketUserData['user'],
  query: Record<string, unknown>,
  address: string,
  counters: CounterStore,
): Promise<WaitingSocketRole> {
  if (query.classId === undefined) {
    const resolved = await resolveTeacherLecture(ctx, user, query);
    if ('refusal' in resolved) return { kind: 'refused', refusal: resolved.refusal };
    const { courseId, lectureNum } = resolved.lecture;
    return { kind: 'teacher', lecture: { courseId, lectureNum } };
  }

  const parsed = waitingRoomStudentQuery.safeParse(query);
  if (!parsed.success) return { kind: 'refused', refusal: invalidClassId() };
  if (user?.isTeacher)
    return { kind: 'refused', refusal: refusal(SOCKET_ERRORS.errorAccessDenied) };
  const guess = await checkClassCode(ctx, address, parsed.data.classId);
  if (guess.kind === 'blocked') {
    return {
      kind: 'refused',
      refusal: refusal(SOCKET_ERRORS.errorInvalidClassId, AUTH_MESSAGES.tooManyAttempts),
    };
  }
  if (guess.kind === 'wrong') return { kind: 'refused', refusal: invalidClassId() };
  // Same event as an unknown code (clients that know only it keep working), its own message.
  if (guess.kind === 'expired') {
    return {
      kind: 'refused',
      refusal: refusal(SOCKET_ERRORS.errorInvalidClassId, CLASS_CODE_TEXT.expired),
    };
  }
  const lecture = guess.value;
  const row = await findLecture(ctx.db, lecture.courseId, lecture.lectureNum);
  if (!row || row.state === 'ENDED') {
    return {
      kind: 'refused',
      refusal: refusal(SOCKET_ERRORS.errorInvalidLectureDetails, SOCKET_TEXT.invalidLectureDetails),
    };
  }
  const student = {
    kind: 'student' as const,
    lecture,
    maskId: parsed.data.maskId ?? assignMask(),
  };
  if (!user) {
    const over = await checkNewEntry(
      counters,
      entryLimits(ctx.config),
      lecture,
      address,
      async () => (await ctx.live.waitingTotals(lecture)).new,
    );
    if (over) {
      const message = over === 'address' ? SOCKET_TEXT.tooManyJoining : SOCKET_TEXT.waitingRoomFull;
      return { kind: 'refused', refusal: refusal(SOCKET_ERRORS.accessDenied, message) };
    }
    return { ...student, group: 'new', studentId: null };
  }

  // Attending here already (signed in, pseudonym in place): nothing to wait for.
  const attended = await ctx.live.attendedLecture(user.id);
  if (
    attended &&
    lectureKey(attended) === lectureKey(lecture) &&
    (await findActivePseudonym(ctx.db, row.id, user.id))
  ) {
    return {
      kind: 'refused',
      refusal: refusal(SOCKET_ERRORS.alreadyAttending, SOCKET_TEXT.alreadyAttending),
    };
  }
  const registered = await isRegistered(ctx.db, lecture.courseId, user.id);
  return { ...student, group: registered ? 'reg' : 'noReg', studentId: user.id };
}
