/**
 * The video service's IFrame API, loaded by a script tag only when the video page asks for it.
 * Only the part of the API that the page uses is typed (the browser journey replaces the script
 * with a stand-in implementing exactly this subset).
 */

export const YOUTUBE_IFRAME_API_URL = 'https://www.youtube.com/iframe_api';
/** Without the API after this long (blocked, offline, very slow), the page goes on without it. */
export const PLAYER_LOAD_TIMEOUT_MS = 8_000;

export const PLAYER_STATE = {
  UNSTARTED: -1,
  ENDED: 0,
  PLAYING: 1,
  PAUSED: 2,
  BUFFERING: 3,
  CUED: 5,
} as const;

export interface YouTubePlayer {
  getCurrentTime(): number;
  getDuration(): number;
  getPlayerState(): number;
  destroy(): void;
}

export interface YouTubePlayerOptions {
  videoId: string;
  width?: string | number;
  height?: string | number;
  host?: string;
  playerVars?: Record<string, string | number>;
  events?: {
    onReady?: (event: { target: YouTubePlayer }) => void;
    onStateChange?: (event: { data: number; target: YouTubePlayer }) => void;
    onError?: (event: { data: number; target: YouTubePlayer }) => void;
  };
}

export interface YouTubeApi {
  Player: new (element: HTMLElement | string, options: YouTubePlayerOptions) => YouTubePlayer;
}

declare global {
  interface Window {
    YT?: Partial<YouTubeApi>;
    onYouTubeIframeAPIReady?: () => void;
  }
}

const readyApi = (): YouTubeApi | null =>
  typeof window.YT?.Player === 'function' ? (window.YT as YouTubeApi) : null;

let pending: Promise<YouTubeApi> | null = null;

/** Resolves with the API once its script has loaded; rejects on a script error or the timeout. */
export function loadYouTubeApi(timeoutMs = PLAYER_LOAD_TIMEOUT_MS): Promise<YouTubeApi> {
  const ready = readyApi();
  if (ready) return Promise.resolve(ready);
  if (pending) return pending;

  const attempt = new Promise<YouTubeApi>((resolve, reject) => {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      reject(new Error('offline'));
      return;
    }
    const script = document.createElement('script');
    const previous = window.onYouTubeIframeAPIReady;
    const settle = (error: Error | null) => {
      clearTimeout(timer);
      const api = readyApi();
      if (!error && api) {
        resolve(api);
        return;
      }
      // A later visit tries again with a fresh script.
      script.remove();
      reject(error ?? new Error('The video API did not define a player.'));
    };
    window.onYouTubeIframeAPIReady = () => {
      previous?.();
      settle(null);
    };
    script.src = YOUTUBE_IFRAME_API_URL;
    script.async = true;
    script.dataset.o4f = 'youtube-iframe-api';
    script.addEventListener('error', () => settle(new Error('The video API could not load.')));
    const timer = setTimeout(() => settle(new Error('The video API took too long.')), timeoutMs);
    document.head.append(script);
  });
  pending = attempt;
  // Settled either way: a loaded API is found on window.YT next time, a failed one is tried again.
  const forget = () => {
    if (pending === attempt) pending = null;
  };
  attempt.then(forget, forget);
  return attempt;
}

/** Tests replace `youtubeApi.load` to play a player that loads, or one that never does. */
export const youtubeApi = { load: loadYouTubeApi };
