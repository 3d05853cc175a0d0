import type { SlideInteractions, TimelineReaction } from '@o4f/contract';

/** Every reaction held on the slide, on the slide's own time axis, from all its stays. */
export function timelineReactions(interactions: SlideInteractions): TimelineReaction[] {
  return interactions.intervals.flatMap((interval) =>
    interval.expressions.map(({ id, tag, startSec, endSec }) => ({ id, tag, startSec, endSec })),
  );
}

/** The slide named in ?slide=: a page (1, 2, …), -1 (no presentation) or -2 (the video). */
export function parseSlide(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const slide = Number(value);
  return Number.isInteger(slide) && (slide >= 1 || slide === -1 || slide === -2) ? slide : null;
}

export function parseLectureNum(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const lectureNum = Number(value);
  return Number.isInteger(lectureNum) && lectureNum > 0 ? lectureNum : null;
}

/** Order of slides in navigation: pages in page order, then no presentation, then the video. */
const slideOrder = (slide: number) => (slide >= 1 ? slide : 1_000_000 - slide);

/** The slides before and after `slide` among those with data (`slide` itself may have none). */
export function slideNeighbours(
  slides: readonly number[],
  slide: number,
): { previous: number | null; next: number | null } {
  const sorted = [...new Set(slides)].sort((a, b) => slideOrder(a) - slideOrder(b));
  const key = slideOrder(slide);
  return {
    previous: sorted.findLast((other) => slideOrder(other) < key) ?? null,
    next: sorted.find((other) => slideOrder(other) > key) ?? null,
  };
}
