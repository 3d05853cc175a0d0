import type { Answer } from '@o4f/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { answerPath, qaKeys, type AnswerRef } from './qa-paths.ts';

export async function getAnswer(ref: AnswerRef): Promise<Answer> {
  const { data } = await api.get<Answer>(answerPath(ref));
  return data;
}

export const getAnswerQueryOptions = (ref: AnswerRef) =>
  queryOptions({ queryKey: qaKeys.answer(ref), queryFn: () => getAnswer(ref) });

export const useAnswer = (ref: AnswerRef | null) =>
  useQuery({
    ...getAnswerQueryOptions(ref ?? { courseId: 0, lectureNum: 0, questionId: 0, answerId: 0 }),
    enabled: ref !== null,
  });
