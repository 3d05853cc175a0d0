import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client.ts';
import { getLectureQueryOptions } from '../../../lib/lectures/use-lecture.ts';

export function useLiveLecture(courseId: number | undefined, lectureNum: number | undefined) {
  return useQuery({
    // The lecture screens' query (a signal's reload reaches this page too), with its own retries.
    ...getLectureQueryOptions(courseId ?? 0, lectureNum ?? 0),
    enabled: courseId !== undefined && lectureNum !== undefined && Number.isInteger(lectureNum),
    // A missing or forbidden lecture stays missing; only a network hiccup is worth a retry.
    retry: (failures, error) => failures < 1 && !(isApiError(error) && error.status >= 400),
  });
}
