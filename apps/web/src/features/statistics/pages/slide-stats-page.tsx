/** /teacher/slide-stats?lecture=n&slide=k: one slide's reactions over the time it was shown. */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DownloadIcon from '@mui/icons-material/Download';
import TableChartIcon from '@mui/icons-material/TableChart';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  DEFAULT_TIMELINE_RESOLUTION,
  SLIDE,
  TIMELINE_MIN_STUDENTS,
  TIMELINE_RESOLUTIONS,
  extractVideoId,
  formatClock,
  timelineSegments,
  type Lecture,
  type TimelineResolution,
} from '@o4f/contract';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { DISPLAY_ORDER } from '../../../components/reactions/reaction-style.ts';
import { downloadCsv } from '../../../lib/csv.ts';
import { paths } from '../../../lib/paths.ts';
import { useStoredSession } from '../../../lib/session.ts';
import { videoEmbedUrl } from '../../../lib/video-embed.ts';
import { text } from '../../../text/en.ts';
import { useInteractionsExist } from '../api/get-interactions-exist.ts';
import { useSlideInteractions } from '../api/get-slide-interactions.ts';
import { useSlideStats } from '../api/get-slide-stats.ts';
import { LoadingState, MissingState } from '../components/page-states.tsx';
import { TimelineTable } from '../components/timeline-table.tsx';
import { useStatsLecture } from '../hooks/use-stats-lecture.ts';
import { timelineHeader, timelineRows } from '../utils/stats-csv.ts';
import {
  parseLectureNum,
  parseSlide,
  slideNeighbours,
  timelineReactions,
} from '../utils/timeline.ts';
import { mirrorInRtl } from '../../../components/mirror-in-rtl.ts';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

// recharts is loaded with the chart, after the page's own controls and table.
const TimelineChart = lazy(() => import('../components/timeline-chart.tsx'));

const t = text.statistics.timeline;

const asResolution = (value: string): TimelineResolution =>
  TIMELINE_RESOLUTIONS.find((resolution) => String(resolution) === value) ??
  DEFAULT_TIMELINE_RESOLUTION;

function LectureVideo({ lecture }: { lecture: Lecture }) {
  const videoId = extractVideoId(lecture.urlYoutube);
  if (!videoId) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="slide-stats-video">
      <CardContent>
        <Typography id="slide-stats-video" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t.video}
        </Typography>
        <Box sx={{ position: 'relative', width: '100%', maxWidth: 720, aspectRatio: '16 / 9' }}>
          <Box
            component="iframe"
            src={videoEmbedUrl(videoId)}
            title={t.videoTitle(lecture.name)}
            allow="encrypted-media; picture-in-picture"
            allowFullScreen
            loading="lazy"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
          />
        </Box>
      </CardContent>
    </Card>
  );
}

