// A moderation run with several students: views make posts visible to the teacher, flags send
// them to the doghouse (and lower the author's reputation), rise-ups bring them back.
import { NAMESPACES, QA_MESSAGES } from '@o4f/contract';
import type {
  Answer,
  FlagResult,
  Notification,
  QaUpdate,
  Question,
  RiseUpResult,
} from '@o4f/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { LiveClient } from '../../testing/live-client.ts';
import { createTestServer } from '../../testing/test-server.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { MODERATION_ENV, classroom, qa } from '../../testing/qa-kit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({
    env: MODERATION_ENV,
  });
});
afterAll(async () => {
  await server.close();
});

const ids = (items: { id: number }[]) => items.map((item) => item.id);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('moderation', () => {
  it('views, flags, the doghouse, reputation and rise-ups', async () => {
    const room = await classroom(server, 5);
    const [s0, s1, s2, s3, s4] = room.students;
    const teacher = room.teacher.token;
    const api = qa(server, room.lecture);
    const list = async (token: string) => (await api.questions(token)).body.data;
    const flag = (token: string, id: number) =>
      api.call<FlagResult>('POST', `${api.q(id)}/flag`, token);
    const riseUp = (token: string, id: number) =>
      api.call<RiseUpResult>('POST', `${api.q(id)}/riseUp`, token);

    // Views: the teacher sees a student's question once two other students have seen it.
    const q1 = await api.mustAsk(s0.token, 'Is recursion just a loop?');
    expect(ids(await list(teacher))).not.toContain(q1.id);
    expect((await api.call('GET', api.q(q1.id), teacher)).status).toBe(404);
    await list(s0.token); // the author's own views do not count
    await list(s1.token);
    await list(s1.token); // nor a second look by the same student
    expect(ids(await list(teacher))).not.toContain(q1.id);
    const seen = await list(s2.token);
    expect(seen.find((item) => item.id === q1.id)!.teacherCanView).toBe(true);
    expect(ids(await list(teacher))).toContain(q1.id);
    const teacherNotes = await api.notifications(teacher);
    expect(teacherNotes).toHaveLength(1);
    expect(teacherNotes[0]).toMatchObject({
      event: 'question_posted',
      acknowledged: false,
      details: {
        pseudonym: s0.pseudonym,
        course: { id: room.course.id, name: room.course.name },
        lecture: { id: room.lecture.id, lectureNum: room.lecture.lectureNum },
        question: { id: q1.id, text: 'Is recursion just a loop?' },
        answer: null,
      },
    });

    // Flags: a toggle; two send the question to the doghouse.
    expect((await flag(s1.token, q1.id)).body.data).toEqual({ selfFlagged: true, flagged: false });
    expect((await flag(s1.token, q1.id)).body.data).toEqual({ selfFlagged: false, flagged: false });
    const own = await flag(s0.token, q1.id);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(QA_MESSAGES.ownPost);
    await flag(s1.token, q1.id);
    expect((await flag(s2.token, q1.id)).body.data).toEqual({ selfFlagged: true, flagged: true });

    const asStudent = (await list(s3.token)).find((item) => item.id === q1.id)!;
    expect(asStudent).toMatchObject({ flagged: true, showRiseUp: true, hasRiseUp: false });
    const asAuthor = (await list(s0.token)).find((item) => item.id === q1.id)!;
    expect(asAuthor).toMatchObject({ flagged: true, showRiseUp: false });
    const asFlagger = (await list(s1.token)).find((item) => item.id === q1.id)!;
    expect(asFlagger.selfFlagged).toBe(true);
    expect(ids(await list(teacher))).not.toContain(q1.id);
    expect((await api.call('GET', api.q(q1.id), teacher)).status).toBe(404);
    expect(await api.notifications(teacher)).toHaveLength(0);
    const authorNotes = await api.notifications(s0.token);
    expect(authorNotes.map((note) => note.event)).toEqual(['question_flagged']);
    expect(authorNotes[0]!.details.question!.id).toBe(q1.id);

    // Reputation: a second question in the doghouse and the author may no longer post.
    const q2 = await api.mustAsk(s0.token, 'Another doubtful question');
    await flag(s1.token, q2.id);
    await flag(s2.token, q2.id);
    const blocked = await api.ask(s0.token, 'Can I still post this?');
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toBe(QA_MESSAGES.lowReputation);

    // Rise-ups: not by the author, not by the teacher, not outside the doghouse; two bring it back.
    expect((await riseUp(s0.token, q1.id)).status).toBe(403);
    expect((await riseUp(teacher, q1.id)).status).toBe(404);
    expect((await riseUp(s3.token, q1.id)).body.data).toEqual({ hasRiseUp: true, flagged: true });
    expect((await riseUp(s3.token, q1.id)).body.data).toEqual({ hasRiseUp: false, flagged: true });
    await riseUp(s3.token, q1.id);
    expect((await riseUp(s4.token, q1.id)).body.data).toEqual({ hasRiseUp: false, flagged: false });
    const back = (await list(s1.token)).find((item) => item.id === q1.id)!;
    expect(back).toMatchObject({ flagged: false, selfFlagged: false, showRiseUp: false });
    expect(ids(await list(teacher))).toContain(q1.id);
    const notInDoghouse = await riseUp(s3.token, q1.id);
    expect(notInDoghouse.status).toBe(400);
    expect(notInDoghouse.body.message).toBe(QA_MESSAGES.notInDoghouse);
    // The author's reputation is back above the limit.
    expect((await api.ask(s0.token, 'Can I still post this?')).status).toBe(201);

    // Teacher posts cannot be flagged; a teacher may flag a student's post.
    const open = await api.mustAsk(teacher, 'Questions about the homework?');
    const refused = await flag(s1.token, open.id);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(QA_MESSAGES.teacherPostNoFlag);
    expect((await flag(teacher, q1.id)).body.data.selfFlagged).toBe(true);
  });

  it('answers: visible to the teacher after views, doghouse by flags, notifications', async () => {
    const room = await classroom(server, 4);
    const [s0, s1, s2, s3] = room.students;
    const teacher = room.teacher.token;
    const api = qa(server, room.lecture);
    const answersOf = async (token: string, questionId: number) =>
      (await api.answers(token, questionId)).body.data;

    // A teacher's question: its answers reach the teacher (and notify them) after two views.
    const tq = await api.mustAsk(teacher, 'Who can explain closures?');
    const answer = await api.mustAnswer(s0.token, tq.id, 'A function with its scope.');
    expect(answer.teacherCanView).toBe(false);
    expect(await answersOf(teacher, tq.id)).toHaveLength(0);
    expect((await api.call('GET', api.a(tq.id, answer.id), teacher)).status).toBe(404);
    expect(await api.notifications(teacher)).toHaveLength(0);
    await answersOf(s1.token, tq.id);
    await answersOf(s2.token, tq.id);
    expect(ids(await answersOf(teacher, tq.id))).toEqual([answer.id]);
    const notes = await api.notifications(teacher);
    expect(notes.map((note) => note.event)).toEqual(['question_answered']);
    expect(notes[0]!.details).toMatchObject({
      pseudonym: s0.pseudonym,
      question: { id: tq.id },
      answer: { id: answer.id, text: 'A function with its scope.' },
    });
    const question = (await api.questions(teacher)).body.data.find((item) => item.id === tq.id)!;
    expect(question.answerCount).toBe(1);
    expect(question.answerNotifCount).toBe(1);

    // Flags send the answer to the doghouse; its author is told; the teacher loses it.
    const flagAnswer = (token: string) =>
      api.call<FlagResult>('POST', `${api.a(tq.id, answer.id)}/flag`, token);
    expect((await flagAnswer(s0.token)).status).toBe(403);
    await flagAnswer(s1.token);
    expect((await flagAnswer(s2.token)).body.data).toEqual({ selfFlagged: true, flagged: true });
    expect(await answersOf(teacher, tq.id)).toHaveLength(0);
    const asStudent = (await answersOf(s3.token, tq.id))[0]!;
    expect(asStudent).toMatchObject({ flagged: true, showRiseUp: true });
    expect((await api.notifications(s0.token)).map((note) => note.event)).toEqual([
      'answer_flagged',
    ]);
    expect(
      (await api.questions(teacher)).body.data.find((item) => item.id === tq.id)!.answerCount,
    ).toBe(0);
    const rise = (token: string) =>
      api.call<RiseUpResult>('POST', `${api.a(tq.id, answer.id)}/riseUp`, token);
    await rise(s3.token);
    expect((await rise(s1.token)).body.data.flagged).toBe(false);
    expect(await answersOf(teacher, tq.id)).toHaveLength(1);
  });

  it('pushes qa_update to the lecture room (not to the teacher before they may see the post) and notifications live', async () => {
    const room = await classroom(server, 3);
    const [s0, s1, s2] = room.students;
    const query = { courseId: room.course.id, lectureNum: room.lecture.lectureNum };
    const teacherSocket = new LiveClient(server.url, NAMESPACES.signals, {
      token: room.teacher.token,
      query,
    });
    const studentSocket = new LiveClient(server.url, NAMESPACES.signals, {
      token: s1.token,
      query,
    });
    const authorSocket = new LiveClient(server.url, NAMESPACES.signals, { token: s0.token });
    try {
      await Promise.all([
        teacherSocket.waitFor('connect'),
        studentSocket.waitFor('connect'),
        authorSocket.waitFor('connect'),
      ]);
      const api = qa(server, room.lecture);
      const posted = await api.mustAsk(s0.token, 'Live question, please?');
      const update = await studentSocket.waitFor<QaUpdate>('qa_update');
      expect(update).toEqual({
        ...query,
        kind: 'question_posted',
        questionId: posted.id,
        answerId: null,
      });
      await sleep(150);
      expect(teacherSocket.events('qa_update')).toHaveLength(0);

      await api.questions(s1.token);
      await api.questions(s2.token);
      const visible = await teacherSocket.waitFor<QaUpdate>('qa_update');
      expect(visible).toMatchObject({ kind: 'visible', questionId: posted.id });
      const pushed = await teacherSocket.waitFor<Notification>('notification');
      expect(pushed).toMatchObject({
        event: 'question_posted',
        details: { question: { id: posted.id } },
      });

      await api.mustAnswer(s1.token, posted.id, 'Live answer for you.');
      const answered = await authorSocket.waitFor<Notification>('notification');
      expect(answered.event).toBe('question_answered');
      expect(answered.details.answer!.text).toBe('Live answer for you.');
    } finally {
      teacherSocket.close();
      studentSocket.close();
      authorSocket.close();
    }
  });

  it('announces posts that reach their views together as one qa_update, not one per post', async () => {
    const room = await classroom(server, 3);
    const [s0, s1, s2] = room.students;
    const query = { courseId: room.course.id, lectureNum: room.lecture.lectureNum };
    const [teacherSocket, studentSocket] = [room.teacher.token, s0.token].map(
      (token) => new LiveClient(server.url, NAMESPACES.signals, { token, query }),
    ) as [LiveClient, LiveClient];
    try {
      await Promise.all([teacherSocket.waitFor('connect'), studentSocket.waitFor('connect')]);
      const api = qa(server, room.lecture);
      for (let index = 0; index < 6; index += 1)
        await api.mustAsk(s0.token, `Unseen question number ${index + 1}?`);
      // The second viewer's opening gives all six their second view at once.
      await api.questions(s1.token);
      await api.questions(s2.token);
      const visible = await teacherSocket.waitFor<QaUpdate>('qa_update');
      expect(visible).toEqual({ ...query, kind: 'visible', questionId: null, answerId: null });
      await sleep(200);
      const kinds = (socket: LiveClient) =>
        socket.events<QaUpdate>('qa_update').map((update) => update.kind);
      expect(kinds(teacherSocket)).toEqual(['visible']);
      expect(kinds(studentSocket).filter((kind) => kind === 'visible')).toEqual(['visible']);
      // The teacher's list has all six now.
      expect(server.expectOk(await api.questions(room.teacher.token), 'list')).toHaveLength(6);
    } finally {
      teacherSocket.close();
      studentSocket.close();
    }
  });
});

