import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys.ts';
import { getCourse } from './get-course.ts';

export const getCourseQueryOptions = (courseId: number) =>
  queryOptions({ queryKey: queryKeys.course(courseId), queryFn: () => getCourse(courseId) });

export const useCourse = (courseId: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getCourseQueryOptions(courseId), enabled });
