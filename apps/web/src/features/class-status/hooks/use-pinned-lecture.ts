import { useState } from 'react';
import { useLocation } from 'react-router';
import type { LiveLectureState } from '../../../lib/paths.ts';
import { useStoredSession } from '../../../lib/session.ts';

const isPositiveInt = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/** The lecture named by the router state (LiveLectureState), if any. */
function useStateLecture(): LiveLectureState | null {
  const state: unknown = useLocation().state;
  if (typeof state !== 'object' || state === null) return null;
  const { courseId, lectureNum } = state as Partial<LiveLectureState>;
  return isPositiveInt(courseId) && isPositiveInt(lectureNum) ? { courseId, lectureNum } : null;
}

export const liveLectureState = (lecture: LiveLectureState): LiveLectureState => ({
  courseId: lecture.courseId,
  lectureNum: lecture.lectureNum,
});

/**
 * The course a teacher's live page is about: the one its link named (router state, kept by the
 * tab's history through reloads), else the course selected when the page opened. Selecting
 * another course in another tab (a second live lecture) must not move this page to a lecture of
 * that course.
 */
export function usePinnedCourseId(): number | undefined {
  const named = useStateLecture();
  const { selectedCourse } = useStoredSession();
  const [atOpening] = useState(selectedCourse?.id);
  return named?.courseId ?? atOpening ?? selectedCourse?.id;
}

/**
 * The lecture the Class Status page was opened for: the router state's (a lecture card, the Back
 * of a live view), else the lecture selected last in this course; null for the course's live
 * lecture.
 */
export function useWantedLectureNum(courseId: number | undefined): number | null {
  const named = useStateLecture();
  const { selectedLecture } = useStoredSession();
  if (named && named.courseId === courseId) return named.lectureNum;
  return selectedLecture && selectedLecture.courseId === courseId
    ? selectedLecture.lectureNum
    : null;
}
