import type { LectureStatistics } from '@o4f/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import {
  lecturePath,
  statsKeys,
  statsRetry,
  STATS_STALE_MS,
  toastingFailures,
  type LectureRef,
} from './stats-paths.ts';

/** GET .../statistics: the lecture's 11 counters (pseudonyms, accounts, posts, likes). */
export async function getLectureStatistics(ref: LectureRef): Promise<LectureStatistics> {
  const { data } = await api.get<LectureStatistics>(`${lecturePath(ref)}/statistics`);
  return data;
}

export const getLectureStatisticsQueryOptions = (ref: LectureRef) =>
  queryOptions({
    queryKey: statsKeys.lectureStatistics(ref),
    queryFn: () => toastingFailures(() => getLectureStatistics(ref)),
    staleTime: STATS_STALE_MS,
    retry: statsRetry,
  });

export const useLectureStatistics = (ref: LectureRef) =>
  useQuery(getLectureStatisticsQueryOptions(ref));
