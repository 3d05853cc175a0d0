import type { Lecture } from '@o4f/contract';
import { api } from '../api-client.ts';

export async function getLectures(courseId: number): Promise<Lecture[]> {
  const { data } = await api.get<Lecture[]>(`/course/${courseId}/lectures`);
  return data;
}
