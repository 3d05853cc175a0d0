import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys.ts';
import { getLectures } from './get-lectures.ts';

export const getLecturesQueryOptions = (courseId: number) =>
  queryOptions({ queryKey: queryKeys.lectures(courseId), queryFn: () => getLectures(courseId) });

export const useLectures = (courseId: number | undefined) =>
  useQuery({ ...getLecturesQueryOptions(courseId ?? 0), enabled: courseId !== undefined });
