import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../lib/storage.ts';
import { buildLecture, mockApi, type Call } from '../../../testing/api-mock.ts';
import { renderRoute } from '../../../testing/render.tsx';
import type { YouTubePlayerOptions } from '../utils/youtube-iframe-api.ts';

vi.mock('../../../lib/socket.ts', () => import('../../../testing/fake-socket.ts'));

const BASE = '/course/7/lecture/3';
const VIDEO_URL = 'https://youtu.be/dQw4w9WgXcQ';

/** The subset of the IFrame API the page relies on, as the browser journey's stand-in has it. */
class FakePlayer {
  static last: FakePlayer | null = null;
  time = 0;
  duration = 300;
  state = -1;
  destroyed = false;
  readonly element: HTMLElement | string;
  readonly options: YouTubePlayerOptions;
  constructor(element: HTMLElement | string, options: YouTubePlayerOptions) {
    this.element = element;
    this.options = options;
    FakePlayer.last = this;
  }
  getCurrentTime() {
    return this.time;
  }
  getDuration() {
    return this.duration;
  }
  getPlayerState() {
    return this.state;
  }
  destroy() {
    this.destroyed = true;
  }
  ready() {
    act(() => this.options.events?.onReady?.({ target: this }));
  }
  play(state: number) {
    this.state = state;
    act(() => this.options.events?.onStateChange?.({ data: state, target: this }));
  }
}

const PLAYING = 1;
const PAUSED = 2;
const ENDED = 0;

function serve(lastExpression: unknown = null): Call[] {
  return mockApi({
    [`GET ${BASE}`]: buildLecture({ urlYoutube: VIDEO_URL, state: 'ENDED' }),
    [`GET ${BASE}/video/lastExpression`]: lastExpression,
    [`GET ${BASE}/expression/stat/-2`]: {
      slideNumber: -2,
      stats: [1, 2, 2, 0, 3, 2, 4, 0, 5, 0],
      expressions: [
        { tag: 1, count: 2, percentCount: 50, totalExpressions: 4 },
        { tag: 2, count: 0, percentCount: 0, totalExpressions: 4 },
        { tag: 3, count: 2, percentCount: 50, totalExpressions: 4 },
        { tag: 4, count: 0, percentCount: 0, totalExpressions: 4 },
        { tag: 5, count: 0, percentCount: 0, totalExpressions: 4 },
      ],
      expressionMap: {},
      totalExpressions: 4,
      numQuestions: 0,
      numAnswers: 0,
      numDiscussions: 0,
    },
  });
}

const posts = (calls: Call[], suffix: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === `${BASE}/video/${suffix}`);
const reaction = (name: string) => screen.getByRole('button', { name });

async function openWithPlayer(lastExpression: unknown = null) {
  window.YT = { Player: FakePlayer };
  const calls = serve(lastExpression);
  const view = renderRoute('/lecture/3/video');
  await screen.findByRole('group', { name: 'Reactions' });
  await waitFor(() => expect(FakePlayer.last).not.toBeNull());
  FakePlayer.last!.ready();
  return { calls, player: FakePlayer.last!, ...view };
}

beforeEach(() => {
  localStorage.clear();
  FakePlayer.last = null;
  delete window.YT;
  storage.setToken('token');
  storage.setRole('STUDENT');
  storage.setSelectedCourse({ id: 7, name: 'Algorithms', shortName: 'ALG' });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete window.YT;
});

