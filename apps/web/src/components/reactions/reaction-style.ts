/** How each reaction looks: the spec's colour names as readable shades, and the remote's icons. */
import FastForwardIcon from '@mui/icons-material/FastForward';
import FastRewindIcon from '@mui/icons-material/FastRewind';
import PauseIcon from '@mui/icons-material/Pause';
import QuestionMarkIcon from '@mui/icons-material/QuestionMark';
import SentimentVeryDissatisfiedIcon from '@mui/icons-material/SentimentVeryDissatisfied';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import type { SvgIconProps } from '@mui/material';
import { EXPRESSION_TAGS, type ExpressionTag } from '@o4f/contract';
import type { ComponentType } from 'react';
import { DISPLAY_ORDER, reactionColour } from '../../lib/reactions.ts';

export { reactionColour };

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

export { DISPLAY_ORDER };
