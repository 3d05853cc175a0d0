import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Notification, NotificationEvent } from '@o4f/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../../../app/providers.tsx';
import { routes } from '../../../app/routes.tsx';
import { type Call, mockApi, signIn } from '../../../testing/api-mock.ts';
import { BROWSER_EVENTS, dispatchBrowserEvent } from '../../../lib/browser-events.ts';
import { storage } from '../../../lib/storage.ts';
import { resetSockets, socketOf } from '../../../testing/fake-socket.ts';

vi.mock('../../../lib/socket.ts', () => import('../../../testing/fake-socket.ts'));

let nextId = 1;
function notification(
  event: NotificationEvent,
  overrides: { acknowledged?: boolean; lecture?: null; question?: null; answer?: string } = {},
): Notification {
  const id = nextId++;
  return {
    id,
    event,
    acknowledged: overrides.acknowledged ?? false,
    createdAt: new Date(Date.UTC(2025, 1, 1, 9, id)).toISOString(),
    updatedAt: new Date(Date.UTC(2025, 1, 1, 9, id)).toISOString(),
    details: {
      pseudonym: 'Owl',
      course: { id: 8, name: 'Physics', shortName: 'PH' },
      lecture: overrides.lecture === null ? null : { id: 300 + id, lectureNum: 3, name: 'Optics' },
      question: overrides.question === null ? null : { id: 50 + id, text: `Question ${id}` },
      answer: overrides.answer ? { id: 70 + id, text: overrides.answer } : null,
      discussionId: null,
    },
  };
}

