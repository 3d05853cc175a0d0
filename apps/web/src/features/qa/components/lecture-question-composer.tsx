import type { Lecture } from '@o4f/contract';
import { usePostQuestion } from '../api/post-question.ts';
import { composerModeFor, useIsTeacher, useReadOnlyLecture } from '../hooks/use-composer-mode.ts';
import { PostComposer } from './post-composer.tsx';

/** The my-questions composer, shown when exactly one lecture is chosen: posts to that lecture. */
export function LectureQuestionComposer({ lecture }: { lecture: Lecture }) {
  const isTeacher = useIsTeacher();
  const readOnly = useReadOnlyLecture(lecture.courseId, lecture.lectureNum);
  const post = usePostQuestion();
  return (
    <PostComposer
      kind="question"
      variant="list"
      mode={composerModeFor(lecture, 'question', { readOnly })}
      canPostUnderPseudonym={isTeacher}
      pending={post.isPending}
      onSubmit={({ text, pseudonym }) =>
        post.mutateAsync({
          courseId: lecture.courseId,
          lectureNum: lecture.lectureNum,
          text,
          asTeacher: isTeacher,
          pseudonym,
        })
      }
    />
  );
}
