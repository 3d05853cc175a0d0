import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useStoredSession } from '../../../lib/session.ts';

const positiveInt = (raw: string | null): number | null => {
  const value = Number(raw);
  return raw !== null && Number.isInteger(value) && value > 0 ? value : null;
};

/**
 * The course a teacher's live page is about: `?course=` when the link names it, else the course
 * selected when the page opened. Selecting another course in another tab (a second live lecture)
 * must not move this page to a lecture of that course.
 */
export function usePinnedCourseId(): number | undefined {
  const [params] = useSearchParams();
  const { selectedCourse } = useStoredSession();
  const [atOpening] = useState(selectedCourse?.id);
  return positiveInt(params.get('course')) ?? atOpening ?? selectedCourse?.id;
}

/**
 * The lecture the Class Status page was opened for: `?lecture=` (a lecture card, the Back of a
 * live view), else the lecture selected last in this course; null for the course's live lecture.
 */
export function useWantedLectureNum(courseId: number | undefined): number | null {
  const [params] = useSearchParams();
  const { selectedLecture } = useStoredSession();
  const fromUrl = positiveInt(params.get('lecture'));
  if (fromUrl !== null) return fromUrl;
  return selectedLecture && selectedLecture.courseId === courseId
    ? selectedLecture.lectureNum
    : null;
}
