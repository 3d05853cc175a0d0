// What a press may do (docs/rules.md "Reactions"): the student attends this lecture, feedback is
// open, reactions are not paused, the press rate is not exceeded. An accepted press changes the
// live state at once and is stored by the reaction journal; its acknowledgement waits for that
// (docs/decisions/reaction-acknowledgement.md).
import { ACK_ERRORS, SOCKET_TEXT } from '@o4f/contract';
import type { ActiveExpression, ExpressionTag } from '@o4f/contract';
import { lectureKey } from '../../live/live-state.ts';
import type { LectureRef, LiveState } from '../../live/live-state.ts';
import { LiveError } from '../../realtime/socket-edge.ts';
import type { LectureCache } from './expressions.service.ts';
import { closedFeedbackReason } from './expressions.service.ts';
import { NotSavedYet } from './reaction-journal.ts';
import type { ReactionJournal } from './reaction-journal.ts';

/** How long a press waits for its reaction to be stored before it is told it is not yet. */
export const ACK_STORE_TIMEOUT_MS = 5000;

export interface PressDeps {
  live: LiveState;
  lectures: LectureCache;
  journal: ReactionJournal;
}

export interface AcceptedPress {
  active: ActiveExpression;
  /** Settles once the press is stored; refuses in words when it is not (yet). */
  stored: Promise<void>;
}

/** Refuses a press with a LiveError when it may not change anything now (see the top). */
async function checkPress(
  { live, lectures }: PressDeps,
  lecture: LectureRef,
  studentId: number,
): Promise<void> {
  const [row, permissions, attended] = await Promise.all([
    lectures.get(lecture, { stale: true }),
    live.getPermissions(lecture),
    live.attendedLecture(studentId),
  ]);
  if (!attended || lectureKey(attended) !== lectureKey(lecture)) {
    throw new LiveError(ACK_ERRORS.notAttending, SOCKET_TEXT.accessDenied);
  }
  const closed = row ? closedFeedbackReason(row) : SOCKET_TEXT.lectureEnded;
  if (closed) throw new LiveError(ACK_ERRORS.lectureNotLive, closed);
  if (permissions.allowReactions === false) {
    throw new LiveError(ACK_ERRORS.reactionsPaused, SOCKET_TEXT.reactionsPaused);
  }
  if ((await live.consumePress(studentId)) === 'overloaded') {
    throw new LiveError(ACK_ERRORS.overload, SOCKET_TEXT.overload);
  }
}

const slideOption = (onSlide: number | undefined) => (onSlide === undefined ? {} : { onSlide });

/** Refuses a press with a LiveError, or applies it; `ACK_ERRORS.overload` when over the rate. */
export async function pressReaction(
  deps: PressDeps,
  lecture: LectureRef,
  studentId: number,
  tag: ExpressionTag,
  onSlide?: number,
): Promise<AcceptedPress> {
  await checkPress(deps, lecture, studentId);
  const { live, journal } = deps;
  const result = await live.setReaction(lecture, studentId, tag, slideOption(onSlide));
  if (result.slideMoved) throw new LiveError(ACK_ERRORS.slideMoved, SOCKET_TEXT.slideMoved);
  // A repeated press is acknowledged once the press it repeats is stored.
  const stored = result.changed
    ? journal.write({
        type: 'reaction',
        ...lecture,
        studentId,
        tag,
        previous: result.previous,
        slideNumber: result.slideNumber,
        at: result.at,
      })
    : journal.settled(studentId);
  return {
    active: { expressionTag: tag, slideNumber: result.slideNumber },
    stored: untilStored(stored),
  };
}

interface TakenBack {
  /** The slide the reaction was taken back on. */
  slideNumber: number;
  stored: Promise<void>;
}

/**
 * The student presses their active reaction again: it is taken back and counts for nothing on
 * the slide. The same refusals as a press; taking back what is not active changes nothing.
 */
export async function takeBackReaction(
  deps: PressDeps,
  lecture: LectureRef,
  studentId: number,
  tag: ExpressionTag,
  onSlide?: number,
): Promise<TakenBack> {
  await checkPress(deps, lecture, studentId);
  const { live, journal } = deps;
  const result = await live.takeBackReaction(lecture, studentId, tag, slideOption(onSlide));
  if (result.slideMoved) throw new LiveError(ACK_ERRORS.slideMoved, SOCKET_TEXT.slideMoved);
  const stored = result.taken
    ? journal.write({
        type: 'reaction',
        ...lecture,
        studentId,
        tag,
        previous: tag,
        slideNumber: result.slideNumber,
        at: result.at,
        takenBack: true,
      })
    : journal.settled(studentId);
  return { slideNumber: result.slideNumber, stored: untilStored(stored) };
}

async function untilStored(stored: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ACK_STORE_TIMEOUT_MS);
  });
  try {
    if ((await Promise.race([stored, late])) === 'late') throw new NotSavedYet(null);
  } catch (error) {
    if (error instanceof NotSavedYet) {
      throw new LiveError(ACK_ERRORS.notSaved, SOCKET_TEXT.reactionNotSaved);
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
