import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys.ts';
import { getPresentation } from './get-presentation.ts';

export const getPresentationQueryOptions = (courseId: number, lectureNum: number) =>
  queryOptions({
    queryKey: queryKeys.presentationFile(courseId, lectureNum),
    queryFn: () => getPresentation(courseId, lectureNum),
    // A missing file is answered at once (the spec's message), not after a retry.
    retry: false,
    staleTime: Infinity,
  });

export const usePresentation = (
  courseId: number | undefined,
  lectureNum: number | undefined,
  enabled = true,
) =>
  useQuery({
    ...getPresentationQueryOptions(courseId ?? 0, lectureNum ?? 0),
    enabled: enabled && courseId !== undefined && lectureNum !== undefined,
  });
