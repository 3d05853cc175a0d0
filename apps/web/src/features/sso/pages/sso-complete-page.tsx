/**
 * /sso/complete: the end of a campus sign-in. The server sends the browser here with a one-time
 * code in the fragment (never sent to a server, kept out of the address bar and the history); the
 * page trades it for a session, stores it as the teacher login does and goes to the teacher's home.
 */
import { Alert, AlertTitle, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { isSsoNextPath } from '@o4f/contract';
import { closeSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { oncePerCode, useHandoffFragment } from '../../../hooks/use-handoff-fragment.ts';
import { text } from '../../../text/en.ts';
import { createSsoSession } from '../api/create-sso-session.ts';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

const t = text.sso;

const exchangeOnce = oncePerCode(createSsoSession);

export default function SsoCompletePage() {
  usePageTitle(t.completeTitle);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const handoff = useHandoffFragment();
  const [next] = useState(() => {
    const value = searchParams.get('next');
    return value && isSsoNextPath(value) ? value : paths.teacher.myCourses;
  });
  const [error, setError] = useState<string | null>(() => (handoff ? null : t.noHandoff));

  useEffect(() => {
    if (!handoff) return;
    let current = true;
    exchangeOnce(handoff).then(
      () => {
        if (!current) return;
        // A toast from an earlier failed login must not stay over the teacher's home.
        closeSnackbar();
        void navigate(next, { replace: true });
      },
      (failure: unknown) => {
        if (!current) return;
        setError(isApiError(failure) && failure.message ? failure.message : t.failed);
      },
    );
    return () => {
      current = false;
    };
  }, [handoff, navigate, next]);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 480, mx: 'auto', mt: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t.completeTitle}
      </Typography>
      {error ? (
        <Alert severity="error" role="alert">
          <AlertTitle>{t.failedTitle}</AlertTitle>
          {error}
          <Box sx={{ mt: 2 }}>
            <Button component={Link} to={paths.teacherLogin} variant="outlined">
              {t.backToLogin}
            </Button>
          </Box>
        </Alert>
      ) : (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} />
          <Typography>{t.signingIn}</Typography>
        </Box>
      )}
    </Paper>
  );
}
