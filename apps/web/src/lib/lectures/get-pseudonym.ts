/**
 * A plain fetcher (no TanStack Query): the lean student entry calls it;
 * the query is use-pseudonym.ts.
 */
import type { MaskId } from '@o4f/contract';
import { api } from '../api-client.ts';

export interface LecturePseudonym {
  pseudonym: string;
  maskId: MaskId | null;
}

/** The student's pseudonym in one lecture, or null when they have none there. */
export async function getPseudonym(
  courseId: number,
  lectureNum: number,
): Promise<LecturePseudonym | null> {
  const { data } = await api.get<Partial<LecturePseudonym> | null>(
    `/course/${courseId}/lecture/${lectureNum}/pseudonym`,
  );
  return data && typeof data.pseudonym === 'string'
    ? { pseudonym: data.pseudonym, maskId: data.maskId ?? null }
    : null;
}
