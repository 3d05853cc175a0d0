/** Test helpers: a fetch stand-in answering REST calls from a table (recording every call), a lecture factory and a signed-in teacher. */
import type { Lecture } from '@o4f/contract';
import { vi } from 'vitest';
import { storage } from '../lib/storage.ts';

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Answer = unknown | { status: number; body: unknown } | Blob;

const MINUTE = 60_000;
export const at = (offsetMinutes: number) =>
  new Date(Date.now() + offsetMinutes * MINUTE).toISOString();

export const buildLecture = (overrides: Partial<Lecture> = {}): Lecture => ({
  id: 103,
  lectureNum: 3,
  courseId: 7,
  name: 'Sorting algorithms',
  startTime: at(-10),
  endTime: at(50),
  state: 'CREATED',
  allowQuestionsDuringLecture: true,
  allowDiscussionsDuringLecture: true,
  urlYoutube: null,
  hasPresentation: false,
  createdAt: at(-5000),
  updatedAt: at(-5000),
  isAttending: false,
  ...overrides,
});

const isStatusAnswer = (answer: unknown): answer is { status: number; body: unknown } =>
  typeof answer === 'object' && answer !== null && 'status' in answer && 'body' in answer;

/** Answers `"METHOD /path"` keys (without /apio4f); anything else gets `{ data: [] }`. */
export function mockApi(answers: Record<string, Answer>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = url.replace('/apio4f', '');
      calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const key = `${method} ${path}`;
      const answer = key in answers ? answers[key] : [];
      if (answer instanceof Blob) return new Response(answer, { status: 200 });
      if (isStatusAnswer(answer))
        return new Response(JSON.stringify(answer.body), { status: answer.status });
      return new Response(JSON.stringify({ message: `${key} done`, data: answer }), {
        status: 200,
      });
    }),
  );
  return calls;
}

export function signInTeacher() {
  storage.setToken('token');
  storage.setRole('TEACHER');
  storage.setSelectedCourse({ id: 7, name: 'Algorithms', shortName: 'ALG' });
}
