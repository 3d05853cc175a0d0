import { describe, expect, it } from 'vitest';
import { sortLecturesByStart } from './sort-lectures.ts';

const lecture = (lectureNum: number, startTime: string) => ({ lectureNum, startTime });

describe('sortLecturesByStart', () => {
  it('orders lectures by start time, earliest first', () => {
    const sorted = sortLecturesByStart([
      lecture(1, '2026-03-10T09:00:00.000Z'),
      lecture(2, '2026-03-01T09:00:00.000Z'),
      lecture(3, '2026-03-05T09:00:00.000Z'),
    ]);
    expect(sorted.map((l) => l.lectureNum)).toEqual([2, 3, 1]);
  });

  it('breaks ties by lecture number and leaves the input untouched', () => {
    const input = [lecture(5, '2026-03-01T09:00:00.000Z'), lecture(4, '2026-03-01T09:00:00.000Z')];
    expect(sortLecturesByStart(input).map((l) => l.lectureNum)).toEqual([4, 5]);
    expect(input.map((l) => l.lectureNum)).toEqual([5, 4]);
  });

  it('compares instants, not strings, across time zone offsets', () => {
    const sorted = sortLecturesByStart([
      lecture(1, '2026-03-01T10:00:00+02:00'),
      lecture(2, '2026-03-01T09:00:00Z'),
    ]);
    expect(sorted.map((l) => l.lectureNum)).toEqual([1, 2]);
  });
});
