import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '../../../lib/api-client.ts';
import { storage } from '../../../lib/storage.ts';
import { lectureQueryKey } from '../../../lib/lectures/get-lecture.ts';
import { lecturesQueryKey } from '../../../lib/lectures/get-lectures.ts';

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
      queryClient.removeQueries({ queryKey: lectureQueryKey(courseId, lectureNum), exact: true });
      return queryClient.invalidateQueries({ queryKey: lecturesQueryKey(courseId), exact: true });
    },
  });
}
