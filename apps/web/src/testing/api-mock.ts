/** Test helpers: a fetch stand-in answering REST calls from a table (recording every call), lecture factories and a signed-in session. */
import type { Lecture } from '@o4f/contract';
import { vi } from 'vitest';
import { storage } from '../lib/storage.ts';

export interface Call {
  method: string;
  /** The path after /apio4f, decoded. */
  path: string;
  body: unknown;
}

/** A response sent as it is: its status and JSON body (not wrapped in `{ message, data }`). */
export interface Reply {
  status: number;
  body: unknown;
}

/** The `data` of a 200 answer, a Reply, a Blob, or a function of the call giving one of those. */
type Answer = unknown;

export const NOT_FOUND: Reply = { status: 404, body: { message: 'Not found.' } };

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

/** A lecture running now: the one the post builders' questions belong to (id 31). */
export const buildStartedLecture = (overrides: Partial<Lecture> = {}): Lecture =>
  buildLecture({ id: 31, name: 'Eigenvalues', state: 'STARTED', ...overrides });

const isReply = (answer: unknown): answer is Reply =>
  typeof answer === 'object' && answer !== null && 'status' in answer && 'body' in answer;

function respond(key: string, answer: Answer): Response {
  if (answer instanceof Blob) return new Response(answer, { status: 200 });
  if (isReply(answer)) return new Response(JSON.stringify(answer.body), { status: answer.status });
  return new Response(JSON.stringify({ message: `${key} done`, data: answer }), { status: 200 });
}

/**
 * Stubs fetch: answers `"METHOD /path"` keys (path without /apio4f, decoded); a function answer
 * is asked at each call and may return undefined to fall through. Anything unanswered gets
 * `otherwise` (an answer or a function of the call; by default `{ data: [] }`). Returns every
 * call, in order.
 */
export function mockApi(
  answers: Record<string, Answer>,
  { otherwise = [] }: { otherwise?: Answer } = {},
): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = decodeURIComponent(url.replace(/^\/apio4f/, ''));
      const call = { method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      const key = `${method} ${path}`;
      const answer = answers[key];
      const given =
        typeof answer === 'function' ? (answer as (call: Call) => Answer)(call) : answer;
      if (key in answers && given !== undefined) return respond(key, given);
      return respond(
        key,
        typeof otherwise === 'function' ? (otherwise as (call: Call) => Answer)(call) : otherwise,
      );
    }),
  );
  return calls;
}

type StoredCourse = NonNullable<ReturnType<typeof storage.getSelectedCourse>>;

export const LINEAR_ALGEBRA: StoredCourse = { id: 7, name: 'Linear Algebra', shortName: 'LA' };
export const ALGORITHMS: StoredCourse = { id: 7, name: 'Algorithms', shortName: 'ALG' };

/** Stores a signed-in session of `role` with `course` chosen (null: none chosen yet). */
export function signIn(
  role: 'TEACHER' | 'STUDENT',
  course: StoredCourse | null = LINEAR_ALGEBRA,
): void {
  storage.setToken('token');
  storage.setRole(role);
  if (course) storage.setSelectedCourse(course);
}

export const signInTeacher = (): void => signIn('TEACHER', ALGORITHMS);
