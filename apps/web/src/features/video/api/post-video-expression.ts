import type { VideoExpressionInput } from '@o4f/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { videoKeys, videoPath, type LectureRef } from './video-paths.ts';

export async function postVideoExpression(
  ref: LectureRef,
  input: VideoExpressionInput,
): Promise<void> {
  await api.post(`${videoPath(ref)}/expression`, input);
}

/** Sends a reaction; failures are toasted by the query client with the server's message. */
export function usePostVideoExpression(ref: LectureRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VideoExpressionInput) => postVideoExpression(ref, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videoKeys.counts(ref) }),
  });
}
