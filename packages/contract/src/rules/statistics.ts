// Reaction statistics after a lecture: what a count is, the slide timeline and its resolutions,
// the confusion ranking, and the video reaction window. docs/rules.md says the same in words.
import { EXPRESSION_TAG_LIST, EXPRESSION_TAGS, percentOf } from './reactions.ts';
import type { ExpressionTag } from './reactions.ts';

/** Per tag 1-5. */
export type TagTotals = Record<ExpressionTag, number>;

export const emptyTagTotals = (): TagTotals => ({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 });

const isTag = (value: number): value is ExpressionTag =>
  (EXPRESSION_TAG_LIST as readonly number[]).includes(value);

/** A stored reaction event of a live lecture, as the statistics read it. */
export interface ReactionEvent {
  /** Who reacted (a pseudonym id; never sent to a client). */
  reactor: number;
  slideNumber: number;
  tag: number;
  kind: 'set' | 'cleared';
  /** Epoch ms. */
  at: number;
}

/**
 * THE count (DESIGN §10): per slide, one reaction per student — the latest one the student set
 * on that slide, unless the student took it back (cleared) afterwards. A slide change or the end
 * of the lecture ends a reaction without taking it back. Events must be in time order.
 */
export function countSlideReactions(events: readonly ReactionEvent[]): Map<number, TagTotals> {
  const latest = new Map<number, Map<number, number | null>>();
  for (const event of events) {
    let bySlide = latest.get(event.slideNumber);
    if (!bySlide) latest.set(event.slideNumber, (bySlide = new Map()));
    bySlide.set(event.reactor, event.kind === 'set' ? event.tag : null);
  }
  const counts = new Map<number, TagTotals>();
  for (const [slide, byReactor] of latest) {
    const totals = emptyTagTotals();
    for (const tag of byReactor.values()) if (tag !== null && isTag(tag)) totals[tag] += 1;
    counts.set(slide, totals);
  }
  return counts;
}

export const sumTagTotals = (all: Iterable<TagTotals>): TagTotals => {
  const sum = emptyTagTotals();
  for (const totals of all) for (const tag of EXPRESSION_TAG_LIST) sum[tag] += totals[tag];
  return sum;
};

export const totalOf = (totals: TagTotals): number =>
  EXPRESSION_TAG_LIST.reduce((sum, tag) => sum + totals[tag], 0);

/** The spec's flat list of 10 items: tag, count, tag, count, … in tag order. */
export const flatTagCounts = (totals: TagTotals): number[] =>
  EXPRESSION_TAG_LIST.flatMap((tag) => [tag, totals[tag]]);

/** Back from the flat list (unknown tags are ignored, repeated ones add up). */
export function tagTotalsFromFlat(list: readonly number[]): TagTotals {
  const totals = emptyTagTotals();
  for (let index = 0; index + 1 < list.length; index += 2) {
    const tag = list[index]!;
    if (isTag(tag)) totals[tag] += list[index + 1]!;
  }
  return totals;
}

// The slide timeline

/**
 * A timeline shows reactions one by one only when at least this many distinct students reacted
 * on the slide (or the video): below it the slide's reactions are withheld (`suppressed`), so one
 * or two students' reactions are never shown alone (docs/decisions/timeline-minimum-group.md).
 */
export const TIMELINE_MIN_STUDENTS = 3;

export const TIMELINE_RESOLUTIONS = [50, 25, 10] as const;
export type TimelineResolution = (typeof TIMELINE_RESOLUTIONS)[number];
export const DEFAULT_TIMELINE_RESOLUTION: TimelineResolution = 50;

/** One reaction on the slide's own time axis (seconds since the slide was first shown). */
export interface TimelineReaction {
  /** The reacting student, numbered within one slide's answer (not an account or pseudonym). */
  id: number;
  tag: number;
  startSec: number;
  endSec: number;
}

export interface TimelineSegment {
  index: number;
  startSec: number;
  endSec: number;
  counts: TagTotals;
  total: number;
}

/**
 * Splits [0, durationSec] into `resolution` equal segments. A reaction counts in every segment in
 * which it was active; a student counts at most once per segment, with the reaction they held the
 * longest there (the later one on a tie). Resolution 25 and 10 segments are exactly 2 and 5
 * neighbouring segments of resolution 50 merged, so a coarser chart never counts a student twice.
 */
