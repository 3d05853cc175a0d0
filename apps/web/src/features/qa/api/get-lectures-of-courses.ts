import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lecture } from '@o4f/contract';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The lectures of several courses (POST /courses/lectures {coursesId}). */
export async function getLecturesOfCourses(courseIds: readonly number[]): Promise<Lecture[]> {
  if (courseIds.length === 0) return [];
  const { data } = await api.post<Lecture[]>('/courses/lectures', { coursesId: courseIds });
  return data ?? [];
}

export const useLecturesOfCourses = (courseIds: readonly number[]) =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.lecturesOfCourses(courseIds),
      queryFn: () => getLecturesOfCourses(courseIds),
      enabled: courseIds.length > 0,
    }),
  );
