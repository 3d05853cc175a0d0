/**
 * /lti/launch: the hand-off from an LMS launch. The server sends the browser here with a one-time
 * code in the fragment; the page trades it for a session, stores it as a login does and goes on.
 * A window opened from an LMS frame arrives with `?continue=` instead and takes the frame's session.
 */
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  CircularProgress,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { closeSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { storage } from '../../../lib/storage.ts';
import { oncePerCode, useHandoffFragment } from '../../../hooks/use-handoff-fragment.ts';
import { text } from '../../../text/en.ts';
import { createLtiSession } from '../api/create-session.ts';
import { launchTarget, selectDestinationCourse, type LaunchTarget } from '../utils/destination.ts';
import { requestSessionFromOpener, safeContinuePath } from '../utils/framing.ts';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

const t = text.lti.launch;

const exchangeOnce = oncePerCode(createLtiSession);

async function launch(handoff: string, link: boolean): Promise<LaunchTarget> {
  const session = await exchangeOnce(handoff, link);
  await selectDestinationCourse(session.destination);
  return launchTarget(session.role, session.destination);
}

const failureMessage = (error: unknown): string =>
  isApiError(error) && error.message ? error.message : t.failed;

export default function LtiLaunchPage() {
  usePageTitle(t.title);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const handoff = useHandoffFragment();
  const [continuePath] = useState(() => safeContinuePath(searchParams.get('continue')));
  const [error, setError] = useState<string | null>(() =>
    handoff || continuePath ? null : t.noHandoff,
  );

  // A teacher signed in here is asked before the LMS identity is tied to their account: a hand-off
  // link someone else sent must not link the sender's LMS identity to it.
  const [link, setLink] = useState<boolean | null>(() =>
    storage.getToken() && storage.getRole() === 'TEACHER' ? null : false,
  );

  useEffect(() => {
    if (!handoff || link === null) return;
    let current = true;
    launch(handoff, link).then(
      (target) => {
        if (!current) return;
        // A refusal toast from an earlier try must not stay over the course.
        closeSnackbar();
        void navigate(target.to, { replace: true, state: target.state });
        if (target.notOpenYet) notify(t.lectureNotOpen, 'info');
      },
      (failure: unknown) => {
        if (current) setError(failureMessage(failure));
      },
    );
    return () => {
      current = false;
    };
  }, [handoff, link, navigate]);

  useEffect(() => {
    if (handoff || !continuePath) return;
    let current = true;
    const signedIn = storage.getToken() && storage.getRole();
    (signedIn ? Promise.resolve(true) : requestSessionFromOpener()).then((stored) => {
      if (!current) return;
      if (stored) void navigate(continuePath, { replace: true });
      else setError(t.newWindowFailed);
    });
    return () => {
      current = false;
    };
  }, [handoff, continuePath, navigate]);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 560, mx: 'auto' }}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {t.title}
        </Typography>
        {handoff && link === null && !error ? (
          <Stack spacing={2}>
            <Typography>{t.linkQuestion}</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Button variant="contained" onClick={() => setLink(true)}>
                {t.linkYes}
              </Button>
              <Button variant="outlined" onClick={() => setLink(false)}>
                {t.linkNo}
              </Button>
            </Stack>
          </Stack>
        ) : error ? (
          <Alert severity="error">
            <AlertTitle>{t.failedTitle}</AlertTitle>
            {error}
          </Alert>
        ) : (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <CircularProgress size={24} aria-hidden />
            <Typography>{t.signingIn}</Typography>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
