import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { getLectureQueryOptions } from '../../../lib/lectures/use-lecture.ts';
import { usePinnedCourseId } from './use-pinned-lecture.ts';

/** The lecture named by the route's :lectureNum in the page's course (usePinnedCourseId). */
export function useLectureFromRoute() {
  const { lectureNum: raw } = useParams<{ lectureNum: string }>();
  const courseId = usePinnedCourseId();
  const lectureNum = Number(raw);
  const valid = Number.isInteger(lectureNum) && lectureNum > 0;
  const lecture = useQuery({
    ...getLectureQueryOptions(courseId ?? 0, valid ? lectureNum : 0),
    enabled: courseId !== undefined && valid,
    // A missing lecture is final; other failures get the usual retry.
    retry: (failures, error) => !(isApiError(error) && error.status < 500) && failures < 1,
  });
  const missing = courseId === undefined || !valid || lecture.isError;
  return { lecture, missing };
}
