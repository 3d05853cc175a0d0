/**
 * Remembers the changes this browser itself made to the Q&A, so that the echo of its own change
 * (the server's qa_update) does not show 'This is not the latest version of the page.', while a
 * change made elsewhere at the same moment still does. An echo is recognised by what it names:
 * the lecture, the kind of change and the post's ids (an id not known before the server answers,
 * such as a new question's, matches any). Each listener hears one echo per own change.
 */
import type { QaUpdate, QaUpdateKind } from '@o4f/contract';

/** The qa_update an own change will cause. */
export interface OwnChange {
  courseId: number;
  lectureNum: number;
  kind: QaUpdateKind;
  questionId?: number;
  answerId?: number;
}

/** How long an own change waits for its echo. */
export const ECHO_WINDOW_MS = 5000;

interface Pending extends OwnChange {
  until: number;
  heardBy: Set<object>;
}

let pending: Pending[] = [];
const ANY_LISTENER = {};

/** Records an own change; the returned function forgets it (the change failed). */
export function markOwnChange(change: OwnChange, now: number = Date.now()): () => void {
  const entry: Pending = { ...change, until: now + ECHO_WINDOW_MS, heardBy: new Set() };
  pending.push(entry);
  return () => {
    pending = pending.filter((item) => item !== entry);
  };
}

const matches = (change: OwnChange, update: QaUpdate): boolean =>
  change.courseId === update.courseId &&
  change.lectureNum === update.lectureNum &&
  change.kind === update.kind &&
  (change.questionId === undefined || change.questionId === update.questionId) &&
  (change.answerId === undefined || change.answerId === update.answerId);

/** True when `update` is the echo of an own change that `listener` has not heard yet. */
export function isOwnChangeEcho(
  update: QaUpdate,
  listener: object = ANY_LISTENER,
  now: number = Date.now(),
): boolean {
  pending = pending.filter((item) => item.until >= now);
  const entry = pending.find((item) => !item.heardBy.has(listener) && matches(item, update));
  if (!entry) return false;
  entry.heardBy.add(listener);
  return true;
}

export function resetOwnChanges(): void {
  pending = [];
}
