import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../lib/storage.ts';
import { buildLecture, mockApi, signInTeacher } from '../../../testing/api-mock.ts';
import { renderRoute } from '../../../testing/render.tsx';
import { buildInteractions, buildStat } from '../../../testing/statistics.ts';

vi.mock('../../../lib/socket.ts', () => import('../../../testing/fake-socket.ts'));

const BASE = '/course/7/lecture/3';

// Slide 2 was shown for 100 s: student 1 was lost all along, student 2 found 10-30 s great,
// student 3 found 50-52 s not clear.
const slide2 = buildInteractions(2, 100, [
  { id: 1, tag: 1, startSec: 0, endSec: 100 },
  { id: 2, tag: 3, startSec: 10, endSec: 30 },
  { id: 3, tag: 2, startSec: 50, endSec: 52 },
]);

function serve(lecture = buildLecture({ state: 'ENDED' })) {
  return mockApi({
    [`GET ${BASE}`]: lecture,
    [`GET ${BASE}/slideInteractions/2`]: slide2,
    [`GET ${BASE}/slideInteractions/1`]: buildInteractions(1, 40, []),
    // Two students reacted on slide 5: the server withholds their reactions (minimum group).
    [`GET ${BASE}/slideInteractions/5`]: { ...buildInteractions(5, 60, []), suppressed: true },
    [`GET ${BASE}/expression/slides`]: [
      buildStat(1, { 3: 1 }),
      buildStat(2, { 1: 1, 2: 1, 3: 1 }),
      buildStat(5, { 3: 2 }),
    ],
    [`GET ${BASE}/slideInteractions/exist`]: {
      interactionWithoutPdf: false,
      interactionVideo: false,
    },
  });
}

const table = () => screen.getByTestId('timeline-table');
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) =>
  [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Slide statistics page', () => {
  it('charts the slide in 50 segments and switching the resolution merges them', async () => {
    serve();
    signInTeacher();
    renderRoute('/teacher/slide-stats?lecture=3&slide=2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Timeline: Slide 2' }),
    ).toBeTruthy();
    await screen.findByTestId('timeline-table');
    expect(screen.getByText('Shown for 1:40')).toBeTruthy();
    expect(bodyRows()).toHaveLength(50);
    const select = screen.getByLabelText('Resolution') as HTMLSelectElement;
    expect(select.value).toBe('50');

    fireEvent.change(select, { target: { value: '10' } });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    // Segment, from, to, Too Hard, I'm lost, Not Clear, Great!, Too Simple, total.
    expect(cells(bodyRows()[0]!)).toEqual(['1', '0:00', '0:10', '0', '1', '0', '0', '0', '1']);
    expect(cells(bodyRows()[1]!)).toEqual(['2', '0:10', '0:20', '0', '1', '0', '1', '0', '2']);
    expect(cells(bodyRows()[5]!)).toEqual(['6', '0:50', '1:00', '0', '1', '1', '0', '0', '2']);

    fireEvent.change(select, { target: { value: '25' } });
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
  });

  it('has a table alternative with a caption, visible on demand', async () => {
    serve();
    signInTeacher();
    renderRoute('/teacher/slide-stats?lecture=3&slide=2');
    await screen.findByTestId('timeline-table');
    expect(
      screen.getByRole('table', { name: 'Reactions on Slide 2 over time, in 50 segments' }),
    ).toBeTruthy();
    const chart = await screen.findByRole('img', { name: /Chart of the reactions on Slide 2/ });
    expect(chart).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Show as a table' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(
      screen.getByRole('button', { name: 'Hide the table' }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(screen.getByRole('region', { name: /Reactions on Slide 2/ }).tabIndex).toBe(0);
  });

  it('moves through the slides with reactions, and falls back to the stored lecture and slide 1', async () => {
    serve();
    signInTeacher();
    storage.setSelectedLecture({ id: 103, lectureNum: 3, name: 'Sorting algorithms' });
    const { router } = renderRoute('/teacher/slide-stats');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Timeline: Slide 1' }),
    ).toBeTruthy();
    expect(await screen.findByText('No reactions were recorded on this slide.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Next slide' })).toHaveProperty('disabled', false),
    );
    expect(screen.getByRole('button', { name: 'Previous slide' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(router.state.location.search).toBe('?lecture=3&slide=2'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Timeline: Slide 2' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(router.state.location.search).toBe('?lecture=3&slide=5'));
  });

  it('says why a slide where fewer than three students reacted has no timeline', async () => {
    serve();
    signInTeacher();
    renderRoute('/teacher/slide-stats?lecture=3&slide=5');
    expect((await screen.findByTestId('timeline-suppressed')).textContent).toBe(
      "Fewer than 3 students reacted on this slide, so their reactions are not shown one by one. The slide's counts are on the lecture statistics.",
    );
    expect(screen.queryByText('No reactions were recorded on this slide.')).toBeNull();
    expect(screen.queryByTestId('timeline-table')).toBeNull();
  });

  it('exports the timeline at the chosen resolution', async () => {
    serve();
    signInTeacher();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderRoute('/teacher/slide-stats?lecture=3&slide=2');
    await screen.findByTestId('timeline-table');
    fireEvent.change(screen.getByLabelText('Resolution'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download timeline (CSV)' }));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'lecture-3-slide-2-timeline-10.csv',
    );
    const lines = (await blobs[0]!.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      "Start,End,Start (s),End (s),Too Hard,I'm lost,Not Clear,Great!,Too Simple,Total",
    );
    expect(lines[1]).toBe('0:00,0:10,0,10,0,1,0,0,0,1');
    expect(lines[6]).toBe('0:50,1:00,50,60,0,1,1,0,0,2');
    expect(lines).toHaveLength(12);
  });

  it("embeds the lecture's video when it has one", async () => {
    serve(
      buildLecture({ state: 'ENDED', urlYoutube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }),
    );
    signInTeacher();
    renderRoute('/teacher/slide-stats?lecture=3&slide=2');
    const frame = await screen.findByTitle('Video of Sorting algorithms');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });
});
