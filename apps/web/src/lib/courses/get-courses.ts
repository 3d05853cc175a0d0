import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Course } from '@o4f/contract';
import { api } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

export async function getCourses(): Promise<Course[]> {
  const { data } = await api.get<Course[]>('/courses');
  return data;
}

export const getCoursesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.courses, queryFn: getCourses });

export const useCourses = () => useQuery(getCoursesQueryOptions());
