import { Box, Stack, Typography } from '@mui/material';
import { summarizeExpressions } from '@o4f/contract';
import { text } from '../../text/en.ts';
import { PercentageRing } from './percentage-ring.tsx';
import { ReactionTotalsAnnouncer } from './reaction-announcer.tsx';
import { DISPLAY_ORDER, reactionColour, reactionIcon } from './reaction-style.ts';

export interface ReactionBarProps {
  /** Active reactions on the current slide, as tag/count pairs. */
  counts: readonly { tag: number; count: number }[];
  /** Every press of the lecture so far, when the lecture total should show too. */
  lectureCounts?: readonly { tag: number; count: number }[];
}

/**
 * The teacher's compact live bar beneath the slide: each reaction named under its icon (so a room
 * reading the projector knows which is which), its count and percentage, and the totals.
 */
export function ReactionBar({ counts, lectureCounts }: ReactionBarProps) {
  const summary = summarizeExpressions(counts);
  const byTag = new Map(summary.map((entry) => [entry.tag, entry]));
  const total = summary[0]?.totalExpressions ?? 0;
  const lectureTotal = lectureCounts
    ? lectureCounts.reduce((sum, { count }) => sum + count, 0)
    : null;

  return (
    <Box
      component="section"
      aria-label={text.live.barLabel}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        gap: { xs: 1, sm: 2 },
        px: 1,
        py: 0.5,
      }}
    >
      <Box
        component="ul"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          gap: { xs: 1, sm: 2 },
          listStyle: 'none',
          p: 0,
          m: 0,
        }}
      >
        {DISPLAY_ORDER.map((tag) => {
          const entry = byTag.get(tag);
          const Icon = reactionIcon(tag);
          const colour = reactionColour(tag);
          const name = text.live.reactions[tag];
          const count = entry?.count ?? 0;
          const percent = entry?.percentCount ?? 0;
          return (
            <Stack
              component="li"
              key={tag}
              direction="row"
              spacing={0.75}
              data-tag={tag}
              aria-label={`${name}: ${text.live.reactionCount(count, percent)}`}
              sx={{ alignItems: 'center' }}
            >
              <PercentageRing percent={percent} color={colour} size={44} showPercent={false}>
                <Icon sx={{ color: colour, fontSize: 20 }} />
              </PercentageRing>
              <Box aria-hidden="true" sx={{ lineHeight: 1.1 }}>
                <Typography
                  component="div"
                  variant="caption"
                  data-reaction-name
                  sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                >
                  {name}
                </Typography>
                <Typography component="div" variant="subtitle2" sx={{ fontWeight: 700 }}>
                  {count}{' '}
                  <Typography component="span" variant="caption" color="text.secondary">
                    {percent}%
                  </Typography>
                </Typography>
              </Box>
            </Stack>
          );
        })}
      </Box>
      <Stack direction="row" spacing={2}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {text.live.total(total)}
        </Typography>
        {lectureTotal !== null && (
          <Typography variant="body2" color="text.secondary">
            {text.live.lectureTotal(lectureTotal)}
          </Typography>
        )}
      </Stack>
      <ReactionTotalsAnnouncer counts={counts} />
    </Box>
  );
}
