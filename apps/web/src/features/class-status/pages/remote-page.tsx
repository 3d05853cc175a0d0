import { Paper, Stack, Typography } from '@mui/material';
import { SLIDE, type Lecture } from '@o4f/contract';
import { useCallback } from 'react';
import { formatDate } from '../../../lib/dates.ts';
import { text } from '../../../text/en.ts';
import type { ExpressionsSocket } from '../hooks/use-teacher-expressions.ts';
import { ConnectedCount } from '../components/connected-count.tsx';
import { HideableReactionBar } from '../components/hideable-reaction-bar.tsx';
import { WaitingRoomPanel } from '../components/waiting-room-panel.tsx';
import { RouteLecture } from '../components/lecture-status.tsx';
import { LiveToolbar } from '../components/live-toolbar.tsx';
import { LiveViewFrame, type TeacherLiveViewProps } from '../components/live-view-frame.tsx';
import { useTeacherLiveView } from '../hooks/use-teacher-live-view.ts';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

/** /teacher/:lectureNum/remote: a live lecture without a presentation (slide -1). */
export default function RemotePage({ QuestionsPanel }: TeacherLiveViewProps) {
  return (
    <RouteLecture>
      {(lecture) => <RemoteView lecture={lecture} QuestionsPanel={QuestionsPanel} />}
    </RouteLecture>
  );
}

function RemoteView({ lecture, QuestionsPanel }: { lecture: Lecture } & TeacherLiveViewProps) {
  const handleConnect = useCallback((socket: ExpressionsSocket) => {
    socket.emit('set_slide', { slideNumber: SLIDE.NO_PDF });
  }, []);
  const view = useTeacherLiveView(lecture, handleConnect);
  const { live, toolbar } = view;
  usePageTitle(lecture.name);

  return (
    <LiveViewFrame lecture={lecture} view={view} QuestionsPanel={QuestionsPanel}>
      <LiveToolbar
        {...toolbar}
        onToggleQuestions={QuestionsPanel ? toolbar.onToggleQuestions : undefined}
      />
      <WaitingRoomPanel waitingRoom={live.waitingRoom} lecture={lecture} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 2 }}>
        <Stack spacing={1}>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {lecture.name}
          </Typography>
          <Typography color="text.secondary">
            {text.classStatus.lectureTime(
              formatDate(lecture.startTime, 'dateTime'),
              formatDate(lecture.endTime, 'time12'),
            )}
          </Typography>
          <Typography color="text.secondary">{text.presentation.noSlides}</Typography>
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {text.presentation.liveReactions}
          </Typography>
          <ConnectedCount count={live.expressions.liveUsers} />
        </Stack>
        <HideableReactionBar
          counts={live.expressions.counts}
          lectureCounts={live.expressions.lectureCounts}
        />
      </Paper>
    </LiveViewFrame>
  );
}
