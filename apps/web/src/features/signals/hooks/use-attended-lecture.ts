import { useStoredSession } from '../../../lib/session.ts';
import { useLiveAttending } from '../api/get-live-attending.ts';

/**
 * The live lecture of the selected course the signed-in user is in: for a student the one they
 * attend, for a teacher the course's live lecture (the server decides). Null otherwise.
 */
export function useAttendedLecture() {
  const { token, role, selectedCourse } = useStoredSession();
  const courseId = token && role ? selectedCourse?.id : undefined;
  const query = useLiveAttending(courseId);
  return courseId === undefined ? null : (query.data ?? null);
}
