import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Course, CourseInput } from '@o4f/contract';
import { api, type ApiResponse } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const createCourse = (input: CourseInput): Promise<ApiResponse<Course>> =>
  api.post<Course>('/course', input);

export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.courses }),
  });
}
