import type { Answer } from '@o4f/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { qaKeys, questionPath, type QuestionRef } from './qa-paths.ts';

/** The answers of one question, each with its discussions. */
export async function getAnswers(ref: QuestionRef): Promise<Answer[]> {
  const { data } = await api.get<Answer[]>(`${questionPath(ref)}/answers`);
  return Array.isArray(data) ? data : [];
}

export const getAnswersQueryOptions = (ref: QuestionRef) =>
  queryOptions({ queryKey: qaKeys.answers(ref), queryFn: () => getAnswers(ref) });

export const useAnswers = (ref: QuestionRef | null) =>
  useQuery({
    ...getAnswersQueryOptions(ref ?? { courseId: 0, lectureNum: 0, questionId: 0 }),
    enabled: ref !== null,
  });
