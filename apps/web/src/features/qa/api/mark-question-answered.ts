import type { Question } from '@o4f/contract';
import { api, type ApiResponse } from '../../../lib/api-client.ts';
import { questionPath, type QuestionRef } from './qa-paths.ts';
import { echo, useQaMutation } from './use-qa-mutation.ts';

export interface MarkAnsweredInput extends QuestionRef {
  answered: boolean;
}

/** The lecture's teacher marks the question answered, or takes the mark back. */
export const markQuestionAnswered = ({
  answered,
  ...ref
}: MarkAnsweredInput): Promise<ApiResponse<Question>> =>
  api.put<Question>(`${questionPath(ref)}/answered`, { answered });

export const useMarkQuestionAnswered = () =>
  useQaMutation(markQuestionAnswered, echo('question_updated'));
