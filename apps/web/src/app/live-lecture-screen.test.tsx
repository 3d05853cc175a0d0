import { SOCKET_TEXT, type Lecture } from '@o4f/contract';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from './providers.tsx';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { storage } from '../lib/storage.ts';
import { text } from '../text/en.ts';
import { at, buildStartedLecture, mockApi, type Call } from '../testing/api-mock.ts';
import { resetSockets, socketOf, type FakeSocket } from '../testing/fake-socket.ts';
import LiveLectureScreen, { type LiveQaTabProps } from './live-lecture-screen.tsx';

vi.mock('../lib/socket.ts', () => import('../testing/fake-socket.ts'));

const lecture = (overrides: Partial<Lecture> = {}): Lecture =>
  buildStartedLecture({ hasPresentation: true, isAttending: true, ...overrides });

let calls: Call[] = [];
/** Every call is answered with the lecture, or 404 without one. */
function serveLecture(body: Lecture | null) {
  calls = mockApi(
    {},
    { otherwise: body ?? { status: 404, body: { message: 'Lecture not found.' } } },
  );
}
const lectureCalls = () => calls.filter((call) => call.path === '/course/7/lecture/3').length;

/** The Q&A tab the route composes in: shows what the page hands it. */
function QaTabStandIn({ lecture, sort, slideNumber }: LiveQaTabProps) {
  return (
    <p data-testid="qa-tab">
      {lecture.name} · {sort} · {slideNumber ?? 'none'}
    </p>
  );
}

function Landing() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname}</p>;
}

