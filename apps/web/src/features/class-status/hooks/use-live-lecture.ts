import { isOpenForLive, type Lecture } from '@o4f/contract';
import { useLectures } from '../../../lib/lectures/use-lectures.ts';
import { useNow } from '../../../hooks/use-now.ts';
import { sortLecturesByStart } from '../../../lib/lectures/sort-lectures.ts';

/**
 * The live lecture to show: `wanted` (the lecture card that was opened) while it is live or
 * started, since several lectures may be live at once; otherwise the spec's live lecture, the
 * first lecture of the course that is started, or live by its times. An ended lecture no longer
 * counts, even within the minute its end was set to.
 */
export function pickLiveLecture(
  lectures: readonly Lecture[],
  now: number,
  wanted: number | null = null,
): Lecture | null {
  const open = sortLecturesByStart(lectures).filter((lecture) => isOpenForLive(lecture, now));
  const chosen = wanted === null ? undefined : open.find((l) => l.lectureNum === wanted);
  return chosen ?? open.find((lecture) => lecture.state === 'STARTED') ?? open[0] ?? null;
}

/** The course's live lecture (`wanted` when it is live), following the clock. */
export function useLiveLecture(courseId: number | undefined, wanted: number | null = null) {
  const lectures = useLectures(courseId);
  const now = useNow();
  return {
    lectures,
    liveLecture: lectures.data ? pickLiveLecture(lectures.data, now, wanted) : null,
  };
}

/** Whether the course has a live lecture (the side menu's Class Status icon); false without one. */
export function useAnyLiveLecture(courseId: number | undefined): boolean {
  const lectures = useLectures(courseId);
  const now = useNow();
  return Array.isArray(lectures.data) && pickLiveLecture(lectures.data, now) !== null;
}
