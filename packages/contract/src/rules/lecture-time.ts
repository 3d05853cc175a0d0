// When a lecture counts as live, future or past. Both ends of the product judge it the same way.

export type LectureTiming = 'live' | 'future' | 'past';

const MINUTE = 60_000;
const toMs = (value: Date | string | number): number =>
  typeof value === 'number' ? value : value instanceof Date ? value.getTime() : Date.parse(value);
// Without a Date made per call: the server judges a lecture's timing on every press.
const toMinute = (value: Date | string | number): number => Math.floor(toMs(value) / MINUTE);

/** Live when the start is past and the end is not before now, compared to the minute. */
export function lectureTiming(
  lecture: { startTime: Date | string; endTime: Date | string },
  now: Date | number = Date.now(),
): LectureTiming {
  const start = toMinute(lecture.startTime);
  const end = toMinute(lecture.endTime);
  const current = toMinute(now);
  if (start <= current && end >= current) return 'live';
  if (start > current && end > current) return 'future';
  return 'past';
}

export const isLectureLive = (
  lecture: { startTime: Date | string; endTime: Date | string },
  now?: Date | number,
): boolean => lectureTiming(lecture, now) === 'live';

/**
 * Open for live: the lecture takes a Lecture Code and is the course's live lecture while it is
 * started, or live by its times, and not ended.
 */
export const isOpenForLive = (
  lecture: { state: string; startTime: Date | string; endTime: Date | string },
  now?: Date | number,
): boolean =>
  lecture.state !== 'ENDED' && (lecture.state === 'STARTED' || isLectureLive(lecture, now));

export const DEFAULT_LECTURE_DURATION_MS = 60 * MINUTE;
export const LECTURE_EXTENSION_MINUTES = 10;
/** The teacher is asked to extend a lecture when at most this many minutes are left. */
export const LECTURE_END_WARNING_MINUTES = 5;

/** Whole seconds until `until` (epoch ms), a started second counting whole; 0 once past. */
export const secondsLeft = (until: number, now: number = Date.now()): number =>
  Math.max(0, Math.ceil((until - now) / 1000));

/** Whole minutes until `endTime`, a started minute counting whole; 0 once past. */
export const minutesLeft = (endTime: Date | string, now: Date | number = Date.now()): number =>
  Math.max(0, Math.ceil((new Date(endTime).getTime() - new Date(now).getTime()) / MINUTE));

/**
 * The teacher is asked whether to extend the lecture: it has begun, is not ended, and at most
 * LECTURE_END_WARNING_MINUTES are left (none left counts too: the end has come).
 */
export const asksForExtension = (
  lecture: { state: string; startTime: Date | string; endTime: Date | string },
  now: Date | number = Date.now(),
): boolean =>
  lecture.state !== 'ENDED' &&
  new Date(lecture.startTime).getTime() <= new Date(now).getTime() &&
  minutesLeft(lecture.endTime, now) <= LECTURE_END_WARNING_MINUTES;
