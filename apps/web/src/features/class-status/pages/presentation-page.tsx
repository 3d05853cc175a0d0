import { Alert, Box, Typography } from '@mui/material';
import type { Lecture } from '@o4f/contract';
import { useCallback, useRef, useState } from 'react';
import { storage } from '../../../lib/storage.ts';
import { text } from '../../../text/en.ts';
import { CLASS_STATUS_PANEL_WIDTH } from '../components/class-status-panel.tsx';
import type { ExpressionsSocket } from '../hooks/use-teacher-expressions.ts';
import { usePresentation } from '../../../lib/lectures/use-presentation.ts';
import { PdfViewer } from '../../../components/pdf-viewer/pdf-viewer.tsx';
import { LectureLoading, LectureNotFound } from '../components/lecture-status.tsx';
import { CodeOverlay } from '../components/code-overlay.tsx';
import { HideableReactionBar } from '../components/hideable-reaction-bar.tsx';
import { WaitingRoomPanel } from '../components/waiting-room-panel.tsx';
import { LiveToolbar } from '../components/live-toolbar.tsx';
import { LiveViewOverlays } from '../components/live-view-overlays.tsx';
import { useFullscreen } from '../hooks/use-fullscreen.ts';
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

/** /lecture/:lectureNum/presentation: the teacher shows the slides (the header is hidden here). */
export default function PresentationPage({ QuestionsPanel }: TeacherLiveViewProps) {
  const { lecture, missing } = useLectureFromRoute();
  if (missing) return <LectureNotFound />;
  if (!lecture.data) return <LectureLoading />;
  return (
    <PresentationView
      key={lecture.data.id}
      lecture={lecture.data}
      QuestionsPanel={QuestionsPanel}
    />
  );
}

function PresentationView({
  lecture,
  QuestionsPanel,
}: { lecture: Lecture } & TeacherLiveViewProps) {
  const [slide, setSlide] = useState(() => storage.getLastViewedSlide());
  const slideRef = useRef(slide);
  const fullscreen = useFullscreen();
  const [codeShown, setCodeShown] = useState(false);
  const hideCode = useCallback(() => setCodeShown(false), []);

  // Every (re)connection tells the lecture which slide is on screen.
  const handleConnect = useCallback((socket: ExpressionsSocket) => {
    socket.emit('set_slide', { slideNumber: slideRef.current });
  }, []);
  const { live, panelOpen, closePanel, questionsOpen, closeQuestions, toolbar } =
    useTeacherLiveView(lecture, handleConnect);
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

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        p: { xs: 1, sm: 2 },
        mr: { sm: panelOpen ? `${CLASS_STATUS_PANEL_WIDTH}px` : 0 },
        ml: { sm: questionsOpen && QuestionsPanel ? `${QUESTIONS_PANEL_WIDTH}px` : 0 },
        transition: 'margin 200ms',
      }}
    >
      <LiveToolbar
        {...toolbar}
        onToggleQuestions={QuestionsPanel ? toolbar.onToggleQuestions : undefined}
        fullscreen={fullscreen}
        codeOverlay={{ shown: codeShown, toggle: () => setCodeShown((shown) => !shown) }}
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
      <WaitingRoomPanel waitingRoom={live.waitingRoom} lecture={lecture} />
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
      <HideableReactionBar
        counts={live.expressions.counts}
        lectureCounts={live.expressions.lectureCounts}
      />
      {codeShown && <CodeOverlay code={live.code} onClose={hideCode} />}
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
