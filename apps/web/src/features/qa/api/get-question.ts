import type { Question } from '@o4f/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client.ts';
import { qaKeys, questionPath, type QuestionRef } from './qa-paths.ts';

export async function getQuestion(ref: QuestionRef): Promise<Question> {
  const { data } = await api.get<Question>(questionPath(ref));
  return data;
}

export const getQuestionQueryOptions = (ref: QuestionRef) =>
  queryOptions({ queryKey: qaKeys.question(ref), queryFn: () => getQuestion(ref) });

export const useQuestion = (ref: QuestionRef | null) =>
  useQuery({
    ...getQuestionQueryOptions(ref ?? { courseId: 0, lectureNum: 0, questionId: 0 }),
    enabled: ref !== null,
    // A missing or forbidden question stays so; only a network hiccup is worth a retry.
    retry: (failures, error) => failures < 1 && !(isApiError(error) && error.status >= 400),
  });
