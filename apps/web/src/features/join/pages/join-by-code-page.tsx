import { Alert, CircularProgress, Link as MuiLink, Paper, Stack, Typography } from '@mui/material';
import { isClassCode } from '@o4f/contract';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useStoredSession } from '../../../lib/session.ts';
import { text } from '../../../text/en.ts';
import { checkClassId } from '../api/check-class-id.ts';
import { codeCheckMessage, JoinLectureForm } from '../components/join-lecture-form.tsx';

/**
 * /join/{code}, the short URL behind the QR code: the code is checked at once and a live one
 * goes straight on to Pick a mask (replacing this entry, so Back never lands here again). A code
 * that does not open a lecture stays in the field, with the reason (expired or unknown).
 */
export default function JoinByCodePage() {
  const { code: raw = '' } = useParams();
  const code = raw.trim();
  const navigate = useNavigate();
  const { token } = useStoredSession();
  const [failure, setFailure] = useState<string | null>(() =>
    isClassCode(code) ? null : text.join.noClass,
  );
  const checked = useRef<string | null>(null);

  useEffect(() => {
    if (!isClassCode(code) || checked.current === code) return;
    checked.current = code;
    checkClassId(code).then(
      () =>
        void navigate(`${paths.pickCard}?classId=${code}`, {
          replace: true,
          state: { classId: code },
        }),
      (error: unknown) => setFailure(codeCheckMessage(error)),
    );
  }, [code, navigate]);

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
