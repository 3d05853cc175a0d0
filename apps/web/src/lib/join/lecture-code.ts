import { text } from '../../text/en.ts';
import { api, isApiError } from '../api-client.ts';

/** The Lecture Code field's message, or null when the code may be sent. */
export function lectureCodeError(code: string): string | null {
  const trimmed = code.trim();
  if (!trimmed) return text.join.codeRequired;
  if (!/^\d+$/.test(trimmed)) return text.join.codeMustBeNumber;
  return null;
}

/** GET /classId/{code}: is there a live lecture behind this Lecture Code? */
export const checkClassId = (classId: string) =>
  api.get<unknown>(`/classId/${encodeURIComponent(classId)}`);

/** What a failed code check says: an expired code (410) has its own message. */
export const codeCheckMessage = (failure: unknown): string =>
  isApiError(failure) && failure.status === 410 ? text.join.codeExpired : text.join.noClass;
