import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Answer, Course, Lecture, Question } from '@o4f/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../../../app/providers.tsx';
import { routes } from '../../../app/routes.tsx';
import { storage } from '../../../lib/storage.ts';
import { buildLecture, mockApi, signIn } from '../../../testing/api-mock.ts';
import { resetSockets, sockets } from '../../../testing/fake-socket.ts';
import { markOwnChange, resetOwnChanges } from '../api/own-changes.ts';
import type * as RefetchSchedulerModule from '../../../lib/refetch-scheduler.ts';
import { buildAnswer, buildQuestion } from '../../../testing/posts.ts';

vi.mock('../../../lib/socket.ts', () => import('../../../testing/fake-socket.ts'));
// The real scheduler with a short wait (its own timing is tested in refetch-scheduler.test.ts).
vi.mock('../../../lib/refetch-scheduler.ts', async (importOriginal) =>
  (await import('../../../testing/fast-scheduler.ts')).fastSchedulerModule(
    await importOriginal<typeof RefetchSchedulerModule>(),
  ),
);

const course: Course = {
  id: 7,
  name: 'Linear Algebra',
  shortName: 'LA',
  startDate: '2025-01-01',
} as Course;
const otherCourse = { ...course, id: 8, name: 'Physics', shortName: 'PH' } as Course;

const lecture = (id: number, lectureNum: number, name: string): Lecture =>
  buildLecture({
    id,
    lectureNum,
    name,
    startTime: '2025-02-01T09:00:00.000Z',
    endTime: '2025-02-01T10:00:00.000Z',
    state: 'ENDED',
  });

const lectures = [lecture(101, 1, 'Vectors'), lecture(102, 2, 'Matrices')];

/** A question of lecture 1 (id 101) with a predictable text, time and author. */
const question = (id: number, overrides: Partial<Question> = {}): Question =>
  buildQuestion({
    id,
    text: `Question text ${id}`,
    createdAt: `2025-02-01T09:${String(id % 60).padStart(2, '0')}:00.000Z`,
    pseudonym: `Mask ${id}`,
    lectureNum: 1,
    lectureId: 101,
    ...overrides,
  });

const answer = (id: number, overrides: Partial<Answer> = {}): Answer =>
  buildAnswer({
    id,
    questionId: 11,
    question: question(11),
    text: `Answer text ${id}`,
    createdAt: `2025-02-01T10:${String(id % 60).padStart(2, '0')}:00.000Z`,
    pseudonym: `Mask ${id}`,
    lectureNum: 1,
    lectureId: 101,
    ...overrides,
  });

const questions = [
  question(11, { selfPosted: true, numUpVotes: 1 }),
  question(12, { numUpVotes: 5, lectureNum: 2, lectureId: 102 }),
  question(13, { flagged: true }),
];

const baseApi = {
  'GET /courses': [course, otherCourse],
  'POST /courses/lectures': lectures,
  'POST /courses/lectures/questions/[101,102]': questions,
  'POST /courses/lectures/questions/[101]': questions.filter((q) => q.lectureId === 101),
};

function renderAt(pathname: string, state?: unknown) {
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname, state }] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const tabNames = async (title: string) =>
  within(await screen.findByRole('tablist', { name: `${title} tabs` }, SLOW))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

const listTexts = (title: string) =>
  within(screen.getByRole('list', { name: `${title} list` }))
    .getAllByRole('button')
    .map((button) => within(button).getByText(/^(Question|Answer) text \d+$/).textContent);

/** Opens a MUI select by its label and clicks one of its options. */
async function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox');
  fireEvent.click(within(listbox).getByRole('option', { name: option }));
  fireEvent.keyDown(listbox, { key: 'Escape' });
}

/** happy-dom's own API: media queries follow the viewport. */
const setViewport = (size: { width: number; height: number }) =>
  (
    window as unknown as {
      happyDOM: { setViewport: (size: { width: number; height: number }) => void };
    }
  ).happyDOM.setViewport(size);

