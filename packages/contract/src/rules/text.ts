// Text limits of posts. The server enforces them; the composers show them.

export type PostKind = 'question' | 'answer' | 'discussion';

export const TEXT_LIMITS: Record<PostKind, { chars: number; words: number }> = {
  question: { chars: 250, words: 50 },
  answer: { chars: 750, words: 150 },
  discussion: { chars: 3000, words: 500 },
};

/** A post's trimmed text must have at least this many characters. */
export const MIN_POST_LENGTH = 6;

/**
 * C0 control characters other than tab, line feed and carriage return. PostgreSQL cannot store
 * NUL in text, and none of them belongs in a name, a login or a post.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

export const hasControlCharacters = (text: string): boolean => CONTROL_CHARACTERS.test(text);

/** Words are counted by splitting the trimmed text on single spaces. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(' ').length;
}

export function checkPostText(kind: PostKind, text: string) {
  const limits = TEXT_LIMITS[kind];
  const chars = text.length;
  const words = countWords(text);
  const tooShort = text.trim().length < MIN_POST_LENGTH;
  const tooLong = chars > limits.chars || words > limits.words;
  return { chars, words, limits, tooShort, tooLong, valid: !tooShort && !tooLong };
}
