import { describe, expect, it } from 'vitest';
import {
  countSlideReactions,
  flatTagCounts,
  formatClock,
  rankByConfusion,
  tagTotalsFromFlat,
  timelineSegments,
  videoReactionEnd,
} from './statistics.ts';
import type { ReactionEvent, TagTotals } from './statistics.ts';

const totals = (partial: Partial<TagTotals> = {}): TagTotals => ({
  1: 0,
  2: 0,
  3: 0,
  4: 0,
  5: 0,
  ...partial,
});

describe('countSlideReactions', () => {
  const set = (reactor: number, slideNumber: number, tag: number, at: number): ReactionEvent => ({
    reactor,
    slideNumber,
    tag,
    kind: 'set',
    at,
  });

  it('counts each student once per slide with the latest reaction they set', () => {
    const counts = countSlideReactions([
      set(1, 1, 3, 1),
      set(1, 1, 1, 2), // changed: counts as LOST only
      set(2, 1, 3, 3),
      set(1, 2, 3, 4),
    ]);
    expect(counts.get(1)).toEqual(totals({ 1: 1, 3: 1 }));
    expect(counts.get(2)).toEqual(totals({ 3: 1 }));
  });

  it('drops a reaction the student took back, and keeps one from an earlier stay on the slide', () => {
    const counts = countSlideReactions([
      set(1, 1, 2, 1),
      { reactor: 1, slideNumber: 1, tag: 2, kind: 'cleared', at: 2 },
      set(2, 1, 5, 3),
      set(2, 2, 4, 4), // slide 2, then back to slide 1 without pressing
    ]);
    expect(counts.get(1)).toEqual(totals({ 5: 1 }));
    expect(counts.get(2)).toEqual(totals({ 4: 1 }));
  });
});

describe('the flat list of 10 items', () => {
  it('is tag, count pairs in tag order and reads back', () => {
    const flat = flatTagCounts(totals({ 1: 2, 3: 7 }));
    expect(flat).toEqual([1, 2, 2, 0, 3, 7, 4, 0, 5, 0]);
    expect(tagTotalsFromFlat(flat)).toEqual(totals({ 1: 2, 3: 7 }));
  });
});

describe('timelineSegments', () => {
  it('counts a reaction in every segment where it was active', () => {
    const segments = timelineSegments([{ id: 1, tag: 3, startSec: 10, endSec: 30 }], 100, 10);
    expect(segments.map((segment) => segment.counts[3])).toEqual([0, 1, 1, 0, 0, 0, 0, 0, 0, 0]);
    expect(segments[0]).toMatchObject({ startSec: 0, endSec: 10 });
    expect(segments[9]).toMatchObject({ startSec: 90, endSec: 100 });
  });

  it('merges 2 or 5 neighbouring segments without counting a student twice', () => {
    // One student holds GREAT across four fine segments; another holds LOST in one.
    const reactions = [
      { id: 1, tag: 3, startSec: 0, endSec: 8 },
      { id: 2, tag: 1, startSec: 2, endSec: 3 },
    ];
    const fine = timelineSegments(reactions, 100, 50);
    expect(fine.slice(0, 5).map((segment) => segment.total)).toEqual([1, 2, 1, 1, 0]);
    const byTwo = timelineSegments(reactions, 100, 25);
    expect(byTwo.slice(0, 3).map((segment) => segment.counts)).toEqual([
      totals({ 3: 1, 1: 1 }),
      totals({ 3: 1 }),
      totals(),
    ]);
    const byFive = timelineSegments(reactions, 100, 10);
    expect(byFive[0]!.counts).toEqual(totals({ 3: 1, 1: 1 }));
    expect(byFive[0]!.total).toBe(2);
    // Coarse segments span exactly the fine ones they merge.
    expect(byFive[1]).toMatchObject({ startSec: 10, endSec: 20 });
    expect(fine[5]).toMatchObject({ startSec: 10 });
  });

  it('counts a student who changed reaction inside a segment once, with the one held longer', () => {
    const segments = timelineSegments(
      [
        { id: 1, tag: 3, startSec: 0, endSec: 2 },
        { id: 1, tag: 1, startSec: 2, endSec: 10 },
      ],
      10,
      1,
    );
    expect(segments[0]!.counts).toEqual(totals({ 1: 1 }));
    expect(segments[0]!.total).toBe(1);
  });

  it('places a reaction shorter than a second in the segment it happened in', () => {
    const segments = timelineSegments([{ id: 1, tag: 2, startSec: 10, endSec: 10 }], 10, 10);
    expect(segments[9]!.counts[2]).toBe(1);
    expect(segments.reduce((sum, segment) => sum + segment.total, 0)).toBe(1);
  });
});

describe('rankByConfusion', () => {
  it("orders by the share of I'm lost + Not Clear and leaves out slides with too few reactions", () => {
    const ranked = rankByConfusion(
      [
        { slideNumber: 1, totals: totals({ 1: 1, 3: 3 }) }, // 25 %
        { slideNumber: 2, totals: totals({ 1: 2, 2: 1, 3: 1 }) }, // 75 %
        { slideNumber: 3, totals: totals({ 2: 1 }) }, // one student: not a trend
        { slideNumber: 4, totals: totals({ 3: 5 }) }, // nobody confused
        { slideNumber: 5, totals: totals({ 1: 6, 3: 2 }) }, // 75 %, more students
      ],
      3,
    );
    expect(ranked).toEqual([
      { slideNumber: 5, confused: 6, total: 8, share: 75 },
      { slideNumber: 2, confused: 3, total: 4, share: 75 },
      { slideNumber: 1, confused: 1, total: 4, share: 25 },
    ]);
  });
});

describe('videoReactionEnd and formatClock', () => {
  it('ends a video reaction 60 s later, capped at the duration, with one decimal', () => {
    expect(videoReactionEnd(12.34, 600)).toBe(72.3);
    expect(videoReactionEnd(580, 600.04)).toBe(600);
    expect(videoReactionEnd(5, 0)).toBe(65);
  });

  it('shows h:mm:ss', () => {
    expect(formatClock(59.6)).toBe('1:00');
    expect(formatClock(3725)).toBe('1:02:05');
  });
});
