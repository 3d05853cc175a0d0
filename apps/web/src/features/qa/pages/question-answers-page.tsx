/**
 * /lecture/:lectureNum/questions/:questionId: one question, the answer composer, its answers
 * (sorted) and each answer's discussions.
 */
import { Alert, Box, Stack, Typography } from '@mui/material';
import { FILTER_SORT_KEYS, sortPosts, type Lecture } from '@o4f/contract';
import { useState } from 'react';
import { PageLoader } from '../../../components/page-loader.tsx';
import { visuallyHiddenSx } from '../../../components/visually-hidden.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { text } from '../../../text/en.ts';
import { useAnswers } from '../api/get-answers.ts';
import { useQuestion } from '../api/get-question.ts';
import { usePostAnswer } from '../api/post-answer.ts';
import type { QuestionRef } from '../api/qa-paths.ts';
import { DiscussionCards } from '../components/discussion-cards.tsx';
import { AnswerCard, QuestionCard } from '../components/post-card.tsx';
import { PostComposer } from '../components/post-composer.tsx';
import { QaSortSelect } from '../components/qa-sort-select.tsx';
import { StaleBanner } from '../components/stale-banner.tsx';
import { composerModeFor, useIsTeacher, useReadOnlyLecture } from '../hooks/use-composer-mode.ts';
import { useQaUpdates } from '../hooks/use-qa-updates.ts';
import { useBack, useRouteLecture } from '../hooks/use-route-lecture.ts';
import { useWritingRegistry, WritingContext } from '../hooks/writing.ts';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

type AnswerSort = (typeof FILTER_SORT_KEYS)[number];

export default function QuestionAnswersPage() {
  const { courseId, lectureNum, questionId, lecture, fallback } = useRouteLecture();
  const handleBack = useBack(fallback);
  const ref =
    courseId !== undefined && lectureNum !== null && questionId !== null
      ? { courseId, lectureNum, questionId }
      : null;
  const question = useQuestion(ref);

  if (ref && (question.isPending || lecture.isPending))
    return (
      <Box role="status" aria-live="polite">
        <PageLoader />
      </Box>
    );
  // A question removed while shown is gone once refetched (the query keeps its last data).
  const gone = isApiError(question.error) && question.error.status === 404;
  if (!ref || !question.data || !lecture.data || gone)
    return (
      <Alert severity="warning" sx={{ maxWidth: 560, mx: 'auto' }}>
        {text.qa.questionNotFound}
      </Alert>
    );
  return (
    <QuestionAnswers
      questionRef={ref}
      lecture={lecture.data}
      question={question.data}
      onBack={handleBack}
    />
  );
}

function QuestionAnswers({
  questionRef,
  lecture,
  question,
  onBack,
}: {
  questionRef: QuestionRef;
  lecture: Lecture;
  question: NonNullable<ReturnType<typeof useQuestion>['data']>;
  onBack: () => void;
}) {
  const [sort, setSort] = useState<AnswerSort>('time');
  const answers = useAnswers(questionRef);
  const postAnswer = usePostAnswer();
  const isTeacher = useIsTeacher();
  const readOnly = useReadOnlyLecture(questionRef.courseId, questionRef.lectureNum);
  const answerMode = composerModeFor(lecture, 'answer', { readOnly });
  const discussionMode = composerModeFor(lecture, 'discussion', { readOnly });
  const { registry, writing } = useWritingRegistry();
  const { stale, refresh } = useQaUpdates(questionRef, {
    questionId: questionRef.questionId,
    writing,
  });
  const sorted = sortPosts(answers.data ?? [], sort);
  usePageTitle(text.qa.questionPageHeading(lecture.name));

  return (
    <WritingContext value={registry}>
      <Box sx={{ maxWidth: 960, mx: 'auto' }}>
        <Typography component="h1" sx={visuallyHiddenSx}>
          {text.qa.questionPageHeading(lecture.name)}
        </Typography>
        {stale && <StaleBanner onRefresh={refresh} />}
        <QuestionCard
          question={question}
          readOnly={readOnly}
          linkToAnswers={false}
          onBack={onBack}
        />
        <Box sx={{ my: 3 }}>
          <PostComposer
            kind="answer"
            mode={answerMode}
            canPostUnderPseudonym={isTeacher}
            pending={postAnswer.isPending}
            onSubmit={({ text: value, pseudonym }) =>
              postAnswer.mutateAsync({
                ...questionRef,
                text: value,
                asTeacher: isTeacher,
                pseudonym,
              })
            }
          />
        </Box>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
        >
          <Typography variant="h6" component="h2">
            {text.qa.answersHeading}
          </Typography>
          <QaSortSelect value={sort} onChange={setSort} options={FILTER_SORT_KEYS} />
        </Stack>
        {answers.isPending ? (
          <Typography color="text.secondary">{text.qa.loading}</Typography>
        ) : sorted.length === 0 ? (
          <Typography color="text.secondary">{text.qa.noAnswers}</Typography>
        ) : (
          <Stack spacing={1.5} role="list" aria-label={text.qa.answersHeading}>
            {sorted.map((answer) => (
              <div role="listitem" key={answer.id}>
                <AnswerCard answer={answer} readOnly={readOnly}>
                  <DiscussionCards answer={answer} mode={discussionMode} />
                </AnswerCard>
              </div>
            ))}
          </Stack>
        )}
      </Box>
    </WritingContext>
  );
}
