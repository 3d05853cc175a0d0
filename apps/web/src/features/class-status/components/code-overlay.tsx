import CloseIcon from '@mui/icons-material/Close';
import { Button, IconButton, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useId } from 'react';
import { text } from '../../../text/en.ts';
import { formatCountdown } from '../hooks/use-countdown.ts';
import type { ClassCode } from '../hooks/use-class-code.ts';
import { LectureCodeDisplay } from './lecture-code-display.tsx';

interface CodeOverlayProps {
  code: ClassCode;
  onClose: () => void;
}

/**
 * The presenter's "Show code": the Lecture Code, its QR code and short URL over the slide, big
 * enough for the back row. Opening it asks for a code when none is displayed; Escape or Hide
 * closes it (the code itself stays valid).
 */
export function CodeOverlay({ code, onClose }: CodeOverlayProps) {
  const t = text.classStatus.code;
  const titleId = useId();
  const { request } = code;
  const missing = code.code === null;
  useEffect(() => {
    if (missing) request();
    // Only on opening: a code stopped while shown is not asked for again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [onClose]);

  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      elevation={12}
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.modal,
        // Below the toolbar, whose Hide code button stays within reach.
        top: { xs: 104, sm: 64 },
        left: '50%',
        transform: 'translateX(-50%)',
        maxWidth: '96vw',
        maxHeight: { xs: 'calc(100vh - 112px)', sm: 'calc(100vh - 72px)' },
        overflow: 'auto',
        p: { xs: 2, sm: 4 },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={titleId} variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          {t.overSlideTitle}
        </Typography>
        <IconButton aria-label={t.hideOverSlide} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {code.code !== null ? (
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <LectureCodeDisplay code={code.code} variant="stage" />
          {code.secondsLeft !== null && (
            <Typography role="timer" aria-label={t.timeLeft} color="text.secondary">
              {t.expiresIn(formatCountdown(code.secondsLeft))}
            </Typography>
          )}
        </Stack>
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'center', my: 2 }}>
          <Typography color="text.secondary">{t.none}</Typography>
          <Button variant="contained" onClick={request}>
            {t.request}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
