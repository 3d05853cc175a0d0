import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '../../../lib/api-client.ts';
import { storage } from '../../../lib/storage.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const deleteLecture = ({
  courseId,
  lectureNum,
}: {
  courseId: number;
  lectureNum: number;
}): Promise<ApiResponse<unknown>> =>
  api.delete<unknown>(`/course/${courseId}/lecture/${lectureNum}`);

export function useDeleteLecture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLecture,
    onSuccess: (_response, { courseId, lectureNum }) => {
      const selected = storage.getSelectedLecture();
      if (selected?.lectureNum === lectureNum && (selected.courseId ?? courseId) === courseId) {
        storage.setSelectedLecture(null);
      }
      queryClient.removeQueries({ queryKey: queryKeys.lecture(courseId, lectureNum), exact: true });
      return queryClient.invalidateQueries({ queryKey: queryKeys.lectures(courseId), exact: true });
    },
  });
}
