import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import { buildLecture, mockApi, signInTeacher } from '../../../testing/api-mock.ts';
import { resetSockets, socketOf } from '../../../testing/fake-socket.ts';
import { buildAnswer, buildQuestion } from '../../../testing/posts.ts';
import { resetOwnChanges } from '../api/own-changes.ts';
import type * as RefetchSchedulerModule from '../../../lib/refetch-scheduler.ts';
import { QuestionsPanel } from './questions-panel.tsx';

vi.mock('../../../lib/socket.ts', () => import('../../../testing/fake-socket.ts'));
// The real scheduler with a short wait (its own timing is tested in refetch-scheduler.test.ts).
vi.mock('../../../lib/refetch-scheduler.ts', async (importOriginal) =>
  (await import('../../../testing/fast-scheduler.ts')).fastSchedulerModule(
    await importOriginal<typeof RefetchSchedulerModule>(),
  ),
);

const LECTURE = buildLecture({ state: 'STARTED' });

function renderPanel() {
  const router = createMemoryRouter(
    [
      {
        path: '/lecture/:lectureNum/presentation',
        element: <QuestionsPanel lecture={LECTURE} open onClose={() => {}} width={360} />,
      },
      { path: '/lecture/:lectureNum/questions', element: <p>Questions page</p> },
    ],
    { initialEntries: ['/lecture/3/presentation'] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

beforeEach(() => {
  localStorage.clear();
  resetSockets();
  resetOwnChanges();
  signInTeacher();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('QuestionsPanel', () => {
  it('lists the questions with answer counts and votes and follows them live', async () => {
    const first = buildQuestion({ id: 1, text: 'Why quicksort?', answerCount: 0, numUpVotes: 1 });
    let questions = [first, buildQuestion({ id: 2, text: 'In the doghouse', flagged: true })];
    let answers = [buildAnswer({ id: 11, question: first, text: 'Cache friendly.' })];
    mockApi({
      'GET /course/7/lecture/3/questions': () => questions,
      'GET /course/7/lecture/3/question/1/answers': () => answers,
    });
    renderPanel();
    const panel = await screen.findByRole('complementary', { name: 'Questions' });
    const list = await within(panel).findByRole('list', { name: 'Questions' });
    const item = within(list).getByRole('button', { name: /Why quicksort\?/ });
    expect(item.textContent).toContain('Answers (0) · Votes +1 / -0');
    expect(within(panel).queryByText('In the doghouse')).toBeNull();

    // A vote and a new question elsewhere: applied in place, the arrival announced.
    questions = [
      { ...first, numUpVotes: 2, answerCount: 1 },
      buildQuestion({ id: 3, text: 'Is mergesort stable?' }),
    ];
    const signals = socketOf('/signals');
    signals?.fire('qa_update', {
      courseId: 7,
      lectureNum: 3,
      kind: 'question_posted',
      questionId: 3,
      answerId: null,
    });
    expect(await within(panel).findByText('Is mergesort stable?')).toBeTruthy();
    expect(item.textContent).toContain('Answers (1) · Votes +2 / -0');
    expect(within(panel).getByRole('status').textContent).toBe('1 new question');

    // A question opens its answers in the panel, live too.
    fireEvent.click(within(panel).getByRole('button', { name: /Why quicksort\?/ }));
    const answerList = await within(panel).findByRole('list', { name: 'Answers:' });
    expect(within(answerList).getByText('Cache friendly.')).toBeTruthy();
    answers = [...answers, buildAnswer({ id: 12, question: first, text: 'In place.' })];
    signals?.fire('qa_update', {
      courseId: 7,
      lectureNum: 3,
      kind: 'answer_posted',
      questionId: 1,
      answerId: 12,
    });
    expect(await within(answerList).findByText('In place.')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Back to questions' }));
    expect(await within(panel).findByRole('list', { name: 'Questions' })).toBeTruthy();
  });
});
