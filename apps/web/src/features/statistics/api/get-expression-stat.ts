import type { ExpressionStat } from '@o4f/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { lecturePath, statsKeys, statsQuery, type LectureRef } from './stats-paths.ts';

/** The whole lecture (slide null), a page, or -1 (no PDF), -2 (video), -3 (all pages). */
export async function getExpressionStat(
  ref: LectureRef,
  slide: number | null,
): Promise<ExpressionStat> {
  const suffix = slide === null ? '' : `/${slide}`;
  const { data } = await api.get<ExpressionStat>(`${lecturePath(ref)}/expression/stat${suffix}`);
  return data;
}

export const getExpressionStatQueryOptions = (ref: LectureRef, slide: number | null) =>
  statsQuery(statsKeys.expressionStat(ref, slide), () => getExpressionStat(ref, slide));

export const useExpressionStat = (
  ref: LectureRef,
  slide: number | null,
  { enabled = true }: { enabled?: boolean } = {},
) => useQuery({ ...getExpressionStatQueryOptions(ref, slide), enabled });
