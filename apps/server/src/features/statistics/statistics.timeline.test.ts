import { describe, expect, it } from 'vitest';
import type { HeldReaction } from './statistics.repository.ts';
import {
  lectureStays,
  slideTimeline,
  slidesInShowingOrder,
  videoTimeline,
} from './statistics.timeline.ts';

const T = Date.UTC(2026, 0, 5, 9, 0, 0);
const s = (seconds: number) => T + seconds * 1000;
const at = (seconds: number) => new Date(s(seconds));
const ended = { state: 'ENDED' as const, startTime: at(0), endTime: at(600) };

let nextId = 1;
const held = (
  reactor: number,
  slideNumber: number,
  tag: number,
  from: number,
  next: number | null,
): HeldReaction => ({
  id: nextId++,
  reactor,
  slideNumber,
  tag,
  at: s(from),
  nextAt: next === null ? null : s(next),
});

describe('lectureStays', () => {
  it('ends an open stay at the lecture end once ENDED, at now while it runs', () => {
    const intervals = [
      { slideNumber: 1, startedAt: at(60), endedAt: at(120) },
      { slideNumber: 2, startedAt: at(120), endedAt: null },
    ];
    expect(lectureStays(intervals, [], ended, s(9999))).toEqual([
      { slideNumber: 1, start: s(60), end: s(120) },
      { slideNumber: 2, start: s(120), end: s(600) },
    ]);
    expect(lectureStays(intervals, [], { ...ended, state: 'STARTED' }, s(300))[1]).toEqual({
      slideNumber: 2,
      start: s(120),
      end: s(300),
    });
  });

  it('adds the stay on -1 before the first slide only when students reacted there', () => {
    const intervals = [{ slideNumber: 1, startedAt: at(60), endedAt: at(120) }];
    expect(lectureStays(intervals, [], ended, 0)).toHaveLength(1);
    expect(lectureStays(intervals, [held(1, -1, 2, 30, null)], ended, 0)[0]).toEqual({
      slideNumber: -1,
      start: s(0),
      end: s(60),
    });
    // No slide ever shown: the whole lecture is slide -1.
    expect(lectureStays([], [held(1, -1, 2, 30, null)], ended, 0)).toEqual([
      { slideNumber: -1, start: s(0), end: s(600) },
    ]);
  });
});

describe('slideTimeline', () => {
  const stays = [
    { slideNumber: 1, start: s(0), end: s(100) },
    { slideNumber: 2, start: s(100), end: s(130) },
    { slideNumber: 1, start: s(130), end: s(160.4) },
  ];

  it('concatenates the stays and holds a reaction until the next event or the stay end', () => {
    const reactions = [
      held(7, 1, 3, 10, 40), // changed at 40
      held(7, 1, 1, 40, 105), // held until the slide changed at 100
      held(9, 1, 5, 20.6, null), // held to the stay end
      held(9, 2, 2, 110, 140), // slide 2, not this one
      held(9, 1, 4, 140, null), // second stay: axis 100 + 10
      held(11, 1, 3, 150.7, null), // a third student: the slide reaches the minimum group
    ];
    const timeline = slideTimeline(1, stays, reactions);
    expect(timeline.duritationSec).toBe(130);
    expect(timeline.intervals.map(({ startSec, endSec }) => [startSec, endSec])).toEqual([
      [0, 100],
      [100, 130],
    ]);
    expect(
      timeline.intervals.map((interval) =>
        interval.expressions.map(({ id, tag, startSec, endSec }) => [id, tag, startSec, endSec]),
      ),
    ).toEqual([
      [
        [1, 3, 10, 40],
        [2, 5, 21, 100],
        [1, 1, 40, 100],
      ],
      [
        [2, 4, 110, 130],
        [3, 3, 121, 130],
      ],
    ]);
    expect(timeline.suppressed).toBe(false);
    // Clock times leave rounded to the second: 150.7 s is sent as 151 s, 160.4 s as 160 s.
    expect(timeline.intervals[1]!.expressions[1]).toMatchObject({
      startTime: at(151).toISOString(),
      endTime: at(160).toISOString(),
    });
    expect(timeline.intervals[1]).toMatchObject({ endTime: at(160).toISOString() });
    expect(slidesInShowingOrder(stays)).toEqual([1, 2]);
  });

  it('withholds the reactions of a slide where fewer than three students reacted', () => {
    const one = [held(9, 2, 2, 110, 140)];
    const two = [...one, held(7, 2, 4, 111.2, null), held(7, 2, 5, 115, null)];
    for (const reactions of [one, two]) {
      const timeline = slideTimeline(2, stays, reactions);
      expect(timeline).toEqual({
        slideNumber: 2,
        duritationSec: 30,
        intervals: [
          {
            startSec: 0,
            endSec: 30,
            startTime: at(100).toISOString(),
            endTime: at(130).toISOString(),
            expressions: [],
          },
        ],
        suppressed: true,
      });
    }
    const three = [...two, held(11, 2, 1, 120, null)];
    const timeline = slideTimeline(2, stays, three);
    expect(timeline.suppressed).toBe(false);
    expect(timeline.intervals[0]!.expressions.map(({ id, tag }) => [id, tag])).toEqual([
      [1, 2],
      [2, 4],
      [2, 5],
      [3, 1],
    ]);
  });

  it('is empty for a slide never shown', () => {
    expect(slideTimeline(5, stays, [])).toEqual({
      slideNumber: 5,
      duritationSec: 0,
      intervals: [],
      suppressed: false,
    });
  });
});

describe('videoTimeline', () => {
  it('spans the furthest point watched or reached, numbering students by first reaction', () => {
    const timeline = videoTimeline(
      [
        { studentId: 42, tag: 1, time: 3.4, endTime: 63.4 },
        { studentId: 17, tag: 3, time: 5, endTime: 65.5 },
        { studentId: 42, tag: 2, time: 70, endTime: 130 },
        { studentId: 5, tag: 4, time: 80, endTime: 100 },
      ],
      90,
    );
    expect(timeline.duritationSec).toBe(130);
    expect(timeline.intervals[0]!.expressions.map((e) => [e.id, e.startSec, e.endSec])).toEqual([
      [1, 3, 63],
      [2, 5, 66],
      [1, 70, 130],
      [3, 80, 100],
    ]);
    expect(videoTimeline([], 0)).toEqual({
      slideNumber: -2,
      duritationSec: 0,
      intervals: [],
      suppressed: false,
    });
    expect(videoTimeline([], 42.6).intervals).toEqual([
      { startSec: 0, endSec: 43, startTime: null, endTime: null, expressions: [] },
    ]);
  });

  it('withholds the reactions when fewer than three students reacted on the video', () => {
    const two = videoTimeline(
      [
        { studentId: 42, tag: 1, time: 3.4, endTime: 63.4 },
        { studentId: 17, tag: 3, time: 5, endTime: 65.5 },
      ],
      90,
    );
    expect(two).toEqual({
      slideNumber: -2,
      duritationSec: 90,
      intervals: [{ startSec: 0, endSec: 90, startTime: null, endTime: null, expressions: [] }],
      suppressed: true,
    });
  });
});
