import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { useStoredSession } from '../../../lib/session.ts';
import { getLectureQueryOptions } from '../../../lib/lectures/use-lecture.ts';

/** The lecture named by the route's :lectureNum in the selected course. */
export function useLectureFromRoute() {
  const { lectureNum: raw } = useParams<{ lectureNum: string }>();
  const { selectedCourse } = useStoredSession();
  const lectureNum = Number(raw);
  const valid = Number.isInteger(lectureNum) && lectureNum > 0;
  const lecture = useQuery({
    ...getLectureQueryOptions(selectedCourse?.id ?? 0, valid ? lectureNum : 0),
    enabled: Boolean(selectedCourse) && valid,
    // A missing lecture is final; other failures get the usual retry.
    retry: (failures, error) => !(isApiError(error) && error.status < 500) && failures < 1,
  });
  const missing = !selectedCourse || !valid || lecture.isError;
  return { lecture, missing };
}
