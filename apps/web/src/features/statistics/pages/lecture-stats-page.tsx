/** /lecture/{n}/stats: what the class said in one lecture, for its teacher and its students. */
import DownloadIcon from '@mui/icons-material/Download';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { SLIDE, isPageSlide, type Lecture } from '@o4f/contract';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { DISPLAY_ORDER } from '../../../components/reactions/reaction-style.ts';
import { downloadCsv } from '../../../lib/csv.ts';
import { paths } from '../../../lib/paths.ts';
import { homePathFor, useStoredSession } from '../../../lib/session.ts';
import { text } from '../../../text/en.ts';
import { useExpressionStat } from '../api/get-expression-stat.ts';
import { useInteractionsExist } from '../api/get-interactions-exist.ts';
import { useLectureQuestions } from '../api/get-lecture-questions.ts';
import { useLectureStatistics } from '../api/get-lecture-statistics.ts';
import { useSlideStats } from '../api/get-slide-stats.ts';
import { ConfusionPanel } from '../components/confusion-panel.tsx';
import { LectureInfoTable } from '../components/lecture-info-table.tsx';
import { LoadingState, MissingState } from '../components/page-states.tsx';
import { SlideCardGrid } from '../components/slide-card-grid.tsx';
import { StatCard } from '../components/stat-card.tsx';
import { useStatsLecture } from '../hooks/use-stats-lecture.ts';
import {
  QUESTIONS_HEADER,
  STATISTICS_HEADER,
  questionRows,
  statisticsRows,
} from '../utils/stats-csv.ts';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

const t = text.statistics;

function SectionTitle({ children }: { children: string }) {
  return (
    <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
      {children}
    </Typography>
  );
}

