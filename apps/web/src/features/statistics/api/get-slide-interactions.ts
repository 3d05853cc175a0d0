import type { SlideInteractions } from '@o4f/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { lecturePath, statsKeys, statsQuery, type LectureRef } from './stats-paths.ts';

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
  statsQuery(statsKeys.interactions(ref, slide), () => getSlideInteractions(ref, slide));

export const useSlideInteractions = (ref: LectureRef, slide: number, { enabled = true } = {}) =>
  useQuery({ ...getSlideInteractionsQueryOptions(ref, slide), enabled });
