import { Alert, Box, Button } from '@mui/material';
import type { Lecture } from '@o4f/contract';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { text } from '../../../text/en.ts';
import { connectionNotice } from '../../../hooks/use-expressions-socket.ts';
import type { LiveExpressions } from '../hooks/use-live-expressions.ts';
import { ReactionPanel } from './reaction-panel.tsx';

export interface FeedbackTabProps {
  lecture: Lecture;
  /** Within the lecture's time window. */
  live: boolean;
  /** The student holds a pseudonym in this lecture. */
  attending: boolean;
  expressions: LiveExpressions;
}

/** The remote: five reactions while the lecture runs, otherwise why there are none. */
export function FeedbackTab({ lecture, live, attending, expressions }: FeedbackTabProps) {
  const running = live && lecture.state === 'STARTED';
  if (running && !attending) {
    return (
      <Alert
        severity="info"
        action={
          <Button component={Link} to={paths.oldOrNewStudent} color="inherit" size="small">
            {text.liveLecture.joinLecture}
          </Button>
        }
      >
        {text.liveLecture.notAttending}
      </Alert>
    );
  }
  const paused = running && expressions.connected && !expressions.allowReactions;
  const away = running ? connectionNotice(expressions.connection) : null;
  return (
    <Box>
      {away && (
        <Alert
          severity={expressions.connection === 'connecting' ? 'info' : 'warning'}
          sx={{ mb: 2 }}
        >
          {away}
        </Alert>
      )}
      {paused && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {text.liveLecture.reactionsPaused}
        </Alert>
      )}
      <ReactionPanel
        lectureState={lecture.state}
        live={live}
        counts={expressions.counts}
        activeTag={expressions.activeTag}
        slideNumber={expressions.slideNumber}
        disabled={expressions.connection !== 'connected' || !expressions.allowReactions}
        onPress={expressions.press}
      />
    </Box>
  );
}
