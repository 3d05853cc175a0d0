/**
 * A lecture's Q&A block, shared by the live page's Q&A tab and the per-lecture questions page:
 * the stale banner, the question composer and the question list.
 */
import { Box, Typography } from '@mui/material';
import type { Lecture, SortKey } from '@o4f/contract';
import { text } from '../../../text/en.ts';
import { useLectureQuestions } from '../api/get-lecture-questions.ts';
import { usePostQuestion } from '../api/post-question.ts';
import { composerModeFor, useIsTeacher, useReadOnlyLecture } from '../hooks/use-composer-mode.ts';
import { useQaUpdates } from '../hooks/use-qa-updates.ts';
import { useWritingRegistry, WritingContext } from '../hooks/writing.ts';
import { NewQuestionsAnnouncer } from './new-questions-announcer.tsx';
import { PostComposer } from './post-composer.tsx';
import { QuestionList } from './question-list.tsx';
import { StaleBanner } from './stale-banner.tsx';

export interface LectureQuestionsProps {
  lecture: Lecture;
  sort: SortKey;
  /** The slide shown while asking (live page); -1 without a presentation. */
  slideNumber?: number;
}

export function LectureQuestions({ lecture, sort, slideNumber }: LectureQuestionsProps) {
  const ref = { courseId: lecture.courseId, lectureNum: lecture.lectureNum };
  const questions = useLectureQuestions(ref);
  const postQuestion = usePostQuestion();
  const isTeacher = useIsTeacher();
  const readOnly = useReadOnlyLecture(ref.courseId, ref.lectureNum);
  const mode = composerModeFor(lecture, 'question', { readOnly });
  const { registry, writing } = useWritingRegistry();
  const { stale, refresh, newQuestions } = useQaUpdates(ref, { writing });

  return (
    <WritingContext value={registry}>
      <Box role="region" aria-label={text.qa.region}>
        <NewQuestionsAnnouncer count={newQuestions} />
        {stale && <StaleBanner onRefresh={refresh} />}
        <Box sx={{ mb: 3 }}>
          <PostComposer
            kind="question"
            variant="live"
            mode={mode}
            canPostUnderPseudonym={isTeacher}
            pending={postQuestion.isPending}
            onSubmit={({ text: value, pseudonym }) =>
              postQuestion.mutateAsync({
                ...ref,
                text: value,
                slideNumber: lecture.hasPresentation ? slideNumber : undefined,
                asTeacher: isTeacher,
                pseudonym,
              })
            }
          />
        </Box>
        {questions.isPending ? (
          <Typography color="text.secondary">{text.qa.loading}</Typography>
        ) : (
          <QuestionList questions={questions.data ?? []} sort={sort} readOnly={readOnly} />
        )}
      </Box>
    </WritingContext>
  );
}

/** The live page's Q&A tab. */
export function QaTab(props: LectureQuestionsProps) {
  return <LectureQuestions {...props} />;
}
