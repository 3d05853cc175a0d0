/** /lecture/:lectureNum/questions: a lecture's questions, sort, and the question composer. */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { LIVE_SORT_KEYS } from '@o4f/contract';
import { useState } from 'react';
import { PageLoader } from '../../../components/page-loader.tsx';
import { text } from '../../../text/en.ts';
import { LectureQuestions } from '../components/lecture-questions.tsx';
import { QaSortSelect } from '../components/qa-sort-select.tsx';
import { useBack, useRouteLecture } from '../hooks/use-route-lecture.ts';
import { mirrorInRtl } from '../../../components/mirror-in-rtl.ts';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

type LiveSort = (typeof LIVE_SORT_KEYS)[number];

export default function LectureQuestionsPage() {
  usePageTitle(text.qa.questionsTitle);
  const { lectureNum, lecture, fallback } = useRouteLecture();
  const handleBack = useBack(fallback);
  const [sort, setSort] = useState<LiveSort>('time');

  if (lectureNum !== null && lecture.isPending)
    return (
      <Box role="status" aria-live="polite">
        <PageLoader />
      </Box>
    );
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', rowGap: 1 }}
      >
        <Button startIcon={<ArrowBackIcon sx={mirrorInRtl} />} onClick={handleBack}>
          {text.qa.back}
        </Button>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h5" component="h1">
            {text.qa.questionsTitle}
          </Typography>
          {lecture.data && <Typography color="text.secondary">{lecture.data.name}</Typography>}
        </Box>
        {lecture.data && <QaSortSelect value={sort} onChange={setSort} options={LIVE_SORT_KEYS} />}
      </Stack>
      {lecture.data ? (
        <LectureQuestions lecture={lecture.data} sort={sort} />
      ) : (
        <Alert severity="warning">{text.qa.lectureNotFound}</Alert>
      )}
    </Box>
  );
}
