import type { Answer } from '@o4f/contract';
import { api, type ApiResponse } from '../../../lib/api-client.ts';
import { answerPath, type AnswerRef } from './qa-paths.ts';
import { echo, useQaMutation } from './use-qa-mutation.ts';

export interface UpdateAnswerInput extends AnswerRef {
  text: string;
  teacherAnswer: boolean;
}

export const updateAnswer = ({
  text,
  teacherAnswer,
  ...ref
}: UpdateAnswerInput): Promise<ApiResponse<Answer>> =>
  api.put<Answer>(answerPath(ref), { text: text.trim(), teacherAnswer });

export const useUpdateAnswer = () => useQaMutation(updateAnswer, echo('answer_updated'));
