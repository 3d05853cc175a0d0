import type { VideoTakeBackInput } from '@o4f/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { videoKeys, videoPath, type LectureRef } from './video-paths.ts';

export async function postVideoTakeBack(ref: LectureRef, input: VideoTakeBackInput): Promise<void> {
  await api.post(`${videoPath(ref)}/expression/takeBack`, input);
}

/** Takes the active reaction back (pressed again); the server counts it for nothing. */
export function usePostVideoTakeBack(ref: LectureRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VideoTakeBackInput) => postVideoTakeBack(ref, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videoKeys.counts(ref) }),
  });
}
