import { Box, Stack, Typography } from '@mui/material';
import { QrCode } from '../../../components/qr-code/qr-code.tsx';
import { paths } from '../../../lib/paths.ts';
import { text } from '../../../text/en.ts';

/** The short join URL of a code, as shown (host and path) and as scanned (absolute). */
export function joinUrls(code: string, origin = window.location.origin) {
  const absolute = `${origin}${paths.join(code)}`;
  return { absolute, shown: absolute.replace(/^https?:\/\//, '') };
}

interface LectureCodeDisplayProps {
  code: string;
  /** card: the class status page; side: the side panel; stage: over the slide. */
  variant: 'card' | 'side' | 'stage';
}

const QR_SIZE = {
  card: { xs: 200, sm: 240 },
  side: 220,
  stage: 'min(50vh, 80vw)',
} as const;

const CODE_SIZE = {
  card: { xs: '2.75rem', sm: '4rem' },
  side: '2.5rem',
  stage: 'clamp(2.5rem, 9vh, 6rem)',
} as const;

/** The Lecture Code in big digits, its QR code and the short join URL it opens. */
export function LectureCodeDisplay({ code, variant }: LectureCodeDisplayProps) {
  const t = text.classStatus.code;
  const url = joinUrls(code);
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <Box
        component="output"
        aria-label={t.codeLabel}
        aria-live="polite"
        sx={{
          fontFamily: 'monospace',
          fontWeight: 700,
          fontSize: CODE_SIZE[variant],
          letterSpacing: '0.15em',
          lineHeight: 1.1,
        }}
      >
        {code}
      </Box>
      <QrCode value={url.absolute} label={t.qrLabel(url.shown)} size={QR_SIZE[variant]} />
      <Typography
        sx={{
          fontSize: variant === 'stage' ? 'clamp(1.25rem, 3vh, 2rem)' : '1rem',
          overflowWrap: 'anywhere',
          textAlign: 'center',
        }}
      >
        <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
          {t.joinAt}
        </Box>
        <Box
          component="span"
          data-testid="join-url"
          sx={{ fontFamily: 'monospace', fontWeight: 600 }}
        >
          {url.shown}
        </Box>
      </Typography>
    </Stack>
  );
}
