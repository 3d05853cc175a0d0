/** Start, end and extend a lecture (GET .../start, GET .../end, PUT .../extend). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Lecture } from '@o4f/contract';
import { api, type ApiResponse } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

interface LectureRef {
  courseId: number;
  lectureNum: number;
}

const base = ({ courseId, lectureNum }: LectureRef) => `/course/${courseId}/lecture/${lectureNum}`;

export const startLecture = (ref: LectureRef): Promise<ApiResponse<Lecture>> =>
  api.get<Lecture>(`${base(ref)}/start`);

export const endLecture = (ref: LectureRef): Promise<ApiResponse<Lecture>> =>
  api.get<Lecture>(`${base(ref)}/end`);

export const extendLecture = (ref: LectureRef): Promise<ApiResponse<Lecture>> =>
  api.put<Lecture>(`${base(ref)}/extend`);

function useTransition(run: (ref: LectureRef) => Promise<ApiResponse<Lecture>>, silent: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    // The spec: failures of start and end are only logged.
    meta: { silent },
    onSuccess: (_response, { courseId }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.lectures(courseId) }),
  });
}

export const useStartLecture = () => useTransition(startLecture, true);
export const useEndLecture = () => useTransition(endLecture, true);
export const useExtendLecture = () => useTransition(extendLecture, false);