function LectureStats({
  lecture,
  isTeacher,
  isAdmin,
}: {
  lecture: Lecture;
  isTeacher: boolean;
  isAdmin: boolean;
}) {
  const ref = { courseId: lecture.courseId, lectureNum: lecture.lectureNum };
  const [shown, setShown] = useState(true);
  const whole = useExpressionStat(ref, null);
  const slides = useSlideStats(ref);
  const exist = useInteractionsExist(ref);
  const statistics = useLectureStatistics(ref);
  const questions = useLectureQuestions(ref);
  const showVideo = isTeacher && isAdmin;
  const video = useExpressionStat(ref, SLIDE.VIDEO, {
    enabled: showVideo && exist.data?.interactionVideo === true,
  });

  const pageSlides = useMemo(
    () =>
      (slides.data ?? [])
        .filter((stat) => stat.slideNumber !== null && isPageSlide(stat.slideNumber))
        .sort((a, b) => (a.slideNumber ?? 0) - (b.slideNumber ?? 0)),
    [slides.data],
  );
  const noPdf = slides.data?.find((stat) => stat.slideNumber === SLIDE.NO_PDF);
  const loaded = whole.isSuccess && slides.isSuccess;
  const nothing = loaded && whole.data.totalExpressions === 0 && pageSlides.length === 0 && !noPdf;

  const handleStatisticsCsv = () =>
    downloadCsv(
      t.csv.statisticsFile(lecture.lectureNum),
      STATISTICS_HEADER,
      statisticsRows(
        slides.data ?? [],
        whole.data,
        DISPLAY_ORDER,
        showVideo && video.data ? [video.data] : [],
      ),
    );
  const handleQuestionsCsv = () =>
    downloadCsv(
      t.csv.questionsFile(lecture.lectureNum),
      QUESTIONS_HEADER,
      questionRows(questions.data ?? []),
    );

  return (
    <Stack spacing={3} sx={{ maxWidth: 1200, mx: 'auto', minWidth: 0 }}>
      <Box>
        <Typography variant="h4" component="h1">
          {t.title}
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t.lectureTitle(lecture.lectureNum, lecture.name)}
        </Typography>
      </Box>

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        useFlexGap
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, flexWrap: 'wrap' }}
      >
        <Button
          variant="text"
          startIcon={shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
          aria-expanded={shown}
          aria-controls="lecture-statistics"
          onClick={() => setShown(!shown)}
          data-testid="toggle-statistics"
          sx={{ mr: 'auto' }}
        >
          {shown ? t.hideStatistics : t.showStatistics}
        </Button>
        {isTeacher && (
          <Stack
            role="group"
            aria-label={t.csv.group}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignSelf: { xs: 'stretch', sm: 'auto' } }}
          >
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              disabled={!loaded}
              onClick={handleStatisticsCsv}
              data-testid="csv-statistics"
            >
              {t.csv.statistics}
            </Button>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              disabled={!questions.isSuccess}
              onClick={handleQuestionsCsv}
              data-testid="csv-questions"
            >
              {t.csv.questions}
            </Button>
          </Stack>
        )}
      </Stack>

      {shown && (
        <Stack id="lecture-statistics" spacing={3}>
          {(whole.isPending || slides.isPending) && <LoadingState label={t.loading} />}
          {(whole.isError || slides.isError) && (
            <LoadFailed
              message={t.loadFailed}
              onRetry={() => {
                void whole.refetch();
                void slides.refetch();
              }}
            />
          )}

          {nothing && <Alert severity="info">{t.empty}</Alert>}

          {loaded && !nothing && (
            <ConfusionPanel
              slides={slides.data}
              questions={questions.data ?? []}
              lectureNum={lecture.lectureNum}
              linkSlides={isTeacher}
            />
          )}

          <LectureInfoTable
            lecture={lecture}
            statistics={statistics.data}
            loading={statistics.isPending}
          />

          {loaded && !nothing && (
            <>
              <StatCard
                title={t.whole}
                stat={whole.data}
                headingLevel="h2"
                testId="lecture-stat-whole"
              />

              {pageSlides.length > 0 && (
                <Stack component="section" aria-labelledby="per-slide-title" spacing={1.5}>
                  <Box id="per-slide-title">
                    <SectionTitle>{t.perSlide}</SectionTitle>
                  </Box>
                  <SlideCardGrid
                    slides={pageSlides}
                    lectureNum={lecture.lectureNum}
                    linkSlides={isTeacher}
                  />
                </Stack>
              )}

              {noPdf && (
                <StatCard
                  title={t.noPresentation}
                  stat={noPdf}
                  headingLevel="h2"
                  to={
                    isTeacher
                      ? paths.teacher.slideStatsOf(lecture.lectureNum, SLIDE.NO_PDF)
                      : undefined
                  }
                  testId="lecture-stat-no-presentation"
                />
              )}
            </>
          )}

          {showVideo && exist.isSuccess && (
            <Box data-testid="video-statistics">
              {exist.data.interactionVideo && video.data ? (
                <StatCard
                  title={t.video}
                  stat={video.data}
                  headingLevel="h2"
                  to={paths.teacher.slideStatsOf(lecture.lectureNum, SLIDE.VIDEO)}
                  testId="lecture-stat-video"
                />
              ) : !exist.data.interactionVideo ? (
                <Alert severity="info">{t.noVideo}</Alert>
              ) : null}
            </Box>
          )}
        </Stack>
      )}
    </Stack>
  );
}

export default function LectureStatsPage() {
  usePageTitle(t.title);
  const params = useParams();
  const { role, isAdmin } = useStoredSession();
  const lectureNum = Number(params.lectureNum);
  const lecture = useStatsLecture(lectureNum);
  const isTeacher = role === 'TEACHER';

  if (lecture.valid && lecture.isPending) return <LoadingState label={t.loading} />;
  if (!lecture.valid || !lecture.data)
    return (
      <MissingState
        message={t.lectureNotFound}
        backTo={isTeacher ? paths.teacher.stats : homePathFor(role)}
        backLabel={isTeacher ? t.backToList : text.courses.form.backToCourses}
      />
    );
  return <LectureStats lecture={lecture.data} isTeacher={isTeacher} isAdmin={isAdmin} />;
}
