import { Button, Stack, Typography } from '@mui/material';
import { text } from '../../../text/en.ts';
import { formatCountdown } from '../hooks/use-countdown.ts';
import type { ClassCode } from '../hooks/use-class-code.ts';
import { LectureCodeDisplay } from './lecture-code-display.tsx';
import { StatusCard } from './status-card.tsx';

interface LectureCodeCardProps {
  code: ClassCode;
  /** The side panel's short button labels. */
  short?: boolean;
}

/**
 * The Lecture Code, big enough to read from the back of the room, with its QR code, the short
 * join URL and its countdown (the code renews itself while shown: use-class-code.ts).
 */
export function LectureCodeCard({ code, short = false }: LectureCodeCardProps) {
  const t = text.classStatus.code;
  const shown = code.code !== null;
  return (
    <StatusCard title={t.title}>
      {code.code !== null ? (
        <Stack spacing={1} sx={{ alignItems: 'center', my: 1 }}>
          <LectureCodeDisplay code={code.code} variant={short ? 'side' : 'card'} />
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
