import { Box, Paper, Stack, Typography } from '@mui/material';
import { SLIDE, type Lecture } from '@o4f/contract';
import { useCallback } from 'react';
import { formatDate } from '../../../lib/dates.ts';
import { text } from '../../../text/en.ts';
import { CLASS_STATUS_PANEL_WIDTH } from '../components/class-status-panel.tsx';
import type { ExpressionsSocket } from '../hooks/use-teacher-expressions.ts';
import { HideableReactionBar } from '../components/hideable-reaction-bar.tsx';
import { WaitingRoomPanel } from '../components/waiting-room-panel.tsx';
import { LectureLoading, LectureNotFound } from '../components/lecture-status.tsx';
import { LiveToolbar } from '../components/live-toolbar.tsx';
import { LiveViewOverlays } from '../components/live-view-overlays.tsx';
import { useLectureFromRoute } from '../hooks/use-lecture-from-route.ts';
import { useTeacherLiveView } from '../hooks/use-teacher-live-view.ts';
import {
  QUESTIONS_PANEL_WIDTH,
  QuestionsPanelSlot,
  type QuestionsPanelComponent,
} from '../components/questions-panel-slot.tsx';

export interface TeacherLiveViewProps {
  /** The lecture's questions beside the slide (composed at route level). */
  QuestionsPanel?: QuestionsPanelComponent;
}

/** /teacher/:lectureNum/remote: a live lecture without a presentation (slide -1). */
export default function RemotePage({ QuestionsPanel }: TeacherLiveViewProps) {
  const { lecture, missing } = useLectureFromRoute();
  if (missing) return <LectureNotFound />;
  if (!lecture.data) return <LectureLoading />;
  return (
    <RemoteView key={lecture.data.id} lecture={lecture.data} QuestionsPanel={QuestionsPanel} />
  );
}

function RemoteView({ lecture, QuestionsPanel }: { lecture: Lecture } & TeacherLiveViewProps) {
  const handleConnect = useCallback((socket: ExpressionsSocket) => {
    socket.emit('set_slide', { slideNumber: SLIDE.NO_PDF });
  }, []);
  const { live, panelOpen, closePanel, questionsOpen, closeQuestions, toolbar } =
    useTeacherLiveView(lecture, handleConnect);

  return (
    <Box
      sx={{
        mr: { sm: panelOpen ? `${CLASS_STATUS_PANEL_WIDTH}px` : 0 },
        ml: { sm: questionsOpen && QuestionsPanel ? `${QUESTIONS_PANEL_WIDTH}px` : 0 },
        transition: 'margin 200ms',
      }}
    >
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
        <Typography variant="h6" component="h2" gutterBottom>
          {text.presentation.liveReactions}
        </Typography>
        <HideableReactionBar
          counts={live.expressions.counts}
          lectureCounts={live.expressions.lectureCounts}
        />
      </Paper>
      <QuestionsPanelSlot
        Panel={QuestionsPanel}
        lecture={lecture}
        open={questionsOpen}
        onClose={closeQuestions}
        width={QUESTIONS_PANEL_WIDTH}
      />
      <LiveViewOverlays
        lecture={lecture}
        live={live}
        panelOpen={panelOpen}
        onClosePanel={closePanel}
      />
    </Box>
  );
}
