/** The student's live lecture: the Feedback remote and the lecture's Q&A, in two tabs. */
import { Alert, Box, Button, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { lectureTiming, type Lecture } from '@o4f/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { paths } from '../../../lib/paths.ts';
import { useStoredSession } from '../../../lib/session.ts';
import { text } from '../../../text/en.ts';
import { QaSortSelect, type QaSort } from '../components/qa-sort-select.tsx';
import { useBackStaysInLecture } from '../hooks/use-back-stays-in-lecture.ts';
import { useLiveExpressions, type LiveExpressions } from '../hooks/use-live-expressions.ts';
import { useLiveLecture } from '../hooks/use-live-lecture.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useNow } from '../../../hooks/use-now.ts';
import { useRememberLecture } from '../../../hooks/use-remember-lecture.ts';

/** What the Q&A tab gets; the Q&A feature provides it, composed in by the route (app/routes). */
export interface LiveQaTabProps {
  lecture: Lecture;
  sort: QaSort;
  /** The slide on screen, so that a question is asked on it. */
  slideNumber?: number;
}

/** What the Feedback tab gets: the student screen the lean entry draws too (app/routes). */
export interface LiveFeedbackTabProps {
  lecture: Lecture;
  /** Within the lecture's time window. */
  live: boolean;
  expressions: LiveExpressions;
}

export interface LiveLecturePageProps {
  /** Rendered inside a Suspense boundary: lazy, so that it loads when the tab is first opened. */
  QaTab: ComponentType<LiveQaTabProps>;
  FeedbackTab: ComponentType<LiveFeedbackTabProps>;
}

export type LiveTab = 'feedback' | 'qa';

const asTab = (value: unknown): LiveTab | null =>
  value === 'feedback' || value === 'qa' ? value : null;

/** The tab asked for (?tab=, else the navigation state), falling back to Q&A when not live. */
export function chooseTab(requested: LiveTab | null, feedbackEnabled: boolean): LiveTab {
  if (requested === 'qa') return 'qa';
  return feedbackEnabled ? 'feedback' : 'qa';
}

function LiveLecture({ lecture, QaTab, FeedbackTab }: { lecture: Lecture } & LiveLecturePageProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [sort, setSort] = useState<QaSort>('time');
  const now = useNow(15_000);

  const timing = lectureTiming(lecture, now);
  const live = timing === 'live';
  const requested =
    asTab(searchParams.get('tab')) ?? asTab((location.state as { tab?: unknown } | null)?.tab);
  const tab = chooseTab(requested, live);
  const attending = lecture.isAttending;

  const expressions = useLiveExpressions({
    courseId: lecture.courseId,
    lectureNum: lecture.lectureNum,
    enabled: live && lecture.state === 'STARTED' && attending,
  });

  // Leaving the time window may mean an extension the page has not seen: ask again.
  const wasLive = useRef(live);
  useEffect(() => {
    if (wasLive.current && !live)
      void queryClient.invalidateQueries({
        queryKey: queryKeys.lecture(lecture.courseId, lecture.lectureNum),
      });
    wasLive.current = live;
  }, [live, queryClient, lecture.courseId, lecture.lectureNum]);

  const handleTabChange = (_event: unknown, next: LiveTab) =>
    setSearchParams({ tab: next }, { replace: true, state: { tab: next } });

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      {/* Compact on a phone, so that the five reactions fit a 360×640 screen below the tabs. */}
      <Typography variant="h5" component="h1" sx={{ fontSize: { xs: '1.25rem', sm: undefined } }}>
        {lecture.name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: { xs: 1, sm: 2 } }}>
        {text.liveLecture.number(lecture.lectureNum)}
      </Typography>
      <Tabs
        value={tab}
        onChange={handleTabChange}
        aria-label={text.liveLecture.tabsLabel}
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: { xs: 1, sm: 3 } }}
      >
        <Tab
          value="feedback"
          label={text.liveLecture.feedbackTab}
          disabled={!live}
          id="live-tab-feedback"
          aria-controls="live-panel-feedback"
        />
        <Tab
          value="qa"
          label={text.liveLecture.qaTab}
          id="live-tab-qa"
          aria-controls="live-panel-qa"
        />
      </Tabs>
      {tab === 'feedback' ? (
        <Box role="tabpanel" id="live-panel-feedback" aria-labelledby="live-tab-feedback">
          <FeedbackTab lecture={lecture} live={live} expressions={expressions} />
        </Box>
      ) : (
        <Box role="tabpanel" id="live-panel-qa" aria-labelledby="live-tab-qa">
          <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2 }}>
            <QaSortSelect value={sort} onChange={setSort} />
          </Stack>
          <Suspense fallback={<PageLoader />}>
            <QaTab
              lecture={lecture}
              sort={sort}
              slideNumber={expressions.slideNumber ?? undefined}
            />
          </Suspense>
        </Box>
      )}
    </Box>
  );
}

export default function LiveLecturePage({ QaTab, FeedbackTab }: LiveLecturePageProps) {
  const params = useParams();
  const { selectedCourse } = useStoredSession();
  const lectureNum = Number(params.lectureNum);
  const { data: lecture, isPending, isError } = useLiveLecture(selectedCourse?.id, lectureNum);

  // The breadcrumb names the lecture on this page.
  useRememberLecture(lecture);
  useBackStaysInLecture();

  const validNumber = Number.isInteger(lectureNum) && lectureNum > 0;
  if (validNumber && isPending)
    return (
      <Box role="status" aria-live="polite">
        <Typography sx={{ mb: 2 }}>{text.liveLecture.loading}</Typography>
        <PageLoader />
      </Box>
    );
  if (!validNumber || isError || !lecture)
    return (
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 560, mx: 'auto', textAlign: 'center' }}>
        <Alert severity="warning" sx={{ mb: 2, justifyContent: 'center' }}>
          {text.liveLecture.notFound}
        </Alert>
        <Button component={Link} to={paths.student.myLectures} variant="outlined">
          {text.liveLecture.backToLectures}
        </Button>
      </Paper>
    );
  return <LiveLecture lecture={lecture} QaTab={QaTab} FeedbackTab={FeedbackTab} />;
}
