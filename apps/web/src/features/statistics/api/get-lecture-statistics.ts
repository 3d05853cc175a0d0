import type { LectureStatistics } from '@o4f/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { lecturePath, statsKeys, statsQuery, type LectureRef } from './stats-paths.ts';

/** GET .../statistics: the lecture's 11 counters (pseudonyms, accounts, posts, likes). */
export async function getLectureStatistics(ref: LectureRef): Promise<LectureStatistics> {
  const { data } = await api.get<LectureStatistics>(`${lecturePath(ref)}/statistics`);
  return data;
}

export const getLectureStatisticsQueryOptions = (ref: LectureRef) =>
  statsQuery(statsKeys.lectureStatistics(ref), () => getLectureStatistics(ref));

export const useLectureStatistics = (ref: LectureRef) =>
  useQuery(getLectureStatisticsQueryOptions(ref));
