import { Box, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { summarizeExpressions, type ExpressionTag } from '@o4f/contract';
import { PANEL_PLACES, type PanelColumn } from '../../lib/reactions.ts';
import { text } from '../../text/en.ts';
import { OwnReactionAnnouncer } from './reaction-announcer.tsx';
import { ReactionButton } from './reaction-button.tsx';
import { DISPLAY_ORDER, type NotClearIcon } from './reaction-style.ts';

export { PANEL_PLACES, type PanelColumn };

export interface ReactionGridProps {
  /** Tag/count pairs (any order, missing tags count 0). */
  counts: readonly { tag: number; count: number }[];
  activeTag?: ExpressionTag | null;
  disabled?: boolean;
  onPress?: (tag: ExpressionTag) => void;
  notClearIcon?: NotClearIcon;
  /** The slide the reactions are for: a new slide clearing the reaction is said as such. */
  slideNumber?: number | null;
}

/** The five reaction buttons of a remote (the live Feedback tab, the video page). */
export function ReactionGrid({
  counts,
  activeTag = null,
  disabled = false,
  onPress,
  notClearIcon = 'pause',
  slideNumber = null,
}: ReactionGridProps) {
  const theme = useTheme();
  // Three buttons side by side must fit a 320px phone; larger screens get larger targets; a
  // short phone (360×640) gets smaller rings, so that the three rows fit under the tabs.
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const shortPhone = useMediaQuery(`${theme.breakpoints.down('sm')} and (max-height: 759.95px)`);
  const buttonSize = shortPhone ? 64 : phone ? 80 : 104;
  const summary = new Map(summarizeExpressions(counts).map((entry) => [entry.tag, entry]));
  return (
    <Box
      role="group"
      aria-label={text.live.reactionsLabel}
      sx={{
        display: 'grid',
        justifyContent: 'center',
        alignItems: 'center',
        columnGap: { xs: 0.5, sm: 3 },
        rowGap: { xs: shortPhone ? 0.5 : 1, sm: 2 },
        gridTemplateColumns: 'auto auto auto',
        gridTemplateAreas: `"hard lost simple" "hard unclear simple" "hard great simple"`,
      }}
    >
      {DISPLAY_ORDER.map((tag) => {
        const entry = summary.get(tag);
        const place = PANEL_PLACES[tag];
        return (
          <Box
            key={tag}
            data-column={place.column}
            sx={{ gridArea: place.area, display: 'flex', justifyContent: 'center' }}
          >
            <ReactionButton
              tag={tag}
              count={entry?.count ?? 0}
              percent={entry?.percentCount ?? 0}
              active={activeTag === tag}
              disabled={disabled}
              onPress={onPress}
              notClearIcon={notClearIcon}
              size={buttonSize}
              compact={shortPhone}
            />
          </Box>
        );
      })}
      <OwnReactionAnnouncer activeTag={activeTag} slideNumber={slideNumber} />
    </Box>
  );
}
