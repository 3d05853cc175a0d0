// The five reactions ("expressions") a student can send on a slide.

export const EXPRESSION_TAGS = {
  LOST: 1,
  NOT_CLEAR: 2,
  GREAT: 3,
  TOO_HARD: 4,
  TOO_SIMPLE: 5,
} as const;

export type ExpressionName = keyof typeof EXPRESSION_TAGS;
export type ExpressionTag = (typeof EXPRESSION_TAGS)[ExpressionName];

export const EXPRESSION_TAG_LIST: readonly ExpressionTag[] = [1, 2, 3, 4, 5];

export const EXPRESSION_COLOURS: Record<ExpressionTag, string> = {
  1: 'red',
  2: 'yellow',
  3: 'green',
  4: 'blue',
  5: 'purple',
};

/** Special slide numbers. */
export const SLIDE = { NO_PDF: -1, VIDEO: -2, ALL_PAGES: -3 } as const;

/** Whole-number percentage of a count among all reactions. */
export function percentOf(count: number, total: number): number {
  return total > 0 ? Math.round((count * 100) / total) : 0;
}

export interface ExpressionCount {
  tag: ExpressionTag;
  count: number;
  percentCount: number;
  totalExpressions: number;
}

/** Counts per tag from the flat list of tag/count pairs the server sends. */
export function summarizeExpressions(
  pairs: readonly { tag: number; count: number }[],
): ExpressionCount[] {
  const counts = new Map<number, number>();
  for (const { tag, count } of pairs) counts.set(tag, (counts.get(tag) ?? 0) + count);
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  return EXPRESSION_TAG_LIST.map((tag) => {
    const count = counts.get(tag) ?? 0;
    return { tag, count, percentCount: percentOf(count, total), totalExpressions: total };
  });
}
