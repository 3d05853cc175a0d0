import type { ClassStatusInfo } from '@o4f/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET .../info: who has been issued what in this lecture and course. */
export type ClassInfo = ClassStatusInfo;

export const classInfoQueryKey = (courseId: number, lectureNum: number) =>
  ['class-info', courseId, lectureNum] as const;

export async function getClassInfo(courseId: number, lectureNum: number): Promise<ClassInfo> {
  const { data } = await api.get<Partial<ClassInfo> | null>(
    `/course/${courseId}/lecture/${lectureNum}/info`,
  );
  return {
    attending: data?.attending ?? 0,
    new_accounts_lec: data?.new_accounts_lec ?? 0,
    new_accounts_course: data?.new_accounts_course ?? 0,
    accounts_course: data?.accounts_course ?? 0,
  };
}

export const getClassInfoQueryOptions = (courseId: number, lectureNum: number) =>
  queryOptions({
    queryKey: classInfoQueryKey(courseId, lectureNum),
    queryFn: () => getClassInfo(courseId, lectureNum),
  });

export const useClassInfo = (courseId: number, lectureNum: number) =>
  useQuery(getClassInfoQueryOptions(courseId, lectureNum));
