import { Box, Button, Stack, Typography } from '@mui/material';
import { text } from '../../../text/en.ts';
import { formatCountdown } from '../hooks/use-countdown.ts';
import type { ClassCode } from '../hooks/use-class-code.ts';
import { StatusCard } from './status-card.tsx';

interface LectureCodeCardProps {
  code: ClassCode;
  /** The side panel's short button labels. */
  short?: boolean;
}

/** The Lecture Code, big enough to read from the back of the room, with its countdown. */
export function LectureCodeCard({ code, short = false }: LectureCodeCardProps) {
  const t = text.classStatus.code;
  const shown = code.code !== null;
  return (
    <StatusCard title={t.title}>
      {shown ? (
        <Stack spacing={1} sx={{ alignItems: 'center', my: 1 }}>
          <Box
            component="output"
            aria-label={t.codeLabel}
            aria-live="polite"
            sx={{
              fontFamily: 'monospace',
              fontWeight: 700,
              fontSize: short ? '2rem' : { xs: '2.75rem', sm: '4rem' },
              letterSpacing: '0.15em',
              lineHeight: 1.1,
            }}
          >
            {code.code}
          </Box>
          {code.secondsLeft !== null && (
            <Typography role="timer" aria-label={t.timeLeft} color="text.secondary">
              {t.expiresIn(formatCountdown(code.secondsLeft))}
            </Typography>
          )}
        </Stack>
      ) : (
        <Typography color="text.secondary" sx={{ my: 1 }}>
          {t.none}
        </Typography>
      )}
      {shown ? (
        <Button variant="outlined" color="error" onClick={code.stop}>
          {short ? t.stopShort : t.stop}
        </Button>
      ) : (
        <Button variant="contained" onClick={code.request}>
          {short ? t.requestShort : t.request}
        </Button>
      )}
    </StatusCard>
  );
}
