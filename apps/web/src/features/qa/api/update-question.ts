import type { Question } from '@o4f/contract';
import { api, type ApiResponse } from '../../../lib/api-client.ts';
import { questionPath, type QuestionRef } from './qa-paths.ts';
import { echo, useQaMutation } from './use-qa-mutation.ts';

export interface UpdateQuestionInput extends QuestionRef {
  text: string;
  teacherQuestion: boolean;
}

export const updateQuestion = ({
  text,
  teacherQuestion,
  ...ref
}: UpdateQuestionInput): Promise<ApiResponse<Question>> =>
  api.put<Question>(questionPath(ref), { text: text.trim(), teacherQuestion });

export const useUpdateQuestion = () => useQaMutation(updateQuestion, echo('question_updated'));
