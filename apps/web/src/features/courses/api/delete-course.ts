import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '../../../lib/api-client.ts';
import { storage } from '../../../lib/storage.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const deleteCourse = (courseId: number): Promise<ApiResponse<unknown>> =>
  api.delete<unknown>(`/course/${courseId}`);

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSuccess: (_response, courseId) => {
      if (storage.getSelectedCourse()?.id === courseId) storage.setSelectedCourse(null);
      queryClient.removeQueries({ queryKey: queryKeys.course(courseId), exact: true });
      queryClient.removeQueries({ queryKey: queryKeys.lectures(courseId) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.courses, exact: true });
    },
  });
}
