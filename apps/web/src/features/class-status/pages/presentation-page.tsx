import { Alert, Box, Typography } from '@mui/material';
import type { Lecture } from '@o4f/contract';
import { Suspense, useCallback, useRef, useState, type ComponentType } from 'react';
import { readPresentedSlide, writePresentedSlide } from '../hooks/presented-slide.ts';
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
import { ConnectedCount } from '../components/connected-count.tsx';
import { FIT_VIEWER, useFitHeight } from '../hooks/use-fit-height.ts';
import { useFullscreen } from '../hooks/use-fullscreen.ts';
import { useTeacherLiveView } from '../hooks/use-teacher-live-view.ts';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

/**
 * /lecture/:lectureNum/presentation: the teacher shows the slides (the header is hidden here).
 * Made for a projector (1280×720 and up): the page is exactly one screen high; the toolbar, the
 * waiting room's question (only while someone waits), the slide area and the reaction bar are
 * stacked, and the slide is sized to what is left, so nothing needs scrolling. "Show code" takes
 * a column of the slide area instead of lying over it.
 */
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
  const [slide, setSlide] = useState(() => readPresentedSlide(lecture));
  const slideRef = useRef(slide);
  const fullscreen = useFullscreen();
  const [codeShown, setCodeShown] = useState(false);
  const hideCode = useCallback(() => setCodeShown(false), []);
  usePageTitle(lecture.name);

  // Every (re)connection tells the lecture which slide is on screen.
  const handleConnect = useCallback((socket: ExpressionsSocket) => {
    socket.emit('set_slide', { slideNumber: slideRef.current });
  }, []);
  const view = useTeacherLiveView(lecture, handleConnect);
  const { live, toolbar } = view;
  const file = usePresentation(lecture.courseId, lecture.lectureNum);
  const slideArea = useFitHeight<HTMLDivElement>();

  const { setSlide: sendSlide } = live.expressions;
  const handlePageChange = useCallback(
    (page: number) => {
      slideRef.current = page;
      setSlide(page);
      writePresentedSlide(lecture, page);
      sendSlide(page);
    },
    [sendSlide, lecture],
  );

  return (
    <LiveViewFrame
      lecture={lecture}
      view={view}
      QuestionsPanel={QuestionsPanel}
      sx={{
        height: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        px: { xs: 1, sm: 2 },
        py: 1,
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
      <Box
        component="main"
        sx={{ flex: 1, minHeight: 0, mt: 1, display: 'flex', gap: { xs: 1, sm: 2 } }}
      >
        {/* position: relative holds what is laid over the slide (a highlighted question). */}
        <Box
          ref={slideArea.boxRef}
          data-testid="slide-area"
          sx={{ flex: 1, minWidth: 0, minHeight: 0, position: 'relative', overflow: 'hidden' }}
        >
          {HighlightedQuestion && (
            <Suspense fallback={null}>
              <HighlightedQuestion courseId={lecture.courseId} lectureNum={lecture.lectureNum} />
            </Suspense>
          )}
          {file.isError ? (
            <Alert severity="error">{text.presentation.missing}</Alert>
          ) : file.data ? (
            <Box {...FIT_VIEWER}>
              <PdfViewer
                pdfData={file.data}
                page={slide}
                onPageChange={handlePageChange}
                maxHeight={slideArea.height ?? 'calc(100vh - 280px)'}
              />
            </Box>
          ) : (
            <LectureLoading />
          )}
        </Box>
        {codeShown && <CodeOverlay code={live.code} onClose={hideCode} />}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexShrink: 0 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <HideableReactionBar
            counts={live.expressions.counts}
            lectureCounts={live.expressions.lectureCounts}
          />
        </Box>
        <ConnectedCount count={live.expressions.liveUsers} />
      </Box>
    </LiveViewFrame>
  );
}
