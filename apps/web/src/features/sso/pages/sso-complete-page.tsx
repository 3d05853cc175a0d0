/**
 * /sso/complete: the end of a campus sign-in. The server sends the browser here with a one-time
 * code in the fragment (never sent to a server, kept out of the address bar and the history); the
 * page trades it for a session, stores it as the teacher login does and goes to the teacher's home.
 */
import { Alert, AlertTitle, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { isSsoNextPath } from '@o4f/contract';
import type { TeacherLoginResult } from '@o4f/contract';
import { closeSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { text } from '../../../text/en.ts';
import { createSsoSession } from '../api/create-sso-session.ts';

const t = text.sso;

// A hand-off code works once: React's development double effects (and a remount) share one
// exchange instead of spending the code twice.
const exchanges = new Map<string, Promise<TeacherLoginResult>>();

function exchangeOnce(handoff: string): Promise<TeacherLoginResult> {
  let exchange = exchanges.get(handoff);
  if (!exchange) {
    exchange = createSsoSession(handoff);
    exchanges.set(handoff, exchange);
  }
  return exchange;
}

const handoffIn = (hash: string): string | null =>
  new URLSearchParams(hash.replace(/^#/, '')).get('handoff')?.trim() || null;

function removeFragmentFromAddressBar(): void {
  if (!window.location.hash) return;
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${window.location.search}`,
  );
}

export default function SsoCompletePage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [handoff] = useState(() => handoffIn(location.hash));
  const [next] = useState(() => {
    const value = searchParams.get('next');
    return value && isSsoNextPath(value) ? value : paths.teacher.myCourses;
  });
  const [error, setError] = useState<string | null>(() => (handoff ? null : t.noHandoff));

  useEffect(() => {
    removeFragmentFromAddressBar();
  }, []);

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
