import { api } from '../../../lib/api-client.ts';
import { videoPath, type LectureRef } from './video-paths.ts';

/**
 * Reports how far the student watched. Best effort: a lost report only makes the watched length
 * a little shorter, so failures are logged, never shown.
 */
export async function postVideoInteraction(
  ref: LectureRef,
  endTimeSeconds: number,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<void> {
  const seconds = Math.max(0, Math.round(endTimeSeconds * 10) / 10);
  try {
    await api.post(
      `${videoPath(ref)}/slideInteraction`,
      { endTimeSeconds: seconds },
      { keepalive },
    );
  } catch (error) {
    console.error(error);
  }
}
