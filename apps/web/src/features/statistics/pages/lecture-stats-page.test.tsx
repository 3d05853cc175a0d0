import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../lib/storage.ts';
import {
  ALGORITHMS,
  buildLecture,
  type Call,
  mockApi,
  signIn,
  signInTeacher,
} from '../../../testing/api-mock.ts';
import { renderRoute } from '../../../testing/render.tsx';
import { buildQuestion } from '../../../testing/posts.ts';
import { buildLectureStatistics, buildStat } from '../../../testing/statistics.ts';

vi.mock('../../../lib/socket.ts', () => import('../../../testing/fake-socket.ts'));

const BASE = '/course/7/lecture/3';

// 14 pages: two pages of cards. Slide 2 is the most confusing (4 of 5), slide 5 next (1 of 3);
// slide 7 has only 2 reactions, below the minimum of 3, so it does not rank.
const slides = Array.from({ length: 14 }, (_, index) => {
  const slide = index + 1;
  if (slide === 2) return buildStat(2, { 1: 3, 2: 1, 3: 1 }, { questions: 1 });
  if (slide === 5)
    return buildStat(5, { 1: 1, 3: 2 }, { hidden: { questions: 1, answers: 0, discussions: 0 } });
  if (slide === 7) return buildStat(7, { 1: 1, 2: 1 });
  return buildStat(slide, { 3: 1 });
});
const whole = buildStat(null, { 1: 5, 2: 2, 3: 14, 4: 0, 5: 1 }, { questions: 2, answers: 3 });

function serve(overrides: Record<string, unknown> = {}): Call[] {
  return mockApi({
    [`GET ${BASE}`]: buildLecture({ state: 'ENDED' }),
    [`GET ${BASE}/expression/stat`]: whole,
    [`GET ${BASE}/expression/slides`]: slides,
    [`GET ${BASE}/slideInteractions/exist`]: {
      interactionWithoutPdf: false,
      interactionVideo: false,
    },
    [`GET ${BASE}/statistics`]: buildLectureStatistics(),
    [`GET ${BASE}/questions`]: [
      buildQuestion({ text: 'Why is the pivot chosen last?', slideNumber: 2, numUpVotes: 4 }),
      buildQuestion({ text: 'Is merge sort stable?', slideNumber: 9 }),
    ],
    ...overrides,
  });
}

