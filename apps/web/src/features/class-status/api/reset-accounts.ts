import type { ResetGroup } from '@o4f/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '../../../lib/api-client.ts';
import { classInfoQueryKey } from './get-class-info.ts';

export type { ResetGroup };

/** DELETE .../reset/{reg|noreg|new}: the pseudonyms (and new accounts) of one group. */
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
