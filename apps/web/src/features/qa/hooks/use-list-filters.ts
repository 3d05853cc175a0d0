/**
 * The Course and Lecture filters of the list screens. The course filter starts on the selected
 * course; the lecture filter on every lecture of the chosen courses, or on the lecture passed as
 * `location.state.initLectureId` (the teacher's lecture menu). Choosing courses again selects
 * all of their lectures.
 */
import type { Lecture } from '@o4f/contract';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useStoredSession } from '../../../lib/session.ts';
import { useLecturesOfCourses } from '../api/get-lectures-of-courses.ts';

const initLectureIdOf = (state: unknown): number | null => {
  const value = (state as { initLectureId?: unknown } | null)?.initLectureId;
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
};

export interface ListFilters {
  courseIds: number[];
  setCourseIds: (ids: number[]) => void;
  /** Lectures of the chosen courses (empty while loading or without a course). */
  lectures: Lecture[];
  lecturesLoading: boolean;
  /** The chosen lectures' ids: what the lists are fetched for. */
  lectureIds: number[];
  setLectureIds: (ids: number[]) => void;
  /** The one chosen lecture, when exactly one is chosen and known. */
  singleLecture: Lecture | null;
}

export function useListFilters(): ListFilters {
  const { selectedCourse } = useStoredSession();
  const location = useLocation();
  const [courseIds, setCourseIdsState] = useState<number[]>(() =>
    selectedCourse ? [selectedCourse.id] : [],
  );
  // null: every lecture of the chosen courses.
  const [chosen, setChosen] = useState<number[] | null>(() => {
    const initLectureId = initLectureIdOf(location.state);
    return initLectureId === null ? null : [initLectureId];
  });

  const lecturesQuery = useLecturesOfCourses(courseIds);
  const lectures = (lecturesQuery.data ?? []).filter((lecture) =>
    courseIds.includes(lecture.courseId),
  );
  const known = lecturesQuery.data !== undefined;

  let lectureIds: number[];
  if (courseIds.length === 0) lectureIds = [];
  else if (chosen === null) lectureIds = lectures.map((lecture) => lecture.id);
  else if (known) lectureIds = chosen.filter((id) => lectures.some((lecture) => lecture.id === id));
  else lectureIds = chosen;

  const singleLecture =
    lectureIds.length === 1
      ? (lectures.find((lecture) => lecture.id === lectureIds[0]) ?? null)
      : null;

  return {
    courseIds,
    setCourseIds: (ids) => {
      setCourseIdsState(ids);
      setChosen(null);
    },
    lectures,
    lecturesLoading: courseIds.length > 0 && lecturesQuery.isPending,
    lectureIds,
    setLectureIds: setChosen,
    singleLecture,
  };
}
