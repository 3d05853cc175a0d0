import { text } from '../../text/en.ts';

/** The Lecture Code field's message, or null when the code may be sent. */
export function lectureCodeError(code: string): string | null {
  const trimmed = code.trim();
  if (!trimmed) return text.join.codeRequired;
  if (!/^\d+$/.test(trimmed)) return text.join.codeMustBeNumber;
  return null;
}
