import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import { resetSockets, socketOf } from '../../../testing/fake-socket.ts';
import { resetOwnChanges } from '../api/own-changes.ts';
import type * as RefetchSchedulerModule from '../../../lib/refetch-scheduler.ts';
import {
  at,
  buildStartedLecture,
  type Call,
  mockApi,
  NOT_FOUND,
  signIn,
} from '../../../testing/api-mock.ts';
import {
  buildAnswer,
  buildDiscussion,
  buildMessage,
  buildQuestion,
} from '../../../testing/posts.ts';
import { FAST_MS } from '../../../testing/fast-scheduler.ts';
import LectureQuestionsPage from './lecture-questions-page.tsx';
import QuestionAnswersPage from './question-answers-page.tsx';

vi.mock('../../../lib/socket.ts', () => import('../../../testing/fake-socket.ts'));

vi.mock('../../../lib/refetch-scheduler.ts', async (importOriginal) =>
  (await import('../../../testing/fast-scheduler.ts')).fastSchedulerModule(
    await importOriginal<typeof RefetchSchedulerModule>(),
  ),
);

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

/**
 * A student attending lecture 3 on its questions page; `questions` answers the list (a function
 * is asked at every fetch), `more` adds further answers. Returns the calls.
 */
function openStudentQuestionsPage(questions: unknown, more: Record<string, unknown> = {}) {
  signIn('STUDENT');
  const calls = mockApi({
    'GET /course/7/lecture/3': buildStartedLecture(),
    'GET /course/7/lecture/3/questions': questions,
    'GET /course/7/lecture/3/pseudonym': { pseudonym: 'Blue Fox', maskId: 1 },
    ...more,
  });
  renderAt('/lecture/3/questions');
  return calls;
}

const composer = () => screen.getByRole('textbox', { name: 'Your question' });

