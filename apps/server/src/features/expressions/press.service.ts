// What a press may do (docs/rules.md "Reactions"): the student attends this lecture, feedback is
// open, reactions are not paused, the press rate is not exceeded. An accepted press changes the
// live state at once and is stored by the reaction journal; its acknowledgement waits for that
// (docs/decisions/reaction-acknowledgement.md).
import { ACK_ERRORS, SOCKET_TEXT } from '@o4f/contract';
import type { ActiveExpression, ExpressionTag } from '@o4f/contract';
import type { LectureRef, LiveState, PressOptions, PressRefusal } from '../../live/live-state.ts';
import { LiveError } from '../../realtime/socket-edge.ts';
import type { LectureRow } from '../../db/schema/index.ts';
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
  /** This instance, as its students' tabs are registered (LiveState.addTab). */
  instance?: string;
}

export interface AcceptedPress {
  active: ActiveExpression;
  /** Settles once the press is stored; refuses in words when it is not (yet). */
  stored: Promise<void>;
  /** The student has tabs on another instance (or it is not known): tell them across the cluster. */
  tabsElsewhere: boolean;
}

/** The words a refused press is answered with, by the check that refused it. */
function refusal(refused: PressRefusal, closedReason: string | null): LiveError {
  switch (refused) {
    case 'not_attending':
      return new LiveError(ACK_ERRORS.notAttending, SOCKET_TEXT.accessDenied);
    case 'closed':
      return new LiveError(ACK_ERRORS.lectureNotLive, closedReason ?? SOCKET_TEXT.lectureEnded);
    case 'paused':
      return new LiveError(ACK_ERRORS.reactionsPaused, SOCKET_TEXT.reactionsPaused);
    case 'overloaded':
      return new LiveError(ACK_ERRORS.overload, SOCKET_TEXT.overload);
  }
}

const closedBy = (row: LectureRow | null) =>
  row ? closedFeedbackReason(row) : SOCKET_TEXT.lectureEnded;

/**
 * Why feedback is closed by the lecture's state (null: open). The lecture row comes from the
 * cache, never a query on the press path, and without a step of the event loop when it is there;
 * the live state checks the rest in the same step as the press (one Redis round trip), and
 * refuses in the order of the top.
 */
function closedReason(
  { lectures }: PressDeps,
  lecture: LectureRef,
): string | null | Promise<string | null> {
  const row = lectures.peek(lecture);
  return row === undefined ? lectures.get(lecture, { stale: true }).then(closedBy) : closedBy(row);
}

const pressOptions = (
  { instance }: PressDeps,
  closed: string | null,
  onSlide: number | undefined,
): PressOptions => ({ closed: closed !== null, instance, onSlide });

/** Refuses a press with a LiveError, or applies it; `ACK_ERRORS.overload` when over the rate. */
export async function pressReaction(
  deps: PressDeps,
  lecture: LectureRef,
  studentId: number,
  tag: ExpressionTag,
  onSlide?: number,
): Promise<AcceptedPress> {
  const { live, journal } = deps;
  const reason = closedReason(deps, lecture);
  const closed = reason instanceof Promise ? await reason : reason;
  const result = await live.pressReaction(
    lecture,
    studentId,
    tag,
    pressOptions(deps, closed, onSlide),
  );
  if (result.refused) throw refusal(result.refused, closed);
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
    tabsElsewhere: result.tabsElsewhere,
  };
}

interface TakenBack {
  /** The slide the reaction was taken back on. */
  slideNumber: number;
  stored: Promise<void>;
  tabsElsewhere: boolean;
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
  const { live, journal } = deps;
  const reason = closedReason(deps, lecture);
  const closed = reason instanceof Promise ? await reason : reason;
  const result = await live.pressTakeBack(
    lecture,
    studentId,
    tag,
    pressOptions(deps, closed, onSlide),
  );
  if (result.refused) throw refusal(result.refused, closed);
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
  return {
    slideNumber: result.slideNumber,
    stored: untilStored(stored),
    tabsElsewhere: result.tabsElsewhere,
  };
}

/** The journal's NotSavedYet (a write failed, or the press waited `ACK_STORE_TIMEOUT_MS`) in words. */
function untilStored(stored: Promise<void>): Promise<void> {
  return stored.catch((error: unknown) => {
    throw error instanceof NotSavedYet
      ? new LiveError(ACK_ERRORS.notSaved, SOCKET_TEXT.reactionNotSaved)
      : error;
  });
}
