import { NO_PDF_SLIDE, type Question } from '@o4f/contract';
import { api, type ApiResponse } from '../../../lib/api-client.ts';
import { lecturePath, type LectureRef } from './qa-paths.ts';
import { echo, useQaMutation } from './use-qa-mutation.ts';

export interface PostQuestionInput extends LectureRef {
  text: string;
  /** The slide the question was asked on; -1 without a presentation. */
  slideNumber?: number;
  /** The poster is a teacher. */
  asTeacher: boolean;
  /** A teacher posts under a pseudonym instead of openly. */
  pseudonym: boolean;
}

export const postQuestion = ({
  text,
  slideNumber = NO_PDF_SLIDE,
  asTeacher,
  pseudonym,
  ...ref
}: PostQuestionInput): Promise<ApiResponse<Question>> =>
  api.post<Question>(`${lecturePath(ref)}/question`, {
    text: text.trim(),
    slideNumber,
    teacherQuestion: asTeacher && !pseudonym,
    teacherCanView: asTeacher,
    pseudonym: asTeacher && pseudonym,
  });

export const usePostQuestion = () => useQaMutation(postQuestion, echo('question_posted'));
