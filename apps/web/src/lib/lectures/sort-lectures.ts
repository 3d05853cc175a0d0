import type { Lecture } from '@o4f/contract';

type Sortable = Pick<Lecture, 'startTime' | 'lectureNum'>;

/** Earliest start first; lectures starting together keep their creation order. */
export function sortLecturesByStart<T extends Sortable>(lectures: readonly T[]): T[] {
  return [...lectures].sort(
    (a, b) => Date.parse(a.startTime) - Date.parse(b.startTime) || a.lectureNum - b.lectureNum,
  );
}
