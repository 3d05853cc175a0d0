import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lecture } from '@o4f/contract';
import { api } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

export async function getLecture(courseId: number, lectureNum: number): Promise<Lecture> {
  const { data } = await api.get<Lecture>(`/course/${courseId}/lecture/${lectureNum}`);
  return data;
}

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
