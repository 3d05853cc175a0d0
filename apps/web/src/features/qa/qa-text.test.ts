import { LIVE_SORT_KEYS, QA_MESSAGES, SORT_LABELS } from '@o4f/contract';
import { describe, expect, it } from 'vitest';
import { text } from '../../text/en.ts';

describe('Q&A texts', () => {
  it('repeat the contract messages exactly', () => {
    expect(text.qa.questionsNotAllowed).toBe(QA_MESSAGES.questionsNotAllowed);
    expect(text.qa.answersNotAllowed).toBe(QA_MESSAGES.answersNotAllowed);
    expect(text.qa.discussionsNotAllowed).toBe(QA_MESSAGES.discussionsNotAllowed);
    expect(text.qa.readOnly).toBe(QA_MESSAGES.readOnly);
    expect(text.qa.ownPost).toBe(QA_MESSAGES.ownPost);
    expect(text.qa.sort).toEqual(SORT_LABELS);
    expect(LIVE_SORT_KEYS.map((key) => text.qa.sort[key])).toEqual([
      'Time',
      'Votes',
      'Number of answers',
    ]);
  });
});