describe("doghouse and the teacher's notification counts", () => {
  it('tells the teacher to refetch their counts when a post they could see enters or leaves the doghouse', async () => {
    const room = await classroom(server, 4);
    const [s0, s1, s2, s3] = room.students;
    const teacher = room.teacher.token;
    const api = qa(server, room.lecture);
    const flag = (token: string, id: number) =>
      api.call<FlagResult>('POST', `${api.q(id)}/flag`, token);
    const riseUp = (token: string, id: number) =>
      api.call<RiseUpResult>('POST', `${api.q(id)}/riseUp`, token);
    // The header bell's socket: the teacher's own room only, no lecture room.
    const { socket, error } = await server.connectSocket(NAMESPACES.signals, { token: teacher });
    expect(error).toBeUndefined();
    const received: { event: string; payload: unknown }[] = [];
    socket.onAny((event: string, payload: unknown) => received.push({ event, payload }));
    const events = (event: string) => received.filter((item) => item.event === event);
    const waitForCount = async (event: string, count: number) => {
      for (let waited = 0; events(event).length < count; waited += 20) {
        if (waited > 5000) throw new Error(`Only ${events(event).length} ${event}`);
        await sleep(20);
      }
    };
    try {
      const seen = await api.mustAsk(s0.token, 'A question the teacher gets to see');
      await api.questions(s1.token);
      await api.questions(s2.token);
      await waitForCount('notification', 1);
      expect(await api.notifications(teacher)).toHaveLength(1);

      // A post the teacher never saw changes none of their counts: nothing is sent.
      const unseen = await api.mustAsk(s3.token, 'SECRET unseen question');
      await flag(s1.token, unseen.id);
      expect((await flag(s2.token, unseen.id)).body.data.flagged).toBe(true);

      await flag(s1.token, seen.id);
      expect((await flag(s2.token, seen.id)).body.data.flagged).toBe(true);
      await waitForCount('notifications_changed', 1);
      expect(events('notifications_changed')).toEqual([
        { event: 'notifications_changed', payload: { courseId: room.course.id } },
      ]);
      expect(await api.notifications(teacher)).toHaveLength(0);

      // Two rise-ups bring it back, and its notification back into the teacher's counts.
      await riseUp(s3.token, seen.id);
      expect((await riseUp(s1.token, seen.id)).body.data.flagged).toBe(false);
      await waitForCount('notifications_changed', 2);
      expect(await api.notifications(teacher)).toHaveLength(1);

      await sleep(100);
      expect(events('notifications_changed')).toHaveLength(2);
      expect(events('qa_update')).toEqual([]);
      expect(JSON.stringify(received)).not.toContain('SECRET');
    } finally {
      socket.close();
    }
  });
});

