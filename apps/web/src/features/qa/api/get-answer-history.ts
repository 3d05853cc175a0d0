import type { HistoryEntry } from '@o4f/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { answerPath, qaKeys, type AnswerRef } from './qa-paths.ts';

export async function getAnswerHistory(ref: AnswerRef): Promise<HistoryEntry[]> {
  const { data } = await api.get<HistoryEntry[]>(`${answerPath(ref)}/history`);
  return Array.isArray(data) ? data : [];
}

export const getAnswerHistoryQueryOptions = (ref: AnswerRef) =>
  queryOptions({ queryKey: qaKeys.answerHistory(ref), queryFn: () => getAnswerHistory(ref) });

export const useAnswerHistory = (ref: AnswerRef, enabled = true) =>
  useQuery({ ...getAnswerHistoryQueryOptions(ref), enabled });
