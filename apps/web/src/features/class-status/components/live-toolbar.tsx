import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import QuestionAnswerOutlinedIcon from '@mui/icons-material/QuestionAnswerOutlined';
import ViewSidebarOutlinedIcon from '@mui/icons-material/ViewSidebarOutlined';
import { Badge, Box, Button, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { text } from '../../../text/en.ts';

interface LiveToolbarProps {
  onBack: () => void;
  onQuestions: () => void;
  /** Questions posted since Q&A was last opened (the red badge). */
  newQuestions: number;
  panelOpen: boolean;
  onTogglePanel: () => void;
  /** The questions side panel; absent where the page has none. */
  questionsOpen?: boolean;
  onToggleQuestions?: () => void;
  /** Present on the presentation view only. */
  fullscreen?: { active: boolean; toggle: () => void };
  /** Present on the presentation view only: the Lecture Code and its QR code over the slide. */
  codeOverlay?: { shown: boolean; toggle: () => void };
  children?: ReactNode;
}

const t = text.presentation;

/** Back, Q&A, the questions panel toggle, full screen and the class status toggle. */
export function LiveToolbar({
  onBack,
  onQuestions,
  newQuestions,
  panelOpen,
  onTogglePanel,
  questionsOpen = false,
  onToggleQuestions,
  fullscreen,
  codeOverlay,
  children,
}: LiveToolbarProps) {
  return (
    <Stack
      role="toolbar"
      aria-label={t.toolbar}
      direction="row"
      sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
    >
      <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
        {t.back}
      </Button>
      <Button
        variant="outlined"
        onClick={onQuestions}
        aria-label={newQuestions > 0 ? `${t.questions}${t.newQuestions(newQuestions)}` : undefined}
        startIcon={
          <Badge
            color="error"
            badgeContent={newQuestions}
            max={99}
            invisible={newQuestions === 0}
            data-testid="qa-badge"
          >
            <QuestionAnswerOutlinedIcon />
          </Badge>
        }
      >
        {t.questions}
      </Button>
      {onToggleQuestions && (
        <Button
          variant={questionsOpen ? 'contained' : 'outlined'}
          startIcon={<ViewSidebarOutlinedIcon sx={{ transform: 'scaleX(-1)' }} />}
          aria-pressed={questionsOpen}
          onClick={onToggleQuestions}
        >
          {t.questionsPanel}
        </Button>
      )}
      {/* On a phone the buttons fill the first line; the title gets a line of its own below. */}
      <Box sx={{ flex: { xs: '1 0 100%', sm: 1 }, minWidth: 0, order: { xs: 1, sm: 0 } }}>
        {children}
      </Box>
      {codeOverlay && (
        <Button
          startIcon={<QrCode2Icon />}
          aria-pressed={codeOverlay.shown}
          onClick={codeOverlay.toggle}
        >
          {codeOverlay.shown
            ? text.classStatus.code.hideOverSlide
            : text.classStatus.code.showOverSlide}
        </Button>
      )}
      {fullscreen && (
        <Button
          onClick={fullscreen.toggle}
          startIcon={fullscreen.active ? <FullscreenExitIcon /> : <FullscreenIcon />}
        >
          {fullscreen.active ? t.exitFullScreen : t.enterFullScreen}
        </Button>
      )}
      <Button
        variant={panelOpen ? 'contained' : 'outlined'}
        startIcon={<DashboardOutlinedIcon />}
        aria-pressed={panelOpen}
        onClick={onTogglePanel}
      >
        {t.classStatus}
      </Button>
    </Stack>
  );
}
