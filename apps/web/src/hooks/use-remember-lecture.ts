import type { Lecture } from '@o4f/contract';
import { useEffect } from 'react';
import { storage } from '../lib/storage.ts';

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
