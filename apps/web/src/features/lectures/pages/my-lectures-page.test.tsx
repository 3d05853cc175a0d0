import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Lecture } from '@o4f/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../lib/storage.ts';
import { renderRoute } from '../../../testing/render.tsx';

const MINUTE = 60_000;
const at = (offsetMinutes: number) => new Date(Date.now() + offsetMinutes * MINUTE).toISOString();

const lecture = (lectureNum: number, name: string, start: number, end: number): Lecture => ({
  id: 100 + lectureNum,
  lectureNum,
  courseId: 7,
  name,
  startTime: at(start),
  endTime: at(end),
  state: 'CREATED',
  allowQuestionsDuringLecture: true,
  allowDiscussionsDuringLecture: true,
  urlYoutube: null,
  hasPresentation: false,
  createdAt: at(-5000),
  updatedAt: at(-5000),
  isAttending: false,
});

// Listed out of order on purpose: the page sorts by start time.
const lectures = [
  lecture(3, 'Tomorrow', 24 * 60, 25 * 60),
  { ...lecture(1, 'Yesterday', -24 * 60, -23 * 60), urlYoutube: 'https://youtu.be/dQw4w9WgXcQ' },
  lecture(2, 'Right now', -10, 50),
];

type Call = { method: string; path: string; body: unknown };

function mockApi(answers: Record<string, unknown>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = url.replace('/apio4f', '');
      calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const key = `${method} ${path}`;
      const data = key in answers ? answers[key] : [];
      return new Response(JSON.stringify({ message: `${key} done`, data }), { status: 200 });
    }),
  );
  return calls;
}

const signIn = (role: 'TEACHER' | 'STUDENT') => {
  storage.setToken('token');
  storage.setRole(role);
  storage.setSelectedCourse({ id: 7, name: 'Linear Algebra', shortName: 'LA' });
};

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Lectures' }))
    .getAllByRole('button', { name: /^Open lecture/ })
    .map((button) => button.getAttribute('aria-label'));

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
    await screen.findByRole('button', { name: 'Open lecture 2: Right now' });

    expect(cardNames()).toEqual([
      'Open lecture 1: Yesterday',
      'Open lecture 2: Right now',
      'Open lecture 3: Tomorrow',
    ]);
    const future = screen.getByRole('button', { name: 'Open lecture 3: Tomorrow' });
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

    fireEvent.click(await screen.findByRole('button', { name: 'Open lecture 2: Right now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lecture/2/live'));
    expect(router.state.location.search).toBe('?tab=feedback');
    expect(router.state.location.state).toEqual({ tab: 'feedback' });
    expect(storage.getSelectedLecture()).toMatchObject({ lectureNum: 2, name: 'Right now' });

    await router.navigate('/student/my-lectures');
    fireEvent.click(await screen.findByRole('button', { name: 'Open lecture 1: Yesterday' }));
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

    fireEvent.click(await screen.findByRole('button', { name: 'Open lecture 2: Right now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/teacher/class-status'));

    await router.navigate('/teacher/my-lectures');
    fireEvent.click(await screen.findByRole('button', { name: 'Open lecture 1: Yesterday' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lecture/1/stats'));

    await router.navigate('/teacher/my-lectures');
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for lecture 3' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'My questions' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/teacher/my-questions'));
    expect(router.state.location.state).toEqual({ initLectureId: 103 });

    await router.navigate('/teacher/my-lectures');
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for lecture 3' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/teacher/my-lectures/edit/3'),
    );
  });

  it('creates a lecture with UTC times and returns to the list', async () => {
    const calls = mockApi({
      'POST /course/7/lecture': lecture(4, 'Eigenvalues', 60, 120),
      'GET /course/7/lectures': [],
    });
    signIn('TEACHER');
    const { router } = renderRoute('/teacher/my-lectures/add');

    fireEvent.change(await screen.findByLabelText('Lecture name'), {
      target: { value: 'Eigenvalues' },
    });
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-05-04' } });
    fireEvent.change(screen.getByLabelText('Start time'), { target: { value: '09:00' } });
    fireEvent.change(screen.getByLabelText('End time'), { target: { value: '10:30' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Allow discussions during the lecture' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/teacher/my-lectures'));
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/course/7/lecture',
      body: {
        name: 'Eigenvalues',
        startTime: new Date(2026, 4, 4, 9, 0).toISOString(),
        endTime: new Date(2026, 4, 4, 10, 30).toISOString(),
        allowQuestionsDuringLecture: true,
        allowDiscussionsDuringLecture: false,
        urlYoutube: null,
      },
    });
    expect(await screen.findByText('POST /course/7/lecture done')).toBeTruthy();
  });

  it('edits a lecture and deletes it after confirmation', async () => {
    const existing = lecture(2, 'Right now', -10, 50);
    const calls = mockApi({
      'GET /course/7/lecture/2': existing,
      'PUT /course/7/lecture/2': existing,
      'GET /course/7/lectures': [existing],
    });
    signIn('TEACHER');
    const { router } = renderRoute('/teacher/my-lectures/edit/2');

    const name = await screen.findByLabelText('Lecture name');
    expect((name as HTMLInputElement).value).toBe('Right now');
    fireEvent.change(name, { target: { value: 'Right now (moved)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/teacher/my-lectures'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      name: 'Right now (moved)',
      courseId: 7,
      lectureNum: 2,
    });

    await router.navigate('/teacher/my-lectures/edit/2');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await screen.findByRole('dialog', {
      name: 'Are you sure that you want to delete this lecture?',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/teacher/my-lectures'));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
    expect(await screen.findByText('Lecture deleted')).toBeTruthy();
  });
});
