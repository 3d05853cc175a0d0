import { api } from '../api-client.ts';

/** The presentation PDF itself. */
export const getPresentation = (courseId: number, lectureNum: number): Promise<Blob> =>
  api.blob(`/course/${courseId}/lecture/${lectureNum}/presentation`);