/** The notification lists from `latest`; a PUT acknowledges. */
function serveNotifications(latest: Notification[]): Call[] {
  return mockApi(
    {
      'GET /notifications/latest': () => latest,
      'GET /notifications/notAcknowledged': () => latest.filter((item) => !item.acknowledged),
    },
    { otherwise: (call: Call) => (call.method === 'PUT' ? { acknowledged: 1 } : []) },
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const tabs = async () =>
  within(await screen.findByRole('tablist', { name: 'Notification groups' }, { timeout: 5000 }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

const fixtures = () => [
  notification('question_posted'),
  notification('question_posted', { acknowledged: true }),
  notification('question_posted', { lecture: null }),
  notification('question_answered', { answer: 'An answer text' }),
  notification('discussion_reply', { question: null }),
  notification('question_flagged'),
  notification('answer_flagged', { answer: 'Flagged answer' }),
];

beforeEach(() => {
  localStorage.clear();
  resetSockets();
  nextId = 1;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('notifications page', () => {
  it('shows every group with its unread count, and the teacher only three', async () => {
    serveNotifications(fixtures());
    signIn('STUDENT');
    renderAt('/student/notifications');
    await waitFor(async () =>
      expect(await tabs()).toEqual([
        'Questions (1)',
        'Answers (1)',
        'Discussions (0)',
        'Flagged Q (1)',
        'Flagged A (1)',
      ]),
    );
    cleanup();

    signIn('TEACHER');
    renderAt('/teacher/notifications');
    await waitFor(async () =>
      expect(await tabs()).toEqual(['Questions (1)', 'Answers (1)', 'Discussions (0)']),
    );
  });

  it('lists only items naming a lecture and a question, with the source line', async () => {
    serveNotifications(fixtures());
    signIn('STUDENT');
    renderAt('/student/notifications');
    const list = await screen.findByRole('list', { name: 'Questions notifications' });
    const items = within(list).getAllByRole('button');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('PH - Optics - Owl');
    expect(items[0]?.textContent).toContain('Question 2');
    expect(items[0]?.textContent).not.toContain('Unread');
    expect(items[1]?.textContent).toContain('Question 1');
    expect(items[1]?.textContent).toContain('Unread');
    expect(screen.queryByText('Question 3')).toBeNull();
  });

  it('opens the tab given by ?tab= and shows the answer text there', async () => {
    serveNotifications(fixtures());
    signIn('STUDENT');
    renderAt('/student/notifications?tab=1');
    const tab = await screen.findByRole('tab', { name: /^Answers/ });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const list = await screen.findByRole('list', { name: 'Answers notifications' });
    expect(within(list).getByText('An answer text')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: /^Discussions/ }));
    // The discussion notification has no question: nothing to show.
    expect(await screen.findByText('There are no notifications.')).toBeTruthy();
  });

  it('marks all read on the current tab only', async () => {
    const calls = serveNotifications(fixtures());
    signIn('STUDENT');
    renderAt('/student/notifications?tab=3');
    const button = await screen.findByRole('button', { name: 'Mark all as read' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PUT',
        path: '/notifications/events',
        body: { events: ['question_flagged'] },
      }),
    );

    fireEvent.click(screen.getByRole('tab', { name: /^Discussions/ }));
    expect(screen.getByRole('button', { name: 'Mark all as read' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('opens the question at once and acknowledges the item a second later', async () => {
    const calls = serveNotifications(fixtures());
    signIn('STUDENT');
    const router = renderAt('/student/notifications');
    const list = await screen.findByRole('list', { name: 'Questions notifications' });
    const unread = within(list).getAllByRole('button')[1]!;

    vi.useFakeTimers();
    fireEvent.click(unread);
    expect(router.state.location.pathname).toBe('/lecture/3/questions/51');
    expect(storage.getSelectedCourse()).toEqual({ id: 8, name: 'Physics', shortName: 'PH' });
    expect(storage.getSelectedLecture()).toMatchObject({ id: 301, lectureNum: 3, courseId: 8 });

    await act(async () => {
      vi.advanceTimersByTime(999);
    });
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    vi.useRealTimers();
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'PUT', path: '/notification/1', body: undefined }),
    );
  });
});

describe('header bell', () => {
  it('counts unread notifications per group and opens the page on that tab', async () => {
    serveNotifications(fixtures());
    signIn('STUDENT');
    const router = renderAt('/student/my-courses');
    const bell = await screen.findByRole('button', { name: 'Notifications: 4 unread' });
    fireEvent.click(bell);
    const menu = await screen.findByRole('menu', { name: 'Notification groups' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Questions (1)',
      'Answers (1)',
      'Discussions (0)',
      'Flagged Q (1)',
      'Flagged A (1)',
    ]);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Flagged Q (1)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/student/notifications'));
    expect(router.state.location.search).toBe('?tab=3');
  });

  it('has three groups for teachers and refreshes on update-notifications', async () => {
    const items = fixtures();
    const calls = serveNotifications(items);
    signIn('TEACHER');
    renderAt('/teacher/my-courses');
    expect(await screen.findByRole('button', { name: 'Notifications: 2 unread' })).toBeTruthy();

    items.push(notification('question_posted'));
    const before = calls.filter((call) => call.path === '/notifications/notAcknowledged').length;
    act(() => dispatchBrowserEvent(BROWSER_EVENTS.updateNotifications, items.at(-1)));
    expect(await screen.findByRole('button', { name: 'Notifications: 3 unread' })).toBeTruthy();
    expect(
      calls.filter((call) => call.path === '/notifications/notAcknowledged').length,
    ).toBeGreaterThan(before);

    fireEvent.click(screen.getByRole('button', { name: 'Notifications: 3 unread' }));
    const menu = await screen.findByRole('menu', { name: 'Notification groups' });
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
  });

  it('refetches once for a burst of notifications, not once each', async () => {
    const items = fixtures();
    const calls = serveNotifications(items);
    signIn('TEACHER');
    renderAt('/teacher/my-courses');
    expect(await screen.findByRole('button', { name: 'Notifications: 2 unread' })).toBeTruthy();
    await waitFor(() => expect(socketOf('/signals')).toBeTruthy());
    const fetched = () =>
      calls.filter((call) => call.method === 'GET' && call.path.startsWith('/notifications/'))
        .length;
    const before = fetched();

    // 200 posts reached their views in one opening: the teacher is told of each, in one burst.
    const burst = Array.from({ length: 200 }, () => notification('question_posted'));
    items.push(...burst);
    act(() => {
      for (const item of burst) socketOf('/signals')!.fire('notification', item);
    });
    expect(await screen.findByRole('button', { name: 'Notifications: 202 unread' })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    // The bell's list, fetched again once, not 200 times.
    expect(fetched() - before).toBe(1);
  });

  it("refetches the teacher's counts when a post they were told about goes to the doghouse", async () => {
    const items = fixtures();
    serveNotifications(items);
    signIn('TEACHER');
    renderAt('/teacher/my-courses');
    expect(await screen.findByRole('button', { name: 'Notifications: 2 unread' })).toBeTruthy();
    await waitFor(() => expect(socketOf('/signals')).toBeTruthy());

    // The server no longer counts the notification about the question now in the doghouse,
    // and says so on the teacher's own room (no qa_update reaches them for that post).
    items.splice(0, 1);
    socketOf('/signals')!.fire('notifications_changed', { courseId: 7 });
    expect(await screen.findByRole('button', { name: 'Notifications: 1 unread' })).toBeTruthy();
  });
});
