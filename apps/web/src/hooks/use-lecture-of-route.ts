/**
 * The lecture of a /lecture/:lectureNum/... route in the selected course; the stored selected
 * lecture follows it, so the breadcrumb names it.
 */
import { useParams } from 'react-router';
import { useLecture } from '../lib/lectures/use-lecture.ts';
import { useStoredSession } from '../lib/session.ts';
import { useRememberLecture } from './use-remember-lecture.ts';

/** A route parameter that is a positive whole number, else null. */
export const positiveInt = (value: string | undefined): number | null => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

export function useLectureOfRoute() {
  const params = useParams();
  const { selectedCourse } = useStoredSession();
  const lectureNum = positiveInt(params.lectureNum);
  const courseId = selectedCourse?.id;
  const lecture = useLecture(courseId, lectureNum ?? undefined);
  useRememberLecture(lecture.data);
  return { courseId, lectureNum, lecture };
}
