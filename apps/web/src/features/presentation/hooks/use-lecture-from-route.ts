import { useParams } from 'react-router';
import { useStoredSession } from '../../../lib/session.ts';
import { useLecture } from '../../lectures/api/get-lecture.ts';

/** The lecture named by the route's :lectureNum in the selected course. */
export function useLectureFromRoute() {
  const { lectureNum: raw } = useParams<{ lectureNum: string }>();
  const { selectedCourse } = useStoredSession();
  const lectureNum = Number(raw);
  const valid = Number.isInteger(lectureNum) && lectureNum > 0;
  const lecture = useLecture(selectedCourse?.id, valid ? lectureNum : undefined);
  const missing = !selectedCourse || !valid || lecture.isError;
  return { lecture, missing };
}
