import type { VideoExpression } from '@o4f/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { videoKeys, videoPath, type LectureRef } from './video-paths.ts';

/** The student's latest reaction to this video, or null. */
export async function getLastVideoExpression(ref: LectureRef): Promise<VideoExpression | null> {
  const { data } = await api.get<VideoExpression | null>(`${videoPath(ref)}/lastExpression`);
  return data && typeof data === 'object' && 'expressionTag' in data ? data : null;
}

export const useLastVideoExpression = (ref: LectureRef, { enabled = true } = {}) =>
  useQuery({
    queryKey: videoKeys.lastExpression(ref),
    queryFn: () => getLastVideoExpression(ref),
    enabled,
    // Read once when the page opens: the page itself knows what the student pressed since.
    staleTime: Infinity,
    gcTime: 0,
  });
