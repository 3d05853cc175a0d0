// Privacy (DESIGN §6): nothing a teacher receives carries a student's account id or private ID,
// nor a doghouse post, nor a post not yet visible to the teacher. Nobody receives account ids.
import { NAMESPACES } from '@o4f/contract';
import type { Answer, Question } from '@o4f/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveClient } from '../../testing/live-client.ts';
import { createTestServer } from '../../testing/test-server.ts';
import type { ApiResponse, TestServer } from '../../testing/test-server.ts';
import { classroom, qa } from '../../testing/qa-kit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({
    env: { DOGHOUSE_FLAGS: '2', TEACHER_VIEW_THRESHOLD: '2' },
  });
});
afterAll(async () => {
  await server.close();
});

const ACCOUNT_KEYS =
  /^(anonId|userId|studentId|authorId|starterId|accountId|pseudonymId|teacherId)$/i;

/** Every key that names an account, anywhere in the value. */
function accountKeys(value: unknown, path = '$'): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => accountKeys(item, `${path}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      ...(ACCOUNT_KEYS.test(key) ? [`${path}.${key}`] : []),
      ...accountKeys(item, `${path}.${key}`),
    ]);
  }
  return [];
}

describe('privacy of Q/A/D', () => {
  it('keeps account ids, private IDs, doghouse and unseen posts from the teacher', async () => {
    const room = await classroom(server, 4);
    const [s0, s1, s2, s3] = room.students;
    const teacher = room.teacher.token;
    const api = qa(server, room.lecture);
    const studentBodies: unknown[] = [];
    const teacherBodies: unknown[] = [];
    const record =
      <T>(bodies: unknown[]) =>
      (response: ApiResponse<T>) => {
        bodies.push(response.body);
        return response;
      };
    const socket = new LiveClient(server.url, NAMESPACES.signals, {
      token: teacher,
      query: { courseId: room.course.id, lectureNum: room.lecture.lectureNum },
    });
    await socket.waitFor('connect');
    try {
      const asStudent = async <T>(method: string, path: string, token: string, body?: unknown) =>
        record<{ message: string; data: T }>(studentBodies)(
          await api.call<T>(method, path, token, body),
        );

      // Two questions become visible to the teacher; one of them then goes to the doghouse.
      const visible = (
        await asStudent<Question>('POST', `${api.base}/question`, s0.token, {
          text: 'Visible question text',
        })
      ).body.data;
      const dog = (
        await asStudent<Question>('POST', `${api.base}/question`, s1.token, {
          text: 'HIDDEN-DOGHOUSE question',
        })
      ).body.data;
      await asStudent('GET', `${api.base}/questions`, s2.token);
      await asStudent('GET', `${api.base}/questions`, s3.token);
      await asStudent('POST', `${api.q(dog.id)}/flag`, s2.token);
      await asStudent('POST', `${api.q(dog.id)}/flag`, s3.token);

      // A visible answer with a discussion, and a doghouse answer.
      const good = (
        await asStudent<Answer>('POST', `${api.q(visible.id)}/answer`, s1.token, {
          text: 'Visible answer text',
        })
      ).body.data;
      const bad = (
        await asStudent<Answer>('POST', `${api.q(visible.id)}/answer`, s3.token, {
          text: 'HIDDEN-DOGHOUSE answer',
        })
      ).body.data;
      await asStudent('GET', `${api.q(visible.id)}/answers`, s0.token);
      await asStudent('GET', `${api.q(visible.id)}/answers`, s2.token);
      await asStudent('POST', `${api.a(visible.id, bad.id)}/flag`, s0.token);
      await asStudent('POST', `${api.a(visible.id, bad.id)}/flag`, s1.token);
      await asStudent('POST', `${api.a(visible.id, good.id)}/discussion`, s0.token, {
        message: 'Visible discussion text',
      });

      // A teacher question, then posts nobody has seen yet.
      const asked = (
        await record<{ data: Question }>(teacherBodies)(
          await api.call<Question>('POST', `${api.base}/question`, teacher, {
            text: 'Teacher question text',
          }),
        )
      ).body.data;
      const unseen = (
        await asStudent<Question>('POST', `${api.base}/question`, s2.token, {
          text: 'HIDDEN-UNSEEN question',
        })
      ).body.data;
      await asStudent('POST', `${api.q(visible.id)}/answer`, s1.token, {
        text: 'HIDDEN-UNSEEN answer',
      });
      await asStudent('POST', `${api.q(asked.id)}/answer`, s3.token, {
        text: 'HIDDEN-UNSEEN teacher answer',
      });

      // Everything a teacher can ask for.
      const lectureIds = encodeURIComponent(JSON.stringify([room.lecture.id]));
      const teacherCalls: [string, string][] = [
        ['GET', `${api.base}/questions`],
        ['POST', `/courses/lectures/questions/${lectureIds}`],
        ['POST', `/courses/lectures/answers/${lectureIds}`],
        ['GET', api.q(visible.id)],
        ['GET', api.q(dog.id)],
        ['GET', api.q(unseen.id)],
        ['GET', `${api.q(dog.id)}/history`],
        ['GET', `${api.q(visible.id)}/answers`],
        ['GET', `${api.q(asked.id)}/answers`],
        ['GET', api.a(visible.id, good.id)],
        ['GET', api.a(visible.id, bad.id)],
        ['GET', `${api.a(visible.id, bad.id)}/discussions`],
        ['GET', `${api.a(visible.id, good.id)}/discussions`],
        ['GET', '/notifications/latest'],
        ['GET', '/notifications/notAcknowledged'],
      ];
      for (const [method, path] of teacherCalls) {
        record(teacherBodies)(await server.api(method, path, { token: teacher }));
      }
      const teacherText = JSON.stringify(teacherBodies);
      expect(teacherText).toContain('Visible question text');
      expect(teacherText).toContain('Visible answer text');
      expect(teacherText).toContain('Visible discussion text');
      expect(teacherText).not.toContain('HIDDEN');
      // Live pushes: the doghouse question was visible (and pushed) before its flags; the unseen
      // posts never reach the teacher.
      const pushed = JSON.stringify(socket.received);
      expect(pushed).toContain('HIDDEN-DOGHOUSE question');
      expect(pushed).not.toContain('HIDDEN-UNSEEN');
      for (const student of room.students) {
        expect(teacherText + pushed).not.toContain(student.anonId!);
      }
      expect(accountKeys(teacherBodies)).toEqual([]);
      expect(accountKeys(socket.received)).toEqual([]);
      expect(teacherText).toContain(s0.pseudonym);
      const updates = socket.events('qa_update') as { questionId: number | null }[];
      expect(updates.filter((update) => update.questionId === unseen.id)).toEqual([]);

      // Students never receive account ids or private IDs either.
      const studentText = JSON.stringify(studentBodies);
      expect(accountKeys(studentBodies)).toEqual([]);
      for (const student of room.students) expect(studentText).not.toContain(student.anonId!);
    } finally {
      socket.close();
    }
  });
});
