import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../lib/storage.ts';
import { at, buildLecture, mockApi, signInTeacher } from '../../../testing/api-mock.ts';
import { renderRoute } from '../../../testing/render.tsx';
import { buildAdminEntry } from '../../../testing/statistics.ts';

vi.mock('../../../lib/socket.ts', () => import('../../../testing/fake-socket.ts'));

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Statistics admin page', () => {
  it('lists every lecture with its course, creator and counts in a 620 px scrolling list', async () => {
    const calls = mockApi({
      'GET /teacher/adminStatistics/': [
        buildAdminEntry(),
        buildAdminEntry({
          lecture: buildLecture({ id: 204, lectureNum: 4, name: 'Graphs' }),
          creator: { ...buildAdminEntry().creator, username: 'alan', firstName: null },
          questions: 0,
          hidden: { questions: 2, answers: 1, discussions: 0 },
        }),
      ],
    });
    signInTeacher();
    storage.setAdmin(true);
    renderRoute('/teacher/admin-stats');
    expect(await screen.findByRole('heading', { level: 1, name: 'Statistics admin' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Lectures of every teacher' });
    expect(getComputedStyle(list).height).toBe('620px');
    expect(getComputedStyle(list).overflowY).toBe('auto');
    const cards = within(list).getAllByTestId('admin-stat-card');
    expect(cards).toHaveLength(2);
    const first = cards[0]!;
    expect(
      within(first).getByRole('heading', { name: 'Lecture 3: Sorting algorithms' }),
    ).toBeTruthy();
    const value = (card: HTMLElement, term: string) =>
      within(card).getAllByText(term, { selector: 'dt' })[0]!.nextElementSibling?.textContent;
    expect(value(first, 'Name')).toBe('Algorithms');
    expect(value(first, 'Username')).toBe('ada');
    expect(value(first, 'Email')).toBe('ada@school.example');
    expect(value(first, 'University')).toBe('Analytical University');
    expect(value(first, 'Created')).toBe('Jan 05, 2026');
    expect(value(first, 'Pseudonyms')).toBe('30');
    expect(value(first, 'New users')).toBe('11');
    expect(value(first, 'Questions')).toBe('6');
    expect(value(first, 'Answers')).toBe('9');
    expect(value(first, 'Discussions')).toBe('2');
    expect(value(cards[1]!, 'First name')).toBe('—');
    // Posts an admin (a teacher) may not see yet are not counted, but said.
    expect(value(cards[1]!, 'Questions')).toBe('0 (2 more not yet visible to you)');
    expect(value(cards[1]!, 'Answers')).toBe('9 (1 more not yet visible to you)');
    expect(value(cards[1]!, 'Discussions')).toBe('2');
    expect(calls.filter((call) => call.path === '/teacher/adminStatistics/')).toHaveLength(1);
  });

  it("shows the server's message when the list is refused", async () => {
    mockApi({
      'GET /teacher/adminStatistics/': { status: 404, body: { message: 'Admin teachers only.' } },
    });
    signInTeacher();
    renderRoute('/teacher/admin-stats');
    expect(await screen.findByText('Admin teachers only.')).toBeTruthy();
    expect(await screen.findByText('The admin statistics could not be loaded.')).toBeTruthy();
  });
});

describe('Statistics list page', () => {
  it('shows a card per lecture sorted by start time, each opening its statistics', async () => {
    mockApi({
      'GET /course/7/lectures': [
        buildLecture({
          id: 102,
          lectureNum: 2,
          name: 'Later',
          startTime: at(60),
          endTime: at(120),
        }),
        buildLecture({
          id: 101,
          lectureNum: 1,
          name: 'Earlier',
          startTime: at(-600),
          endTime: at(-540),
        }),
      ],
    });
    signInTeacher();
    const { router } = renderRoute('/teacher/stats');
    const list = await screen.findByRole('list', { name: 'Lectures' });
    const links = within(list).getAllByRole('link');
    // Each link is named by what it shows, "Statistics of" first.
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringMatching(/^Statistics of Lecture 1.*Earlier/),
      expect.stringMatching(/^Statistics of Lecture 2.*Later/),
    ]);
    fireEvent.click(screen.getByTestId('stats-lecture-2'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lecture/2/stats'));
    expect(storage.getSelectedLecture()).toMatchObject({ lectureNum: 2, name: 'Later' });
  });
});
