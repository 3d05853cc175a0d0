import type { Lecture } from '@o4f/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const isLecture = (value: unknown): value is Lecture =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Lecture).lectureNum === 'number' &&
  typeof (value as Lecture).name === 'string';

/** The live lecture of the course the student attends, or null. */
export async function getLiveAttending(courseId: number): Promise<Lecture | null> {
  const { data } = await api.get<unknown>(`/course/${courseId}/lecture/liveAttending`);
  return isLecture(data) ? data : null;
}

export const getLiveAttendingQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: queryKeys.liveAttending(courseId),
    queryFn: () => getLiveAttending(courseId),
  });

/** Only students attend lectures; pass no course to skip the call. */
export const useLiveAttending = (courseId: number | undefined) =>
  useQuery({ ...getLiveAttendingQueryOptions(courseId ?? 0), enabled: courseId !== undefined });
