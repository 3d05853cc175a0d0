import type { Lecture } from '@o4f/contract';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client.ts';

/** Same key as the lecture screens use, so a signal's reload reaches this page too. */
export const liveLectureQueryKey = (courseId: number, lectureNum: number) =>
  ['lectures', courseId, lectureNum] as const;

export async function getLiveLecture(courseId: number, lectureNum: number): Promise<Lecture> {
  const { data } = await api.get<Lecture>(`/course/${courseId}/lecture/${lectureNum}`);
  return data;
}

export function useLiveLecture(courseId: number | undefined, lectureNum: number | undefined) {
  return useQuery({
    queryKey: liveLectureQueryKey(courseId ?? 0, lectureNum ?? 0),
    queryFn: () => getLiveLecture(courseId ?? 0, lectureNum ?? 0),
    enabled: courseId !== undefined && lectureNum !== undefined && Number.isInteger(lectureNum),
    // A missing or forbidden lecture stays missing; only a network hiccup is worth a retry.
    retry: (failures, error) => failures < 1 && !(isApiError(error) && error.status >= 400),
  });
}
