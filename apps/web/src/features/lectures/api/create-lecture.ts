import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Lecture, LectureInput } from '@o4f/contract';
import { api, type ApiResponse } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const createLecture = ({
  courseId,
  input,
}: {
  courseId: number;
  input: LectureInput;
}): Promise<ApiResponse<Lecture>> => api.post<Lecture>(`/course/${courseId}/lecture`, input);

export function useCreateLecture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLecture,
    onSuccess: (_response, { courseId }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.lectures(courseId) }),
  });
}
