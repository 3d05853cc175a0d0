import { describe, expect, it } from 'vitest';
import { EXPRESSION_TAGS, percentOf, summarizeExpressions } from './reactions.ts';

describe('percentOf', () => {
  it('rounds to whole numbers and is 0 without reactions', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(1, 8)).toBe(13);
    expect(percentOf(0, 5)).toBe(0);
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(4, 4)).toBe(100);
  });
});

describe('summarizeExpressions', () => {
  it('derives count, percentage and total for all five tags from the flat pairs', () => {
    const summary = summarizeExpressions([
      { tag: EXPRESSION_TAGS.LOST, count: 1 },
      { tag: EXPRESSION_TAGS.GREAT, count: 2 },
      { tag: EXPRESSION_TAGS.LOST, count: 1 },
    ]);
    expect(summary).toEqual([
      { tag: 1, count: 2, percentCount: 50, totalExpressions: 4 },
      { tag: 2, count: 0, percentCount: 0, totalExpressions: 4 },
      { tag: 3, count: 2, percentCount: 50, totalExpressions: 4 },
      { tag: 4, count: 0, percentCount: 0, totalExpressions: 4 },
      { tag: 5, count: 0, percentCount: 0, totalExpressions: 4 },
    ]);
  });

  it('is all zeros without reactions', () => {
    expect(summarizeExpressions([]).every((e) => e.count === 0 && e.percentCount === 0)).toBe(true);
  });
});
