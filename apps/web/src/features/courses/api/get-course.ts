import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Course } from '@o4f/contract';
import { api } from '../../../lib/api-client.ts';
import { coursesQueryKey } from '../../../lib/courses/get-courses.ts';

export const courseQueryKey = (courseId: number) => [...coursesQueryKey, courseId] as const;

export async function getCourse(courseId: number): Promise<Course> {
  const { data } = await api.get<Course>(`/course/${courseId}`);
  return data;
}

export const getCourseQueryOptions = (courseId: number) =>
  queryOptions({ queryKey: courseQueryKey(courseId), queryFn: () => getCourse(courseId) });

export const useCourse = (courseId: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getCourseQueryOptions(courseId), enabled });
