/** How each reaction looks: the spec's colour names as readable shades, and the remote's icons. */
import FastForwardIcon from '@mui/icons-material/FastForward';
import FastRewindIcon from '@mui/icons-material/FastRewind';
import PauseIcon from '@mui/icons-material/Pause';
import QuestionMarkIcon from '@mui/icons-material/QuestionMark';
import SentimentVeryDissatisfiedIcon from '@mui/icons-material/SentimentVeryDissatisfied';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import type { SvgIconProps } from '@mui/material';
import { EXPRESSION_COLOURS, EXPRESSION_TAGS, type ExpressionTag } from '@o4f/contract';
import type { ComponentType } from 'react';

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

/** Which icon stands for "Not Clear": a pause on live pages, a question mark on the video page. */
export type NotClearIcon = 'pause' | 'question';

export function reactionIcon(
  tag: ExpressionTag,
  notClearIcon: NotClearIcon = 'pause',
): ComponentType<SvgIconProps> {
  switch (tag) {
    case EXPRESSION_TAGS.TOO_HARD:
      return FastRewindIcon;
    case EXPRESSION_TAGS.LOST:
      return SentimentVeryDissatisfiedIcon;
    case EXPRESSION_TAGS.NOT_CLEAR:
      return notClearIcon === 'question' ? QuestionMarkIcon : PauseIcon;
    case EXPRESSION_TAGS.GREAT:
      return ThumbUpIcon;
    case EXPRESSION_TAGS.TOO_SIMPLE:
      return FastForwardIcon;
  }
}

/** The spec's display order: rew, lost, pause, great, ff. */
export const DISPLAY_ORDER: readonly ExpressionTag[] = [
  EXPRESSION_TAGS.TOO_HARD,
  EXPRESSION_TAGS.LOST,
  EXPRESSION_TAGS.NOT_CLEAR,
  EXPRESSION_TAGS.GREAT,
  EXPRESSION_TAGS.TOO_SIMPLE,
];
