// The teacher's Q&A tools on the web (issue 17): the Answered and Highlighted marks everyone sees,
// the teacher's buttons that set them, and the highlighted question over the presentation.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../lib/storage.ts';
import { mockApi, signInTeacher } from '../../../testing/api-mock.ts';
import { resetSockets, socketOf } from '../../../testing/fake-socket.ts';
import { buildQuestion } from '../../../testing/posts.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import type * as RefetchSchedulerModule from '../../../lib/refetch-scheduler.ts';
import { resetOwnChanges } from '../api/own-changes.ts';
import { HighlightedQuestion } from './highlighted-question.tsx';
import { QuestionCard } from './post-card.tsx';

vi.mock('../../../lib/socket.ts', () => import('../../../testing/fake-socket.ts'));
vi.mock('../../../lib/refetch-scheduler.ts', async (importOriginal) =>
  (await import('../../../testing/fast-scheduler.ts')).fastSchedulerModule(
    await importOriginal<typeof RefetchSchedulerModule>(),
  ),
);

beforeEach(() => {
  localStorage.clear();
  resetSockets();
  resetOwnChanges();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the teacher's Q&A tools", () => {
  it('shows students the Answered and Highlighted marks, without the tools', () => {
    storage.setToken('token');
    storage.setRole('STUDENT');
    mockApi({});
    renderWithProviders(
      <QuestionCard question={buildQuestion({ answered: true, highlighted: true })} />,
    );
    expect(screen.getByTestId('question-answered').textContent).toBe('Answered');
    expect(screen.getByTestId('question-highlighted').textContent).toBe('Highlighted');
    expect(screen.queryByRole('group', { name: 'Teacher tools' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark answered' })).toBeNull();
  });

  it('lets the teacher mark a question answered and highlight it', async () => {
    signInTeacher();
    const question = buildQuestion({ id: 41 });
    const calls = mockApi({
      'PUT /course/7/lecture/3/question/41/answered': { ...question, answered: true },
      'PUT /course/7/lecture/3/question/41/highlight': { ...question, highlighted: true },
    });
    renderWithProviders(<QuestionCard question={question} />);
    expect(screen.queryByTestId('question-answered')).toBeNull();
    const tools = screen.getByRole('group', { name: 'Teacher tools' });
    fireEvent.click(within(tools).getByRole('button', { name: 'Mark answered' }));
    fireEvent.click(within(tools).getByRole('button', { name: 'Highlight on screen' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT')).toEqual([
        {
          method: 'PUT',
          path: '/course/7/lecture/3/question/41/answered',
          body: { answered: true },
        },
        {
          method: 'PUT',
          path: '/course/7/lecture/3/question/41/highlight',
          body: { highlighted: true },
        },
      ]),
    );
  });

  it('offers to take the marks back on a marked question', () => {
    signInTeacher();
    mockApi({});
    renderWithProviders(
      <QuestionCard question={buildQuestion({ answered: true, highlighted: true })} />,
    );
    const tools = screen.getByRole('group', { name: 'Teacher tools' });
    expect(
      within(tools).getByRole('button', { name: 'Mark not answered' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(within(tools).getByRole('button', { name: 'Clear highlight' })).toBeTruthy();
  });

  it('shows the highlighted question over the slide, follows it live, and clears it', async () => {
    signInTeacher();
    let questions = [
      buildQuestion({ id: 1, text: 'Why quicksort?' }),
      buildQuestion({ id: 2, text: 'Is it stable?', pseudonym: 'Red Owl', highlighted: true }),
    ];
    const calls = mockApi({
      'GET /course/7/lecture/3/questions': () => questions,
      'PUT /course/7/lecture/3/question/1/highlight': () => questions[0],
    });
    renderWithProviders(<HighlightedQuestion courseId={7} lectureNum={3} />);
    const shown = await screen.findByRole('region', { name: 'Highlighted question' });
    expect(within(shown).getByText('Is it stable?')).toBeTruthy();
    expect(within(shown).getByText('Red Owl')).toBeTruthy();

    // Highlighted elsewhere (the questions page): the overlay follows the qa_update.
    questions = [
      { ...questions[0]!, highlighted: true },
      { ...questions[1]!, highlighted: false },
    ];
    socketOf('/signals')?.fire('qa_update', {
      courseId: 7,
      lectureNum: 3,
      kind: 'question_updated',
      questionId: 1,
      answerId: null,
    });
    expect(await within(shown).findByText('Why quicksort?')).toBeTruthy();

    fireEvent.click(within(shown).getByRole('button', { name: 'Clear highlight' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')).toEqual({
        method: 'PUT',
        path: '/course/7/lecture/3/question/1/highlight',
        body: { highlighted: false },
      }),
    );
  });

  it('shows nothing while no question is highlighted', async () => {
    signInTeacher();
    const calls = mockApi({ 'GET /course/7/lecture/3/questions': [buildQuestion()] });
    renderWithProviders(<HighlightedQuestion courseId={7} lectureNum={3} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByTestId('highlighted-question')).toBeNull();
  });
});
