import { isOpenForLive, type Lecture } from '@o4f/contract';
import { useLectures } from '../../../lib/lectures/use-lectures.ts';
import { useNow } from '../../../hooks/use-now.ts';
import { sortLecturesByStart } from '../../../lib/lectures/sort-lectures.ts';

/**
 * The spec's live lecture: the first lecture of the course that is started, or live by its times.
 * An ended lecture no longer counts, even within the minute its end was set to.
 */
export function pickLiveLecture(lectures: readonly Lecture[], now: number): Lecture | null {
  const open = sortLecturesByStart(lectures).filter((lecture) => isOpenForLive(lecture, now));
  return open.find((lecture) => lecture.state === 'STARTED') ?? open[0] ?? null;
}

/** The selected course's live lecture, following the clock. */
export function useLiveLecture(courseId: number | undefined) {
  const lectures = useLectures(courseId);
  const now = useNow();
  return {
    lectures,
    liveLecture: lectures.data ? pickLiveLecture(lectures.data, now) : null,
  };
}

/** Whether the course has a live lecture (the side menu's Class Status icon); false without one. */
export function useAnyLiveLecture(courseId: number | undefined): boolean {
  const lectures = useLectures(courseId);
  const now = useNow();
  return Array.isArray(lectures.data) && pickLiveLecture(lectures.data, now) !== null;
}
