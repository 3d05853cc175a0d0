import { describe, expect, it } from 'vitest';
import {
  asksForExtension,
  isLectureLive,
  isOpenForLive,
  lectureTiming,
  minutesLeft,
  secondsLeft,
} from './lecture-time.ts';

const now = new Date('2025-03-10T10:30:30.000Z');
const iso = (time: string) => `2025-03-10T${time}Z`;

describe('lectureTiming (minute precision)', () => {
  it('is live between start and end', () => {
    expect(lectureTiming({ startTime: iso('10:00:00'), endTime: iso('11:00:00') }, now)).toBe(
      'live',
    );
  });

  it('is live when the start is later in the current minute', () => {
    expect(lectureTiming({ startTime: iso('10:30:59'), endTime: iso('11:00:00') }, now)).toBe(
      'live',
    );
  });

  it('is live when the end is earlier in the current minute', () => {
    expect(lectureTiming({ startTime: iso('10:00:00'), endTime: iso('10:30:00') }, now)).toBe(
      'live',
    );
  });

  it('is past once the end minute is over', () => {
    expect(lectureTiming({ startTime: iso('10:00:00'), endTime: iso('10:29:59') }, now)).toBe(
      'past',
    );
  });

  it('is future when the start is in a later minute', () => {
    expect(lectureTiming({ startTime: iso('10:31:00'), endTime: iso('11:00:00') }, now)).toBe(
      'future',
    );
  });

  it('is past when entirely before now', () => {
    expect(lectureTiming({ startTime: iso('08:00:00'), endTime: iso('09:00:00') }, now)).toBe(
      'past',
    );
  });

  it('accepts dates, strings and numbers', () => {
    const lecture = { startTime: new Date(iso('10:00:00')), endTime: iso('11:00:00') };
    expect(lectureTiming(lecture, now.getTime())).toBe('live');
    expect(isLectureLive(lecture, now)).toBe(true);
    expect(isLectureLive({ startTime: iso('12:00:00'), endTime: iso('13:00:00') }, now)).toBe(
      false,
    );
  });
});

describe('isOpenForLive', () => {
  const inTime = { startTime: iso('10:00:00'), endTime: iso('11:00:00') };
  const later = { startTime: iso('12:00:00'), endTime: iso('13:00:00') };

  it('is open while live by its times, or started early, and never once ended', () => {
    expect(isOpenForLive({ ...inTime, state: 'CREATED' }, now)).toBe(true);
    expect(isOpenForLive({ ...later, state: 'STARTED' }, now)).toBe(true);
    expect(isOpenForLive({ ...later, state: 'CREATED' }, now)).toBe(false);
    expect(isOpenForLive({ ...inTime, state: 'ENDED' }, now)).toBe(false);
  });
});

describe('time left and the extension question', () => {
  const NOW = Date.parse('2026-05-04T10:00:30Z');
  const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

  it('counts a started second or minute whole, and nothing once past', () => {
    expect(secondsLeft(NOW + 1_001, NOW)).toBe(2);
    expect(secondsLeft(NOW + 1_000, NOW)).toBe(1);
    expect(secondsLeft(NOW - 5_000, NOW)).toBe(0);
    expect(minutesLeft(at(4.5), NOW)).toBe(5);
    expect(minutesLeft(at(5), NOW)).toBe(5);
    expect(minutesLeft(at(-3), NOW)).toBe(0);
  });

  it('asks when a begun lecture has at most 5 minutes left, or its end has come', () => {
    const lecture = (state: string, start: number, end: number) => ({
      state,
      startTime: at(start),
      endTime: at(end),
    });
    expect(asksForExtension(lecture('STARTED', -50, 5), NOW)).toBe(true);
    expect(asksForExtension(lecture('STARTED', -50, 5.5), NOW)).toBe(false);
    expect(asksForExtension(lecture('STARTED', -50, -2), NOW)).toBe(true);
    expect(asksForExtension(lecture('ENDED', -50, 2), NOW)).toBe(false);
    expect(asksForExtension(lecture('STARTED', 1, 4), NOW)).toBe(false);
  });
});