export function timelineSegments(
  reactions: readonly TimelineReaction[],
  durationSec: number,
  resolution: number,
): TimelineSegment[] {
  const duration = Math.max(0, durationSec);
  const width = duration / resolution;
  const segments: TimelineSegment[] = [];
  for (let index = 0; index < resolution; index++) {
    const startSec = index * width;
    const endSec = index === resolution - 1 ? duration : (index + 1) * width;
    const best = new Map<number, { tag: ExpressionTag; held: number; from: number }>();
    for (const reaction of reactions) {
      if (!isTag(reaction.tag)) continue;
      const held = heldWithin(reaction, startSec, endSec, index === resolution - 1);
      if (held === null) continue;
      const current = best.get(reaction.id);
      if (
        !current ||
        held > current.held ||
        (held === current.held && reaction.startSec >= current.from)
      ) {
        best.set(reaction.id, { tag: reaction.tag, held, from: reaction.startSec });
      }
    }
    const counts = emptyTagTotals();
    for (const { tag } of best.values()) counts[tag] += 1;
    segments.push({ index, startSec, endSec, counts, total: best.size });
  }
  return segments;
}

/** Seconds the reaction was held inside [from, to), or null when it was not active there. */
function heldWithin(
  reaction: TimelineReaction,
  from: number,
  to: number,
  last: boolean,
): number | null {
  const start = Math.min(reaction.startSec, reaction.endSec);
  const end = Math.max(reaction.startSec, reaction.endSec);
  if (start === end) {
    // A reaction shorter than the timeline's rounding sits at one instant.
    return start >= from && (start < to || (last && start <= to)) ? 0 : null;
  }
  const overlap = Math.min(end, to) - Math.max(start, from);
  return overlap > 0 ? overlap : null;
}

/** `h:mm:ss` (or `m:ss` under an hour) for a timeline axis, from whole seconds. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

// Where the class got lost

/** A slide needs this many counted reactions before it can rank: one student is not a trend. */
export const CONFUSION_MIN_REACTIONS = 3;
export const CONFUSED_TAGS: readonly ExpressionTag[] = [
  EXPRESSION_TAGS.LOST,
  EXPRESSION_TAGS.NOT_CLEAR,
];

export interface ConfusionRank {
  slideNumber: number;
  /** I'm lost + Not Clear. */
  confused: number;
  total: number;
  /** Whole-number percent of the slide's reactions. */
  share: number;
}

/**
 * Slides ordered by their share of I'm lost + Not Clear (then by how many, then slide order);
 * slides with fewer than `minReactions` reactions or nobody confused are left out.
 */
export function rankByConfusion(
  slides: readonly { slideNumber: number; totals: TagTotals }[],
  minReactions = CONFUSION_MIN_REACTIONS,
): ConfusionRank[] {
  return slides
    .map(({ slideNumber, totals }) => {
      const total = totalOf(totals);
      const confused = CONFUSED_TAGS.reduce((sum, tag) => sum + totals[tag], 0);
      return { slideNumber, confused, total, share: percentOf(confused, total) };
    })
    .filter((rank) => rank.total >= minReactions && rank.confused > 0)
    .map((rank) => ({ ...rank, exact: rank.confused / rank.total }))
    .sort((a, b) => b.exact - a.exact || b.confused - a.confused || a.slideNumber - b.slideNumber)
    .map(({ slideNumber, confused, total, share }) => ({ slideNumber, confused, total, share }));
}

// Video reactions

/** A reaction on the video page stays active this long (and is cleared after it). */
export const VIDEO_REACTION_SECONDS = 60;

/** End time of a video reaction pressed at `currentTime`: 60 s later, capped at the duration, one decimal. */
export function videoReactionEnd(currentTime: number, duration: number): number {
  const end = currentTime + VIDEO_REACTION_SECONDS;
  const capped = duration > 0 ? Math.min(end, duration) : end;
  return Math.round(Math.max(capped, currentTime) * 10) / 10;
}

/** The slide numbers that are real PDF pages (not the special values). */
export const isPageSlide = (slideNumber: number): boolean => slideNumber >= 1;
