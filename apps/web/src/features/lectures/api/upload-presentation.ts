import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The server's answer to an upload: when it was stored and the original file name. */
export interface PresentationMeta {
  createdAt: string;
  originalname: string;
}

export const PRESENTATION_FIELD = 'presentation';
export const PRESENTATION_MIME = 'application/pdf';

export function uploadPresentation(
  courseId: number,
  lectureNum: number,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<ApiResponse<PresentationMeta>> {
  const formData = new FormData();
  formData.append(PRESENTATION_FIELD, file, file.name);
  return api.upload<PresentationMeta>(
    `/course/${courseId}/lecture/${lectureNum}/presentation`,
    formData,
    onProgress,
  );
}

export function useUploadPresentation({
  onProgress,
}: { onProgress?: (percent: number) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      courseId,
      lectureNum,
      file,
    }: {
      courseId: number;
      lectureNum: number;
      file: File;
    }) => uploadPresentation(courseId, lectureNum, file, onProgress),
    // hasPresentation changes on the lecture: refresh the list and the lecture itself.
    onSettled: (_response, _error, { courseId }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.lectures(courseId) }),
  });
}
