import type { Question } from '@o4f/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { lecturePath, statsKeys, statsQuery, type LectureRef } from './stats-paths.ts';

/** The lecture's questions as the viewer may see them: for the confusion panel and the Q&A CSV. */
export async function getLectureQuestions(ref: LectureRef): Promise<Question[]> {
  const { data } = await api.get<Question[]>(`${lecturePath(ref)}/questions`);
  return Array.isArray(data) ? data : [];
}

export const getLectureQuestionsQueryOptions = (ref: LectureRef) =>
  statsQuery(statsKeys.questions(ref), () => getLectureQuestions(ref), { toast: false });

export const useLectureQuestions = (ref: LectureRef) =>
  useQuery(getLectureQuestionsQueryOptions(ref));
