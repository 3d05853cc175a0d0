import type { Lecture } from '@o4f/contract';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import { storage } from '../../../lib/storage.ts';
import { resetSockets, socketOf } from '../../../testing/fake-socket.ts';
import { resetOwnChanges } from '../api/own-changes.ts';
import {
  buildAnswer,
  buildDiscussion,
  buildMessage,
  buildQuestion,
  serveApi,
} from '../../../testing/posts.ts';
import LectureQuestionsPage from './lecture-questions-page.tsx';
import QuestionAnswersPage from './question-answers-page.tsx';

vi.mock('../../../lib/socket.ts', () => import('../../../testing/fake-socket.ts'));

const MINUTE = 60_000;
const buildLecture = (overrides: Partial<Lecture> = {}): Lecture => ({
  id: 31,
  lectureNum: 3,
  courseId: 7,
  name: 'Eigenvalues',
  startTime: new Date(Date.now() - 10 * MINUTE).toISOString(),
  endTime: new Date(Date.now() + 50 * MINUTE).toISOString(),
  state: 'STARTED',
  allowQuestionsDuringLecture: true,
  allowDiscussionsDuringLecture: true,
  urlYoutube: null,
  hasPresentation: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  isAttending: false,
  ...overrides,
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/lecture/:lectureNum/questions', element: <LectureQuestionsPage /> },
      { path: '/lecture/:lectureNum/questions/:questionId', element: <QuestionAnswersPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

function signIn(role: 'TEACHER' | 'STUDENT') {
  storage.setToken('token');
  storage.setRole(role);
  storage.setSelectedCourse({ id: 7, name: 'Linear Algebra', shortName: 'LA' });
}

const composer = () => screen.getByRole('textbox', { name: 'Your question' });

beforeEach(() => {
  localStorage.clear();
  resetSockets();
  resetOwnChanges();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Lecture questions page (/lecture/:lectureNum/questions)', () => {
  it('tells the teacher there are no questions and disables the composer when questions are off', async () => {
    signIn('TEACHER');
    const api = serveApi({
      'GET /course/7/lecture/3': { body: buildLecture({ allowQuestionsDuringLecture: false }) },
      'GET /course/7/lecture/3/questions': { body: [] },
    });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderAt('/lecture/3/questions');
    expect(await screen.findByText('There are currently no questions.')).toBeTruthy();
    expect(composer().getAttribute('placeholder')).toBe('Question are currently not allowed');
    expect((composer() as HTMLTextAreaElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sort by' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Time', 'Votes', 'Number of answers']);
  });

  it('lets the teacher post openly or under a pseudonym', async () => {
    signIn('TEACHER');
    const api = serveApi({
      'GET /course/7/lecture/3': { body: buildLecture() },
      'GET /course/7/lecture/3/questions': { body: [] },
      'POST /course/7/lecture/3/question': { body: buildQuestion() },
    });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderAt('/lecture/3/questions');
    await screen.findByText('There are currently no questions.');
    fireEvent.change(composer(), { target: { value: 'Any questions so far?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        text: 'Any questions so far?',
        slideNumber: -1,
        teacherQuestion: true,
        pseudonym: false,
      }),
    );
    await waitFor(() => expect((composer() as HTMLTextAreaElement).value).toBe(''));
    fireEvent.change(composer(), { target: { value: 'Who is lost now?' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Post under a pseudonym' }));
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === 'POST').at(-1)?.body).toMatchObject({
        teacherQuestion: false,
        pseudonym: true,
      }),
    );
  });

  it('is read-only for a student who did not attend the lecture', async () => {
    signIn('STUDENT');
    const api = serveApi({
      'GET /course/7/lecture/3': {
        body: buildLecture({
          endTime: new Date().toISOString(),
          startTime: new Date(Date.now() - 120 * MINUTE).toISOString(),
        }),
      },
      'GET /course/7/lecture/3/questions': { body: [buildQuestion()] },
      'GET /course/7/lecture/3/pseudonym': { status: 404, body: null },
    });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderAt('/lecture/3/questions');
    expect(await screen.findByText('What is an eigenvalue?')).toBeTruthy();
    await waitFor(() =>
      expect(composer().getAttribute('placeholder')).toBe(
        'Question are not available, you can read only',
      ),
    );
    expect(
      screen.getByRole('img', { name: "View only. You didn't attend this lecture." }),
    ).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Post under a pseudonym' })).toBeNull();
  });

  it('keeps flagged questions apart and shows the banner when the Q&A changes elsewhere', async () => {
    signIn('STUDENT');
    let questions = [
      buildQuestion({ text: 'A regular question' }),
      buildQuestion({ text: 'A doghouse question', flagged: true }),
    ];
    const api = serveApi({
      'GET /course/7/lecture/3': { body: buildLecture() },
      'GET /course/7/lecture/3/questions': () => ({ body: questions }),
      'GET /course/7/lecture/3/pseudonym': { body: { pseudonym: 'Blue Fox', maskId: 1 } },
    });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderAt('/lecture/3/questions');
    const regular = await screen.findByRole('list', { name: 'Questions' });
    expect(within(regular).getByText('A regular question')).toBeTruthy();
    expect(within(regular).queryByText('A doghouse question')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Flagged questions/ }));
    const flagged = await screen.findByRole('list', { name: 'Flagged questions' });
    expect(within(flagged).getByText('A doghouse question')).toBeTruthy();

    await waitFor(() => expect(socketOf('/signals')).toBeTruthy());
    const signals = socketOf('/signals');
    expect(signals?.query).toEqual({ courseId: 7, lectureNum: 3 });
    signals?.fire('qa_update', {
      courseId: 7,
      lectureNum: 4,
      kind: 'question_posted',
      questionId: 9,
      answerId: null,
    });
    expect(screen.queryByText('This is not the latest version of the page.')).toBeNull();
    signals?.fire('qa_update', {
      courseId: 7,
      lectureNum: 3,
      kind: 'question_posted',
      questionId: 9,
      answerId: null,
    });
    expect(await screen.findByText('This is not the latest version of the page.')).toBeTruthy();
    questions = [...questions, buildQuestion({ text: 'A new question' })];
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('A new question')).toBeTruthy();
    expect(screen.queryByText('This is not the latest version of the page.')).toBeNull();
  });

  it("does not call the student's own post a change from elsewhere", async () => {
    signIn('STUDENT');
    const api = serveApi({
      'GET /course/7/lecture/3': { body: buildLecture() },
      'GET /course/7/lecture/3/questions': { body: [] },
      'GET /course/7/lecture/3/pseudonym': { body: { pseudonym: 'Blue Fox', maskId: 1 } },
      'POST /course/7/lecture/3/question': { body: buildQuestion() },
    });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderAt('/lecture/3/questions');
    await screen.findByText('There are currently no questions.');
    await waitFor(() => expect(socketOf('/signals')).toBeTruthy());
    fireEvent.change(composer(), { target: { value: 'What is a basis?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    socketOf('/signals')?.fire('qa_update', {
      courseId: 7,
      lectureNum: 3,
      kind: 'question_posted',
      questionId: 9,
      answerId: null,
    });
    expect(screen.queryByText('This is not the latest version of the page.')).toBeNull();
    // Someone else's change right after the own one is news all the same.
    socketOf('/signals')?.fire('qa_update', {
      courseId: 7,
      lectureNum: 3,
      kind: 'answer_posted',
      questionId: 9,
      answerId: 12,
    });
    expect(await screen.findByText('This is not the latest version of the page.')).toBeTruthy();
  });

  it("ignores, on a student's page, a post becoming visible to the teacher", async () => {
    signIn('STUDENT');
    const api = serveApi({
      'GET /course/7/lecture/3': { body: buildLecture() },
      'GET /course/7/lecture/3/questions': { body: [] },
      'GET /course/7/lecture/3/pseudonym': { body: { pseudonym: 'Blue Fox', maskId: 1 } },
    });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderAt('/lecture/3/questions');
    await screen.findByText('There are currently no questions.');
    await waitFor(() => expect(socketOf('/signals')).toBeTruthy());
    const update = { courseId: 7, lectureNum: 3, questionId: 9, answerId: null };
    socketOf('/signals')?.fire('qa_update', { ...update, kind: 'visible' });
    expect(screen.queryByText('This is not the latest version of the page.')).toBeNull();
    socketOf('/signals')?.fire('qa_update', { ...update, kind: 'flagged' });
    expect(await screen.findByText('This is not the latest version of the page.')).toBeTruthy();
  });
});

describe('Question answers page (/lecture/:lectureNum/questions/:questionId)', () => {
  it('shows the question, the answer composer and the answers', async () => {
    signIn('STUDENT');
    const question = buildQuestion({ id: 5, answerCount: 1 });
    const api = serveApi({
      'GET /course/7/lecture/3': { body: buildLecture() },
      'GET /course/7/lecture/3/question/5': { body: question },
      'GET /course/7/lecture/3/question/5/answers': {
        body: [buildAnswer({ question, text: 'It scales an eigenvector.' })],
      },
      'GET /course/7/lecture/3/pseudonym': { body: { pseudonym: 'Blue Fox', maskId: 1 } },
      'POST /course/7/lecture/3/question/5/answer': { body: buildAnswer({ question }) },
    });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderAt('/lecture/3/questions/5');
    expect(await screen.findByText('What is an eigenvalue?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Answers:' })).toBeTruthy();
    const answers = await screen.findByRole('list', { name: 'Answers:' });
    expect(within(answers).getByText('It scales an eigenvector.')).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'Your answer' });
    fireEvent.change(field, { target: { value: 'A stretching factor.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        text: 'A stretching factor.',
        teacherAnswer: false,
      }),
    );
  });

  it('keeps a discussion the viewer just started live: a reply shows in the open dialog', async () => {
    signIn('STUDENT');
    const question = buildQuestion({ id: 5, answerCount: 1 });
    const answer = buildAnswer({ id: 12, question, pseudonym: 'Green Cat' });
    const answerPath = '/course/7/lecture/3/question/5/answer/12';
    const mine = buildMessage({ pseudonym: 'Blue Fox', message: 'Can you give an example?' });
    const discussion = (messages = [mine]) =>
      buildDiscussion({
        id: 40,
        answerId: 12,
        questionId: 5,
        answerPosterPseudonym: 'Green Cat',
        discussionStarterPseudonym: 'Blue Fox',
        respondable: true,
        selfInvolved: true,
        messages,
      });
    let current = discussion();
    const api = serveApi({
      'GET /course/7/lecture/3': { body: buildLecture() },
      'GET /course/7/lecture/3/question/5': { body: question },
      'GET /course/7/lecture/3/question/5/answers': { body: [answer] },
      'GET /course/7/lecture/3/pseudonym': { body: { pseudonym: 'Blue Fox', maskId: 1 } },
      [`POST ${answerPath}/discussion`]: () => ({ body: current }),
      [`GET ${answerPath}/discussion/40`]: () => ({ body: current }),
    });
    const discussionGets = () =>
      api.calls.filter(
        (call) => call.method === 'GET' && call.path === `${answerPath}/discussion/40`,
      ).length;
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderAt('/lecture/3/questions/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Start a discussion' }));
    const dialog = await screen.findByRole('dialog', { name: /Discussion/ });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Your message' }), {
      target: { value: 'Can you give an example?' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await within(dialog).findByText('Can you give an example?')).toBeTruthy();
    await waitFor(() => expect(discussionGets()).toBeGreaterThan(0));
    await waitFor(() => expect(socketOf('/signals')).toBeTruthy());
    const update = { courseId: 7, lectureNum: 3, questionId: 5, answerId: 12 };
    // The echo of the start itself.
    socketOf('/signals')?.fire('qa_update', { ...update, kind: 'discussion_posted' });

    // The answer's poster replies while the dialog is still open.
    current = discussion([
      mine,
      buildMessage({ pseudonym: 'Green Cat', message: 'Take a rotation by 90 degrees.' }),
    ]);
    const before = discussionGets();
    socketOf('/signals')?.fire('qa_update', { ...update, kind: 'discussion_posted' });
    expect(await within(dialog).findByText('Take a rotation by 90 degrees.')).toBeTruthy();
    expect(discussionGets()).toBeGreaterThan(before);
    expect(
      within(within(dialog).getByRole('list', { name: 'Messages' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(within(dialog).getByRole('textbox', { name: 'Your message' })).toBeTruthy();
  });

  it('says when the question does not exist', async () => {
    signIn('STUDENT');
    const api = serveApi({ 'GET /course/7/lecture/3': { body: buildLecture() } });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderAt('/lecture/3/questions/99');
    expect(await screen.findByText('Question not found.')).toBeTruthy();
  });
});
