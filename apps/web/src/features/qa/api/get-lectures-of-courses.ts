import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lecture } from '@o4f/contract';
import { api } from '../../../lib/api-client.ts';

/** Under ['lectures'], so lecture signals (started, ended, updated) refresh the filter too. */
export const lecturesOfCoursesQueryKey = (courseIds: readonly number[]) =>
  ['lectures', 'ofCourses', [...courseIds].sort((a, b) => a - b)] as const;

/** The lectures of several courses (POST /courses/lectures {coursesId}). */
export async function getLecturesOfCourses(courseIds: readonly number[]): Promise<Lecture[]> {
  if (courseIds.length === 0) return [];
  const { data } = await api.post<Lecture[]>('/courses/lectures', { coursesId: courseIds });
  return data ?? [];
}

export const useLecturesOfCourses = (courseIds: readonly number[]) =>
  useQuery(
    queryOptions({
      queryKey: lecturesOfCoursesQueryKey(courseIds),
      queryFn: () => getLecturesOfCourses(courseIds),
      enabled: courseIds.length > 0,
    }),
  );
