import type { Discussion } from '@o4f/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { answerPath, qaKeys, type DiscussionRef } from './qa-paths.ts';

export async function getDiscussion(ref: DiscussionRef): Promise<Discussion> {
  const { data } = await api.get<Discussion>(`${answerPath(ref)}/discussion/${ref.discussionId}`);
  return data;
}

export const getDiscussionQueryOptions = (ref: DiscussionRef) =>
  queryOptions({ queryKey: qaKeys.discussion(ref), queryFn: () => getDiscussion(ref) });

export const useDiscussion = (ref: DiscussionRef | null) =>
  useQuery({
    ...getDiscussionQueryOptions(
      ref ?? { courseId: 0, lectureNum: 0, questionId: 0, answerId: 0, discussionId: 0 },
    ),
    enabled: ref !== null,
  });
