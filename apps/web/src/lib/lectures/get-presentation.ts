import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** The presentation PDF itself. */
export const getPresentation = (courseId: number, lectureNum: number): Promise<Blob> =>
  api.blob(`/course/${courseId}/lecture/${lectureNum}/presentation`);

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
