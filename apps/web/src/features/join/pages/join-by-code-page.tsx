import { Alert, CircularProgress, Link as MuiLink, Paper, Stack, Typography } from '@mui/material';
import { Link, useNavigate, useParams } from 'react-router';
import { useLectureCodeLink } from '../../../hooks/use-lecture-code.ts';
import { paths } from '../../../lib/paths.ts';
import { useStoredSession } from '../../../lib/session.ts';
import { text } from '../../../text/en.ts';
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
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 4 }, maxWidth: 560, mx: 'auto', mt: { xs: 1, sm: 4 } }}
    >
      <Typography variant="h4" component="h1" gutterBottom>
        {text.join.title}
      </Typography>
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
          {!token && (
            <MuiLink
              component={Link}
              to={`${paths.registerStudent}?next=join`}
              sx={{ display: 'inline-block', mt: 2 }}
            >
              {text.join.haveAccount}
            </MuiLink>
          )}
        </>
      )}
    </Paper>
  );
}
