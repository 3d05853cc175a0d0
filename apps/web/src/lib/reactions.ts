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

/** Bright shades of the same colours, readable on black (the projector's high contrast). */
const BRIGHT_SHADES: Record<string, string> = {
  red: '#ff6e6e',
  yellow: '#ffea00',
  green: '#00e676',
  blue: '#40c4ff',
  purple: '#ea80fc',
};

/** The CSS variable a surrounding element may set to recolour a reaction (see reactionPaint). */
export const reactionColourVariable = (tag: ExpressionTag): string => `--o4f-reaction-${tag}`;

/**
 * A reaction's colour as CSS: its shade, unless a surrounding element set the reaction's variable
 * (the projector's high contrast sets the bright shades).
 */
export const reactionPaint = (tag: ExpressionTag): string =>
  `var(${reactionColourVariable(tag)}, ${reactionColour(tag)})`;

/** The variables that give every reaction its bright shade, for a surrounding element. */
export function brightReactionVariables(): Record<string, string> {
  return Object.fromEntries(
    Object.values(EXPRESSION_TAGS).map((tag) => [
      reactionColourVariable(tag),
      BRIGHT_SHADES[EXPRESSION_COLOURS[tag] ?? ''] ?? FALLBACK_SHADE,
    ]),
  );
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
