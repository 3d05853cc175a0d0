import type { Question } from '@o4f/contract';
import { api, type ApiResponse } from '../../../lib/api-client.ts';
import { questionPath, type QuestionRef } from './qa-paths.ts';
import { echo, useQaMutation } from './use-qa-mutation.ts';

export interface HighlightInput extends QuestionRef {
  highlighted: boolean;
}

/** The lecture's teacher shows the question on the projected screen (one at a time), or clears it. */
export const highlightQuestion = ({
  highlighted,
  ...ref
}: HighlightInput): Promise<ApiResponse<Question>> =>
  api.put<Question>(`${questionPath(ref)}/highlight`, { highlighted });

export const useHighlightQuestion = () =>
  useQaMutation(highlightQuestion, echo('question_updated'));
