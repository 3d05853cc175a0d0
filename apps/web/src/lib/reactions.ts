/** How the remote arranges and colours the five reactions (shared by every remote, with or without MUI). */
import { EXPRESSION_COLOURS, EXPRESSION_TAGS, type ExpressionTag } from '@o4f/contract';

/** Shades of the spec's colours (red, yellow, green, blue, purple). */
const SHADES: Record<string, string> = {
  red: '#d32f2f',
  yellow: '#f9a825',
  green: '#2e7d32',
  blue: '#1565c0',
  purple: '#7b1fa2',
};
const FALLBACK_SHADE = '#757575';

export function reactionColour(tag: ExpressionTag): string {
  const shade = SHADES[EXPRESSION_COLOURS[tag] ?? ''];
  if (!shade) {
    console.error(`Unknown reaction tag colour: ${String(tag)}`);
    return FALLBACK_SHADE;
  }
  return shade;
}

/** The spec's display order: rew, lost, pause, great, ff. */
export const DISPLAY_ORDER: readonly ExpressionTag[] = [
  EXPRESSION_TAGS.TOO_HARD,
  EXPRESSION_TAGS.LOST,
  EXPRESSION_TAGS.NOT_CLEAR,
  EXPRESSION_TAGS.GREAT,
  EXPRESSION_TAGS.TOO_SIMPLE,
];

export type PanelColumn = 'left' | 'middle' | 'right';

/** The remote's arrangement: too hard left, lost / not clear / great in the middle, too simple right. */
export const PANEL_PLACES: Record<ExpressionTag, { column: PanelColumn; area: string }> = {
  [EXPRESSION_TAGS.TOO_HARD]: { column: 'left', area: 'hard' },
  [EXPRESSION_TAGS.LOST]: { column: 'middle', area: 'lost' },
  [EXPRESSION_TAGS.NOT_CLEAR]: { column: 'middle', area: 'unclear' },
  [EXPRESSION_TAGS.GREAT]: { column: 'middle', area: 'great' },
  [EXPRESSION_TAGS.TOO_SIMPLE]: { column: 'right', area: 'simple' },
};

/** The ring covers 85% of the circle at 100%, leaving a gap at the bottom like a gauge. */
export const RING_SCALE = 85;

/** The share of the ring drawn for a percentage (0–100). */
export const ringValue = (percent: number): number =>
  (Math.min(100, Math.max(0, percent)) * RING_SCALE) / 100;
