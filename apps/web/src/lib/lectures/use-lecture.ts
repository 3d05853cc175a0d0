import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys.ts';
import { getLecture } from './get-lecture.ts';

export const getLectureQueryOptions = (courseId: number, lectureNum: number) =>
  queryOptions({
    queryKey: queryKeys.lecture(courseId, lectureNum),
    queryFn: () => getLecture(courseId, lectureNum),
  });

export const useLecture = (courseId: number | undefined, lectureNum: number | undefined) =>
  useQuery({
    ...getLectureQueryOptions(courseId ?? 0, lectureNum ?? 0),
    enabled: courseId !== undefined && lectureNum !== undefined,
  });