function SlideTimeline({
  lecture,
  slide,
  resolution,
  onResolution,
  onSlide,
}: {
  lecture: Lecture;
  slide: number;
  resolution: TimelineResolution;
  onResolution: (resolution: TimelineResolution) => void;
  onSlide: (slide: number) => void;
}) {
  const ref = { courseId: lecture.courseId, lectureNum: lecture.lectureNum };
  const [tableShown, setTableShown] = useState(false);
  const interactions = useSlideInteractions(ref, slide);
  const slides = useSlideStats(ref);
  const exist = useInteractionsExist(ref);

  const withData = useMemo(() => {
    const numbers = (slides.data ?? []).flatMap((stat) =>
      stat.slideNumber === null ? [] : [stat.slideNumber],
    );
    return exist.data?.interactionVideo ? [...numbers, SLIDE.VIDEO] : numbers;
  }, [slides.data, exist.data]);
  const { previous, next } = slideNeighbours(withData, slide);

  const segments = useMemo(
    () =>
      interactions.data
        ? timelineSegments(
            timelineReactions(interactions.data),
            interactions.data.duritationSec,
            resolution,
          )
        : [],
    [interactions.data, resolution],
  );
  const hasReactions = segments.some((segment) => segment.total > 0);
  const name = text.statistics.slideName(slide);
  usePageTitle(t.title(name));
  const fileSlide = slide >= 1 ? `slide-${slide}` : slide === SLIDE.VIDEO ? 'video' : 'no-pdf';

  const handleCsv = () =>
    downloadCsv(
      text.statistics.csv.timelineFile(lecture.lectureNum, fileSlide, resolution),
      timelineHeader(DISPLAY_ORDER),
      timelineRows(segments, DISPLAY_ORDER),
    );

  return (
    <Stack spacing={3} sx={{ maxWidth: 1200, mx: 'auto', minWidth: 0 }}>
      <Box>
        <Button
          component={Link}
          to={paths.lecture.stats(lecture.lectureNum)}
          startIcon={<ArrowBackIcon sx={mirrorInRtl} />}
          sx={{ mb: 1 }}
        >
          {t.backToLecture}
        </Button>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {t.title(name)}
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {text.statistics.lectureTitle(lecture.lectureNum, lecture.name)}
        </Typography>
      </Box>

      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Stack
          component="nav"
          aria-label={t.slideNav}
          direction="row"
          spacing={0.5}
          sx={{ alignItems: 'center' }}
        >
          <IconButton
            aria-label={t.previousSlide}
            disabled={previous === null}
            onClick={() => previous !== null && onSlide(previous)}
            data-testid="slide-previous"
          >
            <ChevronLeftIcon sx={mirrorInRtl} />
          </IconButton>
          <Typography sx={{ minWidth: 72, textAlign: 'center' }}>{name}</Typography>
          <IconButton
            aria-label={t.nextSlide}
            disabled={next === null}
            onClick={() => next !== null && onSlide(next)}
            data-testid="slide-next"
          >
            <ChevronRightIcon sx={mirrorInRtl} />
          </IconButton>
        </Stack>
        <TextField
          select
          size="small"
          label={t.resolution}
          value={String(resolution)}
          onChange={(event) => onResolution(asResolution(event.target.value))}
          slotProps={{
            select: { native: true },
            htmlInput: { 'data-testid': 'resolution-select' },
          }}
          sx={{ minWidth: 140 }}
        >
          {TIMELINE_RESOLUTIONS.map((option) => (
            <option key={option} value={option}>
              {t.segments(option)}
            </option>
          ))}
        </TextField>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={!interactions.isSuccess}
          onClick={handleCsv}
          data-testid="csv-timeline"
        >
          {text.statistics.csv.timeline}
        </Button>
      </Stack>

      {interactions.isPending && <LoadingState label={text.statistics.loading} />}
      {interactions.isError && (
        <LoadFailed message={t.loadFailed} onRetry={() => void interactions.refetch()} />
      )}
      {interactions.isSuccess && (
        <Card variant="outlined" component="section" aria-labelledby="timeline-title">
          <CardContent>
            <Typography id="timeline-title" variant="h6" component="h2">
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t.shownFor(formatClock(interactions.data.duritationSec))}
            </Typography>
            {hasReactions ? (
              <>
                <Suspense fallback={<LoadingState label={t.chartLoading} />}>
                  <TimelineChart segments={segments} label={t.chartLabel(name, resolution)} />
                </Suspense>
                <Button
                  size="small"
                  startIcon={<TableChartIcon />}
                  aria-expanded={tableShown}
                  aria-controls="timeline-table"
                  onClick={() => setTableShown(!tableShown)}
                  data-testid="toggle-timeline-table"
                  sx={{ my: 1 }}
                >
                  {tableShown ? t.hideTable : t.showTable}
                </Button>
                <TimelineTable
                  id="timeline-table"
                  segments={segments}
                  caption={t.tableCaption(name, resolution)}
                  visible={tableShown}
                />
              </>
            ) : interactions.data.suppressed ? (
              <Alert severity="info" data-testid="timeline-suppressed">
                {t.suppressed(TIMELINE_MIN_STUDENTS)}
              </Alert>
            ) : (
              <Alert severity="info">{t.empty}</Alert>
            )}
          </CardContent>
        </Card>
      )}

      <LectureVideo lecture={lecture} />
    </Stack>
  );
}

export default function SlideStatsPage() {
  const [params, setParams] = useSearchParams();
  const { selectedLecture } = useStoredSession();
  const [resolution, setResolution] = useState<TimelineResolution>(DEFAULT_TIMELINE_RESOLUTION);
  const lectureNum = parseLectureNum(params.get('lecture')) ?? selectedLecture?.lectureNum ?? null;
  const slide = parseSlide(params.get('slide')) ?? 1;
  const lecture = useStatsLecture(lectureNum);

  if (lectureNum === null)
    return (
      <MissingState
        message={t.noLecture}
        backTo={paths.teacher.stats}
        backLabel={text.statistics.backToList}
      />
    );
  if (lecture.isPending) return <LoadingState label={text.statistics.loading} />;
  if (!lecture.data)
    return (
      <MissingState
        message={text.statistics.lectureNotFound}
        backTo={paths.teacher.stats}
        backLabel={text.statistics.backToList}
      />
    );
  return (
    <SlideTimeline
      lecture={lecture.data}
      slide={slide}
      resolution={resolution}
      onResolution={setResolution}
      onSlide={(next) =>
        setParams({ lecture: String(lecture.data.lectureNum), slide: String(next) })
      }
    />
  );
}