describe('limits of answers', () => {
  it('caps answers per question (MAX_ANSWERS_PER_QUESTION); no views needed with TEACHER_VIEW_THRESHOLD 0', async () => {
    const limited = await createTestServer({
      env: { MAX_ANSWERS_PER_QUESTION: '2', TEACHER_VIEW_THRESHOLD: '0' },
    });
    try {
      const room = await classroom(limited, 2);
      const api = qa(limited, room.lecture);
      const question = await api.mustAsk(room.students[0]!.token);
      expect(question.teacherCanView).toBe(true);
      expect((await api.notifications(room.teacher.token)).map((note) => note.event)).toEqual([
        'question_posted',
      ]);
      await api.mustAnswer(room.students[1]!.token, question.id);
      await api.mustAnswer(room.teacher.token, question.id);
      const third = await api.answer(room.students[1]!.token, question.id, 'One answer too many');
      expect(third.status).toBe(403);
      expect(third.body.message).toBe(QA_MESSAGES.tooManyAnswers);
      const seen = (await api.call<Question>('GET', api.q(question.id), room.students[1]!.token))
        .body.data;
      expect(seen.respondable).toBe(false);
      const answers = (await api.answers(room.students[0]!.token, question.id)).body
        .data as Answer[];
      expect(answers).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });
});

describe('moderation configuration', () => {
  it('has the documented defaults and refuses bad values', () => {
    const config = loadConfig({});
    expect({
      DOGHOUSE_FLAGS: config.DOGHOUSE_FLAGS,
      RISE_UP_THRESHOLD: config.RISE_UP_THRESHOLD,
      TEACHER_VIEW_THRESHOLD: config.TEACHER_VIEW_THRESHOLD,
      MAX_ANSWERS_PER_QUESTION: config.MAX_ANSWERS_PER_QUESTION,
      REPUTATION_DOGHOUSE_PENALTY: config.REPUTATION_DOGHOUSE_PENALTY,
      REPUTATION_MIN_TO_POST: config.REPUTATION_MIN_TO_POST,
    }).toEqual({
      DOGHOUSE_FLAGS: 3,
      RISE_UP_THRESHOLD: 3,
      TEACHER_VIEW_THRESHOLD: 2,
      MAX_ANSWERS_PER_QUESTION: 50,
      REPUTATION_DOGHOUSE_PENALTY: 1,
      REPUTATION_MIN_TO_POST: -5,
    });
    expect(() => loadConfig({ DOGHOUSE_FLAGS: '0' })).toThrow(/DOGHOUSE_FLAGS/);
    expect(() => loadConfig({ REPUTATION_MIN_TO_POST: '3' })).toThrow(/REPUTATION_MIN_TO_POST/);
  });
});
