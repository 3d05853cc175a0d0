import type { Course } from '@o4f/contract';
import { api } from '../../../lib/api-client.ts';

/** GET /course/{id}: the course an admitted student is now registered in (for the shell). */
export const getCourse = (courseId: number) =>
  api.get<Course>(`/course/${courseId}`).then((response) => response.data);
