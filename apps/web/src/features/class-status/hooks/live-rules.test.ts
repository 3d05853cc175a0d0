import { describe, expect, it } from 'vitest';
import { buildLecture } from '../../../testing/api-mock.ts';
import { formatCountdown } from './use-countdown.ts';
import { pickLiveLecture } from './use-live-lecture.ts';

const NOW = Date.parse('2026-03-05T10:30:00Z');

describe('pickLiveLecture', () => {
  const past = buildLecture({
    lectureNum: 1,
    startTime: '2026-03-05T08:00:00Z',
    endTime: '2026-03-05T09:00:00Z',
  });
  const live = buildLecture({
    lectureNum: 2,
    startTime: '2026-03-05T10:00:00Z',
    endTime: '2026-03-05T11:00:00Z',
  });
  const future = buildLecture({
    lectureNum: 3,
    startTime: '2026-03-05T12:00:00Z',
    endTime: '2026-03-05T13:00:00Z',
  });

  it('takes the first lecture live by its times', () => {
    expect(pickLiveLecture([future, live, past], NOW)?.lectureNum).toBe(2);
    expect(pickLiveLecture([future, past], NOW)).toBeNull();
  });

  it('counts a started lecture as live even outside its times, and an ended one never', () => {
    expect(pickLiveLecture([past, { ...future, state: 'STARTED' }], NOW)?.lectureNum).toBe(3);
    expect(pickLiveLecture([{ ...live, state: 'ENDED' }], NOW)).toBeNull();
  });

  it('takes the wanted lecture when several are live at once, the first live one otherwise', () => {
    // A video lecture and a PDF lecture saved for the same hour: each card opens its own.
    const sameHour = { ...live, lectureNum: 4 };
    expect(pickLiveLecture([live, sameHour], NOW, 4)?.lectureNum).toBe(4);
    expect(pickLiveLecture([live, sameHour], NOW, 2)?.lectureNum).toBe(2);
    expect(pickLiveLecture([live, sameHour], NOW)?.lectureNum).toBe(2);
    // A wanted lecture that is not live (any more) does not hide the live one.
    expect(pickLiveLecture([past, live], NOW, 1)?.lectureNum).toBe(2);
  });
});

describe('the code countdown', () => {
  it('formats the code countdown', () => {
    expect(formatCountdown(300)).toBe('5:00');
    expect(formatCountdown(61)).toBe('1:01');
    expect(formatCountdown(0)).toBe('0:00');
  });
});
