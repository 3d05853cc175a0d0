import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, IconButton, Paper, Stack, Typography } from '@mui/material';
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
 * The presenter's "Show code": the Lecture Code, its QR code and short URL beside the slide, big
 * enough for the back row. It takes its own column of the slide area (the slide shrinks) rather
 * than lying over it, so it never covers the slide arrows, the waiting room's Yes/No or the
 * panels. Opening it asks for a code when none is displayed; Escape or Hide closes it (the code
 * itself stays valid).
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
      variant="outlined"
      data-testid="code-stage"
      sx={{
        // A share of the slide area (less while side panels are open), within readable bounds.
        flex: '0 0 clamp(240px, 36%, 560px)',
        height: '100%',
        minHeight: 0,
        overflow: 'auto',
        // The code's digits are sized from this column's width (cqw).
        containerType: 'inline-size',
        display: 'flex',
        flexDirection: 'column',
        p: { xs: 1, sm: 1.5 },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t.overSlideTitle}
        </Typography>
        <IconButton aria-label={t.hideOverSlide} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {code.code !== null ? (
        <Stack spacing={0.5} sx={{ alignItems: 'center', flex: 1, minHeight: 0 }}>
          <LectureCodeDisplay code={code.code} variant="stage" />
          {code.secondsLeft !== null && (
            <Typography role="timer" aria-label={t.timeLeft} color="text.secondary">
              {t.expiresIn(formatCountdown(code.secondsLeft))}
            </Typography>
          )}
        </Stack>
      ) : (
        <Box sx={{ textAlign: 'center', my: 2 }}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t.none}
          </Typography>
          <Button variant="contained" onClick={request}>
            {t.request}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
