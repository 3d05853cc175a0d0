import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { WAITING_GROUPS, type Lecture } from '@o4f/contract';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatDate } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';
import { useStoredSession } from '../../../lib/session.ts';
import { storage } from '../../../lib/storage.ts';
import { text } from '../../../text/en.ts';
import { useEndLecture, useStartLecture } from '../api/lecture-transitions.ts';
import { ClassStatusCards } from '../components/class-status-cards.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ExtensionDialog } from '../components/extension-dialog.tsx';
import { StartWarningDialog } from '../components/start-warning-dialog.tsx';
import { WaitingRoomUpdateDialog } from '../components/waiting-room-card.tsx';
import { useLiveConnections } from '../hooks/use-live-connections.ts';
import { useLiveLecture } from '../hooks/use-live-lecture.ts';
import { resetPresentedSlide } from '../hooks/presented-slide.ts';
import {
  liveLectureState,
  usePinnedCourseId,
  useWantedLectureNum,
} from '../hooks/use-pinned-lecture.ts';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

const t = text.classStatus;

type StartStep = 'idle' | 'warning' | 'starting' | 'noPresentation' | 'confirmEnd';

/**
 * /teacher/class-status: a live lecture and its live tools; the one the page was opened for (its
 * lecture card, the Back of its live view) while it is live, otherwise the course's live lecture.
 */
export default function ClassStatusPage() {
  usePageTitle(t.title);
  const courseId = usePinnedCourseId();
  const wanted = useWantedLectureNum(courseId);
  const { lectures, liveLecture } = useLiveLecture(courseId, wanted);

  if (lectures.isPending) {
    return (
      <Stack spacing={2} role="status" aria-label={text.common.loading}>
        <Skeleton variant="text" width="40%" height={48} />
        <Skeleton variant="rounded" height={200} />
      </Stack>
    );
  }
  if (lectures.isError) return <Alert severity="error">{t.loadFailed}</Alert>;
  if (!liveLecture) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h4" component="h1">
          {t.title}
        </Typography>
        <Typography>{t.noLiveLecture}</Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          component={Link}
          to={paths.teacher.addLecture}
        >
          {t.addLecture}
        </Button>
      </Stack>
    );
  }
  return <LiveLectureStatus key={liveLecture.id} lecture={liveLecture} />;
}

function LiveLectureStatus({ lecture }: { lecture: Lecture }) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const live = useLiveConnections(lecture);
  const startLecture = useStartLecture();
  const endLecture = useEndLecture();
  const [step, setStep] = useState<StartStep>('idle');
  const ref = { courseId: lecture.courseId, lectureNum: lecture.lectureNum };
  const started = lecture.state === 'STARTED';

  // The breadcrumb and the lecture pages follow the lecture shown here (unless another tab has
  // since selected another course).
  const { selectedCourse } = useStoredSession();
  const inSelectedCourse = selectedCourse?.id === lecture.courseId;
  useEffect(() => {
    if (!inSelectedCourse) return;
    storage.setSelectedLecture({
      id: lecture.id,
      lectureNum: lecture.lectureNum,
      name: lecture.name,
      courseId: lecture.courseId,
    });
  }, [inSelectedCourse, lecture.id, lecture.lectureNum, lecture.name, lecture.courseId]);

  // The live views are told the course too: each tab stays with its lecture.
  const state = liveLectureState(lecture);
  const goToPresentation = () =>
    navigate(paths.lecture.presentation(lecture.lectureNum), { state });
  const goToRemote = () => navigate(paths.teacher.remote(lecture.lectureNum), { state });

  const handleWarningClosed = () => {
    setStep('starting');
    startLecture.mutate(ref, {
      onSuccess: () => {
        if (lecture.hasPresentation) {
          resetPresentedSlide(lecture);
          void goToPresentation();
        } else setStep('noPresentation');
      },
      onError: () => setStep('idle'),
    });
  };

  const handleEnd = () =>
    endLecture.mutate(ref, {
      onSettled: () => setStep('idle'),
      onSuccess: () => {
        live.disconnectAll();
        enqueueSnackbar(t.lectureEnded, { variant: 'info' });
        void navigate(paths.teacher.myLectures);
      },
    });

  const waiting = WAITING_GROUPS.reduce((sum, group) => sum + live.waitingRoom.totals[group], 0);

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t.title}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="overline" color="text.secondary">
          {t.liveLecture}
        </Typography>
        <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {lecture.name}
        </Typography>
        <Typography color="text.secondary">
          {t.lectureTime(
            formatDate(lecture.startTime, 'dateTime'),
            formatDate(lecture.endTime, 'time12'),
          )}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
          {started ? (
            <>
              <Button
                variant="contained"
                onClick={lecture.hasPresentation ? goToPresentation : goToRemote}
              >
                {lecture.hasPresentation ? t.continuePresentation : t.continueLecture}
              </Button>
              <Button
                variant="outlined"
                color="error"
                onClick={() => setStep('confirmEnd')}
                loading={endLecture.isPending}
              >
                {t.endLecture}
              </Button>
            </>
          ) : (
            <>
              <Button
                variant="outlined"
                component={Link}
                to={paths.teacher.editLecture(lecture.lectureNum)}
              >
                {t.editLecture}
              </Button>
              <Button
                variant="contained"
                onClick={() => setStep('warning')}
                loading={step === 'starting'}
              >
                {t.startLecture}
              </Button>
            </>
          )}
        </Stack>
      </Paper>

      <ClassStatusCards lecture={lecture} live={live} />

      <StartWarningDialog
        open={step === 'warning'}
        waiting={waiting}
        onCancel={() => setStep('idle')}
        onStart={handleWarningClosed}
      />
      <ConfirmDialog
        open={step === 'confirmEnd'}
        title={t.endConfirm}
        onNo={() => setStep('idle')}
        onYes={handleEnd}
        loading={endLecture.isPending}
        destructive
      >
        {t.endConfirmBody}
      </ConfirmDialog>
      <ConfirmDialog
        open={step === 'noPresentation'}
        title={t.noPresentation}
        onNo={() => setStep('idle')}
        onYes={() => {
          setStep('idle');
          void goToRemote();
        }}
      />
      <WaitingRoomUpdateDialog waitingRoom={live.waitingRoom} />
      <ExtensionDialog prompt={live.extension} />
    </Stack>
  );
}
