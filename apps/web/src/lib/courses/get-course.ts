/**
 * A plain fetcher (no TanStack Query): the waiting rooms call it; the query is use-course.ts.
 */
import type { Course } from '@o4f/contract';
import { api } from '../api-client.ts';

export async function getCourse(courseId: number): Promise<Course> {
  const { data } = await api.get<Course>(`/course/${courseId}`);
  return data;
}
