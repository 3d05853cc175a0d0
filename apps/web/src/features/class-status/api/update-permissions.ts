import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Lecture } from '@o4f/contract';
import { api, type ApiResponse } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type LecturePermission = 'allowQuestionsDuringLecture' | 'allowDiscussionsDuringLecture';

/** The PUT takes the whole lecture: its fields are repeated with the one flag changed. */
export const updatePermission = ({
  lecture,
  permission,
  value,
}: {
  lecture: Lecture;
  permission: LecturePermission;
  value: boolean;
}): Promise<ApiResponse<Lecture>> =>
  api.put<Lecture>(`/course/${lecture.courseId}/lecture/${lecture.lectureNum}`, {
    name: lecture.name,
    startTime: lecture.startTime,
    endTime: lecture.endTime,
    allowQuestionsDuringLecture: lecture.allowQuestionsDuringLecture,
    allowDiscussionsDuringLecture: lecture.allowDiscussionsDuringLecture,
    urlYoutube: lecture.urlYoutube,
    [permission]: value,
    courseId: lecture.courseId,
    lectureNum: lecture.lectureNum,
  });

export function useUpdatePermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePermission,
    onSuccess: (_response, { lecture }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.lectures(lecture.courseId) }),
  });
}
