import { SLIDE, type ExpressionStat } from '@o4f/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { videoKeys, type LectureRef } from './video-paths.ts';

/** The class's reactions to the video (the statistics' slide -2), for the buttons' counts. */
export async function getVideoCounts(ref: LectureRef): Promise<{ tag: number; count: number }[]> {
  const { data } = await api.get<ExpressionStat>(
    `/course/${ref.courseId}/lecture/${ref.lectureNum}/expression/stat/${SLIDE.VIDEO}`,
  );
  return (data?.expressions ?? []).map(({ tag, count }) => ({ tag, count }));
}

export const useVideoCounts = (ref: LectureRef, { enabled = true } = {}) =>
  useQuery({
    queryKey: videoKeys.counts(ref),
    queryFn: () => getVideoCounts(ref),
    enabled,
    // Counts are a courtesy: a failure leaves the buttons at zero without a retry.
    retry: false,
  });
