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
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  statusNotice,
  useWaitingRoomPage,
  type StatusNotice,
} from '../../../hooks/use-waiting-room-page.ts';
import { readJoinParams } from '../../../lib/join/join-params.ts';
import { MissingDetails } from '../components/join-card.tsx';
import { paths } from '../../../lib/paths.ts';
import { text } from '../../../text/en.ts';

const t = text.join.waitingRoom;

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
  const isNarrow = useCallback(() => narrowRef.current, []);
  const { classId, maskId } = readJoinParams(location.state, searchParams);
  const { status, guarded, mustAsk, confirmLeave, secondsLeft } = useWaitingRoomPage({
    classId,
    maskId,
    navigate,
    narrowScreen: isNarrow,
  });

  // In-app navigation away (Return, the back button, a menu link) asks first.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      mustAsk() && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (confirmLeave()) blocker.proceed();
    else blocker.reset();
  }, [blocker, confirmLeave]);

  if (!classId || !maskId) return <MissingDetails message={t.missingDetails} />;

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
        <StatusText {...statusNotice(status, secondsLeft)} />
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

function StatusText({ severity, message, countdown }: StatusNotice) {
  if (!severity) return <Typography color="text.secondary">{message}</Typography>;
  return (
    <Alert severity={severity}>
      {countdown === null ? (
        message
      ) : (
        <>
          <div>{message}</div>
          <div>{countdown}</div>
        </>
      )}
    </Alert>
  );
}
