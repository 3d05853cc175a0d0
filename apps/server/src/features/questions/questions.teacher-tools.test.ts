// The teacher's Q&A tools (issue 17): the lecture's teacher marks a question answered and
// highlights one question on the projected screen. Students see both, live (qa_update) and
// after; nobody else may do either.
import { COURSE_MESSAGES, NAMESPACES, QA_MESSAGES } from '@o4f/contract';
import type { QaUpdate, Question } from '@o4f/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveClient } from '../../testing/live-client.ts';
import { MODERATION_ENV, classroom, qa } from '../../testing/qa-kit.ts';
import type { Classroom } from '../../testing/qa-kit.ts';
import { createTestServer } from '../../testing/test-server.ts';
import type { TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let room: Classroom<3>;
let api: ReturnType<typeof qa>;
/** Three questions the teacher can see (two peers read the list). */
let asked: Question[];

beforeAll(async () => {
  server = await createTestServer({ env: MODERATION_ENV });
  room = await classroom(server, 3);
  api = qa(server, room.lecture);
  const [a, b, c] = room.students;
  asked = [];
  for (const text of ['What is a loop invariant?', 'Why is it O(n log n)?', 'Is it stable?'])
    asked.push(await api.mustAsk(a.token, text));
  await api.questions(b.token);
  await api.questions(c.token);
});
afterAll(async () => {
  await server.close();
});

const mark = (token: string, id: number, answered: boolean) =>
  api.call<Question>('PUT', `${api.q(id)}/answered`, token, { answered });
const highlight = (token: string, id: number, highlighted: boolean) =>
  api.call<Question>('PUT', `${api.q(id)}/highlight`, token, { highlighted });

/** Each question's id with the fields named, as the viewer's list gives them. */
async function listed(token: string, field: 'answered' | 'highlighted') {
  const list = server.expectOk(await api.questions(token), 'questions');
  return Object.fromEntries(list.map((question) => [question.id, question[field]]));
}

describe("the teacher's Q&A tools", () => {
  it('marks a question answered: students see it, live and after; the mark can be taken back', async () => {
    const [, b] = room.students;
    const [q1, q2] = asked;
    const socket = new LiveClient(server.url, NAMESPACES.signals, {
      token: b.token,
      query: { courseId: room.course.id, lectureNum: room.lecture.lectureNum },
    });
    try {
      await socket.waitFor('connect');
      const response = await mark(room.teacher.token, q1!.id, true);
      expect(response.status).toBe(200);
      expect(response.body.message).toBe(QA_MESSAGES.markedAnswered);
      expect(response.body.data).toMatchObject({ id: q1!.id, answered: true });
      const update = await socket.waitFor<QaUpdate>(
        'qa_update',
        (item) => item.kind === 'question_updated' && item.questionId === q1!.id,
      );
      expect(update).toMatchObject({ courseId: room.course.id, answerId: null });
    } finally {
      socket.close();
    }
    expect(await listed(b.token, 'answered')).toEqual({
      [q1!.id]: true,
      [q2!.id]: false,
      [asked[2]!.id]: false,
    });
    expect(await listed(room.teacher.token, 'answered')).toMatchObject({ [q1!.id]: true });

    const back = await mark(room.teacher.token, q1!.id, false);
    expect(back.body).toMatchObject({
      message: QA_MESSAGES.unmarkedAnswered,
      data: { answered: false },
    });
    expect((await listed(b.token, 'answered'))[q1!.id]).toBe(false);
  });

  it('highlights one question at a time, and clears it', async () => {
    const [, b] = room.students;
    const [q1, q2] = asked;
    expect((await highlight(room.teacher.token, q1!.id, true)).body).toMatchObject({
      message: QA_MESSAGES.highlighted,
      data: { id: q1!.id, highlighted: true },
    });
    expect(server.expectOk(await highlight(room.teacher.token, q2!.id, true), 'q2')).toMatchObject({
      highlighted: true,
    });
    for (const token of [b.token, room.teacher.token]) {
      expect(await listed(token, 'highlighted')).toEqual({
        [q1!.id]: false,
        [q2!.id]: true,
        [asked[2]!.id]: false,
      });
    }
    const cleared = await highlight(room.teacher.token, q2!.id, false);
    expect(cleared.body).toMatchObject({
      message: QA_MESSAGES.highlightCleared,
      data: { highlighted: false },
    });
    expect(Object.values(await listed(b.token, 'highlighted'))).toEqual([false, false, false]);
  });

  it('refuses students and other teachers, and questions the teacher may not see', async () => {
    const [a, b] = room.students;
    const q1 = asked[0]!;
    for (const token of [a.token, b.token]) {
      for (const response of [
        await mark(token, q1.id, true),
        await highlight(token, q1.id, true),
      ]) {
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ message: QA_MESSAGES.teacherOnly });
      }
    }
    const other = await server.createTeacher();
    for (const response of [
      await mark(other.token, q1.id, true),
      await highlight(other.token, q1.id, true),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: COURSE_MESSAGES.noAccess });
    }
    expect(await listed(a.token, 'answered')).toMatchObject({ [q1.id]: false });
    expect(await listed(a.token, 'highlighted')).toMatchObject({ [q1.id]: false });

    // A question nobody has read yet is not the teacher's to mark: 404, as everywhere for them.
    const unseen = await api.mustAsk(a.token, 'Nobody has read this one yet.');
    const hidden = await mark(room.teacher.token, unseen.id, true);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ message: QA_MESSAGES.questionNotFound });

    const invalid = await api.call('PUT', `${api.q(q1.id)}/answered`, room.teacher.token, {
      answered: 'yes',
    });
    expect(invalid.status).toBe(400);
  });
});
