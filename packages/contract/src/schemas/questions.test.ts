import { describe, expect, it } from 'vitest';
import { answerInput } from './answers.ts';
import { discussionInput } from './discussions.ts';
import { lectureIdList, postTextMessages, questionInput, voteValue } from './questions.ts';

const words = (count: number) => Array(count).fill('ab').join(' ');
const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('post text schemas', () => {
  it('need 6 characters after trimming', () => {
    expect(firstError(questionInput.safeParse({ text: '  12345  ' }))).toBe(
      postTextMessages('question').tooShort,
    );
    const ok = questionInput.parse({ text: '  123456  ' });
    expect(ok.text).toBe('123456');
    expect(ok.slideNumber).toBe(-1);
    expect(ok.pseudonym).toBe(false);
    expect(firstError(questionInput.safeParse({}))).toBe(postTextMessages('question').required);
  });

  it('hold questions to 250 characters and 50 words', () => {
    expect(questionInput.safeParse({ text: 'x'.repeat(250) }).success).toBe(true);
    expect(firstError(questionInput.safeParse({ text: 'x'.repeat(251) }))).toBe(
      'Question must be at most 250 characters.',
    );
    expect(questionInput.safeParse({ text: words(50) }).success).toBe(true);
    expect(firstError(questionInput.safeParse({ text: words(51) }))).toBe(
      'Question must be at most 50 words.',
    );
  });

  it('hold answers to 750 / 150 and messages to 3000 / 500', () => {
    expect(answerInput.safeParse({ text: 'x'.repeat(750) }).success).toBe(true);
    expect(answerInput.safeParse({ text: 'x'.repeat(751) }).success).toBe(false);
    expect(answerInput.safeParse({ text: words(150) }).success).toBe(true);
    expect(answerInput.safeParse({ text: words(151) }).success).toBe(false);
    expect(discussionInput.safeParse({ message: 'x'.repeat(3000) }).success).toBe(true);
    expect(discussionInput.safeParse({ message: 'x'.repeat(3001) }).success).toBe(false);
    expect(discussionInput.safeParse({ message: words(500) }).success).toBe(true);
    expect(firstError(discussionInput.safeParse({ message: words(501) }))).toBe(
      'Message must be at most 500 words.',
    );
  });
});

describe('path values', () => {
  it('votes are 1 or -1', () => {
    expect(voteValue.parse('1')).toBe(1);
    expect(voteValue.parse('-1')).toBe(-1);
    expect(voteValue.safeParse('0').success).toBe(false);
    expect(voteValue.safeParse('up').success).toBe(false);
  });

  it('lecture ids are a JSON list of numbers', () => {
    expect(lectureIdList.parse('[1,2,3]')).toEqual([1, 2, 3]);
    expect(lectureIdList.parse(encodeURIComponent('[4]'))).toEqual([4]);
    expect(lectureIdList.safeParse('1,2').success).toBe(false);
    expect(lectureIdList.safeParse('["a"]').success).toBe(false);
    expect(lectureIdList.safeParse('{}').success).toBe(false);
  });
});
