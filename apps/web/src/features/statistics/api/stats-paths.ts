/** REST paths and query keys of a lecture's statistics (teacher spec §7, Statistics). */
import { isApiError, toastApiError } from '../../../lib/api-client.ts';

export interface LectureRef {
  courseId: number;
  lectureNum: number;
}

export const lecturePath = ({ courseId, lectureNum }: LectureRef) =>
  `/course/${courseId}/lecture/${lectureNum}`;

/** Every statistics query lives under ['statistics']: numbers after a lecture change rarely. */
export const statsKeys = {
  all: ['statistics'] as const,
  lecture: ({ courseId, lectureNum }: LectureRef) => ['statistics', courseId, lectureNum] as const,
  expressionStat: (ref: LectureRef, slide: number | null) =>
    [...statsKeys.lecture(ref), 'expression', slide ?? 'lecture'] as const,
  slides: (ref: LectureRef) => [...statsKeys.lecture(ref), 'slides'] as const,
  exist: (ref: LectureRef) => [...statsKeys.lecture(ref), 'exist'] as const,
  interactions: (ref: LectureRef, slide: number) =>
    [...statsKeys.lecture(ref), 'interactions', slide] as const,
  lectureStatistics: (ref: LectureRef) => [...statsKeys.lecture(ref), 'lectureStatistics'] as const,
  questions: (ref: LectureRef) => [...statsKeys.lecture(ref), 'questions'] as const,
  admin: ['statistics', 'admin'] as const,
};

/** The statistics are read after the lecture: no refetch on every focus. */
export const STATS_STALE_MS = 60_000;

/** A refused or missing statistic stays so; only a network hiccup is worth one more try. */
export const statsRetry = (failures: number, error: unknown) =>
  failures < 1 && !(isApiError(error) && error.status > 0);

/** Statistics failures show the server's message (teacher spec §8); the client toasts 401/403 itself. */
export async function toastingFailures<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    toastApiError(error);
    throw error;
  }
}
