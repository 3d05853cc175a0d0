import type { Lecture } from '@o4f/contract';
import {
  composerModeFor,
  PostComposer,
  useIsTeacher,
  usePostQuestion,
  useReadOnlyLecture,
} from '../../qa/index.ts';

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
