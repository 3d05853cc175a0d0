/** REST paths and query keys of a lecture's questions, answers and discussions (spec §7). */

export interface LectureRef {
  courseId: number;
  lectureNum: number;
}

export interface QuestionRef extends LectureRef {
  questionId: number;
}

export interface AnswerRef extends QuestionRef {
  answerId: number;
}

export interface DiscussionRef extends AnswerRef {
  discussionId: number;
}

/** A question, or an answer when answerId is given. */
export type PostRef = QuestionRef & { answerId?: number };

export const lecturePath = ({ courseId, lectureNum }: LectureRef) =>
  `/course/${courseId}/lecture/${lectureNum}`;
export const questionPath = (ref: QuestionRef) => `${lecturePath(ref)}/question/${ref.questionId}`;
export const answerPath = (ref: AnswerRef) => `${questionPath(ref)}/answer/${ref.answerId}`;
export const postPath = (ref: PostRef) =>
  ref.answerId === undefined ? questionPath(ref) : answerPath({ ...ref, answerId: ref.answerId });

/**
 * Every Q/A/D query lives under ['qa']: a change anywhere invalidates the root, so the lecture
 * screens and the multi-lecture list screens (which key their queries under QA_QUERY_ROOT too)
 * all refetch what is on screen.
 */
export const QA_QUERY_ROOT = ['qa'] as const;

export const qaKeys = {
  all: QA_QUERY_ROOT,
  lecture: ({ courseId, lectureNum }: LectureRef) =>
    [...QA_QUERY_ROOT, courseId, lectureNum] as const,
  questions: (ref: LectureRef) => [...qaKeys.lecture(ref), 'questions'] as const,
  question: (ref: QuestionRef) => [...qaKeys.lecture(ref), 'question', ref.questionId] as const,
  questionHistory: (ref: QuestionRef) => [...qaKeys.question(ref), 'history'] as const,
  answers: (ref: QuestionRef) => [...qaKeys.question(ref), 'answers'] as const,
  answer: (ref: AnswerRef) => [...qaKeys.answers(ref), ref.answerId] as const,
  answerHistory: (ref: AnswerRef) => [...qaKeys.answer(ref), 'history'] as const,
  discussions: (ref: AnswerRef) => [...qaKeys.answer(ref), 'discussions'] as const,
  discussion: (ref: DiscussionRef) => [...qaKeys.discussions(ref), ref.discussionId] as const,
};
