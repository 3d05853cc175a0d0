import { describe, expect, it } from 'vitest';
import {
  CLASS_CODE_TEXT,
  DEFAULT_CLASS_CODE_TTL_SECONDS,
  generateClassCode,
  isClassCode,
} from './class-code.ts';
import { classCodeSchema } from './class-code-schema.ts';

describe('class code', () => {
  it('is six digits without a leading zero', () => {
    expect(isClassCode('123456')).toBe(true);
    expect(isClassCode('012345')).toBe(false);
    expect(isClassCode('12345')).toBe(false);
    expect(isClassCode('1234567')).toBe(false);
    expect(isClassCode('12a456')).toBe(false);
    expect(isClassCode(123456)).toBe(false);
  });

  it('gives the spec messages for missing and non-numeric input', () => {
    const message = (value: unknown) =>
      classCodeSchema.safeParse(value).error?.issues[0]?.message ?? null;
    expect(message('')).toBe(CLASS_CODE_TEXT.required);
    expect(message(undefined)).toBe(CLASS_CODE_TEXT.required);
    expect(message('12ab')).toBe(CLASS_CODE_TEXT.notANumber);
    expect(message('12345')).toBe(CLASS_CODE_TEXT.noSuchClass);
    expect(classCodeSchema.parse(' 654321 ')).toBe('654321');
  });

  it('draws codes across the whole six-digit range', () => {
    expect(generateClassCode((min) => min)).toBe('100000');
    expect(generateClassCode((_, max) => max - 1)).toBe('999999');
    expect(isClassCode(generateClassCode((min, max) => Math.floor((min + max) / 2)))).toBe(true);
  });

  it('lives 300 seconds by default', () => {
    expect(DEFAULT_CLASS_CODE_TTL_SECONDS).toBe(300);
  });
});
