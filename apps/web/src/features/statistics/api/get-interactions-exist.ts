import type { SlideInteractionsExist } from '@o4f/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { lecturePath, statsKeys, statsQuery, type LectureRef } from './stats-paths.ts';

export async function getInteractionsExist(ref: LectureRef): Promise<SlideInteractionsExist> {
  const { data } = await api.get<SlideInteractionsExist>(
    `${lecturePath(ref)}/slideInteractions/exist`,
  );
  return data;
}

export const getInteractionsExistQueryOptions = (ref: LectureRef) =>
  statsQuery(statsKeys.exist(ref), () => getInteractionsExist(ref));

export const useInteractionsExist = (ref: LectureRef, { enabled = true } = {}) =>
  useQuery({ ...getInteractionsExistQueryOptions(ref), enabled });
