import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const deletePresentation = ({
  courseId,
  lectureNum,
}: {
  courseId: number;
  lectureNum: number;
}): Promise<ApiResponse<unknown>> =>
  api.delete<unknown>(`/course/${courseId}/lecture/${lectureNum}/presentation`);

export function useDeletePresentation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePresentation,
    // The lecture (hasPresentation), its meta and its file all live under the lectures key.
    onSuccess: (_response, { courseId }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.lectures(courseId) }),
  });
}
