import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '../../../lib/api-client.ts';
import { storage } from '../../../lib/storage.ts';
import { courseQueryKey } from './get-course.ts';
import { coursesQueryKey } from '../../../lib/courses/get-courses.ts';

export const deleteCourse = (courseId: number): Promise<ApiResponse<unknown>> =>
  api.delete<unknown>(`/course/${courseId}`);

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSuccess: (_response, courseId) => {
      if (storage.getSelectedCourse()?.id === courseId) storage.setSelectedCourse(null);
      queryClient.removeQueries({ queryKey: courseQueryKey(courseId), exact: true });
      queryClient.removeQueries({ queryKey: ['lectures', courseId] });
      return queryClient.invalidateQueries({ queryKey: coursesQueryKey, exact: true });
    },
  });
}
