import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Paper,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { AccessGranted } from '@o4f/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useBlocker, useLocation, useNavigate, useSearchParams } from 'react-router';
import { JOINED_STATE, paths } from '../../../lib/paths.ts';
import { storage } from '../../../lib/storage.ts';
import { text } from '../../../text/en.ts';
import { getCourse } from '../../../lib/courses/get-course.ts';
import { useWaitingRoom, type WaitingStatus } from '../../../hooks/use-waiting-room.ts';
import { isPhone } from '../../../lib/join/device.ts';
import { saveIssuedCredentials } from '../../../lib/join/issued-credentials.ts';
import { readJoinParams } from '../../../lib/join/join-params.ts';

export const REDIRECT_SECONDS = 5;

const t = text.join.waitingRoom;

/** Selects the admitted course; the name is fetched for the shell, the id is enough to go on. */
async function selectCourse(courseId: number): Promise<void> {
  storage.setSelectedCourse({ id: courseId, name: '', shortName: '' });
  try {
    const course = await getCourse(courseId);
    storage.setSelectedCourse({ id: course.id, name: course.name, shortName: course.shortName });
  } catch {
    // The breadcrumb then shows no course name; the lecture itself works without it.
  }
}

/** The student waits here until the teacher admits or refuses them. */
export default function WaitingRoomPage() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const theme = useTheme();
  const narrowScreen = useMediaQuery(theme.breakpoints.down('md'));
  const narrowRef = useRef(narrowScreen);
  useEffect(() => {
    narrowRef.current = narrowScreen;
  }, [narrowScreen]);
  const { classId, maskId } = readJoinParams(location.state, searchParams);

  // Set once admitted: from then on, going elsewhere is not leaving the waiting room.
  const admittedRef = useRef(false);
  const handleGranted = useCallback(
    async (granted: AccessGranted) => {
      admittedRef.current = true;
      if (granted.credentials) {
        saveIssuedCredentials({
          ...granted.credentials,
          courseId: granted.courseId,
          lectureNum: granted.lectureNum,
        });
        const phone = isPhone(narrowRef.current, navigator.userAgent);
        // Leave before the new session is stored: a session swaps the public layout for the
        // student shell, which would mount this page afresh (and join the waiting room again)
        // if it were still on screen.
        await navigate(phone ? paths.downloadPasswordMobile : paths.downloadPassword, {
          replace: true,
          flushSync: true,
        });
      }
      if (granted.token) storage.setToken(granted.token);
      storage.setRole('STUDENT');
      await selectCourse(granted.courseId);
      if (!granted.credentials)
        void navigate(`${paths.lecture.live(granted.lectureNum)}?tab=feedback`, {
          replace: true,
          state: JOINED_STATE,
        });
    },
    [navigate],
  );

  const { status, leave } = useWaitingRoom({
    classId,
    maskId,
    onGranted: (granted) => void handleGranted(granted),
  });
  const guarded = status.kind === 'connecting' || status.kind === 'waiting';

  // In-app navigation away (Return, the back button, a menu link) asks first.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      guarded && !admittedRef.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(t.confirmLeave)) {
      leave();
      blocker.proceed();
    } else {
      blocker.reset();
    }
  }, [blocker, leave]);

  // Reloading or closing the tab: the browser's own confirmation, then a best-effort goodbye.
  useEffect(() => {
    if (!guarded) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const handlePageHide = () => leave();
    window.addEventListener('beforeunload', handleBeforeUnload);
    window.addEventListener('pagehide', handlePageHide);
    return () => {
      window.removeEventListener('beforeunload', handleBeforeUnload);
      window.removeEventListener('pagehide', handlePageHide);
    };
  }, [guarded, leave]);

  const secondsLeft = useRedirectCountdown(status.kind === 'refused');
  useEffect(() => {
    if (secondsLeft !== 0) return;
    void navigate(storage.getToken() ? paths.student.myLectures : paths.about, { replace: true });
  }, [secondsLeft, navigate]);

  if (!classId || !maskId) {
    return (
      <Paper
        variant="outlined"
        sx={{ p: 4, maxWidth: 560, mx: 'auto', mt: 4, textAlign: 'center' }}
      >
        <Typography sx={{ mb: 3 }}>{t.missingDetails}</Typography>
        <Button component={Link} to={paths.oldOrNewStudent} variant="contained">
          {text.join.credentials.enterCode}
        </Button>
      </Paper>
    );
  }

  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 3, sm: 5 },
        maxWidth: 560,
        mx: 'auto',
        mt: { xs: 1, sm: 4 },
        textAlign: 'center',
      }}
    >
      <Typography variant="h4" component="h1" gutterBottom>
        {t.title}
      </Typography>
      <Typography variant="h6" component="p" sx={{ mb: 3 }}>
        {t.pleaseWait}
      </Typography>
      {guarded && <CircularProgress aria-hidden sx={{ mb: 2 }} />}
      <Box role="status" aria-live="polite" sx={{ mb: 3 }}>
        <StatusText status={status} secondsLeft={secondsLeft} />
      </Box>
      <Button
        variant="outlined"
        size="large"
        onClick={() => void navigate(paths.oldOrNewStudent)}
        disabled={status.kind === 'granted'}
      >
        {t.return}
      </Button>
    </Paper>
  );
}

function StatusText({
  status,
  secondsLeft,
}: {
  status: WaitingStatus;
  secondsLeft: number | null;
}) {
  switch (status.kind) {
    case 'connecting':
      return <Typography color="text.secondary">{t.connecting}</Typography>;
    case 'waiting':
      return <Typography color="text.secondary">{t.waiting}</Typography>;
    case 'granted':
      return <Alert severity="success">{t.granted}</Alert>;
    case 'disconnected':
      return <Alert severity="warning">{t.disconnected}</Alert>;
    case 'refused':
      return (
        <Alert severity="error">
          <div>{status.message}</div>
          {secondsLeft !== null && <div>{t.redirecting(secondsLeft)}</div>}
        </Alert>
      );
  }
}

/** Counts down from 5 once started; null while not counting. */
function useRedirectCountdown(active: boolean): number | null {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  useEffect(() => {
    if (!active) return;
    setSecondsLeft(REDIRECT_SECONDS);
    const timer = setInterval(() => {
      setSecondsLeft((seconds) => {
        if (seconds === null || seconds <= 1) {
          clearInterval(timer);
          return 0;
        }
        return seconds - 1;
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [active]);
  return secondsLeft;
}
