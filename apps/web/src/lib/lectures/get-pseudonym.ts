import type { MaskId } from '@o4f/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

export interface LecturePseudonym {
  pseudonym: string;
  maskId: MaskId | null;
}

/** The student's pseudonym in one lecture, or null when they have none there. */
export async function getPseudonym(
  courseId: number,
  lectureNum: number,
): Promise<LecturePseudonym | null> {
  const { data } = await api.get<Partial<LecturePseudonym> | null>(
    `/course/${courseId}/lecture/${lectureNum}/pseudonym`,
  );
  return data && typeof data.pseudonym === 'string'
    ? { pseudonym: data.pseudonym, maskId: data.maskId ?? null }
    : null;
}

export const getPseudonymQueryOptions = (courseId: number, lectureNum: number) =>
  queryOptions({
    queryKey: queryKeys.pseudonym(courseId, lectureNum),
    queryFn: () => getPseudonym(courseId, lectureNum),
    // A pseudonym never changes within a lecture.
    staleTime: Infinity,
    // 404 means no pseudonym: nothing to retry.
    retry: false,
  });

export const usePseudonym = (courseId: number | undefined, lectureNum: number | undefined) =>
  useQuery({
    ...getPseudonymQueryOptions(courseId ?? 0, lectureNum ?? 0),
    enabled: courseId !== undefined && lectureNum !== undefined,
  });
