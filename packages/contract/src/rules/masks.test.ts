import { describe, expect, it } from 'vitest';
import {
  MASKS,
  MASK_COUNT,
  formatPseudonym,
  isMaskId,
  maskName,
  parsePseudonym,
  pickPseudonymNumber,
} from './masks.ts';
import { maskIdSchema } from './mask-schema.ts';

describe('masks', () => {
  it('has 12 masks with ids 1 to 12 and distinct names', () => {
    expect(MASK_COUNT).toBe(12);
    expect(MASKS.map((mask) => mask.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(new Set(MASKS.map((mask) => mask.name)).size).toBe(12);
    expect(maskName(1)).toBe('Fox');
  });

  it('validates mask ids, also from query strings', () => {
    expect(isMaskId(12)).toBe(true);
    expect(isMaskId(0)).toBe(false);
    expect(isMaskId(13)).toBe(false);
    expect(isMaskId(2.5)).toBe(false);
    expect(maskIdSchema.parse('7')).toBe(7);
    expect(maskIdSchema.safeParse('13').success).toBe(false);
    expect(maskIdSchema.safeParse('fox').success).toBe(false);
  });

  it('forms a pseudonym from the mask name and a number, and reads it back', () => {
    expect(formatPseudonym(1, 17)).toBe('Fox 17');
    expect(parsePseudonym('Fox 17')).toEqual({ maskId: 1, number: 17 });
    expect(parsePseudonym('Dolphin 3')).toEqual({ maskId: 12, number: 3 });
    expect(parsePseudonym('Unicorn 3')).toBeNull();
    expect(parsePseudonym('Fox 0')).toBeNull();
    expect(parsePseudonym('Fox')).toBeNull();
  });

  it('picks a number not yet used with the mask in the lecture', () => {
    const taken = new Set([1, 2, 3]);
    let draws = [0, 0.01, 0.02, 0.5];
    const random = () => draws.shift() ?? 0.5;
    expect(pickPseudonymNumber(taken, random)).toBe(50);
    draws = [0.999];
    expect(pickPseudonymNumber(new Set(), () => draws.shift() ?? 0)).toBe(99);
  });

  it('widens the range when half of it is used, so picking stays quick', () => {
    const taken = new Set(Array.from({ length: 60 }, (_, i) => i + 1));
    const number = pickPseudonymNumber(taken, () => 0.9);
    expect(number).toBeGreaterThan(99);
    expect(taken.has(number)).toBe(false);
    const all = new Set<number>();
    for (let i = 0; i < 500; i++) all.add(pickPseudonymNumber(all));
    expect(all.size).toBe(500);
  });
});
