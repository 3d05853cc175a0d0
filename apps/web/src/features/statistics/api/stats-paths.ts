/** A lecture's statistics: REST paths, query keys, query options (teacher spec §7, Statistics). */
import { queryOptions, type QueryKey } from '@tanstack/react-query';
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
const STATS_STALE_MS = 60_000;

/** A refused or missing statistic stays so; only a network hiccup is worth one more try. */
const statsRetry = (failures: number, error: unknown) =>
  failures < 1 && !(isApiError(error) && error.status > 0);

/** Statistics failures show the server's message (teacher spec §8); the client toasts 401/403 itself. */
async function toastingFailures<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    toastApiError(error);
    throw error;
  }
}

/**
 * A statistic's query: fresh for a minute, one more try after a network hiccup, failures toasted
 * (`toast: false` where the page says what went wrong itself).
 */
export const statsQuery = <T>(
  queryKey: QueryKey,
  load: () => Promise<T>,
  { toast = true }: { toast?: boolean } = {},
) =>
  queryOptions({
    queryKey,
    queryFn: () => (toast ? toastingFailures(load) : load()),
    staleTime: STATS_STALE_MS,
    retry: statsRetry,
  });
