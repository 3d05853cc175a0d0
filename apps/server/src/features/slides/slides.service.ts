// Slide intervals of live lectures: built from the queued slide changes of one persist batch.
import type { NewSlideInterval } from './slides.repository.ts';

export interface SlideChange {
  slideNumber: number;
  at: number;
}

/**
 * The intervals a lecture's slide changes open, oldest first: each one ends where the next one
 * starts; the last one stays open. The caller first closes the interval already open in the
 * database at the first change.
 */
export function intervalsFromChanges(
  lectureId: number,
  changes: SlideChange[],
): NewSlideInterval[] {
  return changes.map((change, index) => {
    const next = changes[index + 1];
    return {
      lectureId,
      slideNumber: change.slideNumber,
      startedAt: new Date(change.at),
      endedAt: next ? new Date(next.at) : null,
    };
  });
}
