import { useRememberLecture } from '../../../hooks/use-remember-lecture.ts';
import { useLecture } from '../../../lib/lectures/use-lecture.ts';
import { useStoredSession } from '../../../lib/session.ts';

/** The lecture of the selected course with this number, remembered as the selected lecture. */
export function useStatsLecture(lectureNum: number | null) {
  const { selectedCourse } = useStoredSession();
  const valid = lectureNum !== null && Number.isInteger(lectureNum) && lectureNum > 0;
  const query = useLecture(selectedCourse?.id, valid ? lectureNum : undefined);
  useRememberLecture(query.data);
  return { ...query, valid };
}
