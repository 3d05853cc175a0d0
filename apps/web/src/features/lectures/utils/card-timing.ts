import { lectureTiming, type Lecture, type LectureTiming } from '@o4f/contract';

/**
 * A lecture card's timing: an ended lecture is past at once, even within the minute its end time
 * was set to (the times alone would still call it live until that minute is over).
 */
export const cardTiming = (lecture: Lecture, now: number): LectureTiming =>
  lecture.state === 'ENDED' ? 'past' : lectureTiming(lecture, now);
