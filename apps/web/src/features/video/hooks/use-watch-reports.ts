import { useCallback, useEffect, useRef } from 'react';
import { postVideoInteraction } from '../api/post-video-interaction.ts';
import type { LectureRef } from '../api/video-paths.ts';
import { PLAYER_STATE, type YouTubePlayer } from '../utils/youtube-iframe-api.ts';

/** While the video plays, how far the student got is reported this often. */
export const WATCH_REPORT_MS = 30_000;

/**
 * Reports how far the student watched (POST video/slideInteraction): on pause, at the end,
 * every 30 s while playing, and when the student leaves the page or the tab.
 * Returns the handler for the player's state changes.
 */
export function useWatchReports(ref: LectureRef, currentTime: () => number, enabled: boolean) {
  const lastSent = useRef<number | null>(null);
  const played = useRef(false);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const timeRef = useRef(currentTime);
  useEffect(() => {
    timeRef.current = currentTime;
  }, [currentTime]);
  const { courseId, lectureNum } = ref;

  const report = useCallback(
    (keepalive = false) => {
      if (!played.current) return;
      const seconds = Math.round(timeRef.current() * 10) / 10;
      if (!(seconds > 0) || seconds === lastSent.current) return;
      lastSent.current = seconds;
      void postVideoInteraction({ courseId, lectureNum }, seconds, { keepalive });
    },
    [courseId, lectureNum],
  );

  const stopTimer = () => {
    clearInterval(timer.current);
    timer.current = undefined;
  };

  const handleStateChange = useCallback(
    (state: number, _player: YouTubePlayer) => {
      if (!enabled) return;
      if (state === PLAYER_STATE.PLAYING) {
        played.current = true;
        if (timer.current === undefined)
          timer.current = setInterval(() => report(), WATCH_REPORT_MS);
        return;
      }
      if (state === PLAYER_STATE.PAUSED || state === PLAYER_STATE.ENDED) {
        stopTimer();
        report();
      }
    },
    [enabled, report],
  );

  useEffect(() => {
    const handlePageHide = () => report(true);
    const handleVisibility = () => {
      if (document.visibilityState === 'hidden') report(true);
    };
    window.addEventListener('pagehide', handlePageHide);
    document.addEventListener('visibilitychange', handleVisibility);
    return () => {
      window.removeEventListener('pagehide', handlePageHide);
      document.removeEventListener('visibilitychange', handleVisibility);
      stopTimer();
      // Leaving the page (another route): the last position.
      report();
    };
  }, [report]);

  return handleStateChange;
}
