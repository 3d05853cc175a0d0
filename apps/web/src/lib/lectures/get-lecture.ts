/**
 * A plain fetcher (no TanStack Query): the lean student entry calls it;
 * the query is use-lecture.ts.
 */
import type { Lecture } from '@o4f/contract';
import { api } from '../api-client.ts';

export async function getLecture(courseId: number, lectureNum: number): Promise<Lecture> {
  const { data } = await api.get<Lecture>(`/course/${courseId}/lecture/${lectureNum}`);
  return data;
}
