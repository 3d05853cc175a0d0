import type { Question } from '@o4f/contract';
import { describe, expect, it } from 'vitest';
import { buildQuestion } from '../../../testing/posts.ts';
import { countNewQuestions, handlingOf } from './use-qa-updates.ts';
import { buildQaUpdate as update } from '../../../testing/qa-update.ts';

describe('handlingOf', () => {
  it('applies changes in place unless the viewer writes', () => {
    for (const kind of ['question_posted', 'answer_posted', 'voted', 'flagged'] as const) {
      expect(handlingOf(update({ kind }), {})).toBe('in-place');
      expect(handlingOf(update({ kind }), { writing: true })).toBe('held');
    }
  });

  it('shows the banner when the question the page shows was removed, writing or not', () => {
    const deleted = update({ kind: 'question_deleted', questionId: 5 });
    expect(handlingOf(deleted, { questionId: 5 })).toBe('removed');
    expect(handlingOf(deleted, { questionId: 5, writing: true })).toBe('removed');
    // Another question of the lecture going away is an ordinary change of a list.
    expect(handlingOf(deleted, { questionId: 6 })).toBe('in-place');
    expect(handlingOf(deleted, {})).toBe('in-place');
  });
});

describe('countNewQuestions', () => {
  const questions = (...ids: number[]): Question[] =>
    ids.map((id) => buildQuestion({ id }) as Question);

  it('counts the questions that arrived, not the viewer’s own nor those that left', () => {
    const before = questions(1, 2);
    const after = [...questions(2, 3, 4), buildQuestion({ id: 5, selfPosted: true }) as Question];
    expect(countNewQuestions(before, after)).toBe(2);
  });

  it('counts nothing on the first load', () => {
    expect(countNewQuestions(undefined, questions(1, 2))).toBe(0);
  });
});
