import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../lib/storage.ts';
import { at, buildLecture, mockApi, signIn } from '../../../testing/api-mock.ts';
import { renderRoute } from '../../../testing/render.tsx';

const lecture = (lectureNum: number, name: string, start: number, end: number) =>
  buildLecture({ id: 100 + lectureNum, lectureNum, name, startTime: at(start), endTime: at(end) });

// Listed out of order on purpose: the page sorts by start time.
const lectures = [
  lecture(3, 'Tomorrow', 24 * 60, 25 * 60),
  { ...lecture(1, 'Yesterday', -24 * 60, -23 * 60), urlYoutube: 'https://youtu.be/dQw4w9WgXcQ' },
  lecture(2, 'Right now', -10, 50),
];

/** A card's action is named by what the card shows, 'Open' first: 'Open Lecture 2 Live Right now …'. */
const cardName = (lectureNum: number, name: string) =>
  new RegExp(`^Open Lecture ${lectureNum}\\s*(Live|Past|Future)\\s*${name}`);

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Lectures' }))
    .getAllByRole('button', { name: /^Open Lecture/ })
    .map((button) => button.querySelector('h2')?.textContent);

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('My Lectures', () => {
  it('shows the spec texts when a course has no lectures', async () => {
    mockApi({ 'GET /course/7/lectures': [] });
    signIn('TEACHER');
    renderRoute('/teacher/my-lectures');
    const heading = await screen.findByRole('heading', { name: /There is no lectures/ });
    expect(heading.textContent).toBe(
      'There is no lectures at this time.  Please create a new lecture.',
    );
    expect(screen.getByRole('link', { name: 'Add a New Lecture' })).toBeTruthy();
    cleanup();

    signIn('STUDENT');
    renderRoute('/student/my-lectures');
    expect(
      await screen.findByRole('heading', { name: 'There Are Currently No Lectures.' }),
    ).toBeTruthy();
  });

  it('sorts cards by start time and keeps future lectures closed', async () => {
    mockApi({ 'GET /course/7/lectures': lectures });
    signIn('STUDENT');
    renderRoute('/student/my-lectures');
    await screen.findByRole('button', { name: cardName(2, 'Right now') });

    expect(cardNames()).toEqual(['Yesterday', 'Right now', 'Tomorrow']);
    const future = screen.getByRole('button', { name: cardName(3, 'Tomorrow') });
    expect(future.getAttribute('aria-disabled')).toBe('true');
    expect(future.hasAttribute('disabled')).toBe(true);
    const list = within(screen.getByRole('list', { name: 'Lectures' }));
    expect(list.getAllByText(/^(Live|Past|Future)$/).map((chip) => chip.textContent)).toEqual([
      'Past',
      'Live',
      'Future',
    ]);
  });

  it('opens a live lecture on the Feedback tab and a past one on Q&A for students', async () => {
    mockApi({ 'GET /course/7/lectures': lectures });
    signIn('STUDENT');
    const { router } = renderRoute('/student/my-lectures');

    fireEvent.click(await screen.findByRole('button', { name: cardName(2, 'Right now') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lecture/2/live'));
    expect(router.state.location.search).toBe('?tab=feedback');
    expect(router.state.location.state).toEqual({ tab: 'feedback' });
    expect(storage.getSelectedLecture()).toMatchObject({ lectureNum: 2, name: 'Right now' });

    await router.navigate('/student/my-lectures');
    fireEvent.click(await screen.findByRole('button', { name: cardName(1, 'Yesterday') }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=qa'));

    await router.navigate('/student/my-lectures');
    fireEvent.click(await screen.findByRole('button', { name: 'Video of lecture 1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lecture/1/video'));
    expect(screen.queryByRole('button', { name: 'Video of lecture 2' })).toBeNull();
  });

  it('sends teachers to Class Status for a live lecture and offers the card menu', async () => {
    mockApi({ 'GET /course/7/lectures': lectures });
    signIn('TEACHER');
    const { router } = renderRoute('/teacher/my-lectures');

    fireEvent.click(await screen.findByRole('button', { name: cardName(2, 'Right now') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/teacher/class-status'));

    await router.navigate('/teacher/my-lectures');
    fireEvent.click(await screen.findByRole('button', { name: cardName(1, 'Yesterday') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lecture/1/stats'));

    await router.navigate('/teacher/my-lectures');
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for lecture 3' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'My questions' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/teacher/my-questions'));
    expect(router.state.location.state).toEqual({ initLectureId: 103 });

    await router.navigate('/teacher/my-lectures');
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for lecture 3' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Statistics' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lecture/3/stats'));

    await router.navigate('/teacher/my-lectures');
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for lecture 3' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/teacher/my-lectures/edit/3'));
  });
});
