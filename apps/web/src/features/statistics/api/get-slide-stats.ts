import type { ExpressionStat } from '@o4f/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { lecturePath, statsKeys, statsQuery, type LectureRef } from './stats-paths.ts';

/** Added endpoint: every live slide with reactions or questions, in slide order. */
export async function getSlideStats(ref: LectureRef): Promise<ExpressionStat[]> {
  const { data } = await api.get<ExpressionStat[]>(`${lecturePath(ref)}/expression/slides`);
  return Array.isArray(data) ? data : [];
}

export const getSlideStatsQueryOptions = (ref: LectureRef) =>
  statsQuery(statsKeys.slides(ref), () => getSlideStats(ref));

export const useSlideStats = (ref: LectureRef) => useQuery(getSlideStatsQueryOptions(ref));
