/**
 * The student's live lecture in the full app: the lean entry's frame and Feedback tab (one
 * rendering of each, student-entry/live-page.tsx), here beside the Q&A tab it cannot draw.
 */
import { Box, Stack } from '@mui/material';
import { lectureTiming, type Lecture } from '@o4f/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { QaSortSelect, type QaSort } from '../features/live/components/qa-sort-select.tsx';
import { useBackStaysInLecture } from '../features/live/hooks/use-back-stays-in-lecture.ts';
import {
  useLiveExpressions,
  type LiveExpressions,
} from '../features/live/hooks/use-live-expressions.ts';
import { useLiveLecture } from '../features/live/hooks/use-live-lecture.ts';
import { useNow } from '../hooks/use-now.ts';
import { useRememberLecture } from '../hooks/use-remember-lecture.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { useStoredSession } from '../lib/session.ts';
import {
  FeedbackTab,
  LiveLectureFrame,
  LiveLectureLoading,
  LiveLectureMissing,
  type LiveTab,
} from '../student-entry/live-page.tsx';
import { RouterScreen } from './student-screens.tsx';

/** What the Q&A tab gets; the Q&A feature provides it, composed in by the route (app/routes). */
export interface LiveQaTabProps {
  lecture: Lecture;
  sort: QaSort;
  /** The slide on screen, so that a question is asked on it. */
  slideNumber?: number;
}

export interface LiveLectureScreenProps {
  /** Rendered inside a Suspense boundary: lazy, so that it loads when the tab is first opened. */
  QaTab: ComponentType<LiveQaTabProps>;
}

const asTab = (value: unknown): LiveTab | null =>
  value === 'feedback' || value === 'qa' ? value : null;

/** The tab asked for (?tab=, else the navigation state), falling back to Q&A when not live. */
export function chooseTab(requested: LiveTab | null, feedbackEnabled: boolean): LiveTab {
  if (requested === 'qa') return 'qa';
  return feedbackEnabled ? 'feedback' : 'qa';
}

function LiveLecture({ lecture, QaTab }: { lecture: Lecture } & LiveLectureScreenProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [sort, setSort] = useState<QaSort>('time');
  const now = useNow(15_000);

  const live = lectureTiming(lecture, now) === 'live';
  const requested =
    asTab(searchParams.get('tab')) ?? asTab((location.state as { tab?: unknown } | null)?.tab);
  const tab = chooseTab(requested, live);

  const expressions: LiveExpressions = useLiveExpressions({
    courseId: lecture.courseId,
    lectureNum: lecture.lectureNum,
    enabled: live && lecture.state === 'STARTED' && lecture.isAttending,
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

  const selectTab = (next: LiveTab) =>
    setSearchParams({ tab: next }, { replace: true, state: { tab: next } });

  return (
    <LiveLectureFrame lecture={lecture} live={live} tab={tab} onSelectTab={selectTab}>
      {tab === 'feedback' ? (
        <FeedbackTab lecture={lecture} live={live} expressions={expressions} />
      ) : (
        <Box>
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
    </LiveLectureFrame>
  );
}

export default function LiveLectureScreen({ QaTab }: LiveLectureScreenProps) {
  const params = useParams();
  const { selectedCourse } = useStoredSession();
  const lectureNum = Number(params.lectureNum);
  const { data: lecture, isPending, isError } = useLiveLecture(selectedCourse?.id, lectureNum);

  // The breadcrumb names the lecture on this page.
  useRememberLecture(lecture);
  useBackStaysInLecture();

  const validNumber = Number.isInteger(lectureNum) && lectureNum > 0;
  return (
    <RouterScreen>
      {validNumber && isPending ? (
        <LiveLectureLoading />
      ) : !validNumber || isError || !lecture ? (
        <LiveLectureMissing />
      ) : (
        <LiveLecture lecture={lecture} QaTab={QaTab} />
      )}
    </RouterScreen>
  );
}
