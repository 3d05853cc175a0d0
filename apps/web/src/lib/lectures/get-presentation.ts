import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { lectureQueryKey } from './get-lecture.ts';

export const presentationFileQueryKey = (courseId: number, lectureNum: number) =>
  [...lectureQueryKey(courseId, lectureNum), 'presentation', 'file'] as const;

/** The presentation PDF itself. */
export const getPresentation = (courseId: number, lectureNum: number): Promise<Blob> =>
  api.blob(`/course/${courseId}/lecture/${lectureNum}/presentation`);

export const getPresentationQueryOptions = (courseId: number, lectureNum: number) =>
  queryOptions({
    queryKey: presentationFileQueryKey(courseId, lectureNum),
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
