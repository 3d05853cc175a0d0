import { useEffect, useRef, useState, type RefObject } from 'react';
import {
  PLAYER_LOAD_TIMEOUT_MS,
  youtubeApi,
  type YouTubePlayer,
} from '../utils/youtube-iframe-api.ts';

export type PlayerStatus = 'loading' | 'ready' | 'failed';

export interface VideoPlayer {
  status: PlayerStatus;
  /** Seconds into the video; without a player, seconds since the page opened. */
  currentTime: () => number;
  /** The video's length in seconds, 0 while unknown. */
  duration: () => number;
}

/**
 * Puts the video service's player into `container` (an element React leaves empty: the API
 * replaces its child with an iframe). `onStateChange` gets the player's states (playing,
 * paused, ended, …).
 */
export function useYouTubePlayer(
  container: RefObject<HTMLElement | null>,
  videoId: string,
  /** The iframe's accessible name. */
  title: string,
  onStateChange: (state: number, player: YouTubePlayer) => void,
): VideoPlayer {
  const [status, setStatus] = useState<PlayerStatus>('loading');
  const playerRef = useRef<YouTubePlayer | null>(null);
  const readyRef = useRef(false);
  /** The player's last known time, kept for a report after the player is gone. */
  const lastTime = useRef<number | null>(null);
  const openedAt = useRef(performance.now());
  const stateHandler = useRef(onStateChange);
  useEffect(() => {
    stateHandler.current = onStateChange;
  }, [onStateChange]);

  useEffect(() => {
    const host = container.current;
    if (!videoId || !host) return;
    let cancelled = false;
    let readyTimer: ReturnType<typeof setTimeout> | undefined;
    const fail = (error: unknown) => {
      if (cancelled) return;
      // The spec's rule for player errors: logged; the page says so in words and goes on.
      console.error(error);
      setStatus('failed');
    };
    youtubeApi.load().then((YT) => {
      if (cancelled) return;
      const target = document.createElement('div');
      host.replaceChildren(target);
      try {
        playerRef.current = new YT.Player(target, {
          videoId,
          width: '100%',
          height: '100%',
          // No cookies (privacy policy): the same privacy-enhanced host as the lecture form's preview.
          host: 'https://www.youtube-nocookie.com',
          playerVars: { playsinline: 1, rel: 0 },
          events: {
            onReady: () => {
              if (cancelled) return;
              clearTimeout(readyTimer);
              readyRef.current = true;
              host.querySelector('iframe')?.setAttribute('title', title);
              setStatus('ready');
            },
            onStateChange: (event) => {
              if (!cancelled && playerRef.current)
                stateHandler.current(event.data, playerRef.current);
            },
          },
        });
      } catch (error) {
        fail(error);
        return;
      }
      // An API that loads while its player never does (a blocked frame) is a failure too.
      readyTimer = setTimeout(() => {
        if (!readyRef.current) fail(new Error('The video player did not become ready.'));
      }, PLAYER_LOAD_TIMEOUT_MS);
    }, fail);

    return () => {
      cancelled = true;
      clearTimeout(readyTimer);
      const current = playerRef.current;
      try {
        if (readyRef.current && current) {
          const time = Number(current.getCurrentTime());
          if (Number.isFinite(time)) lastTime.current = time;
        }
        current?.destroy();
      } catch (error) {
        console.error(error);
      }
      readyRef.current = false;
      playerRef.current = null;
    };
  }, [container, videoId, title]);

  return {
    status,
    currentTime: () => {
      const live = readyRef.current ? playerRef.current : null;
      if (live) {
        const time = Number(live.getCurrentTime());
        if (Number.isFinite(time)) {
          lastTime.current = time;
          return time;
        }
      }
      if (lastTime.current !== null) return lastTime.current;
      return (performance.now() - openedAt.current) / 1000;
    },
    duration: () => {
      const live = readyRef.current ? playerRef.current : null;
      const duration = live ? Number(live.getDuration()) : 0;
      return Number.isFinite(duration) && duration > 0 ? duration : 0;
    },
  };
}
