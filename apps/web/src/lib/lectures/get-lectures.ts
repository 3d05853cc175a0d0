import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lecture } from '@o4f/contract';
import { api } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

export async function getLectures(courseId: number): Promise<Lecture[]> {
  const { data } = await api.get<Lecture[]>(`/course/${courseId}/lectures`);
  return data;
}

export const getLecturesQueryOptions = (courseId: number) =>
  queryOptions({ queryKey: queryKeys.lectures(courseId), queryFn: () => getLectures(courseId) });

export const useLectures = (courseId: number | undefined) =>
  useQuery({ ...getLecturesQueryOptions(courseId ?? 0), enabled: courseId !== undefined });
