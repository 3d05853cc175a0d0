import { Alert, Box, Typography } from '@mui/material';
import type { Lecture } from '@o4f/contract';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { storage } from '../../../lib/storage.ts';
import { text } from '../../../text/en.ts';
import {
  CLASS_STATUS_PANEL_WIDTH,
  ClassStatusPanel,
} from '../../class-status/components/class-status-panel.tsx';
import { ExtensionDialog } from '../../class-status/components/extension-dialog.tsx';
import { WaitingRoomUpdateDialog } from '../../class-status/components/waiting-room-card.tsx';
import { useLiveConnections } from '../../class-status/hooks/use-live-connections.ts';
import type { ExpressionsSocket } from '../../class-status/hooks/use-teacher-expressions.ts';
import { usePresentation } from '../../lectures/api/get-presentation.ts';
import { PdfViewer } from '../../live/components/pdf-viewer/pdf-viewer.tsx';
import { ReactionBar } from '../../live/components/reaction-bar.tsx';
import { LectureLoading, LectureNotFound } from '../components/lecture-status.tsx';
import { LiveToolbar } from '../components/live-toolbar.tsx';
import { useFullscreen } from '../hooks/use-fullscreen.ts';
import { useLectureEnded } from '../hooks/use-lecture-ended.ts';
import { useLectureFromRoute } from '../hooks/use-lecture-from-route.ts';
import { useTeacherSignals } from '../hooks/use-teacher-signals.ts';

/** /lecture/:lectureNum/presentation: the teacher shows the slides (the header is hidden here). */
export default function PresentationPage() {
  const { lecture, missing } = useLectureFromRoute();
  if (missing) return <LectureNotFound />;
  if (!lecture.data) return <LectureLoading />;
  return <PresentationView key={lecture.data.id} lecture={lecture.data} />;
}

function PresentationView({ lecture }: { lecture: Lecture }) {
  const navigate = useNavigate();
  const [slide, setSlide] = useState(() => storage.getLastViewedSlide());
  const [panelOpen, setPanelOpen] = useState(false);
  const slideRef = useRef(slide);
  const fullscreen = useFullscreen();

  // Every (re)connection tells the lecture which slide is on screen.
  const handleConnect = useCallback((socket: ExpressionsSocket) => {
    socket.emit('set_slide', { slideNumber: slideRef.current });
  }, []);
  const live = useLiveConnections(lecture, { onConnect: handleConnect });
  const handleEnded = useLectureEnded();
  const signals = useTeacherSignals(lecture, { onLectureEnded: handleEnded });
  const file = usePresentation(lecture.courseId, lecture.lectureNum);

  const { setSlide: sendSlide } = live.expressions;
  const handlePageChange = useCallback(
    (page: number) => {
      slideRef.current = page;
      setSlide(page);
      storage.setLastViewedSlide(page);
      sendSlide(page);
    },
    [sendSlide],
  );

  const handleQuestions = () => {
    signals.clearNewQuestion();
    void navigate(paths.lecture.questions(lecture.lectureNum));
  };

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        p: { xs: 1, sm: 2 },
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
        fullscreen={fullscreen}
      >
        <Typography
          variant="subtitle1"
          component="h1"
          noWrap
          sx={{ fontWeight: 600, textAlign: 'center' }}
        >
          {lecture.name}
        </Typography>
      </LiveToolbar>
      <Box component="main" sx={{ flex: 1, minHeight: 0, mt: 1 }}>
        {file.isError ? (
          <Alert severity="error">{text.presentation.missing}</Alert>
        ) : file.data ? (
          <PdfViewer
            pdfData={file.data}
            page={slide}
            onPageChange={handlePageChange}
            maxHeight="calc(100vh - 280px)"
          />
        ) : (
          <LectureLoading />
        )}
      </Box>
      <ReactionBar
        counts={live.expressions.counts}
        lectureCounts={live.expressions.lectureCounts}
      />
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
