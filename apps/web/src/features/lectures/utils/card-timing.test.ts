import type { Lecture } from '@o4f/contract';
import { describe, expect, it } from 'vitest';
import { cardTiming } from './card-timing.ts';

const now = Date.parse('2026-03-02T10:30:20Z');
const lecture = (state: Lecture['state']) =>
  ({
    state,
    startTime: '2026-03-02T10:00:00.000Z',
    // What GET .../end sets: the end is now, so the times alone still say live in this minute.
    endTime: '2026-03-02T10:30:10.000Z',
  }) as Lecture;

describe('cardTiming', () => {
  it('calls an ended lecture past within the minute it ended', () => {
    expect(cardTiming(lecture('ENDED'), now)).toBe('past');
    expect(cardTiming(lecture('STARTED'), now)).toBe('live');
  });
});