function renderLive(path = '/lecture/3/live', state?: unknown) {
  const [pathname, search] = path.split('?');
  const router = createMemoryRouter(
    [
      {
        path: '/lecture/:lectureNum/live',
        element: <LiveLectureScreen QaTab={QaTabStandIn} />,
      },
      { path: '*', element: <Landing /> },
    ],
    { initialEntries: [{ pathname, search: search ? `?${search}` : '', state }] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const expressions = () => socketOf('/expressions') as FakeSocket;
const reaction = (name: string) => screen.getByRole('button', { name });

/** Opens the live Feedback tab with a connected lecture socket. */
async function openLive() {
  serveLecture(lecture());
  const router = renderLive('/lecture/3/live?tab=feedback');
  await screen.findByRole('group', { name: 'Reactions' });
  expressions().fire('connect');
  return router;
}

beforeEach(() => {
  localStorage.clear();
  resetSockets();
  storage.setToken('token');
  storage.setRole('STUDENT');
  storage.setSelectedCourse({ id: 7, name: 'Linear Algebra', shortName: 'LA' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Live lecture page', () => {
  it('says the lecture is loading, then shows it and names it in the breadcrumb store', async () => {
    serveLecture(lecture());
    renderLive();
    expect(screen.getByText('Lecture loading...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Eigenvalues' })).toBeTruthy();
    expect(storage.getSelectedLecture()).toMatchObject({
      id: 31,
      lectureNum: 3,
      name: 'Eigenvalues',
    });
  });

  it('keeps the first Back inside the lecture after the join flow; a second Back leaves', async () => {
    serveLecture(lecture());
    const router = renderLive('/lecture/3/live?tab=feedback', { joined: true });
    await screen.findByRole('heading', { name: 'Eigenvalues' });
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(router.state.historyAction).toBe('PUSH');

    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/lecture/3/live');
    expect(router.state.location.search).toBe('?tab=feedback');
    expect(router.state.location.state).toEqual({ guarded: true });
    expect(screen.getByRole('heading', { name: 'Eigenvalues' })).toBeTruthy();
  });

  it('adds no history entry when opened other than from the join flow', async () => {
    serveLecture(lecture());
    const router = renderLive('/lecture/3/live?tab=feedback');
    await screen.findByRole('heading', { name: 'Eigenvalues' });
    expect(router.state.historyAction).toBe('POP');
  });

  it('says when there is no such lecture', async () => {
    serveLecture(null);
    renderLive();
    expect(await screen.findByText('No lecture found')).toBeTruthy();
    expect(connectionCount()).toBe(0);
  });

  it('asks to wait while the lecture is CREATED, without connecting', async () => {
    serveLecture(lecture({ state: 'CREATED' }));
    renderLive('/lecture/3/live?tab=feedback');
    expect(
      await screen.findByText('Please wait for the teacher to start the lecture'),
    ).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Feedback' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(connectionCount()).toBe(0);
  });

  it('says the lecture is not live once it ended within its time window', async () => {
    serveLecture(lecture({ state: 'ENDED' }));
    renderLive('/lecture/3/live?tab=feedback');
    expect(await screen.findByText(text.live.notLive)).toBeTruthy();
    expect(connectionCount()).toBe(0);
  });

  it('disables Feedback outside the time window and shows Q&A with its sorts', async () => {
    serveLecture(
      lecture({
        state: 'ENDED',
        startTime: at(-26 * 60),
        endTime: at(-25 * 60),
      }),
    );
    renderLive('/lecture/3/live?tab=feedback');
    const feedback = await screen.findByRole('tab', { name: 'Feedback' });
    expect(
      feedback.getAttribute('aria-disabled') ?? String((feedback as HTMLButtonElement).disabled),
    ).toBe('true');
    expect(screen.getByRole('tab', { name: 'Q&A' }).getAttribute('aria-selected')).toBe('true');
    // The route's Q&A tab gets the lecture, the sort and (not live) no slide.
    expect((await screen.findByTestId('qa-tab')).textContent).toMatch(/ · time · none$/);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sort by' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Time',
      'Votes',
      'Number of answers',
    ]);
  });

  it('opens the tab named by ?tab= or by the navigation state', async () => {
    serveLecture(lecture());
    renderLive('/lecture/3/live?tab=qa');
    expect((await screen.findByRole('tab', { name: 'Q&A' })).getAttribute('aria-selected')).toBe(
      'true',
    );
    cleanup();
    renderLive('/lecture/3/live', { tab: 'qa' });
    expect((await screen.findByRole('tab', { name: 'Q&A' })).getAttribute('aria-selected')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Feedback' }));
    expect(await screen.findByRole('group', { name: 'Reactions' })).toBeTruthy();
  });

  it('connects to the lecture and sends a pressed reaction, marking it when the server confirms', async () => {
    await openLive();
    expect(expressions().query).toEqual({ courseId: 7, lectureNum: 3 });
    expect(expressions().events()).toEqual(['get_active_expression', 'get_expressions']);
    expressions().fire('access_granted', {
      courseId: 7,
      lectureNum: 3,
      role: 'STUDENT',
      pseudonym: 'Fox 17',
      slideNumber: 5,
      allowReactions: true,
    });
    expect(screen.getByText('Your feedback on slide 5')).toBeTruthy();
    fireEvent.click(reaction('Too Hard'));
    expect(expressions().emitted.at(-1)).toMatchObject({
      event: 'press_button',
      payload: { expressionTag: 4 },
    });
    expect(reaction('Too Hard').getAttribute('aria-pressed')).toBe('false');
    expressions().fire('active_expression', { expressionTag: 4, slideNumber: 2 });
    expect(reaction('Too Hard').getAttribute('aria-pressed')).toBe('true');
    expressions().fire('expression_deactivated', { expressionTag: 4 });
    expect(reaction('Too Hard').getAttribute('aria-pressed')).toBe('false');
    expressions().ack('press_button', { ok: true, data: { expressionTag: 3, slideNumber: 2 } });
    expect(reaction('Great!').getAttribute('aria-pressed')).toBe('true');
    expressions().fire('no_active_expression', { slideNumber: 2 });
    expect(reaction('Great!').getAttribute('aria-pressed')).toBe('false');
  });

  it('takes the active reaction back when it is pressed again, for the slide on screen', async () => {
    await openLive();
    expressions().fire('current_slide', { slideNumber: 2 });
    fireEvent.click(reaction('Great!'));
    expect(expressions().emitted.at(-1)).toMatchObject({
      event: 'press_button',
      payload: { expressionTag: 3, slideNumber: 2 },
    });
    expressions().ack('press_button', { ok: true, data: { expressionTag: 3, slideNumber: 2 } });
    expect(reaction('Great!').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(reaction('Great!'));
    expect(expressions().emitted.at(-1)).toMatchObject({
      event: 'take_back_expression',
      payload: { expressionTag: 3, slideNumber: 2 },
    });
    expressions().ack('take_back_expression', { ok: true, data: { slideNumber: 2 } });
    expect(reaction('Great!').getAttribute('aria-pressed')).toBe('false');
    // A press the server finds late (the slide moved) is said in words, and counted nowhere.
    fireEvent.click(reaction('Too Simple'));
    expressions().ack('press_button', {
      ok: false,
      error: 'slide_moved',
      message: SOCKET_TEXT.slideMoved,
    });
    expect(await screen.findByText(SOCKET_TEXT.slideMoved)).toBeTruthy();
    expect(reaction('Too Simple').getAttribute('aria-pressed')).toBe('false');
    expect(expressions().emitted.at(-1)).toMatchObject({ event: 'get_current_slide' });
  });

  it('follows the slide: a new slide clears the reaction and asks for the active one again', async () => {
    await openLive();
    expressions().fire('current_slide', { slideNumber: 2 });
    expect(screen.getByText('Your feedback on slide 2')).toBeTruthy();
    expressions().fire('active_expression', { expressionTag: 1, slideNumber: 2 });
    expect(reaction("I'm lost").getAttribute('aria-pressed')).toBe('true');
    const before = expressions().emitted.length;
    expressions().fire('slide_changed', { slideNumber: 3 });
    expect(screen.getByText('Your feedback on slide 3')).toBeTruthy();
    expect(reaction("I'm lost").getAttribute('aria-pressed')).toBe('false');
    expect(expressions().events().slice(before)).toEqual(['get_active_expression']);
    // The student did not withdraw it: the announcement says the slide moved.
    expect(screen.getByRole('status', { name: 'Your reaction' }).textContent).toBe(
      'Now on slide 3. Your reaction was for the previous slide.',
    );
    expressions().fire('slide_changed', { slideNumber: -1 });
    expect(screen.queryByText(/Your feedback on slide/)).toBeNull();
  });

  it('shows the counts and percentages of the current slide', async () => {
    await openLive();
    expressions().fire('expression_update', {
      slideNumber: 2,
      expressions: [
        { tag: 1, count: 1 },
        { tag: 2, count: 0 },
        { tag: 3, count: 3 },
        { tag: 4, count: 0 },
        { tag: 5, count: 0 },
      ],
      lectureExpressions: [],
    });
    expect(reaction('Great!').textContent).toContain('3 (75%)');
    expect(reaction("I'm lost").textContent).toContain('1 (25%)');
  });

  it('disables the reactions while the teacher pauses them and shows the paused error', async () => {
    await openLive();
    expressions().fire('allow_reactions', { allow: false });
    // Only the reactions are paused, not the lecture: the notice says so.
    expect(screen.getByText('The teacher has paused reactions.')).toBeTruthy();
    expect(screen.queryByText(SOCKET_TEXT.reactionsPaused)).toBeNull();
    expect((reaction('Great!') as HTMLButtonElement).disabled).toBe(true);
    expressions().fire('allow_reactions', { allow: true });
    expect((reaction('Great!') as HTMLButtonElement).disabled).toBe(false);
    // The teacher paused between the press and its arrival: the server refuses it.
    fireEvent.click(reaction('Great!'));
    expressions().ack('press_button', {
      ok: false,
      error: 'reactions_paused',
      message: SOCKET_TEXT.reactionsPaused,
    });
    // The spec's refusal, as a toast, beside the notice.
    expect(await screen.findByText(SOCKET_TEXT.reactionsPaused)).toBeTruthy();
    expect(screen.getByText('The teacher has paused reactions.')).toBeTruthy();
    expect((reaction('Great!') as HTMLButtonElement).disabled).toBe(true);
  });

  it('warns when the student reacts too often', async () => {
    await openLive();
    expressions().fire('expression_overload', { err: SOCKET_TEXT.overload });
    expect(await screen.findByText(text.liveLecture.overload)).toBeTruthy();
  });

  it('leaves for the join page with the connection error, without its Error: prefix', async () => {
    const router = await openLive();
    expressions().active = false;
    expressions().fire('connect_error', new Error('Error: Access denied'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/old-or-new-student'));
    expect(await screen.findByText('Access denied')).toBeTruthy();
    expect(screen.queryByText('Error: Access denied')).toBeNull();
  });

  it('keeps waiting through a transport failure the client retries', async () => {
    const router = await openLive();
    expressions().fire('connect_error', new Error('xhr poll error'));
    expect(router.state.location.pathname).toBe('/lecture/3/live');
  });

  it('reloads the lecture when the server says it ended, and closes the connection', async () => {
    await openLive();
    const socket = expressions();
    serveLecture(lecture({ state: 'ENDED' }));
    socket.fire('is_end_lecture_res', {
      ended: true,
      endTime: new Date().toISOString(),
      minutesLeft: 0,
    });
    expect(await screen.findByText(text.live.notLive)).toBeTruthy();
    expect(lectureCalls()).toBe(1);
    expect(socket.connected).toBe(false);
    expect(await screen.findByText('The lecture has ended.')).toBeTruthy();
  });

  it('closes the connection on the lecture_ended signal', async () => {
    await openLive();
    const socket = expressions();
    window.dispatchEvent(
      new CustomEvent('update-class-info', {
        detail: { type: 'lecture_ended', courseId: 7, lectureNum: 3 },
      }),
    );
    await waitFor(() => expect(socket.connected).toBe(false));
  });

  it('does not connect a student who does not attend the lecture', async () => {
    serveLecture(lecture({ isAttending: false }));
    renderLive('/lecture/3/live?tab=feedback');
    expect(await screen.findByText(text.liveLecture.notAttending)).toBeTruthy();
    expect(connectionCount()).toBe(0);
  });
});

function connectionCount() {
  return socketOf('/expressions') ? 1 : 0;
}
