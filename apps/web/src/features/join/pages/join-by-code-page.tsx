import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { useNavigate, useParams } from 'react-router';
import { useLectureCodeLink } from '../../../hooks/use-lecture-code.ts';
import { useStoredSession } from '../../../lib/session.ts';
import { text } from '../../../text/en.ts';
import { HaveAccountLink, JoinCard } from '../components/join-card.tsx';
import { JoinLectureForm } from '../components/join-lecture-form.tsx';

/**
 * /join/{code}, the short URL behind the QR code (useLectureCodeLink): a code that does not open
 * a lecture stays in the field, with the reason (expired or unknown).
 */
export default function JoinByCodePage() {
  const { code: raw = '' } = useParams();
  const code = raw.trim();
  const { token } = useStoredSession();
  const failure = useLectureCodeLink(useNavigate(), code);

  return (
    <JoinCard title={text.join.title}>
      {failure === null ? (
        <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center', py: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{text.join.checkingCode}</Typography>
        </Stack>
      ) : (
        <>
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
          <JoinLectureForm
            showAfterLoginNote={Boolean(token)}
            initialCode={/^\d+$/.test(code) ? code : ''}
            autoFocus={false}
          />
          {!token && <HaveAccountLink />}
        </>
      )}
    </JoinCard>
  );
}
