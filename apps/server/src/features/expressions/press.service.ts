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
import type { OnStored, ReactionEvent, ReactionJournal } from './reaction-journal.ts';

/** How long a press waits for its reaction to be stored before it is told it is not yet. */
export const ACK_STORE_TIMEOUT_MS = 5000;

export interface PressDeps {
  live: LiveState;
  lectures: LectureCache;
  journal: ReactionJournal;
  /** This instance, as its students' tabs are registered (LiveState.addTab). */
  instance?: string;
}

/**
 * A press that changed the live state, or repeated it. `whenStored` tells when it is stored: its
 * acknowledgement waits for that.
 */
export interface AcceptedPress {
  active: ActiveExpression;
  /** The event to store; null when the press repeats the student's active reaction. */
  event: ReactionEvent | null;
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
  const { live } = deps;
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
  return {
    active: { expressionTag: tag, slideNumber: result.slideNumber },
    event: result.changed
      ? {
          type: 'reaction',
          ...lecture,
          studentId,
          tag,
          previous: result.previous,
          slideNumber: result.slideNumber,
          at: result.at,
        }
      : null,
    tabsElsewhere: result.tabsElsewhere,
  };
}

interface TakenBack {
  /** The slide the reaction was taken back on. */
  slideNumber: number;
  /** The event to store; null when there was nothing to take back. */
  event: ReactionEvent | null;
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
  const { live } = deps;
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
  return {
    slideNumber: result.slideNumber,
    event: result.taken
      ? {
          type: 'reaction',
          ...lecture,
          studentId,
          tag,
          previous: tag,
          slideNumber: result.slideNumber,
          at: result.at,
          takenBack: true,
        }
      : null,
    tabsElsewhere: result.tabsElsewhere,
  };
}

/**
 * Tells `done` once the press is stored (null), or that it is not yet (a write failed, or it
 * waited `ACK_STORE_TIMEOUT_MS`). A repeated press, or a take-back of nothing, is told once the
 * student's latest press is stored.
 */
export function whenStored(
  { journal }: PressDeps,
  studentId: number,
  event: ReactionEvent | null,
  done: OnStored,
): void {
  if (event) journal.write(event, done);
  else journal.settled(studentId, done);
}

/** The refusal a press not stored yet is acknowledged with (the journal's NotSavedYet, in words). */
export const notSavedYet = () => new LiveError(ACK_ERRORS.notSaved, SOCKET_TEXT.reactionNotSaved);
