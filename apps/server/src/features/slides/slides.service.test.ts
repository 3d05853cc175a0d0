import { describe, expect, it } from 'vitest';
import { intervalsFromChanges } from './slides.service.ts';

describe('intervalsFromChanges', () => {
  it('chains the intervals of one batch and leaves the last one open', () => {
    expect(
      intervalsFromChanges(7, [
        { slideNumber: 1, at: 1000 },
        { slideNumber: 2, at: 5000 },
        { slideNumber: -2, at: 9000 },
      ]),
    ).toEqual([
      { lectureId: 7, slideNumber: 1, startedAt: new Date(1000), endedAt: new Date(5000) },
      { lectureId: 7, slideNumber: 2, startedAt: new Date(5000), endedAt: new Date(9000) },
      { lectureId: 7, slideNumber: -2, startedAt: new Date(9000), endedAt: null },
    ]);
    expect(intervalsFromChanges(7, [])).toEqual([]);
  });
});
