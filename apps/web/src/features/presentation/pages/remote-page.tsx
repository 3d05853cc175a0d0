import { Box, Paper, Stack, Typography } from '@mui/material';
import { SLIDE, type Lecture } from '@o4f/contract';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';
import { text } from '../../../text/en.ts';
import {
  CLASS_STATUS_PANEL_WIDTH,
  ClassStatusPanel,
} from '../../class-status/components/class-status-panel.tsx';
import { ExtensionDialog } from '../../class-status/components/extension-dialog.tsx';
import { WaitingRoomUpdateDialog } from '../../class-status/components/waiting-room-card.tsx';
import { useLiveConnections } from '../../class-status/hooks/use-live-connections.ts';
import type { ExpressionsSocket } from '../../class-status/hooks/use-teacher-expressions.ts';
import { ReactionBar } from '../../live/components/reaction-bar.tsx';
import { LectureLoading, LectureNotFound } from '../components/lecture-status.tsx';
import { LiveToolbar } from '../components/live-toolbar.tsx';
import { useLectureEnded } from '../hooks/use-lecture-ended.ts';
import { useLectureFromRoute } from '../hooks/use-lecture-from-route.ts';
import { useTeacherSignals } from '../hooks/use-teacher-signals.ts';

/** /teacher/:lectureNum/remote: a live lecture without a presentation (slide -1). */
export default function RemotePage() {
  const { lecture, missing } = useLectureFromRoute();
  if (missing) return <LectureNotFound />;
  if (!lecture.data) return <LectureLoading />;
  return <RemoteView key={lecture.data.id} lecture={lecture.data} />;
}

function RemoteView({ lecture }: { lecture: Lecture }) {
  const navigate = useNavigate();
  const [panelOpen, setPanelOpen] = useState(false);
  const handleConnect = useCallback((socket: ExpressionsSocket) => {
    socket.emit('set_slide', { slideNumber: SLIDE.NO_PDF });
  }, []);
  const live = useLiveConnections(lecture, { onConnect: handleConnect });
  const handleEnded = useLectureEnded();
  const signals = useTeacherSignals(lecture, { onLectureEnded: handleEnded });

  const handleQuestions = () => {
    signals.clearNewQuestion();
    void navigate(paths.lecture.questions(lecture.lectureNum));
  };

  return (
    <Box
      sx={{
        mr: { sm: panelOpen ? `${CLASS_STATUS_PANEL_WIDTH}px` : 0 },
        transition: 'margin 200ms',
      }}
    >
      <LiveToolbar
        onBack={() => navigate(paths.teacher.classStatus)}
        onQuestions={handleQuestions}
        newQuestion={signals.newQuestion}
        panelOpen={panelOpen}
        onTogglePanel={() => setPanelOpen((open) => !open)}
      />
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
          <Typography color="text.secondary">
            {text.presentation.currentSlide(live.expressions.slideNumber ?? SLIDE.NO_PDF)}
          </Typography>
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {text.presentation.liveReactions}
        </Typography>
        <ReactionBar
          counts={live.expressions.counts}
          lectureCounts={live.expressions.lectureCounts}
        />
      </Paper>
      <ClassStatusPanel
        open={panelOpen}
        onClose={() => setPanelOpen(false)}
        lecture={lecture}
        live={live}
      />
      <WaitingRoomUpdateDialog waitingRoom={live.waitingRoom} />
      <ExtensionDialog prompt={live.extension} />
    </Box>
  );
}
