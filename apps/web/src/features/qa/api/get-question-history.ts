import type { HistoryEntry } from '@o4f/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { qaKeys, questionPath, type QuestionRef } from './qa-paths.ts';

export async function getQuestionHistory(ref: QuestionRef): Promise<HistoryEntry[]> {
  const { data } = await api.get<HistoryEntry[]>(`${questionPath(ref)}/history`);
  return Array.isArray(data) ? data : [];
}

export const getQuestionHistoryQueryOptions = (ref: QuestionRef) =>
  queryOptions({ queryKey: qaKeys.questionHistory(ref), queryFn: () => getQuestionHistory(ref) });

export const useQuestionHistory = (ref: QuestionRef, enabled = true) =>
  useQuery({ ...getQuestionHistoryQueryOptions(ref), enabled });
