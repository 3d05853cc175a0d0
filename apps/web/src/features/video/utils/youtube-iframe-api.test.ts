import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadYouTubeApi, YOUTUBE_IFRAME_API_URL, type YouTubeApi } from './youtube-iframe-api.ts';

const Player = vi.fn() as unknown as YouTubeApi['Player'];
let appended: HTMLScriptElement[] = [];

beforeEach(() => {
  delete window.YT;
  delete window.onYouTubeIframeAPIReady;
  appended = [];
  // Keep the script out of the test browser: the tests play its outcome.
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    appended.push(...(nodes as HTMLScriptElement[]));
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  delete window.YT;
});

describe('loadYouTubeApi', () => {
  it('uses an API that is already there without a script', async () => {
    window.YT = { Player };
    await expect(loadYouTubeApi()).resolves.toEqual({ Player });
    expect(appended).toHaveLength(0);
  });

  it('adds one script tag and resolves when the API says it is ready', async () => {
    const first = loadYouTubeApi();
    const second = loadYouTubeApi();
    expect(appended).toHaveLength(1);
    expect(appended[0]!.src).toBe(YOUTUBE_IFRAME_API_URL);
    window.YT = { Player };
    window.onYouTubeIframeAPIReady?.();
    await expect(first).resolves.toEqual({ Player });
    await expect(second).resolves.toEqual({ Player });
  });

  it('rejects on a script error, and tries again on the next call', async () => {
    const attempt = loadYouTubeApi();
    appended[0]!.dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toThrow('could not load');
    const retry = loadYouTubeApi();
    expect(appended).toHaveLength(2);
    window.YT = { Player };
    window.onYouTubeIframeAPIReady?.();
    await expect(retry).resolves.toEqual({ Player });
  });

  it('gives up when the API is not ready in time', async () => {
    vi.useFakeTimers();
    const attempt = loadYouTubeApi(8_000);
    vi.advanceTimersByTime(8_000);
    await expect(attempt).rejects.toThrow('took too long');
  });

  it('does not try while the browser is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(loadYouTubeApi()).rejects.toThrow('offline');
    expect(appended).toHaveLength(0);
  });
});
