import { Alert, Box, Typography } from '@mui/material';
import type { ExpressionTag, LectureState } from '@o4f/contract';
import { ReactionGrid } from '../../../components/reactions/reaction-grid.tsx';
import type { NotClearIcon } from '../../../components/reactions/reaction-style.ts';
import { text } from '../../../text/en.ts';

export interface ReactionPanelProps {
  /** The lecture's state; CREATED shows the wait text. */
  lectureState: LectureState;
  /** Whether the lecture is within its time window (and not ended). */
  live: boolean;
  /** Tag/count pairs (any order, missing tags count 0). */
  counts: readonly { tag: number; count: number }[];
  activeTag?: ExpressionTag | null;
  /** The slide the feedback is for; shown when it is a real page (1, 2, …). */
  slideNumber?: number | null;
  disabled?: boolean;
  onPress?: (tag: ExpressionTag) => void;
  notClearIcon?: NotClearIcon;
}

/** The student's Feedback tab: five reaction buttons, or why there are none right now. */
export function ReactionPanel({
  lectureState,
  live,
  counts,
  activeTag = null,
  slideNumber = null,
  disabled = false,
  onPress,
  notClearIcon = 'pause',
}: ReactionPanelProps) {
  if (lectureState === 'CREATED') {
    return <Alert severity="info">{text.live.waitForTeacher}</Alert>;
  }
  if (lectureState === 'ENDED' || !live) {
    return <Alert severity="warning">{text.live.notLive}</Alert>;
  }

  return (
    <Box sx={{ textAlign: 'center' }}>
      {slideNumber !== null && slideNumber >= 1 && (
        <Typography
          variant="h6"
          component="p"
          sx={{ mb: { xs: 1, sm: 2 }, fontSize: { xs: '1rem', sm: undefined } }}
        >
          {text.live.feedbackOnSlide(slideNumber)}
        </Typography>
      )}
      <ReactionGrid
        counts={counts}
        activeTag={activeTag}
        disabled={disabled}
        onPress={onPress}
        notClearIcon={notClearIcon}
        slideNumber={slideNumber}
      />
    </Box>
  );
}
