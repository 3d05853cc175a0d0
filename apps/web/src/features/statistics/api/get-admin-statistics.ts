import type { AdminStatisticsEntry } from '@o4f/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { statsKeys, statsRetry, STATS_STALE_MS, toastingFailures } from './stats-paths.ts';

/** GET /teacher/adminStatistics/ (admin teachers): every lecture with its creator and counts. */
export async function getAdminStatistics(): Promise<AdminStatisticsEntry[]> {
  const { data } = await api.get<AdminStatisticsEntry[]>('/teacher/adminStatistics/');
  return Array.isArray(data) ? data : [];
}

export const getAdminStatisticsQueryOptions = () =>
  queryOptions({
    queryKey: statsKeys.admin,
    queryFn: () => toastingFailures(getAdminStatistics),
    staleTime: STATS_STALE_MS,
    retry: statsRetry,
  });

export const useAdminStatistics = () => useQuery(getAdminStatisticsQueryOptions());
