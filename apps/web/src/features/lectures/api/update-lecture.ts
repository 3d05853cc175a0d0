import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Lecture, LectureInput } from '@o4f/contract';
import { api, type ApiResponse } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The spec's PUT repeats the lecture's course id and number in the body. */
export const updateLecture = ({
  courseId,
  lectureNum,
  input,
}: {
  courseId: number;
  lectureNum: number;
  input: LectureInput;
}): Promise<ApiResponse<Lecture>> =>
  api.put<Lecture>(`/course/${courseId}/lecture/${lectureNum}`, {
    ...input,
    courseId,
    lectureNum,
  });

export function useUpdateLecture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLecture,
    onSuccess: (_response, { courseId }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.lectures(courseId) }),
  });
}
