import { Box, ButtonBase, Typography } from '@mui/material';
import type { ExpressionTag } from '@o4f/contract';
import { useId } from 'react';
import { text } from '../../text/en.ts';
import { PercentageRing } from './percentage-ring.tsx';
import { reactionColour, reactionIcon, type NotClearIcon } from './reaction-style.ts';

export interface ReactionButtonProps {
  tag: ExpressionTag;
  count: number;
  /** Whole-number percentage of this reaction among all reactions. */
  percent: number;
  active?: boolean;
  disabled?: boolean;
  onPress?: (tag: ExpressionTag) => void;
  notClearIcon?: NotClearIcon;
  /** Ring diameter in pixels; the default suits a phone's thumb. */
  size?: number;
  /** Tighter padding (a short phone's screen). */
  compact?: boolean;
}

/** One reaction of the remote: icon inside its percentage ring, name and count beneath. */
export function ReactionButton({
  tag,
  count,
  percent,
  active = false,
  disabled = false,
  onPress,
  notClearIcon = 'pause',
  size = 96,
  compact = false,
}: ReactionButtonProps) {
  const colour = reactionColour(tag);
  const Icon = reactionIcon(tag, notClearIcon);
  const name = text.live.reactions[tag];
  const countId = useId();
  return (
    <ButtonBase
      focusRipple
      aria-pressed={active}
      aria-describedby={countId}
      disabled={disabled}
      onClick={() => onPress?.(tag)}
      data-tag={tag}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: compact ? 0.25 : 0.5,
        p: compact ? 0.5 : 1,
        minWidth: size + 16,
        borderRadius: 3,
        border: 2,
        borderColor: active ? colour : 'transparent',
        bgcolor: active ? `${colour}1f` : 'transparent',
        transition: 'background-color 120ms, border-color 120ms',
        // Touch screens keep :hover after a tap; only a pointer that hovers gets the tint.
        '@media (hover: hover)': { '&:hover': { bgcolor: active ? `${colour}1f` : `${colour}14` } },
        '&.Mui-focusVisible': { outline: `3px solid ${colour}`, outlineOffset: 2 },
        '&.Mui-disabled': { opacity: 0.45 },
      }}
    >
      <PercentageRing percent={percent} color={colour} size={size}>
        <Icon sx={{ color: colour, fontSize: size * 0.36 }} />
      </PercentageRing>
      <Typography
        component="span"
        variant="body2"
        sx={{ fontWeight: 700, lineHeight: compact ? 1.25 : undefined }}
      >
        {name}
      </Typography>
      {/* Named by its visible label alone (WCAG 2.5.3); the count is its description. */}
      <Box
        component="span"
        id={countId}
        aria-hidden="true"
        sx={{
          typography: 'caption',
          color: 'text.secondary',
          lineHeight: compact ? 1.25 : undefined,
        }}
      >
        {text.live.reactionCount(count, Math.round(percent))}
      </Box>
    </ButtonBase>
  );
}
