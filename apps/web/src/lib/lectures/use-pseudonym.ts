import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys.ts';
import { getPseudonym } from './get-pseudonym.ts';

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
