import type { Discussion } from '@o4f/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { answerPath, qaKeys, type AnswerRef } from './qa-paths.ts';

export async function getDiscussions(ref: AnswerRef): Promise<Discussion[]> {
  const { data } = await api.get<Discussion[]>(`${answerPath(ref)}/discussions`);
  return Array.isArray(data) ? data : [];
}

export const getDiscussionsQueryOptions = (ref: AnswerRef) =>
  queryOptions({ queryKey: qaKeys.discussions(ref), queryFn: () => getDiscussions(ref) });

export const useDiscussions = (ref: AnswerRef | null) =>
  useQuery({
    ...getDiscussionsQueryOptions(
      ref ?? { courseId: 0, lectureNum: 0, questionId: 0, answerId: 0 },
    ),
    enabled: ref !== null,
  });
