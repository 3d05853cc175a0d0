// Test helpers for the Q/A/D suites: a course with a lecture, students admitted with pseudonyms,
// and short calls for the Q/A/D paths.
import type { Answer, Course, Discussion, Lecture, Notification, Question } from '@o4f/contract';
import { and, eq } from 'drizzle-orm';
import { lectures, pseudonyms } from '../db/schema/index.ts';
import { admit } from './admission.ts';
import type { Member } from './admission.ts';
import type { ApiBody, ApiResponse, TestServer, TestTeacher } from './test-server.ts';

/**
 * The teacher's reset of one student: their pseudonym in the lecture is removed, and the removal
 * is announced as the reset announces it (the server's caches of the lecture are dropped by it).
 */
export async function removeFromClass(server: TestServer, lectureId: number, studentId: number) {
  await server.db
    .update(pseudonyms)
    .set({ removedAt: new Date() })
    .where(and(eq(pseudonyms.lectureId, lectureId), eq(pseudonyms.studentId, studentId)));
  const [lecture] = await server.db.select().from(lectures).where(eq(lectures.id, lectureId));
  server.app.ctx.events.emit('attendance', {
    type: 'removed',
    reason: 'reset',
    courseId: lecture!.courseId,
    lectureNum: lecture!.lectureNum,
    studentIds: [studentId],
  });
}

/** `N` members, so that `const [a, b] = room.students` needs no checks. */
type Members<N extends number, Acc extends Member[] = []> = number extends N
  ? Member[]
  : Acc['length'] extends N
    ? Acc
    : Members<N, [...Acc, Member]>;

export interface Classroom<N extends number = number> {
  teacher: TestTeacher;
  course: Course;
  lecture: Lecture;
  students: Members<N>;
}

/** The moderation thresholds of the Q/A/D suites: two flags, two rise-ups, two teacher views. */
export const MODERATION_ENV = {
  DOGHOUSE_FLAGS: '2',
  RISE_UP_THRESHOLD: '2',
  TEACHER_VIEW_THRESHOLD: '2',
  REPUTATION_DOGHOUSE_PENALTY: '1',
  REPUTATION_MIN_TO_POST: '-2',
};

const MINUTE = 60_000;

/** A past lecture (posting always open) or a live one, with `count` admitted students. */
export async function classroom<N extends number>(
  server: TestServer,
  count: N,
  options: { live?: boolean; allowQuestions?: boolean; allowDiscussions?: boolean } = {},
): Promise<Classroom<N>> {
  const teacher = await server.createTeacher();
  const course = await server.createCourse(teacher.token);
  const start = options.live ? Date.now() - 10 * MINUTE : Date.now() - 3 * 60 * MINUTE;
  const lecture = await server.createLecture(teacher.token, course.id, {
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + 60 * MINUTE).toISOString(),
    allowQuestionsDuringLecture: options.allowQuestions ?? true,
    allowDiscussionsDuringLecture: options.allowDiscussions ?? true,
  });
  const students: Member[] = [];
  for (let index = 0; index < count; index += 1) {
    students.push(await admit(server, await server.createStudent(), lecture, (index % 12) + 1));
  }
  return { teacher, course, lecture, students: students as Members<N> };
}

/** Paths and calls of one lecture's Q/A/D. */
export function qa(server: TestServer, lecture: Pick<Lecture, 'courseId' | 'lectureNum'>) {
  const base = `/course/${lecture.courseId}/lecture/${lecture.lectureNum}`;
  const q = (id: number) => `${base}/question/${id}`;
  const a = (questionId: number, answerId: number) => `${q(questionId)}/answer/${answerId}`;
  const call = <T>(method: string, path: string, token: string, body?: unknown) =>
    server.api<ApiBody<T>>(method, path, body === undefined ? { token } : { token, body });
  const must = <T>(response: ApiResponse<ApiBody<T>>, what: string) =>
    server.expectOk(response, what);
  return {
    base,
    q,
    a,
    call,
    questions: (token: string) => call<Question[]>('GET', `${base}/questions`, token),
    ask: (token: string, text: string, extra: Record<string, unknown> = {}) =>
      call<Question>('POST', `${base}/question`, token, { text, slideNumber: -1, ...extra }),
    mustAsk: async (token: string, text = 'What is a monad, exactly?') =>
      must(await call<Question>('POST', `${base}/question`, token, { text }), 'question'),
    answer: (
      token: string,
      questionId: number,
      text: string,
      extra: Record<string, unknown> = {},
    ) => call<Answer>('POST', `${q(questionId)}/answer`, token, { text, ...extra }),
    mustAnswer: async (token: string, questionId: number, text = 'A burrito, of course.') =>
      must(await call<Answer>('POST', `${q(questionId)}/answer`, token, { text }), 'answer'),
    answers: (token: string, questionId: number) =>
      call<Answer[]>('GET', `${q(questionId)}/answers`, token),
    discuss: (token: string, questionId: number, answerId: number, message: string) =>
      call<Discussion>('POST', `${a(questionId, answerId)}/discussion`, token, { message }),
    reply: (token: string, questionId: number, answerId: number, id: number, message: string) =>
      call<Discussion>('POST', `${a(questionId, answerId)}/discussion/${id}`, token, { message }),
    notifications: async (token: string) =>
      must(
        await call<Notification[]>('GET', '/notifications/notAcknowledged', token),
        'notifications',
      ),
  };
}

export const words = (count: number) => Array(count).fill('ab').join(' ');