// The first render loads the route's lazy chunk, which can take a while on a busy machine.
const SLOW = { timeout: 5000 };

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('my questions / answers / discussions', () => {
  it('shows My, All and Doghouse to students and no Doghouse to teachers but on discussions', async () => {
    mockApi(baseApi);
    signIn('STUDENT');
    renderAt('/student/my-questions');
    expect(await tabNames('Questions')).toEqual(['My', 'All', 'Doghouse']);
    cleanup();

    renderAt('/student/my-answers');
    expect(await tabNames('Answers')).toEqual(['My', 'All', 'Doghouse']);
    cleanup();

    signIn('TEACHER');
    renderAt('/teacher/my-questions');
    expect(await tabNames('Questions')).toEqual(['My', 'All']);
    cleanup();

    renderAt('/teacher/my-answers');
    expect(await tabNames('Answers')).toEqual(['My', 'All']);
    cleanup();

    renderAt('/teacher/my-discussions');
    expect(await tabNames('Discussions')).toEqual(['My', 'All', 'Doghouse']);
  });

  it('fetches the chosen lectures and splits the questions over the tabs', async () => {
    const calls = mockApi(baseApi);
    signIn('STUDENT');
    renderAt('/student/my-questions');

    await screen.findByRole('list', { name: 'Questions list' });
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/courses/lectures',
      body: { coursesId: [7] },
    });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(
      'POST /courses/lectures/questions/[101,102]',
    );
    expect(listTexts('Questions')).toEqual(['Question text 11']);

    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    // Newest first by default.
    expect(listTexts('Questions')).toEqual(['Question text 12', 'Question text 11']);

    fireEvent.click(screen.getByRole('tab', { name: 'Doghouse' }));
    expect(listTexts('Questions')).toEqual(['Question text 13']);
  });

  it('sorts with the filter screen sorts', async () => {
    mockApi({
      ...baseApi,
      'POST /courses/lectures/questions/[101,102]': [
        question(21, { numUpVotes: 3 }),
        question(22, { numUpVotes: 1, discussionCount: 4 }),
      ],
    });
    signIn('STUDENT');
    renderAt('/student/my-questions');
    fireEvent.click(await screen.findByRole('tab', { name: 'All' }));
    await screen.findByRole('list', { name: 'Questions list' });
    expect(listTexts('Questions')).toEqual(['Question text 22', 'Question text 21']);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sort by' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Time',
      'Votes',
      'Num of discussions',
      'Number of answers',
      'Flag',
      'Lecture number',
    ]);
    fireEvent.click(options[1]!);
    await waitFor(() =>
      expect(listTexts('Questions')).toEqual(['Question text 21', 'Question text 22']),
    );
  });

  it('disables the lecture filter without a course', async () => {
    mockApi(baseApi);
    signIn('STUDENT');
    renderAt('/student/my-questions');
    await screen.findByRole('list', { name: 'Questions list' });
    expect(
      screen.getByRole('combobox', { name: 'Lecture' }).getAttribute('aria-disabled'),
    ).toBeNull();

    await pick('Course', 'None');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Lecture' }).getAttribute('aria-disabled')).toBe(
        'true',
      ),
    );
    expect(screen.getByText('Select a course to see its posts.')).toBeTruthy();

    await pick('Course', 'All');
    await waitFor(() =>
      expect(
        screen.getByRole('combobox', { name: 'Lecture' }).getAttribute('aria-disabled'),
      ).toBeNull(),
    );
  });

  it('shows the question input only when exactly one lecture is chosen', async () => {
    mockApi(baseApi);
    signIn('STUDENT');
    renderAt('/student/my-questions');
    await screen.findByRole('list', { name: 'Questions list' });
    expect(screen.queryByRole('textbox', { name: 'Your question' })).toBeNull();

    await pick('Lecture', 'None');
    await pick('Lecture', '2. Matrices');
    expect(await screen.findByRole('textbox', { name: 'Your question' })).toBeTruthy();

    await pick('Lecture', '1. Vectors');
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Your question' })).toBeNull(),
    );
  });

  it('starts on the lecture passed as initLectureId', async () => {
    const calls = mockApi(baseApi);
    signIn('TEACHER');
    renderAt('/teacher/my-questions', { initLectureId: 101 });
    expect(await screen.findByRole('textbox', { name: 'Your question' })).toBeTruthy();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(
      'POST /courses/lectures/questions/[101]',
    );
    expect(calls.map((call) => call.path)).not.toContain('/courses/lectures/questions/[101,102]');
  });

  it('opens the question page of a clicked item', async () => {
    mockApi(baseApi);
    signIn('STUDENT');
    const router = renderAt('/student/my-questions');
    fireEvent.click(await screen.findByRole('tab', { name: 'All' }));
    fireEvent.click(await screen.findByRole('button', { name: /Question text 12/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lecture/2/questions/12'));
    expect(storage.getSelectedLecture()).toMatchObject({ id: 102, lectureNum: 2 });
  });

  it('shows and hides the questions of answers', async () => {
    mockApi({
      ...baseApi,
      'POST /courses/lectures/answers/[101,102]': [answer(31, { selfPosted: true })],
    });
    signIn('STUDENT');
    renderAt('/student/my-answers');
    await screen.findByRole('list', { name: 'Answers list' });
    expect(screen.queryByText('Question text 11')).toBeNull();

    fireEvent.click(screen.getByRole('switch', { name: 'Show Questions' }));
    expect(await screen.findByText('Question text 11')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Hide Questions' })).toBeTruthy();
  });

  it('collapses the filters behind a toggle on a phone', async () => {
    mockApi(baseApi);
    signIn('STUDENT');
    setViewport({ width: 400, height: 800 });
    try {
      renderAt('/student/my-answers');
      const toggle = await screen.findByRole('button', { name: 'Show filters' });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      fireEvent.click(toggle);
      expect(
        screen.getByRole('button', { name: 'Hide filters' }).getAttribute('aria-expanded'),
      ).toBe('true');
      expect(await screen.findByRole('combobox', { name: 'Course' })).toBeTruthy();
    } finally {
      setViewport({ width: 1024, height: 768 });
    }
  });

  it('lists discussions under their answers: mine, all, and the doghouse', async () => {
    const discussion = (id: number, selfInvolved: boolean) => ({
      id,
      answerPosterPseudonym: 'Owl',
      discussionStarterPseudonym: `Starter ${id}`,
      respondable: selfInvolved,
      messages: [
        {
          id: id * 10,
          createdAt: '2025-02-02T10:00:00.000Z',
          pseudonym: 'Owl',
          message: `Msg ${id}`,
          teacherPost: false,
        },
      ],
      answerId: 31,
      questionId: 11,
      courseId: 7,
      lectureNum: 1,
      createdAt: '2025-02-02T10:00:00.000Z',
      selfInvolved,
      notificationId: null,
    });
    mockApi({
      ...baseApi,
      'POST /courses/lectures/answers/[101,102]': [
        answer(31, {
          discussions: [discussion(1, true), discussion(2, false)],
          discussionCount: 2,
        }),
        answer(32, { discussions: [discussion(3, false)], discussionCount: 1 }),
        answer(33, { flagged: true, discussions: [discussion(4, false)], discussionCount: 1 }),
        answer(34),
      ],
    });
    signIn('STUDENT');
    renderAt('/student/my-discussions');
    await screen.findByRole('list', { name: 'Discussions list' });
    expect(listTexts('Discussions')).toEqual(['Answer text 31']);
    expect(screen.getByText('Owl: Msg 1')).toBeTruthy();
    expect(screen.queryByText('Owl: Msg 2')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(listTexts('Discussions').sort()).toEqual(['Answer text 31', 'Answer text 32']);
    fireEvent.click(screen.getByRole('tab', { name: 'Doghouse' }));
    expect(listTexts('Discussions')).toEqual(['Answer text 33']);
  });
});

describe('live list updates', () => {
  beforeEach(() => {
    resetSockets();
    resetOwnChanges();
  });

  /** The list screen's signals socket: no lecture query, listening to qa_update. */
  const listSocket = () =>
    sockets.find(
      (socket) =>
        socket.namespace === '/signals' && !socket.query && socket.handlers.has('qa_update'),
    );
  const watched = () =>
    listSocket()
      ?.emitted.filter((entry) => entry.event === 'watch_lectures')
      .map((entry) => entry.payload);
  const update = (lectureNum: number, courseId = 7) => ({
    courseId,
    lectureNum,
    kind: 'question_posted',
    questionId: 99,
    answerId: null,
  });

  it('watches the chosen lectures and refetches on a qa_update of one of them', async () => {
    const calls = mockApi(baseApi);
    signIn('STUDENT');
    renderAt('/student/my-questions');
    await screen.findByRole('list', { name: 'Questions list' });
    await waitFor(() => expect(listSocket()).toBeDefined());
    const socket = listSocket()!;

    socket.fire('connect');
    expect(watched()).toEqual([
      {
        lectures: [
          { courseId: 7, lectureNum: 1 },
          { courseId: 7, lectureNum: 2 },
        ],
      },
    ]);

    const fetches = () =>
      calls.filter((call) => call.path.startsWith('/courses/lectures/questions/')).length;
    const before = fetches();
    socket.fire('qa_update', update(2));
    await waitFor(() => expect(fetches()).toBe(before + 1));

    // Another lecture, another course, and the echo of an own change: no refetch.
    socket.fire('qa_update', update(3));
    socket.fire('qa_update', update(1, 8));
    markOwnChange({ courseId: 7, lectureNum: 1, kind: 'voted', questionId: 11 });
    socket.fire('qa_update', { ...update(1), kind: 'voted', questionId: 11 });
    // A post becoming visible to the teacher changes nothing a student sees.
    socket.fire('qa_update', { ...update(1), kind: 'visible' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetches()).toBe(before + 1);

    // A new choice is watched at once; a reconnection watches it again.
    await pick('Lecture', 'None');
    await pick('Lecture', '2. Matrices');
    await waitFor(() =>
      expect(watched()?.at(-1)).toEqual({ lectures: [{ courseId: 7, lectureNum: 2 }] }),
    );
    const sent = watched()!.length;
    await waitFor(() => expect(calls.at(-1)?.path).toMatch(/^\/courses\/lectures\/questions\//));
    const beforeReconnect = fetches();
    socket.fire('connect');
    expect(watched()).toHaveLength(sent + 1);
    expect(watched()?.at(-1)).toEqual({ lectures: [{ courseId: 7, lectureNum: 2 }] });
    // Changes made while the connection was away were not heard: the lists refetch.
    await waitFor(() => expect(fetches()).toBe(beforeReconnect + 1));

    const afterChoice = fetches();
    socket.fire('qa_update', update(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetches()).toBe(afterChoice);
    socket.fire('qa_update', update(2));
    await waitFor(() => expect(fetches()).toBe(afterChoice + 1));
  });

  it("refetches a teacher's list when a post becomes visible to them", async () => {
    const calls = mockApi(baseApi);
    signIn('TEACHER');
    renderAt('/teacher/my-questions');
    await screen.findByRole('list', { name: 'Questions list' });
    await waitFor(() => expect(listSocket()).toBeDefined());
    const fetches = () =>
      calls.filter((call) => call.path.startsWith('/courses/lectures/questions/')).length;
    const before = fetches();
    listSocket()!.fire('qa_update', { ...update(1), kind: 'visible' });
    await waitFor(() => expect(fetches()).toBe(before + 1));
  });
});
