import { Alert, Box, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { QrCode } from '../../../components/qr-code/qr-code.tsx';
import { paths } from '../../../lib/paths.ts';
import { text } from '../../../text/en.ts';
import { useJoinLink } from '../api/get-join-link.ts';

/** The short join URL of a code, as shown (host and path) and as scanned (absolute). */
export function joinUrls(code: string, base: string) {
  const absolute = `${base.replace(/\/+$/, '')}${paths.join(code)}`;
  return { absolute, shown: absolute.replace(/^https?:\/\//, '') };
}

/** This computer only: what the page was opened at when the server cannot say (the fallback). */
const isLoopbackHostname = (hostname: string) =>
  /^(localhost|.*\.localhost|127(\.\d{1,3}){3}|\[::1\]|::1)$/i.test(hostname);

/**
 * Where the QR code points: the server's answer (PUBLIC_URL, or its local network address);
 * the page's own origin if the server cannot be asked; null while it is being asked.
 */
function useJoinBase(): { base: string; loopback: boolean } | null {
  const link = useJoinLink();
  if (link.data) return { base: link.data.base, loopback: link.data.loopback };
  if (link.isError) {
    return {
      base: window.location.origin,
      loopback: isLoopbackHostname(window.location.hostname),
    };
  }
  return null;
}

/** Over the slide, the QR code fills what the column leaves (at least 120 px, else it scrolls). */
function QrBox({ stage, children }: { stage: boolean; children: ReactNode }) {
  if (!stage) return children;
  return (
    <Box
      sx={{
        flex: 1,
        minHeight: 120,
        width: '100%',
        containerType: 'size',
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'center',
      }}
    >
      {children}
    </Box>
  );
}

interface LectureCodeDisplayProps {
  code: string;
  /** card: the class status page; side: the side panel; stage: over the slide. */
  variant: 'card' | 'side' | 'stage';
}

const QR_SIZE = {
  card: { xs: 200, sm: 240 },
  side: 220,
  // The presenter's code column gives the QR code a box of its own (a size container): the
  // largest square in it.
  stage: 'min(100cqw, 100cqh)',
} as const;

const CODE_SIZE = {
  card: { xs: '2.75rem', sm: '4rem' },
  side: '2.5rem',
  stage: 'clamp(2rem, 11cqw, 4.5rem)',
} as const;

/**
 * The Lecture Code in big digits, its QR code and the short join URL it opens; a warning in
 * words when that URL points at this computer, which no phone can open.
 */
export function LectureCodeDisplay({ code, variant }: LectureCodeDisplayProps) {
  const t = text.classStatus.code;
  const joinBase = useJoinBase();
  const url = joinBase ? joinUrls(code, joinBase.base) : null;
  return (
    <Stack
      spacing={1}
      sx={[
        { alignItems: 'center' },
        variant === 'stage' && { flex: 1, minHeight: 0, width: '100%' },
      ]}
    >
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
      {url ? (
        <QrBox stage={variant === 'stage'}>
          <QrCode value={url.absolute} label={t.qrLabel(url.shown)} size={QR_SIZE[variant]} />
        </QrBox>
      ) : (
        <QrBox stage={variant === 'stage'}>
          <Skeleton
            variant="rectangular"
            sx={{ width: QR_SIZE[variant], height: QR_SIZE[variant] }}
          />
        </QrBox>
      )}
      {url && (
        <Typography
          sx={{
            fontSize: variant === 'stage' ? 'clamp(1rem, 4.5cqw, 1.75rem)' : '1rem',
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
      )}
      {joinBase?.loopback && (
        <Alert
          severity="warning"
          data-testid="join-url-warning"
          sx={[{ maxWidth: 480 }, variant === 'stage' && { py: 0, typography: 'body2' }]}
        >
          {t.loopbackWarning}
        </Alert>
      )}
    </Stack>
  );
}
