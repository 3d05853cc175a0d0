/**
 * The question the teacher highlighted, over the top of the slide on the teacher's presentation
 * view (composed there by app/routes.tsx). It follows the lecture's qa_update events, so a
 * highlight set or cleared anywhere shows at once; the teacher clears it from here too. Placed
 * between the slide's side arrows, above the page numbers and thumbnails, so it covers no control.
 */
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, Paper, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { text } from '../../../text/en.ts';
import { useHighlightQuestion } from '../api/highlight-question.ts';
import { useLectureQuestions } from '../api/get-lecture-questions.ts';
import { questionRefOf } from '../hooks/use-post-actions.ts';
import { useQaUpdates } from '../hooks/use-qa-updates.ts';

export interface HighlightedQuestionProps {
  courseId: number;
  lectureNum: number;
}

/** Room kept on each side for the slide viewer's previous / next arrows. */
const ARROW_ROOM = 72;

export function HighlightedQuestion({ courseId, lectureNum }: HighlightedQuestionProps) {
  const ref = useMemo(() => ({ courseId, lectureNum }), [courseId, lectureNum]);
  const questions = useLectureQuestions(ref);
  useQaUpdates(ref);
  const clear = useHighlightQuestion();
  const question = questions.data?.find((item) => item.highlighted);
  if (!question) return null;
  return (
    <Paper
      component="section"
      aria-label={text.qa.highlightedQuestion}
      elevation={6}
      data-testid="highlighted-question"
      sx={{
        position: 'absolute',
        top: 8,
        left: ARROW_ROOM,
        right: ARROW_ROOM,
        mx: 'auto',
        maxWidth: 760,
        maxHeight: '40%',
        overflowY: 'auto',
        zIndex: 2,
        px: 2,
        py: 1.5,
        borderLeft: 4,
        borderColor: 'primary.main',
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <CampaignOutlinedIcon color="primary" sx={{ mt: 0.5 }} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="overline" color="primary" sx={{ lineHeight: 1.5 }}>
            {text.qa.highlightedQuestion}
          </Typography>
          <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {question.text}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {question.pseudonym}
          </Typography>
        </Box>
        <IconButton
          aria-label={text.qa.clearHighlight}
          disabled={clear.isPending}
          onClick={() => clear.mutate({ ...questionRefOf(question), highlighted: false })}
        >
          <CloseIcon />
        </IconButton>
      </Stack>
    </Paper>
  );
}