/** How often the lecture's question list was fetched. */
const questionGets = (calls: Call[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/course/7/lecture/3/questions')
    .length;

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
    mockApi({
      'GET /course/7/lecture/3': buildStartedLecture({ allowQuestionsDuringLecture: false }),
      'GET /course/7/lecture/3/questions': [],
    });
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
    const calls = mockApi({
      'GET /course/7/lecture/3': buildStartedLecture(),
      'GET /course/7/lecture/3/questions': [],
      'POST /course/7/lecture/3/question': buildQuestion(),
    });
    renderAt('/lecture/3/questions');
    await screen.findByText('There are currently no questions.');
    fireEvent.change(composer(), { target: { value: 'Any questions so far?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
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
      expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toMatchObject({
        teacherQuestion: false,
        pseudonym: true,
      }),
    );
  });

  it('is read-only for a student who did not attend the lecture', async () => {
    signIn('STUDENT');
    mockApi({
      'GET /course/7/lecture/3': buildStartedLecture({
        endTime: new Date().toISOString(),
        startTime: at(-120),
      }),
      'GET /course/7/lecture/3/questions': [buildQuestion()],
      'GET /course/7/lecture/3/pseudonym': NOT_FOUND,
    });
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

  it('keeps flagged questions apart and applies a change made elsewhere in place', async () => {
    let questions = [
      buildQuestion({ text: 'A regular question' }),
      buildQuestion({ text: 'A doghouse question', flagged: true }),
    ];
    const calls = openStudentQuestionsPage(() => questions);
    const regular = await screen.findByRole('list', { name: 'Questions' });
    expect(within(regular).getByText('A regular question')).toBeTruthy();
    expect(within(regular).queryByText('A doghouse question')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Flagged questions/ }));
    const flagged = await screen.findByRole('list', { name: 'Flagged questions' });
    expect(within(flagged).getByText('A doghouse question')).toBeTruthy();

    await waitFor(() => expect(socketOf('/signals')).toBeTruthy());
    const signals = socketOf('/signals');
    expect(signals?.query).toEqual({ courseId: 7, lectureNum: 3 });
    const before = questionGets(calls);
    signals?.fire('qa_update', {
      courseId: 7,
      lectureNum: 4,
      kind: 'question_posted',
      questionId: 9,
      answerId: null,
    });
    // A question posted elsewhere arrives in place: no banner, no Refresh, counted for screen readers.
    questions = [...questions, buildQuestion({ id: 9, text: 'A new question' })];
    signals?.fire('qa_update', {
      courseId: 7,
      lectureNum: 3,
      kind: 'question_posted',
      questionId: 9,
      answerId: null,
    });
    expect(await within(regular).findByText('A new question')).toBeTruthy();
    expect(screen.queryByText('This is not the latest version of the page.')).toBeNull();
    // One refetch: the update of lecture 4 fetched nothing.
    expect(questionGets(calls)).toBe(before + 1);
    expect(screen.getByRole('status').textContent).toBe('1 new question');
  });

  it('holds changes made elsewhere while the viewer writes, behind the banner', async () => {
    let questions = [buildQuestion({ id: 1, text: 'A first question' })];
    const calls = openStudentQuestionsPage(() => questions);
    await screen.findByText('A first question');
    await waitFor(() => expect(socketOf('/signals')).toBeTruthy());
    const update = { courseId: 7, lectureNum: 3, answerId: null };

    fireEvent.change(composer(), { target: { value: 'What is a ba' } });
    const before = questionGets(calls);
    questions = [...questions, buildQuestion({ id: 2, text: 'A second question' })];
    socketOf('/signals')?.fire('qa_update', { ...update, kind: 'question_posted', questionId: 2 });
    expect(await screen.findByText('This is not the latest version of the page.')).toBeTruthy();
    expect(screen.queryByText('A second question')).toBeNull();
    expect(questionGets(calls)).toBe(before);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('A second question')).toBeTruthy();
    expect(screen.queryByText('This is not the latest version of the page.')).toBeNull();
    expect(composer()).toHaveProperty('value', 'What is a ba');

    // Still writing: held again; once the draft is gone the change is applied by itself.
    questions = [...questions, buildQuestion({ id: 3, text: 'A third question' })];
    socketOf('/signals')?.fire('qa_update', { ...update, kind: 'question_posted', questionId: 3 });
    expect(await screen.findByText('This is not the latest version of the page.')).toBeTruthy();
    fireEvent.change(composer(), { target: { value: '' } });
    expect(await screen.findByText('A third question')).toBeTruthy();
    expect(screen.queryByText('This is not the latest version of the page.')).toBeNull();
  });

  it("does not refetch for the echo of the student's own post", async () => {
    const calls = openStudentQuestionsPage([], {
      'POST /course/7/lecture/3/question': buildQuestion(),
    });
    await screen.findByText('There are currently no questions.');
    await waitFor(() => expect(socketOf('/signals')).toBeTruthy());
    fireEvent.change(composer(), { target: { value: 'What is a basis?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    // The post's own refetch.
    await waitFor(() => expect(questionGets(calls)).toBe(2));
    socketOf('/signals')?.fire('qa_update', {
      courseId: 7,
      lectureNum: 3,
      kind: 'question_posted',
      questionId: 9,
      answerId: null,
    });
    // Someone else's change right after the own one is news all the same.
    socketOf('/signals')?.fire('qa_update', {
      courseId: 7,
      lectureNum: 3,
      kind: 'answer_posted',
      questionId: 9,
      answerId: 12,
    });
    await waitFor(() => expect(questionGets(calls)).toBe(3));
    expect(screen.queryByText('This is not the latest version of the page.')).toBeNull();
    // The refetch for the answer was the only one: the echo asked for nothing.
    await new Promise((resolve) => setTimeout(resolve, 3 * FAST_MS));
    expect(questionGets(calls)).toBe(3);
  });

  it('refetches after a lost connection: changes made meanwhile were not heard', async () => {
    let questions = [buildQuestion({ id: 1, text: 'A first question' })];
    const calls = openStudentQuestionsPage(() => questions);
    await screen.findByText('A first question');
    await waitFor(() => expect(socketOf('/signals')).toBeTruthy());
    socketOf('/signals')?.fire('connect');
    await new Promise((resolve) => setTimeout(resolve, 3 * FAST_MS));
    expect(questionGets(calls)).toBe(1);
    questions = [...questions, buildQuestion({ id: 2, text: 'Asked while away' })];
    socketOf('/signals')?.fire('disconnect');
    socketOf('/signals')?.fire('connect');
    expect(await screen.findByText('Asked while away')).toBeTruthy();
    expect(screen.queryByText('This is not the latest version of the page.')).toBeNull();
  });

  it("ignores, on a student's page, a post becoming visible to the teacher", async () => {
    const calls = openStudentQuestionsPage([]);
    await screen.findByText('There are currently no questions.');
    await waitFor(() => expect(socketOf('/signals')).toBeTruthy());
    const update = { courseId: 7, lectureNum: 3, questionId: 9, answerId: null };
    socketOf('/signals')?.fire('qa_update', { ...update, kind: 'visible' });
    await new Promise((resolve) => setTimeout(resolve, 3 * FAST_MS));
    expect(questionGets(calls)).toBe(1);
    socketOf('/signals')?.fire('qa_update', { ...update, kind: 'flagged' });
    await waitFor(() => expect(questionGets(calls)).toBe(2));
    expect(screen.queryByText('This is not the latest version of the page.')).toBeNull();
  });
});

describe('Question answers page (/lecture/:lectureNum/questions/:questionId)', () => {
  it('shows the question, the answer composer and the answers', async () => {
    signIn('STUDENT');
    const question = buildQuestion({ id: 5, answerCount: 1 });
    const calls = mockApi({
      'GET /course/7/lecture/3': buildStartedLecture(),
      'GET /course/7/lecture/3/question/5': question,
      'GET /course/7/lecture/3/question/5/answers': [
        buildAnswer({ question, text: 'It scales an eigenvector.' }),
      ],
      'GET /course/7/lecture/3/pseudonym': { pseudonym: 'Blue Fox', maskId: 1 },
      'POST /course/7/lecture/3/question/5/answer': buildAnswer({ question }),
    });
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
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
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
    const calls = mockApi({
      'GET /course/7/lecture/3': buildStartedLecture(),
      'GET /course/7/lecture/3/question/5': question,
      'GET /course/7/lecture/3/question/5/answers': [answer],
      'GET /course/7/lecture/3/pseudonym': { pseudonym: 'Blue Fox', maskId: 1 },
      [`POST ${answerPath}/discussion`]: () => current,
      [`GET ${answerPath}/discussion/40`]: () => current,
    });
    const discussionGets = () =>
      calls.filter((call) => call.method === 'GET' && call.path === `${answerPath}/discussion/40`)
        .length;
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

  it('shows new answers in place and keeps a question removed elsewhere until Refresh', async () => {
    signIn('STUDENT');
    const question = buildQuestion({ id: 5, answerCount: 0 });
    let answers = [buildAnswer({ id: 12, question, text: 'It scales an eigenvector.' })];
    let questionBody: unknown = question;
    mockApi({
      'GET /course/7/lecture/3': buildStartedLecture(),
      'GET /course/7/lecture/3/question/5': () => questionBody,
      'GET /course/7/lecture/3/question/5/answers': () => answers,
      'GET /course/7/lecture/3/pseudonym': { pseudonym: 'Blue Fox', maskId: 1 },
    });
    renderAt('/lecture/3/questions/5');
    await screen.findByText('It scales an eigenvector.');
    await waitFor(() => expect(socketOf('/signals')).toBeTruthy());
    const update = { courseId: 7, lectureNum: 3, questionId: 5 };

    answers = [...answers, buildAnswer({ id: 13, question, text: 'A stretching factor.' })];
    socketOf('/signals')?.fire('qa_update', { ...update, kind: 'answer_posted', answerId: 13 });
    expect(await screen.findByText('A stretching factor.')).toBeTruthy();
    expect(screen.queryByText('This is not the latest version of the page.')).toBeNull();

    // Its author deletes the question: the page keeps what it shows and says so.
    questionBody = { status: 404, body: { message: 'Question not found.' } };
    socketOf('/signals')?.fire('qa_update', {
      ...update,
      kind: 'question_deleted',
      answerId: null,
    });
    expect(await screen.findByText('This is not the latest version of the page.')).toBeTruthy();
    expect(screen.getByText('What is an eigenvalue?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Question not found.')).toBeTruthy();
  });

  it('says when the question does not exist', async () => {
    signIn('STUDENT');
    mockApi({
      'GET /course/7/lecture/3': buildStartedLecture(),
      'GET /course/7/lecture/3/question/99': NOT_FOUND,
    });
    renderAt('/lecture/3/questions/99');
    expect(await screen.findByText('Question not found.')).toBeTruthy();
  });
});
