import type { Question } from '@o4f/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { lecturePath, qaKeys, type LectureRef } from './qa-paths.ts';

export async function getLectureQuestions(ref: LectureRef): Promise<Question[]> {
  const { data } = await api.get<Question[]>(`${lecturePath(ref)}/questions`);
  return Array.isArray(data) ? data : [];
}

export const getLectureQuestionsQueryOptions = (ref: LectureRef) =>
  queryOptions({ queryKey: qaKeys.questions(ref), queryFn: () => getLectureQuestions(ref) });

export const useLectureQuestions = (ref: LectureRef | null) =>
  useQuery({
    ...getLectureQuestionsQueryOptions(ref ?? { courseId: 0, lectureNum: 0 }),
    enabled: ref !== null,
  });
