import {
  EXPRESSION_TAG_LIST,
  emptyTagTotals,
  percentOf,
  tagTotalsFromFlat,
  totalOf,
  type ExpressionStat,
  type ExpressionTag,
  type HiddenPosts,
  type TagTotals,
} from '@o4f/contract';

export interface ReactionFigure {
  tag: ExpressionTag;
  count: number;
  /** Whole-number percent of the slide's (or lecture's) reactions. */
  percent: number;
}

/** Counts per tag of one statistic: its per-reaction list, else the spec's flat list. */
export function totalsOf(stat: Pick<ExpressionStat, 'expressions' | 'stats'>): TagTotals {
  if (stat.expressions?.length) {
    const totals = emptyTagTotals();
    for (const { tag, count } of stat.expressions)
      if ((EXPRESSION_TAG_LIST as readonly number[]).includes(tag))
        totals[tag as ExpressionTag] += count;
    return totals;
  }
  return tagTotalsFromFlat(stat.stats ?? []);
}

/** Count and whole-number percent per tag, in the given order (the spec's display order). */
export function figuresOf(
  stat: Pick<ExpressionStat, 'expressions' | 'stats'>,
  order: readonly ExpressionTag[],
): ReactionFigure[] {
  const totals = totalsOf(stat);
  const total = totalOf(totals);
  const percents = new Map(stat.expressions?.map((entry) => [entry.tag, entry.percentCount]));
  return order.map((tag) => ({
    tag,
    count: totals[tag],
    percent: percents.get(tag) ?? percentOf(totals[tag], total),
  }));
}

/** How many posts of a statistic the viewer may not see (0 for students). */
export const hiddenTotal = (hidden: HiddenPosts): number =>
  hidden.questions + hidden.answers + hidden.discussions;
