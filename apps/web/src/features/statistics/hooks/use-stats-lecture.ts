import type { Lecture } from '@o4f/contract';
import { useEffect } from 'react';
import { useLecture } from '../../../lib/lectures/get-lecture.ts';
import { useStoredSession } from '../../../lib/session.ts';
import { storage } from '../../../lib/storage.ts';

/** Keeps the stored selected lecture on the one shown (the breadcrumb names it). */
export function useRememberLecture(lecture: Lecture | undefined): void {
  useEffect(() => {
    if (!lecture) return;
    const stored = storage.getSelectedLecture();
    if (
      stored?.id !== lecture.id ||
      stored.lectureNum !== lecture.lectureNum ||
      stored.name !== lecture.name
    )
      storage.setSelectedLecture({
        id: lecture.id,
        lectureNum: lecture.lectureNum,
        name: lecture.name,
        courseId: lecture.courseId,
      });
  }, [lecture]);
}

/** The lecture of the selected course with this number, remembered as the selected lecture. */
export function useStatsLecture(lectureNum: number | null) {
  const { selectedCourse } = useStoredSession();
  const valid = lectureNum !== null && Number.isInteger(lectureNum) && lectureNum > 0;
  const query = useLecture(selectedCourse?.id, valid ? lectureNum : undefined);
  useRememberLecture(query.data);
  return { ...query, valid };
}
