import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import QuestionAnswerOutlinedIcon from '@mui/icons-material/QuestionAnswerOutlined';
import ViewSidebarOutlinedIcon from '@mui/icons-material/ViewSidebarOutlined';
import { Box, Button, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { visuallyHiddenSx } from '../../../components/visually-hidden.ts';
import { text } from '../../../text/en.ts';
import { mirrorInRtl } from '../../../components/mirror-in-rtl.ts';

interface LiveToolbarProps {
  onBack: () => void;
  onQuestions: () => void;
  /** Questions posted since Q&A was last opened (the red count). */
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
      <Button startIcon={<ArrowBackIcon sx={mirrorInRtl} />} onClick={onBack}>
        {t.back}
      </Button>
      {/* The count follows the visible 'Q&A' in the name ('Q&A 2 new questions'), so that the
          name holds the visible text. */}
      <Button variant="outlined" onClick={onQuestions} startIcon={<QuestionAnswerOutlinedIcon />}>
        {t.questions}
        {newQuestions > 0 && (
          <>
            {' '}
            <Box
              component="span"
              data-testid="qa-badge"
              sx={{
                ml: 1,
                px: 0.75,
                minWidth: 20,
                borderRadius: 10,
                bgcolor: 'error.main',
                color: 'error.contrastText',
                fontSize: 12,
                lineHeight: '20px',
                textAlign: 'center',
              }}
            >
              {newQuestions > 99 ? '99+' : newQuestions}
            </Box>
            <Box component="span" sx={visuallyHiddenSx}>
              {t.newQuestions(newQuestions)}
            </Box>
          </>
        )}
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
