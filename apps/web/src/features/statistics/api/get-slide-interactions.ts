import type { SlideInteractions } from '@o4f/contract';
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

/** One slide's timeline (teachers and admins): its stays and the reactions held in them. */
export async function getSlideInteractions(
  ref: LectureRef,
  slide: number,
): Promise<SlideInteractions> {
  const { data } = await api.get<SlideInteractions>(
    `${lecturePath(ref)}/slideInteractions/${slide}`,
  );
  return data;
}

export const getSlideInteractionsQueryOptions = (ref: LectureRef, slide: number) =>
  queryOptions({
    queryKey: statsKeys.interactions(ref, slide),
    queryFn: () => toastingFailures(() => getSlideInteractions(ref, slide)),
    staleTime: STATS_STALE_MS,
    retry: statsRetry,
  });

export const useSlideInteractions = (ref: LectureRef, slide: number, { enabled = true } = {}) =>
  useQuery({ ...getSlideInteractionsQueryOptions(ref, slide), enabled });
