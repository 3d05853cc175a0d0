import { describe, expect, it } from 'vitest';
import { DATE_FORMATS, formatDate } from './dates.ts';

describe('dates', () => {
  const start = new Date(2026, 0, 5, 21, 45);
  const end = new Date(2026, 0, 5, 22, 45);

  it('writes a lecture range with one meridiem style: "Jan 05, 2026 09:45 PM - 10:45 PM"', () => {
    const range = `${formatDate(start, 'dateTime')} - ${formatDate(end, 'time12')}`;
    expect(range).toBe('Jan 05, 2026 09:45 PM - 10:45 PM');
  });

  it('uses the same meridiem token in every 12-hour format', () => {
    const twelveHour = Object.values(DATE_FORMATS).filter((format) => format.includes('hh'));
    const meridiems = new Set(twelveHour.map((format) => /[aA]/.exec(format)?.[0]));
    expect(meridiems).toEqual(new Set(['A']));
  });
});
