/** /lecture/{n}/video (students): the lecture's video with the five reactions beside it. */
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { extractVideoId, secondsLeft, type Lecture } from '@o4f/contract';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { ReactionGrid } from '../../../components/reactions/reaction-grid.tsx';
import { useLectureOfRoute } from '../../../hooks/use-lecture-of-route.ts';
import { paths } from '../../../lib/paths.ts';
import { useStoredSession } from '../../../lib/session.ts';
import { text } from '../../../text/en.ts';
import { useLastVideoExpression } from '../api/get-last-expression.ts';
import { useVideoCounts } from '../api/get-video-counts.ts';
import { useVideoReaction, type ActiveReaction } from '../hooks/use-video-reaction.ts';
import { useWatchReports } from '../hooks/use-watch-reports.ts';
import { useYouTubePlayer } from '../hooks/use-youtube-player.ts';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

const t = text.video;

/** What is active and for how long, refreshed every second while something is. */
function ActiveLine({ active }: { active: ActiveReaction | null }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  const left = active ? secondsLeft(active.until, Math.max(now, Date.now())) : 0;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="video-active-reaction">
      {active ? t.active(text.live.reactions[active.tag], left) : t.noActive}
    </Typography>
  );
}

function VideoLecture({ lecture, videoId }: { lecture: Lecture; videoId: string }) {
  const ref = { courseId: lecture.courseId, lectureNum: lecture.lectureNum };
  const container = useRef<HTMLDivElement | null>(null);
  const last = useLastVideoExpression(ref);
  const counts = useVideoCounts(ref);
  const timeSource = useRef<() => number>(() => 0);
  const handleStateChange = useWatchReports(ref, () => timeSource.current(), true);
  const player = useYouTubePlayer(
    container,
    videoId,
    t.playerTitle(lecture.name),
    handleStateChange,
  );
  useEffect(() => {
    timeSource.current = player.currentTime;
  });
  const reaction = useVideoReaction(ref, player, last.data);

  return (
    <Stack spacing={2}>
      <Box
        sx={{
          position: 'relative',
          width: '100%',
          aspectRatio: '16 / 9',
          bgcolor: 'grey.900',
          borderRadius: 1,
          overflow: 'hidden',
          display: player.status === 'failed' ? 'none' : 'block',
        }}
      >
        {/* The IFrame API replaces this element's child with its player. */}
        <Box
          ref={container}
          data-testid="video-player"
          sx={{ position: 'absolute', inset: 0, '& iframe': { width: '100%', height: '100%' } }}
        />
        {player.status === 'loading' && (
          <Box
            role="status"
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              color: 'common.white',
              pointerEvents: 'none',
            }}
          >
            <Typography>{t.playerLoading}</Typography>
          </Box>
        )}
      </Box>
      {player.status === 'failed' && (
        <Alert severity="warning" data-testid="video-player-failed">
          {t.playerFailed}
        </Alert>
      )}
      <Typography variant="body2">{t.intro}</Typography>
      <ReactionGrid
        counts={counts.data ?? []}
        activeTag={reaction.active?.tag ?? null}
        onPress={reaction.press}
        notClearIcon="question"
      />
      <ActiveLine active={reaction.active} />
    </Stack>
  );
}

export default function VideoPage() {
  const { selectedCourse } = useStoredSession();
  // The breadcrumb names the lecture on this page.
  const { lectureNum, lecture } = useLectureOfRoute();
  usePageTitle(lecture.data?.name);
  const valid = lectureNum !== null;

  if (valid && lecture.isPending)
    return (
      <Box role="status" aria-live="polite">
        <Typography sx={{ mb: 2 }}>{t.loading}</Typography>
        <PageLoader />
      </Box>
    );
  if (!valid || !lecture.data)
    return (
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, sm: 4 }, maxWidth: 560, mx: 'auto', textAlign: 'center' }}
      >
        <Alert severity="warning" sx={{ mb: 2, justifyContent: 'center' }}>
          {t.notFound}
        </Alert>
        <Button component={Link} to={paths.student.myLectures} variant="outlined">
          {t.backToLectures}
        </Button>
      </Paper>
    );

  const videoId = extractVideoId(lecture.data.urlYoutube);
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', minWidth: 0 }}>
      {selectedCourse && (
        <Typography variant="overline" color="text.secondary" component="p">
          {selectedCourse.shortName || selectedCourse.name}
        </Typography>
      )}
      <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {lecture.data.name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t.number(lecture.data.lectureNum)}
      </Typography>
      {videoId ? (
        <VideoLecture lecture={lecture.data} videoId={videoId} />
      ) : (
        <Alert severity="info">{t.noVideo}</Alert>
      )}
    </Box>
  );
}
