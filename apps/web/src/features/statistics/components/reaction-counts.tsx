import { Box, Typography } from '@mui/material';
import type { ExpressionStat } from '@o4f/contract';
import { PercentageRing } from '../../../components/reactions/percentage-ring.tsx';
import {
  DISPLAY_ORDER,
  reactionColour,
  reactionIcon,
} from '../../../components/reactions/reaction-style.ts';
import { text } from '../../../text/en.ts';
import { figuresOf } from '../utils/reaction-totals.ts';

interface ReactionCountsProps {
  stat: Pick<ExpressionStat, 'expressions' | 'stats'>;
  /** Names the list for screen readers (the card's title). */
  label: string;
  /** Smaller rings for the per-slide cards. */
  compact?: boolean;
}

/**
 * Count and percentage ring per reaction, in the spec's order and colours. The rings are
 * decorative: each item says its reaction, count and percentage in words beside it.
 */
export function ReactionCounts({ stat, label, compact = false }: ReactionCountsProps) {
  const size = compact ? 48 : 80;
  return (
    <Box
      component="ul"
      aria-label={text.statistics.reactionsOf(label)}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fit, minmax(${compact ? 56 : 88}px, 1fr))`,
        gap: compact ? 0.5 : 1.5,
      }}
    >
      {figuresOf(stat, DISPLAY_ORDER).map(({ tag, count, percent }) => {
        const colour = reactionColour(tag);
        const Icon = reactionIcon(tag);
        return (
          <Box
            component="li"
            key={tag}
            data-tag={tag}
            sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', minWidth: 0 }}
          >
            <PercentageRing percent={percent} color={colour} size={size} showPercent={!compact}>
              <Icon sx={{ color: colour, fontSize: size * (compact ? 0.45 : 0.36) }} />
            </PercentageRing>
            <Typography
              component="span"
              variant={compact ? 'caption' : 'body2'}
              sx={{ fontWeight: 700, textAlign: 'center', lineHeight: 1.2, mt: 0.5 }}
              data-testid="reaction-name"
            >
              {text.live.reactions[tag]}
            </Typography>
            <Typography
              component="span"
              variant="caption"
              color="text.secondary"
              data-testid="reaction-figure"
            >
              {text.live.reactionCount(count, percent)}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
