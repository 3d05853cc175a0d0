import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '../../../lib/api-client.ts';
import { classInfoQueryKey } from './get-class-info.ts';

/** The three reset calls: registered, non-registered and new accounts of the lecture. */
export const RESET_GROUPS = ['reg', 'noreg', 'new'] as const;
export type ResetGroup = (typeof RESET_GROUPS)[number];

export const resetAccounts = ({
  courseId,
  lectureNum,
  group,
}: {
  courseId: number;
  lectureNum: number;
  group: ResetGroup;
}): Promise<ApiResponse<unknown>> =>
  api.delete<unknown>(`/course/${courseId}/lecture/${lectureNum}/reset/${group}`);

export function useResetAccounts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetAccounts,
    onSuccess: (_response, { courseId, lectureNum }) =>
      queryClient.invalidateQueries({ queryKey: classInfoQueryKey(courseId, lectureNum) }),
  });
}
