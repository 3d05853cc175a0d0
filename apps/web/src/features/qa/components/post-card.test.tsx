import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../lib/storage.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/api-mock.ts';
import { buildAnswer, buildQuestion } from '../../../testing/posts.ts';
import { AnswerCard, QuestionCard } from './post-card.tsx';

beforeEach(() => {
  localStorage.clear();
  storage.setToken('token');
  storage.setRole('STUDENT');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const OWN_POST = "Can't interact with your question!";

describe('QuestionCard and AnswerCard', () => {
  it("refuses votes, flags and rise ups on one's own post with an info toast and no call", async () => {
    const calls = mockApi({});
    renderWithProviders(
      <QuestionCard question={buildQuestion({ selfPosted: true, flagged: true })} />,
    );
    fireEvent.click(screen.getByRole('button', { name: /^Vote up \d+$/ }));
    expect(await screen.findByText(OWN_POST)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Flag' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rise up' }));
    expect(screen.getAllByText(OWN_POST)).toHaveLength(1);
    expect(calls).toHaveLength(0);
  });

  it('refuses to flag a teacher post, but lets it be voted', async () => {
    const answer = buildAnswer({ teacherAnswer: true, pseudonym: 'Teacher', numUpVotes: 2 });
    const calls = mockApi({
      [`POST /course/7/lecture/3/question/${answer.questionId}/answer/${answer.id}/vote/1`]: {
        numUpVotes: 3,
        numDownVotes: 0,
        vote: 1,
      },
    });
    renderWithProviders(<AnswerCard answer={answer} />);
    expect(screen.getByLabelText('Teacher post')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Flag' }));
    expect(await screen.findByText(OWN_POST)).toBeTruthy();
    const up = screen.getByRole('button', { name: /^Vote up \d+$/ });
    expect(up.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(up);
    await waitFor(() => expect(up.getAttribute('aria-pressed')).toBe('true'));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(
      `POST /course/7/lecture/3/question/${answer.questionId}/answer/${answer.id}/vote/1`,
    );
  });

  it("flags another student's question", async () => {
    const question = buildQuestion();
    const calls = mockApi({
      [`POST /course/7/lecture/3/question/${question.id}/flag`]: {
        selfFlagged: true,
        flagged: false,
      },
    });
    renderWithProviders(<QuestionCard question={question} />);
    fireEvent.click(screen.getByRole('button', { name: 'Flag' }));
    await waitFor(() =>
      expect(calls.map((call) => call.path)).toContain(
        `/course/7/lecture/3/question/${question.id}/flag`,
      ),
    );
    expect(screen.queryByText(OWN_POST)).toBeNull();
  });

  it('shows the author line, the counts and a link to the answers page', () => {
    const question = buildQuestion({ answerCount: 2, discussionCount: 1, numUpVotes: 4 });
    renderWithProviders(<QuestionCard question={question} />);
    expect(screen.getByText('Blue Fox')).toBeTruthy();
    // The name holds the visible count (axe: label-content-name-mismatch).
    expect(screen.getByRole('button', { name: 'Vote up 4' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Answers (2)' }).getAttribute('href')).toBe(
      `/lecture/3/questions/${question.id}`,
    );
    expect(screen.getByText('Discussions (1)')).toBeTruthy();
  });

  it('says when the author was removed from the class', async () => {
    renderWithProviders(<QuestionCard question={buildQuestion({ removedFromClass: true })} />);
    const author = screen.getByLabelText(/Author was removed from the class\./);
    fireEvent.mouseOver(author);
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    expect(screen.getByRole('tooltip').textContent).toBe('Author was removed from the class.');
  });

  it('opens the edit history from [Edited]', async () => {
    const question = buildQuestion({ hasHistory: true, text: 'Second text' });
    mockApi({
      [`GET /course/7/lecture/3/question/${question.id}/history`]: [
        { id: 1, text: 'First text', createdAt: '2026-03-02T10:15:00.000Z', latestUpdate: false },
        { id: 2, text: 'Second text', createdAt: '2026-03-02T10:25:00.000Z', latestUpdate: true },
      ],
    });
    renderWithProviders(<QuestionCard question={question} />);
    fireEvent.click(screen.getByRole('button', { name: '[Edited]' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit history' });
    const entries = await within(dialog).findAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringContaining('Second text'),
      expect.stringContaining('First text'),
    ]);
    expect(within(dialog).getByText('Current')).toBeTruthy();
  });

  it('offers Edit on an editable own post and saves the new text', async () => {
    const question = buildQuestion({ selfPosted: true, editable: true });
    const calls = mockApi({
      [`PUT /course/7/lecture/3/question/${question.id}`]: question,
    });
    renderWithProviders(<QuestionCard question={question} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit question' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Your question' }), {
      target: { value: 'What is an eigenvector?' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        text: 'What is an eigenvector?',
        teacherQuestion: false,
      }),
    );
  });
});
