import { Alert, Box, Typography } from '@mui/material';
import type { Lecture } from '@o4f/contract';
import { Suspense, useCallback, useRef, useState, type ComponentType } from 'react';
import { storage } from '../../../lib/storage.ts';
import { text } from '../../../text/en.ts';
import type { ExpressionsSocket } from '../hooks/use-teacher-expressions.ts';
import { usePresentation } from '../../../lib/lectures/use-presentation.ts';
import { PdfViewer } from '../../../components/pdf-viewer/pdf-viewer.tsx';
import { LectureLoading, RouteLecture } from '../components/lecture-status.tsx';
import { CodeOverlay } from '../components/code-overlay.tsx';
import { HideableReactionBar } from '../components/hideable-reaction-bar.tsx';
import { WaitingRoomPanel } from '../components/waiting-room-panel.tsx';
import { LiveToolbar } from '../components/live-toolbar.tsx';
import { LiveViewFrame, type TeacherLiveViewProps } from '../components/live-view-frame.tsx';
import { useFullscreen } from '../hooks/use-fullscreen.ts';
import { useTeacherLiveView } from '../hooks/use-teacher-live-view.ts';

/** /lecture/:lectureNum/presentation: the teacher shows the slides (the header is hidden here). */
export default function PresentationPage({
  QuestionsPanel,
  HighlightedQuestion,
}: PresentationProps) {
  return (
    <RouteLecture>
      {(lecture) => (
        <PresentationView
          lecture={lecture}
          QuestionsPanel={QuestionsPanel}
          HighlightedQuestion={HighlightedQuestion}
        />
      )}
    </RouteLecture>
  );
}

/** HighlightedQuestion: the question the teacher highlighted (features/qa, composed in app/). */
interface PresentationProps extends TeacherLiveViewProps {
  HighlightedQuestion?: ComponentType<{ courseId: number; lectureNum: number }>;
}

function PresentationView({
  lecture,
  QuestionsPanel,
  HighlightedQuestion,
}: { lecture: Lecture } & PresentationProps) {
  const [slide, setSlide] = useState(() => storage.getLastViewedSlide());
  const slideRef = useRef(slide);
  const fullscreen = useFullscreen();
  const [codeShown, setCodeShown] = useState(false);
  const hideCode = useCallback(() => setCodeShown(false), []);

  // Every (re)connection tells the lecture which slide is on screen.
  const handleConnect = useCallback((socket: ExpressionsSocket) => {
    socket.emit('set_slide', { slideNumber: slideRef.current });
  }, []);
  const view = useTeacherLiveView(lecture, handleConnect);
  const { live, toolbar } = view;
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
    <LiveViewFrame
      lecture={lecture}
      view={view}
      QuestionsPanel={QuestionsPanel}
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        p: { xs: 1, sm: 2 },
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
      <Box component="main" sx={{ flex: 1, minHeight: 0, mt: 1, position: 'relative' }}>
        {HighlightedQuestion && (
          <Suspense fallback={null}>
            <HighlightedQuestion courseId={lecture.courseId} lectureNum={lecture.lectureNum} />
          </Suspense>
        )}
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
    </LiveViewFrame>
  );
}
