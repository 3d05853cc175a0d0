/** Test data: a qa_update of lecture 3 in course 7 (question 9 posted), with the given changes. */
import type { QaUpdate } from '@o4f/contract';

export const buildQaUpdate = (overrides: Partial<QaUpdate> = {}): QaUpdate => ({
  courseId: 7,
  lectureNum: 3,
  kind: 'question_posted',
  questionId: 9,
  answerId: null,
  ...overrides,
});
