import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys.ts';
import { getCourses } from './get-courses.ts';

export const getCoursesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.courses, queryFn: getCourses });

export const useCourses = () => useQuery(getCoursesQueryOptions());
