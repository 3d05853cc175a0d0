/** /teacher/stats: the selected course's lectures, each opening its statistics. */
import BarChartIcon from '@mui/icons-material/BarChart';
import {
  Box,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import type { Lecture } from '@o4f/contract';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { visuallyHiddenSx } from '../../../components/visually-hidden.ts';
import { formatDate } from '../../../lib/dates.ts';
import { useLectures } from '../../../lib/lectures/use-lectures.ts';
import { sortLecturesByStart } from '../../../lib/lectures/sort-lectures.ts';
import { paths } from '../../../lib/paths.ts';
import { useStoredSession } from '../../../lib/session.ts';
import { storage } from '../../../lib/storage.ts';
import { text } from '../../../text/en.ts';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

const t = text.statistics;

const gridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
} as const;

function StatsLectureCard({ lecture }: { lecture: Lecture }) {
  const select = () =>
    storage.setSelectedLecture({
      id: lecture.id,
      lectureNum: lecture.lectureNum,
      name: lecture.name,
      courseId: lecture.courseId,
    });
  return (
    <Card component="li" variant="outlined">
      <CardActionArea
        component={Link}
        to={paths.lecture.stats(lecture.lectureNum)}
        onClick={select}
        data-testid={`stats-lecture-${lecture.lectureNum}`}
        sx={{ height: '100%' }}
      >
        <CardContent>
          {/* The link is named by what it shows (WCAG 2.5.3), with what it opens said first. */}
          <Box component="span" sx={visuallyHiddenSx}>
            {t.openLecturePrefix}
          </Box>
          <Stack
            direction="row"
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}
          >
            <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
              {t.lectureNumber(lecture.lectureNum)}
            </Typography>
            <Chip
              size="small"
              variant="outlined"
              label={t.info.states[lecture.state]}
              icon={<BarChartIcon />}
            />
          </Stack>
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {lecture.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDate(lecture.startTime, 'date')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t.info.timeRange(
              formatDate(lecture.startTime, 'time12'),
              formatDate(lecture.endTime, 'time12'),
            )}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export default function StatsListPage() {
  usePageTitle(t.title);
  const { selectedCourse } = useStoredSession();
  const lectures = useLectures(selectedCourse?.id);
  const sorted = useMemo(() => sortLecturesByStart(lectures.data ?? []), [lectures.data]);

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t.title}
      </Typography>
      {lectures.isPending && (
        <Box role="status" aria-label={text.common.loading} sx={gridSx}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} variant="rounded" height={120} />
          ))}
        </Box>
      )}
      {lectures.isError && (
        <LoadFailed message={t.lecturesLoadFailed} onRetry={() => void lectures.refetch()} />
      )}
      {lectures.isSuccess && sorted.length === 0 && <Typography>{t.listEmpty}</Typography>}
      {sorted.length > 0 && (
        <Box component="ul" aria-label={t.listLabel} sx={gridSx}>
          {sorted.map((lecture) => (
            <StatsLectureCard key={lecture.id} lecture={lecture} />
          ))}
        </Box>
      )}
    </Stack>
  );
}
