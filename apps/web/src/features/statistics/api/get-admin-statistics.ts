import type { AdminStatisticsEntry } from '@o4f/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { statsKeys, statsQuery } from './stats-paths.ts';

/** GET /teacher/adminStatistics/ (admin teachers): every lecture with its creator and counts. */
export async function getAdminStatistics(): Promise<AdminStatisticsEntry[]> {
  const { data } = await api.get<AdminStatisticsEntry[]>('/teacher/adminStatistics/');
  return Array.isArray(data) ? data : [];
}

export const getAdminStatisticsQueryOptions = () => statsQuery(statsKeys.admin, getAdminStatistics);

export const useAdminStatistics = () => useQuery(getAdminStatisticsQueryOptions());
