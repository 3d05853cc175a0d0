import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Course } from '@o4f/contract';
import { api } from '../api-client.ts';

export const coursesQueryKey = ['courses'] as const;

export async function getCourses(): Promise<Course[]> {
  const { data } = await api.get<Course[]>('/courses');
  return data;
}

export const getCoursesQueryOptions = () =>
  queryOptions({ queryKey: coursesQueryKey, queryFn: getCourses });

export const useCourses = () => useQuery(getCoursesQueryOptions());
