import type { Answer } from '@o4f/contract';
import { api, type ApiResponse } from '../../../lib/api-client.ts';
import { questionPath, type QuestionRef } from './qa-paths.ts';
import { echo, useQaMutation } from './use-qa-mutation.ts';

export interface PostAnswerInput extends QuestionRef {
  text: string;
  asTeacher: boolean;
  pseudonym: boolean;
}

export const postAnswer = ({
  text,
  asTeacher,
  pseudonym,
  ...ref
}: PostAnswerInput): Promise<ApiResponse<Answer>> =>
  api.post<Answer>(`${questionPath(ref)}/answer`, {
    text: text.trim(),
    teacherAnswer: asTeacher && !pseudonym,
    teacherCanView: asTeacher,
    pseudonym: asTeacher && pseudonym,
  });

export const usePostAnswer = () => useQaMutation(postAnswer, echo('answer_posted'));
