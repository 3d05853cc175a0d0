import type { SlideInteractionsExist } from '@o4f/contract';
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

export async function getInteractionsExist(ref: LectureRef): Promise<SlideInteractionsExist> {
  const { data } = await api.get<SlideInteractionsExist>(
    `${lecturePath(ref)}/slideInteractions/exist`,
  );
  return data;
}

export const getInteractionsExistQueryOptions = (ref: LectureRef) =>
  queryOptions({
    queryKey: statsKeys.exist(ref),
    queryFn: () => toastingFailures(() => getInteractionsExist(ref)),
    staleTime: STATS_STALE_MS,
    retry: statsRetry,
  });

export const useInteractionsExist = (ref: LectureRef, { enabled = true } = {}) =>
  useQuery({ ...getInteractionsExistQueryOptions(ref), enabled });
