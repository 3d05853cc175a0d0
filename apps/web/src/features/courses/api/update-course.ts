import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Course, CourseInput } from '@o4f/contract';
import { api, type ApiResponse } from '../../../lib/api-client.ts';
import { storage } from '../../../lib/storage.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const updateCourse = ({
  courseId,
  input,
}: {
  courseId: number;
  input: CourseInput;
}): Promise<ApiResponse<Course>> => api.put<Course>(`/course/${courseId}`, input);

export function useUpdateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCourse,
    onSuccess: ({ data }, { courseId, input }) => {
      // The breadcrumb shows the selected course's names: keep them current after a rename.
      if (storage.getSelectedCourse()?.id === courseId) {
        storage.setSelectedCourse({
          id: courseId,
          name: data?.name ?? input.name,
          shortName: data?.shortName ?? input.shortName,
        });
      }
      return queryClient.invalidateQueries({ queryKey: queryKeys.courses });
    },
  });
}