const figure = (card: HTMLElement, reaction: string) =>
  within(within(card).getByText(reaction).closest('li') as HTMLElement).getByTestId(
    'reaction-figure',
  ).textContent;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Lecture statistics page', () => {
  it('opens with the slides ranked by confusion, each with its questions, linked for teachers', async () => {
    serve();
    signInTeacher();
    renderRoute('/lecture/3/stats');
    expect(await screen.findByRole('heading', { level: 1, name: 'Statistics' })).toBeTruthy();
    const ranking = await screen.findByTestId('confusion-ranking');
    const items = within(ranking)
      .getAllByRole('listitem')
      .filter((item) => item.dataset.slide);
    expect(items.map((item) => item.dataset.slide)).toEqual(['2', '5']);
    expect(items[0]!.textContent).toContain('80% lost or not clear (4 of 5 reactions)');
    expect(items[0]!.textContent).toContain('Why is the pivot chosen last?');
    // Slide 5 drew a question the teacher cannot see yet (not enough students have seen it).
    expect(items[1]!.textContent).toContain(
      'A question was asked on this slide; it is not visible to you yet.',
    );
    expect(within(items[0]!).getByRole('link', { name: 'Slide 2' })).toBeTruthy();
    // The panel comes before the other statistics.
    const panel = screen.getByRole('region', { name: 'Where the class got lost' });
    const wholeCard = screen.getByTestId('lecture-stat-whole');
    expect(
      panel.compareDocumentPosition(wholeCard) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("shows the whole lecture's count and percentage per reaction in the spec's order", async () => {
    serve();
    signInTeacher();
    renderRoute('/lecture/3/stats');
    const card = await screen.findByTestId('lecture-stat-whole');
    expect(within(card).getByRole('heading', { name: 'Lecture statistics' })).toBeTruthy();
    const names = within(card)
      .getAllByRole('listitem')
      .map((item) => within(item).getByTestId('reaction-name').textContent);
    expect(names).toEqual(['Too Hard', "I'm lost", 'Not Clear', 'Great!', 'Too Simple']);
    expect(figure(card, "I'm lost")).toBe('5 (23%)');
    expect(figure(card, 'Great!')).toBe('14 (64%)');
    expect(figure(card, 'Too Hard')).toBe('0 (0%)');
    expect(card.textContent).toContain('22 reactions');
    expect(card.textContent).toContain('Questions: 2 · Answers: 3 · Discussions: 0');
  });

  it('pages the per-slide cards 12 at a time with < and >', async () => {
    serve();
    signInTeacher();
    renderRoute('/lecture/3/stats');
    await screen.findByRole('heading', { name: 'Lecture statistics per slide' });
    const cards = () =>
      screen.getAllByTestId(/^slide-stat-\d+$/).map((card) => card.dataset.testid);
    expect(cards()).toHaveLength(12);
    expect(cards()[0]).toBe('slide-stat-1');
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous slides' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next slides' }));
    expect(cards()).toEqual(['slide-stat-13', 'slide-stat-14']);
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Open timeline of Slide 13' });
    expect(link.getAttribute('href')).toBe('/teacher/slide-stats?lecture=3&slide=13');
  });

  it('shows students the same numbers without links to the slide timelines or exports', async () => {
    serve();
    signIn('STUDENT', ALGORITHMS);
    renderRoute('/lecture/3/stats');
    await screen.findByTestId('lecture-stat-whole');
    await screen.findByTestId('confusion-ranking');
    expect(screen.getAllByTestId(/^slide-stat-\d+$/)).toHaveLength(12);
    expect(screen.queryAllByRole('link', { name: /^Open timeline|^Slide \d/ })).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Download statistics (CSV)' })).toBeNull();
    expect(screen.queryByTestId('video-statistics')).toBeNull();
  });

  it('names the lecture once, even when its name already says its number', async () => {
    serve({ [`GET ${BASE}`]: buildLecture({ state: 'ENDED', name: 'Lecture 3: Sorting' }) });
    signInTeacher();
    renderRoute('/lecture/3/stats');
    await screen.findByRole('heading', { level: 1, name: 'Statistics' });
    expect(screen.getAllByText('Lecture 3: Sorting').length).toBeGreaterThan(0);
    expect(screen.queryAllByText(/Lecture 3: Lecture 3/)).toHaveLength(0);
  });

  it('says when no statistics were collected', async () => {
    serve({
      [`GET ${BASE}/expression/stat`]: buildStat(null, {}),
      [`GET ${BASE}/expression/slides`]: [],
    });
    signInTeacher();
    renderRoute('/lecture/3/stats');
    expect(await screen.findByText('No statistics were collected for this lecture.')).toBeTruthy();
    expect(screen.queryByTestId('lecture-stat-whole')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Lecture statistics per slide' })).toBeNull();
  });

  it('shows the no-presentation card for reactions given without a PDF', async () => {
    serve({
      [`GET ${BASE}/expression/slides`]: [buildStat(-1, { 1: 2, 3: 2 })],
      [`GET ${BASE}/expression/stat`]: buildStat(null, { 1: 2, 3: 2 }),
    });
    signInTeacher();
    renderRoute('/lecture/3/stats');
    const card = await screen.findByTestId('lecture-stat-no-presentation');
    expect(within(card).getByRole('heading', { name: 'Lecture statistics (no presentation)' }));
    expect(figure(card, "I'm lost")).toBe('2 (50%)');
    expect(screen.queryByRole('heading', { name: 'Lecture statistics per slide' })).toBeNull();
  });

  it('gives admin teachers the video statistics, or says there are none', async () => {
    serve({
      [`GET ${BASE}/slideInteractions/exist`]: {
        interactionWithoutPdf: false,
        interactionVideo: true,
      },
      [`GET ${BASE}/expression/stat/-2`]: buildStat(-2, { 2: 3, 3: 1 }),
    });
    signInTeacher();
    storage.setAdmin(true);
    renderRoute('/lecture/3/stats');
    const card = await screen.findByTestId('lecture-stat-video');
    expect(within(card).getByRole('heading', { name: 'Video statistics' })).toBeTruthy();
    expect(figure(card, 'Not Clear')).toBe('3 (75%)');
    cleanup();

    serve();
    renderRoute('/lecture/3/stats');
    expect(
      await screen.findByText('No video statistics were collected for this lecture.'),
    ).toBeTruthy();
    cleanup();

    // A teacher who is not an admin sees neither.
    storage.setAdmin(false);
    serve();
    renderRoute('/lecture/3/stats');
    await screen.findByTestId('lecture-stat-whole');
    expect(screen.queryByTestId('video-statistics')).toBeNull();
  });

  it('lists the lecture info and its 11 statistics, and hides the statistics on demand', async () => {
    serve();
    signInTeacher();
    renderRoute('/lecture/3/stats');
    const table = await screen.findByTestId('lecture-info-table');
    const row = (label: string) =>
      within(table).getByRole('rowheader', { name: label }).closest('tr')?.textContent;
    expect(row('Name')).toContain('Sorting algorithms');
    expect(row('State')).toContain('Ended');
    await waitFor(() => expect(row('Pseudonyms created')).toBe('Pseudonyms created12'));
    expect(row('Students who never answered')).toBe('Students who never answered8');
    expect(row('Answers')).toBe('Answers5');
    expect(within(table).getAllByRole('row')).toHaveLength(15);

    const toggle = screen.getByRole('button', { name: 'Hide Statistics' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(screen.queryByTestId('lecture-stat-whole')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show Statistics' })).toBeTruthy();
  });

  it('counts the posts the teacher sees and says how many are not yet visible', async () => {
    serve({
      [`GET ${BASE}/expression/stat`]: buildStat(
        null,
        { 3: 2 },
        { questions: 2, answers: 3, hidden: { questions: 1, answers: 2, discussions: 0 } },
      ),
      [`GET ${BASE}/statistics`]: buildLectureStatistics({
        questions: 2,
        answers: 3,
        hidden: { questions: 1, answers: 2, discussions: 0 },
      }),
    });
    signInTeacher();
    renderRoute('/lecture/3/stats');
    const card = await screen.findByTestId('lecture-stat-whole');
    expect(within(card).getByText('Questions: 2 · Answers: 3 · Discussions: 0')).toBeTruthy();
    expect(within(card).getByTestId('lecture-stat-whole-hidden').textContent).toBe(
      'Not yet visible to you: 1 question, 2 answers',
    );
    const table = screen.getByTestId('lecture-info-table');
    const row = (label: string) =>
      within(table).getByRole('rowheader', { name: label }).closest('tr')?.textContent;
    await waitFor(() => expect(row('Answers')).toBe('Answers3 (2 more not yet visible to you)'));
    expect(row('Questions')).toBe('Questions2 (1 more not yet visible to you)');
    expect(row('Discussions')).toBe('Discussions1');
  });

  it('exports the statistics and the Q&A as CSV files', async () => {
    serve();
    signInTeacher();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderRoute('/lecture/3/stats');
    await screen.findByTestId('lecture-stat-whole');

    fireEvent.click(screen.getByRole('button', { name: 'Download statistics (CSV)' }));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('lecture-3-statistics.csv');
    const statistics = (await blobs[0]!.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(statistics[0]).toBe('Slide,Reaction,Count,Percent');
    expect(statistics).toContain("2,I'm lost,3,60");
    expect(statistics).toContain('2,Not Clear,1,20');
    expect(statistics).toContain('Whole lecture,Great!,14,64');
    // 14 slides and the whole lecture, five reactions each, the header and the final line end.
    expect(statistics).toHaveLength(1 + 15 * 5 + 1);

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Download Q&A (CSV)' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download Q&A (CSV)' }));
    expect((click.mock.contexts[1] as HTMLAnchorElement).download).toBe('lecture-3-questions.csv');
    const qa = (await blobs[1]!.text()).split('\r\n');
    expect(qa[0]).toBe('\uFEFFQuestion,Pseudonym,Up votes,Down votes,Answers,Time,Slide');
    expect(qa[1]).toMatch(
      /^Why is the pivot chosen last\?,Blue Fox,4,0,0,2026-03-02 \d\d:15:00,2$/,
    );
  });
});
