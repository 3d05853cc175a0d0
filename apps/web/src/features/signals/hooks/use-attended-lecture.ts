import { useStoredSession } from '../../../lib/session.ts';
import { useLiveAttending } from '../api/get-live-attending.ts';

/** The live lecture the signed-in student attends in the selected course (null otherwise). */
export function useAttendedLecture() {
  const { role, token, selectedCourse } = useStoredSession();
  const courseId = role === 'STUDENT' && token ? selectedCourse?.id : undefined;
  const query = useLiveAttending(courseId);
  return courseId === undefined ? null : (query.data ?? null);
}
