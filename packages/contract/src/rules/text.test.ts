import { describe, expect, it } from 'vitest';
import { checkPostText, countWords, MIN_POST_LENGTH, TEXT_LIMITS } from './text.ts';

describe('countWords', () => {
  it('splits the trimmed text on single spaces', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   ')).toBe(0);
    expect(countWords('one')).toBe(1);
    expect(countWords('  one two three ')).toBe(3);
    // Two spaces count an empty word, as the spec's rule does.
    expect(countWords('one  two')).toBe(3);
    expect(countWords('line\nbreak')).toBe(1);
  });
});

describe('checkPostText', () => {
  it('needs at least 6 characters after trimming', () => {
    expect(MIN_POST_LENGTH).toBe(6);
    expect(checkPostText('question', '  12345  ').tooShort).toBe(true);
    expect(checkPostText('question', '123456').valid).toBe(true);
  });

  it('enforces the character and word maxima per kind', () => {
    expect(TEXT_LIMITS).toEqual({
      question: { chars: 250, words: 50 },
      answer: { chars: 750, words: 150 },
      discussion: { chars: 3000, words: 500 },
    });
    expect(checkPostText('question', 'x'.repeat(250)).valid).toBe(true);
    expect(checkPostText('question', 'x'.repeat(251)).tooLong).toBe(true);
    expect(checkPostText('question', Array(50).fill('w').join(' ')).valid).toBe(true);
    expect(checkPostText('question', Array(51).fill('w').join(' ')).tooLong).toBe(true);
    expect(checkPostText('answer', Array(150).fill('w').join(' ')).valid).toBe(true);
    expect(checkPostText('answer', Array(151).fill('w').join(' ')).valid).toBe(false);
    expect(checkPostText('discussion', 'x'.repeat(3000)).valid).toBe(true);
    expect(checkPostText('discussion', 'x'.repeat(3001)).valid).toBe(false);
  });
});
