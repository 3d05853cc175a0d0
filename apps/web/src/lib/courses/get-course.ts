import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Course } from '@o4f/contract';
import { api } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

export async function getCourse(courseId: number): Promise<Course> {
  const { data } = await api.get<Course>(`/course/${courseId}`);
  return data;
}

export const getCourseQueryOptions = (courseId: number) =>
  queryOptions({ queryKey: queryKeys.course(courseId), queryFn: () => getCourse(courseId) });

export const useCourse = (courseId: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getCourseQueryOptions(courseId), enabled });
