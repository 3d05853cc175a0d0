// The slide timeline: a slide's stays laid end to end on one time axis, and the reactions held
// during each stay mapped onto it. Pure; docs/rules.md (Statistics) says the same in words.
import { TIMELINE_MIN_STUDENTS } from '@o4f/contract';
import type { IntervalExpression, SlideInteractions, SlideInterval } from '@o4f/contract';
import type { HeldReaction } from './statistics.repository.ts';

const NO_PDF = -1;
const VIDEO = -2;

/** One stay on a slide, in epoch ms. */
export interface Stay {
  slideNumber: number;
  start: number;
  end: number;
}

export interface TimelineLecture {
  state: 'CREATED' | 'STARTED' | 'ENDED';
  startTime: Date;
  endTime: Date;
}

const seconds = (ms: number) => Math.round(ms / 1000);
/** Clock times leave rounded to the second, like the seconds on the axis (no millisecond trail). */
const iso = (ms: number) => new Date(seconds(ms) * 1000).toISOString();

/** Too few students for their reactions to be shown one by one (TIMELINE_MIN_STUDENTS). */
const belowMinimum = (students: number) => students > 0 && students < TIMELINE_MIN_STUDENTS;

/**
 * The lecture's stays, oldest first. A stay still open ends at the lecture's end once it ENDED,
 * otherwise now. Reactions given before the teacher ever set a slide are on -1 (no PDF) with no
 * stored stay: that stay runs from the lecture's start (or the first such reaction, if earlier)
 * to the first slide shown (or the end).
 */
export function lectureStays(
  intervals: readonly { slideNumber: number; startedAt: Date; endedAt: Date | null }[],
  reactions: readonly Pick<HeldReaction, 'slideNumber' | 'at'>[],
  lecture: TimelineLecture,
  now: number,
): Stay[] {
  const lectureEnd = lecture.state === 'ENDED' ? lecture.endTime.getTime() : now;
  const stays = intervals.map((interval) => {
    const start = interval.startedAt.getTime();
    const end = interval.endedAt?.getTime() ?? lectureEnd;
    return { slideNumber: interval.slideNumber, start, end: Math.max(start, end) };
  });
  const firstShown = stays[0]?.start ?? Number.POSITIVE_INFINITY;
  const before = reactions.filter(
    (reaction) => reaction.slideNumber === NO_PDF && reaction.at < firstShown,
  );
  if (before.length > 0) {
    const start = before.reduce(
      (earliest, reaction) => Math.min(earliest, reaction.at),
      lecture.startTime.getTime(),
    );
    const end = Number.isFinite(firstShown) ? firstShown : Math.max(lectureEnd, start);
    stays.unshift({ slideNumber: NO_PDF, start, end: Math.max(start, end) });
  }
  return stays;
}

/**
 * One slide's answer: its stays concatenated (stay k starts where the previous ones' lengths
 * add up), one interval per stay, and each `set` reaction held from its time until the same
 * student's next event or the end of its stay, whichever comes first. Students are numbered
 * 1, 2, … in the order of their first reaction on the slide. With fewer than
 * TIMELINE_MIN_STUDENTS students the reactions are withheld (`suppressed`).
 */
export function slideTimeline(
  slideNumber: number,
  allStays: readonly Stay[],
  reactions: readonly HeldReaction[],
): SlideInteractions {
  const stays = allStays.filter((stay) => stay.slideNumber === slideNumber);
  const numbers = new Map<number, number>();
  const intervals: SlideInterval[] = [];
  const placed: IntervalExpression[][] = stays.map(() => []);
  const ordered = reactions
    .filter((reaction) => reaction.slideNumber === slideNumber)
    .sort((a, b) => a.at - b.at || a.id - b.id);
  const offsets: number[] = [];
  let total = 0;
  for (const stay of stays) {
    offsets.push(total);
    total += stay.end - stay.start;
  }
  for (const reaction of ordered) {
    const index = stayIndexAt(stays, reaction.at);
    if (index === -1) continue;
    const stay = stays[index]!;
    const offset = offsets[index]!;
    const from = Math.max(reaction.at, stay.start);
    const to = Math.max(from, Math.min(reaction.nextAt ?? stay.end, stay.end));
    let id = numbers.get(reaction.reactor);
    if (id === undefined) numbers.set(reaction.reactor, (id = numbers.size + 1));
    placed[index]!.push({
      id,
      tag: reaction.tag,
      startSec: seconds(offset + from - stay.start),
      endSec: seconds(offset + to - stay.start),
      startTime: iso(from),
      endTime: iso(to),
    });
  }
  const suppressed = belowMinimum(numbers.size);
  stays.forEach((stay, index) => {
    const offset = offsets[index]!;
    intervals.push({
      startSec: seconds(offset),
      endSec: seconds(offset + stay.end - stay.start),
      startTime: iso(stay.start),
      endTime: iso(stay.end),
      expressions: suppressed ? [] : placed[index]!,
    });
  });
  return { slideNumber, duritationSec: seconds(total), intervals, suppressed };
}

/** The stay holding time `at` (the last one starting by then, if `at` is within it), or -1. */
function stayIndexAt(stays: readonly Stay[], at: number): number {
  for (let index = stays.length - 1; index >= 0; index--) {
    const stay = stays[index]!;
    if (stay.start <= at) return at <= stay.end ? index : -1;
  }
  return -1;
}

/** The live slides in the order they were first shown (the video is not among them). */
export function slidesInShowingOrder(stays: readonly Stay[]): number[] {
  const seen: number[] = [];
  for (const stay of stays) {
    if (stay.slideNumber !== VIDEO && !seen.includes(stay.slideNumber)) seen.push(stay.slideNumber);
  }
  return seen;
}

export interface VideoReactionInput {
  studentId: number;
  tag: number;
  time: number;
  endTime: number;
}

/**
 * The video (slide -2): one interval over the watched length — the furthest point a student
 * reported or a reaction reached — with every video reaction on it, by video time.
 */
export function videoTimeline(
  reactions: readonly VideoReactionInput[],
  furthestWatch: number,
): SlideInteractions {
  const furthest = reactions.reduce(
    (max, reaction) => Math.max(max, reaction.endTime),
    Math.max(furthestWatch, 0),
  );
  const duration = Math.round(furthest);
  if (reactions.length === 0 && duration === 0) {
    return { slideNumber: VIDEO, duritationSec: 0, intervals: [], suppressed: false };
  }
  const numbers = new Map<number, number>();
  const expressions = reactions.map((reaction) => {
    let id = numbers.get(reaction.studentId);
    if (id === undefined) numbers.set(reaction.studentId, (id = numbers.size + 1));
    return {
      id,
      tag: reaction.tag,
      startSec: Math.round(reaction.time),
      endSec: Math.round(reaction.endTime),
      startTime: null,
      endTime: null,
    };
  });
  const suppressed = belowMinimum(numbers.size);
  return {
    slideNumber: VIDEO,
    duritationSec: duration,
    intervals: [
      {
        startSec: 0,
        endSec: duration,
        startTime: null,
        endTime: null,
        expressions: suppressed ? [] : expressions,
      },
    ],
    suppressed,
  };
}
