import { afterEach, describe, expect, it } from 'vitest';
import { applyLocale } from '../text/locale.ts';
import { LOCALES } from '../text/locales.ts';
import { formatDate } from './dates.ts';
import { formatIntlDate, formatNumber, formatPercent, plural } from './format.ts';

// Intl separates some parts with narrow or plain no-break spaces; compare with plain spaces.
const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ');
const evening = new Date(2026, 0, 5, 21, 45);

afterEach(() => applyLocale(LOCALES[0]));

describe('formats per language', () => {
  it('keeps the spec’s English formats exactly', () => {
    expect(formatDate(evening, 'date')).toBe('Jan 05, 2026');
    expect(formatDate(evening, 'dateTime')).toBe('Jan 05, 2026 09:45 PM');
    expect(formatDate(evening, 'shortDateTime')).toBe('Jan. 5 - 09:45 PM');
    expect(formatDate(evening, 'time12')).toBe('09:45 PM');
  });

  it('writes German dates with a 24-hour clock', async () => {
    expect(formatIntlDate(evening, 'date', 'de')).toBe('05. Jan. 2026');
    expect(formatIntlDate(evening, 'dateTime', 'de')).toBe('05. Jan. 2026, 21:45');
    expect(formatIntlDate(evening, 'time12', 'de')).toBe('21:45');
    await applyLocale(LOCALES.find((locale) => locale.code === 'de')!);
    expect(formatDate(evening, 'time12')).toBe('21:45');
    expect(formatDate(evening, 'isoDate')).toBe('2026-01-05');
    expect(formatDate(evening, 'csvDateTime')).toBe('2026-01-05 21:45:00');
  });

  it('writes French dates with a 24-hour clock', () => {
    expect(formatIntlDate(evening, 'time12', 'fr')).toBe('21:45');
    expect(plain(formatIntlDate(evening, 'dateTime', 'fr'))).toBe('05 janv. 2026, 21:45');
  });

  it('writes numbers, percentages and plurals the language’s way', () => {
    expect(formatNumber(12345.5, 'en')).toBe('12,345.5');
    expect(plain(formatNumber(12345.5, 'de'))).toBe('12.345,5');
    expect(plain(formatNumber(12345.5, 'fr'))).toBe('12 345,5');
    expect(formatPercent(42, 'en')).toBe('42%');
    expect(plain(formatPercent(42, 'de'))).toBe('42 %');
    expect(plain(formatPercent(12.5, 'fr'))).toBe('12,5 %');
    const questions = { one: '# Frage', other: '# Fragen' };
    expect(plural(1, questions, 'de')).toBe('1 Frage');
    expect(plural(1000, questions, 'de')).toBe('1.000 Fragen');
    const arabic = {
      zero: 'zero',
      one: 'one',
      two: 'two',
      few: 'few',
      many: 'many',
      other: 'other',
    };
    expect([0, 1, 2, 3, 11, 100].map((count) => plural(count, arabic, 'ar'))).toEqual([
      'zero',
      'one',
      'two',
      'few',
      'many',
      'other',
    ]);
  });
});