describe('Video page', () => {
  it('shows the course and lecture over the player, with the question mark for Not Clear', async () => {
    const { player } = await openWithPlayer();
    const heading = screen.getByRole('heading', { level: 1, name: 'Sorting algorithms' });
    expect(heading.previousElementSibling?.textContent).toBe('ALG');
    expect(player.options.videoId).toBe('dQw4w9WgXcQ');
    expect(player.element).toBeInstanceOf(HTMLElement);
    expect(reaction('Not Clear').querySelector('[data-testid="QuestionMarkIcon"]')).toBeTruthy();
    expect(reaction('Not Clear').querySelector('[data-testid="PauseIcon"]')).toBeNull();
    await waitFor(() => expect(reaction("I'm lost").textContent).toContain('2 (50%)'));
  });

  it('sends a press with the video time and its end 60 s later, capped at the duration', async () => {
    const { calls, player } = await openWithPlayer();
    player.time = 42.34;
    fireEvent.click(reaction("I'm lost"));
    await waitFor(() => expect(posts(calls, 'expression')).toHaveLength(1));
    expect(posts(calls, 'expression')[0]!.body).toEqual({
      expressionTag: 1,
      time: 42.3,
      endTime: 102.3,
    });
    expect(reaction("I'm lost").getAttribute('aria-pressed')).toBe('true');

    player.time = 270.55;
    fireEvent.click(reaction('Great!'));
    await waitFor(() => expect(posts(calls, 'expression')).toHaveLength(2));
    expect(posts(calls, 'expression')[1]!.body).toEqual({
      expressionTag: 3,
      time: 270.6,
      endTime: 300,
    });
    expect(reaction('Great!').getAttribute('aria-pressed')).toBe('true');
    expect(reaction("I'm lost").getAttribute('aria-pressed')).toBe('false');
  });

  it('takes the active reaction back when pressed again, on the server too', async () => {
    const { calls } = await openWithPlayer();
    fireEvent.click(reaction('Too Hard'));
    await waitFor(() => expect(posts(calls, 'expression')).toHaveLength(1));
    fireEvent.click(reaction('Too Hard'));
    expect(reaction('Too Hard').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('No reaction is active.')).toBeTruthy();
    await waitFor(() => expect(posts(calls, 'expression/takeBack')).toHaveLength(1));
    expect(posts(calls, 'expression/takeBack')[0]!.body).toEqual({ expressionTag: 4 });
    expect(posts(calls, 'expression')).toHaveLength(1);
  });

  it('does not bring back a reaction that was taken back', async () => {
    const createdAt = new Date(Date.now() - 10_000).toISOString();
    await openWithPlayer({ expressionTag: 2, time: 10, endTime: 10, createdAt });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reaction('Not Clear').getAttribute('aria-pressed')).toBe('false');
  });

  it('restores the last reaction for what remains of its 60 s, then clears it', async () => {
    // The page's clock is faked (and still runs), so a slow machine cannot use up the 10 s left.
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'Date'], shouldAdvanceTime: true });
    const createdAt = new Date(Date.now() - 50_000).toISOString();
    await openWithPlayer({ expressionTag: 2, time: 10, endTime: 70, createdAt });
    await waitFor(() => expect(reaction('Not Clear').getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByTestId('video-active-reaction').textContent).toMatch(
      /^Your reaction: Not Clear/,
    );
    act(() => vi.advanceTimersByTime(10_500));
    expect(reaction('Not Clear').getAttribute('aria-pressed')).toBe('false');
    cleanup();
    vi.useRealTimers();

    await openWithPlayer({
      expressionTag: 2,
      time: 10,
      endTime: 70,
      createdAt: new Date(Date.now() - 61_000).toISOString(),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reaction('Not Clear').getAttribute('aria-pressed')).toBe('false');
  });

  it('clears a reaction after 60 seconds', async () => {
    const { calls } = await openWithPlayer();
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'Date'] });
    fireEvent.click(reaction('Too Simple'));
    await vi.waitFor(() => expect(posts(calls, 'expression')).toHaveLength(1));
    act(() => vi.advanceTimersByTime(59_000));
    expect(reaction('Too Simple').getAttribute('aria-pressed')).toBe('true');
    act(() => vi.advanceTimersByTime(1_500));
    expect(reaction('Too Simple').getAttribute('aria-pressed')).toBe('false');
  });

  it('reports how far the student watched on pause, at the end, every 30 s and on leaving', async () => {
    const { calls, player, router } = await openWithPlayer();
    const watched = () => posts(calls, 'slideInteraction').map((call) => call.body);
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    player.play(PLAYING);
    player.time = 30.04;
    act(() => vi.advanceTimersByTime(30_000));
    await vi.waitFor(() => expect(watched()).toEqual([{ endTimeSeconds: 30 }]));
    player.time = 41.26;
    player.play(PAUSED);
    await vi.waitFor(() => expect(watched()).toHaveLength(2));
    expect(watched()[1]).toEqual({ endTimeSeconds: 41.3 });
    // Paused: no more periodic reports.
    act(() => vi.advanceTimersByTime(60_000));
    player.time = 300;
    player.play(ENDED);
    await vi.waitFor(() => expect(watched()).toHaveLength(3));
    expect(watched()[2]).toEqual({ endTimeSeconds: 300 });
    vi.useRealTimers();

    player.play(PLAYING);
    player.time = 12;
    await act(() => router.navigate('/student/my-lectures'));
    await waitFor(() => expect(watched()).toHaveLength(4));
    expect(watched()[3]).toEqual({ endTimeSeconds: 12 });
    expect(player.destroyed).toBe(true);
  });

  it('says so when the player cannot load, and reacts on the time since the page opened', async () => {
    // No window.YT, and the test browser refuses to load the API's script: the load fails.
    const calls = serve();
    renderRoute('/lecture/3/video');
    const message = await screen.findByTestId('video-player-failed');
    expect(message.textContent).toContain('The video player could not be loaded');
    fireEvent.click(reaction("I'm lost"));
    await waitFor(() => expect(posts(calls, 'expression')).toHaveLength(1));
    const body = posts(calls, 'expression')[0]!.body as { time: number; endTime: number };
    expect(body.time).toBeGreaterThanOrEqual(0);
    expect(body.time).toBeLessThan(30);
    expect(body.endTime).toBeCloseTo(body.time + 60, 5);
    expect(reaction("I'm lost").getAttribute('aria-pressed')).toBe('true');
  });

  it('says when the lecture has no video', async () => {
    mockApi({ [`GET ${BASE}`]: buildLecture({ urlYoutube: null }) });
    renderRoute('/lecture/3/video');
    expect(await screen.findByText('This lecture has no video.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Reactions' })).toBeNull();
  });
});
