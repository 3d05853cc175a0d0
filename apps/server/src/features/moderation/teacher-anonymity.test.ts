// Privacy leftovers (issue 8): a teacher's post under a pseudonym looks exactly like a student's
// post to students (teacherCanView follows the view rule), and an answer hidden from the teacher
// (not yet visible, or in the doghouse) changes nothing in what the teacher sees of their question.
import { NAMESPACES } from '@o4f/contract';
import type { Answer, QaUpdate, Question } from '@o4f/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveClient } from '../../testing/live-client.ts';
import { createTestServer } from '../../testing/test-server.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { sleep } from '../../testing/expressions-kit.ts';
import { classroom, qa } from '../../testing/qa-kit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({
    env: { DOGHOUSE_FLAGS: '2', TEACHER_VIEW_THRESHOLD: '2' },
  });
});
afterAll(() => server.close());

/** What tells two posts apart beyond their own content: everything but id, text, time, names. */
function shape(post: Question | Answer) {
  const rest: Record<string, unknown> = { ...post };
  for (const key of ['id', 'text', 'createdAt', 'pseudonym', 'question', 'questionId'])
    delete rest[key];
  return rest;
}

describe("a teacher's post under a pseudonym", () => {
  it('shows students the same teacherCanView as a student post, view by view', async () => {
    const room = await classroom(server, 3);
    const [author, first, second] = room.students;
    const api = qa(server, room.lecture);
    const byStudent = await api.mustAsk(author.token, 'A question by a student');
    const byTeacher = (
      await api.ask(room.teacher.token, 'A question by the teacher', { pseudonym: true })
    ).body.data;
    expect(byTeacher.teacherQuestion).toBe(false);

    const pick = (list: Question[], id: number) => list.find((item) => item.id === id)!;
    // One view each: neither is visible to the teacher yet, and both say so.
    const once = (await api.questions(first.token)).body.data;
    expect(pick(once, byStudent.id).teacherCanView).toBe(false);
    expect(shape(pick(once, byTeacher.id))).toEqual(shape(pick(once, byStudent.id)));
    // A student's live page hears nothing different either.
    const live = new LiveClient(server.url, NAMESPACES.signals, {
      token: author.token,
      query: { courseId: room.course.id, lectureNum: room.lecture.lectureNum },
    });
    await live.waitFor('connect');
    // The second viewer makes both visible to the teacher, and both say so: one update for the
    // two (they reached their views together), naming neither.
    const twice = (await api.questions(second.token)).body.data;
    await live.waitFor<QaUpdate>('qa_update', (u) => u.kind === 'visible');
    await sleep(100);
    expect(live.events<QaUpdate>('qa_update').filter((u) => u.kind === 'visible')).toEqual([
      {
        courseId: room.course.id,
        lectureNum: room.lecture.lectureNum,
        kind: 'visible',
        questionId: null,
        answerId: null,
      },
    ]);
    live.close();
    expect(pick(twice, byStudent.id).teacherCanView).toBe(true);
    expect(shape(pick(twice, byTeacher.id))).toEqual(shape(pick(twice, byStudent.id)));
    // The teacher still sees their own post (and now the student's).
    const teacherList = (await api.questions(room.teacher.token)).body.data;
    expect(teacherList.map((item) => item.id).sort()).toEqual([byStudent.id, byTeacher.id].sort());
  });

  it('an answer under a pseudonym looks like a student answer too', async () => {
    const room = await classroom(server, 3);
    const [author, first, second] = room.students;
    const api = qa(server, room.lecture);
    const question = await api.mustAsk(room.teacher.token, 'The teacher asks openly');
    const byStudent = await api.mustAnswer(author.token, question.id, 'A student answer');
    const byTeacher = (
      await api.answer(room.teacher.token, question.id, 'A masked teacher answer', {
        pseudonym: true,
      })
    ).body.data;
    expect(byTeacher.teacherAnswer).toBe(false);

    const pick = (list: Answer[], id: number) => list.find((item) => item.id === id)!;
    const once = (await api.answers(first.token, question.id)).body.data;
    expect(pick(once, byStudent.id).teacherCanView).toBe(false);
    expect(shape(pick(once, byTeacher.id))).toEqual(shape(pick(once, byStudent.id)));
    const twice = (await api.answers(second.token, question.id)).body.data;
    expect(pick(twice, byStudent.id).teacherCanView).toBe(true);
    expect(shape(pick(twice, byTeacher.id))).toEqual(shape(pick(twice, byStudent.id)));
  });
});

describe("an answer hidden from the teacher, on the teacher's question", () => {
  it('is no answer at all to the teacher: counts, editable, deletable, respondable, PUT', async () => {
    const room = await classroom(server, 4);
    const [author, first, second, third] = room.students;
    const api = qa(server, room.lecture);
    const teacher = room.teacher.token;
    const unanswered = await api.mustAsk(teacher, 'A question nobody answers');
    const question = await api.mustAsk(teacher, 'A question a student answers');
    const get = async (id: number) =>
      (await api.call<Question>('GET', api.q(id), teacher)).body.data;
    const baseline = shape(await get(unanswered.id));
    expect(baseline).toMatchObject({ answerCount: 0, editable: true, deletable: true });

    // Not yet visible to the teacher: the question looks unanswered, and can be edited.
    const answer = await api.mustAnswer(author.token, question.id, 'A hidden answer here');
    expect(answer.teacherCanView).toBe(false);
    expect(shape(await get(question.id))).toEqual(baseline);
    const list = (await api.questions(teacher)).body.data;
    const listed = (id: number) => shape(list.find((item) => item.id === id)!);
    expect(listed(question.id)).toEqual(listed(unanswered.id));
    const edited = await api.call<Question>('PUT', api.q(question.id), teacher, {
      text: 'A question a student answers, edited',
    });
    expect(edited.status).toBe(200);

    // Two views make it visible: now it is answered.
    await api.answers(first.token, question.id);
    await api.answers(second.token, question.id);
    expect(await get(question.id)).toMatchObject({
      answerCount: 1,
      editable: false,
      deletable: false,
    });

    // Two flags put it in the doghouse: unanswered again, to the teacher.
    for (const flagger of [third, first]) {
      const flagged = await api.call(
        'POST',
        `${api.a(question.id, answer.id)}/flag`,
        flagger.token,
      );
      expect(flagged.status).toBe(200);
    }
    expect(shape(await get(question.id))).toMatchObject({
      answerCount: 0,
      editable: true,
      deletable: true,
      respondable: true,
    });
    // Students still see the answer (in the doghouse) and the answered question.
    expect(
      (await api.call<Question>('GET', api.q(question.id), author.token)).body.data,
    ).toMatchObject({ answerCount: 1, editable: false });
    // And the teacher may delete it as an unanswered question (the hidden answer goes with it).
    expect((await api.call('DELETE', api.q(question.id), teacher)).status).toBe(200);
    expect((await api.call('GET', api.q(question.id), author.token)).status).toBe(404);
  });
});
