import type { Course } from '@o4f/contract';
import { api } from '../api-client.ts';

export async function getCourses(): Promise<Course[]> {
  const { data } = await api.get<Course[]>('/courses');
  return data;
}
