import { SOCKET_TEXT, type Lecture } from '@o4f/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../lib/storage.ts';
import { text } from '../../text/en.ts';
import { buildStartedLecture, type Call, mockApi, signIn } from '../../testing/api-mock.ts';
import { connectNamespace, resetSockets, socketOf } from '../../testing/fake-socket.ts';
import { renderRoute } from '../../testing/render.tsx';

vi.mock('../../lib/socket.ts', () => import('../../testing/fake-socket.ts'));

const attended = buildStartedLecture({ isAttending: true });

const signals = () => socketOf('/signals')!;
const paths = (calls: Call[]) => calls.map((call) => call.path);

/** The shell with the signals socket of the attended lecture open. */
async function openShell(liveAttending: Lecture | null = attended) {
  const calls = mockApi({
    'GET /courses': [],
    'GET /course/7/lecture/liveAttending': liveAttending,
    'GET /course/7/lecture/3/pseudonym': { pseudonym: 'Fox 17', maskId: 1 },
  });
  const result = renderRoute('/student/my-courses');
  await waitFor(() =>
    expect(socketOf('/signals')?.query).toEqual(
      liveAttending ? { courseId: 7, lectureNum: 3 } : undefined,
    ),
  );
  return { ...result, calls };
}

beforeEach(() => {
  localStorage.clear();
  resetSockets();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('header live controls', () => {
  it('shows the Live button and Who am I? for a student attending a live lecture', async () => {
    signIn('STUDENT');
    await openShell();
    const live = await screen.findByRole('link', { name: 'Live' });
    expect(live.getAttribute('href')).toBe('/lecture/3/live?tab=feedback');
    const whoAmI = await screen.findByRole('button', { name: 'Who am I?' });
    fireEvent.mouseOver(whoAmI);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Fox 17');
  });

  it('shows the pseudonym on a tap (a click) too, as on a touch screen', async () => {
    signIn('STUDENT');
    await openShell();
    const whoAmI = await screen.findByRole('button', { name: 'Who am I?' });
    fireEvent.click(whoAmI);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Fox 17');
  });

  it('shows neither when the student attends no live lecture', async () => {
    signIn('STUDENT');
    const { calls } = await openShell(null);
    await waitFor(() => expect(paths(calls)).toContain('/course/7/lecture/liveAttending'));
    expect(screen.queryByRole('link', { name: 'Live' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Who am I?' })).toBeNull();
  });

  it("gives a teacher a Live button to the course's running lecture, and no Who am I?", async () => {
    storage.setToken('token');
    storage.setRole('TEACHER');
    storage.setSelectedCourse({ id: 7, name: 'Linear Algebra', shortName: 'LA' });
    const calls = mockApi({ 'GET /courses': [], 'GET /course/7/lecture/liveAttending': attended });
    renderRoute('/teacher/my-courses');
    const live = await screen.findByRole('link', { name: 'Live' });
    expect(live.getAttribute('href')).toBe('/teacher/3/remote');
    await waitFor(() =>
      expect(connectNamespace).toHaveBeenCalledWith('/signals', { courseId: 7, lectureNum: 3 }),
    );
    expect(screen.queryByRole('button', { name: 'Who am I?' })).toBeNull();
    expect(paths(calls)).not.toContain('/course/7/lecture/3/pseudonym');
  });
});

describe('signals', () => {
  it('a removal sends the student to the join page with the spec text', async () => {
    signIn('STUDENT');
    const { router } = await openShell();
    await screen.findByRole('link', { name: 'Live' });
    // The server no longer counts the student as attending.
    mockApi({ 'GET /course/7/lecture/liveAttending': null });
    signals().fire('signal', { type: 'removed_from_pseudonym', courseId: 7, lectureNum: 3 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/old-or-new-student'));
    expect(await screen.findByText('You have been removed from class.')).toBeTruthy();
    expect(text.signals.removed).toBe(SOCKET_TEXT.removedFromClass);
    expect(screen.queryByRole('link', { name: 'Live' })).toBeNull();
  });

  it('lecture signals reload the lecture queries; the end of the attended one clears it', async () => {
    signIn('STUDENT');
    const { calls } = await openShell();
    await screen.findByRole('link', { name: 'Live' });
    const classInfo = vi.fn();
    window.addEventListener('update-class-info', (event) =>
      classInfo((event as CustomEvent).detail),
    );
    const before = paths(calls).filter((path) => path.endsWith('/liveAttending')).length;
    signals().fire('signal', { type: 'lecture_updated', courseId: 7, lectureNum: 3 });
    await waitFor(() =>
      expect(paths(calls).filter((path) => path.endsWith('/liveAttending')).length).toBe(
        before + 1,
      ),
    );
    expect(classInfo).toHaveBeenLastCalledWith({
      type: 'lecture_updated',
      courseId: 7,
      lectureNum: 3,
    });

    mockApi({ 'GET /courses': [], 'GET /course/7/lecture/liveAttending': null });
    signals().fire('signal', { type: 'lecture_ended', courseId: 7, lectureNum: 3 });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Live' })).toBeNull());
    expect(classInfo).toHaveBeenLastCalledWith({
      type: 'lecture_ended',
      courseId: 7,
      lectureNum: 3,
    });
    // Without an attended lecture the channel reconnects without a lecture.
    await waitFor(() => expect(signals().query).toBeUndefined());
  });

  it('passes notifications on as the update-notifications browser event', async () => {
    signIn('STUDENT');
    await openShell();
    const received = vi.fn();
    window.addEventListener('update-notifications', (event) =>
      received((event as CustomEvent).detail),
    );
    const notification = {
      id: 5,
      event: 'question_answered',
      acknowledged: false,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      details: { question: { id: 9, text: 'Why?' } },
    };
    act(() => signals().fire('notification', notification));
    expect(received).toHaveBeenCalledWith(notification);
  });

  it('marks lecture notifications read, at connect and when one arrives, without a bell update', async () => {
    signIn('STUDENT');
    const { calls } = await openShell();
    const received = vi.fn();
    window.addEventListener('update-notifications', received);
    signals().fire('connect');
    await waitFor(() => expect(paths(calls)).toContain('/notifications/events'));
    act(() =>
      signals().fire('notification', {
        id: 42,
        event: 'lecture_started',
        acknowledged: false,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
        details: { course: { id: 7 }, lecture: { lectureNum: 3 } },
      }),
    );
    await waitFor(() => expect(paths(calls)).toContain('/notification/42'));
    expect(received).not.toHaveBeenCalled();
  });

  it('closes the channel on logout', async () => {
    signIn('STUDENT');
    await openShell();
    const socket = signals();
    act(() => storage.clearSession());
    await waitFor(() => expect(socket.connected).toBe(false));
    expect(socket.active).toBe(false);
  });
});
