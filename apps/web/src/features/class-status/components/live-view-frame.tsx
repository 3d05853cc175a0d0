import { Box, type SxProps, type Theme } from '@mui/material';
import type { Lecture } from '@o4f/contract';
import type { ReactNode } from 'react';
import type { useTeacherLiveView } from '../hooks/use-teacher-live-view.ts';
import { CLASS_STATUS_PANEL_WIDTH } from './class-status-panel.tsx';
import { LiveViewOverlays } from './live-view-overlays.tsx';
import {
  QUESTIONS_PANEL_WIDTH,
  QuestionsPanelSlot,
  type QuestionsPanelComponent,
} from './questions-panel-slot.tsx';

export interface TeacherLiveViewProps {
  /** The lecture's questions beside the slide (composed at route level). */
  QuestionsPanel?: QuestionsPanelComponent;
}

/**
 * A teacher's live view (presentation or remote) around its own content: room beside it for the
 * open side panels, the questions panel, the class status panel and the extension dialog.
 */
export function LiveViewFrame({
  lecture,
  view,
  QuestionsPanel,
  sx,
  children,
}: TeacherLiveViewProps & {
  lecture: Lecture;
  view: ReturnType<typeof useTeacherLiveView>;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  const { live, panelOpen, closePanel, questionsOpen, closeQuestions } = view;
  return (
    <Box
      sx={[
        {
          mr: { sm: panelOpen ? `${CLASS_STATUS_PANEL_WIDTH}px` : 0 },
          ml: { sm: questionsOpen && QuestionsPanel ? `${QUESTIONS_PANEL_WIDTH}px` : 0 },
          transition: 'margin 200ms',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
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
