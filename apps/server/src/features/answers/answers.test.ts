import { postTextMessages, QA_MESSAGES, TEACHER_PSEUDONYM } from '@o4f/contract';
import type { Answer, HistoryEntry, VoteResult } from '@o4f/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../../testing/test-server.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { classroom, qa, words } from '../../testing/qa-kit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ env: { DOGHOUSE_FLAGS: '1' } });
});
afterAll(async () => {
  await server.close();
});

describe('answers', () => {
  it('hold the text to the limits: 6 trimmed characters, 750 characters, 150 words', async () => {
    const room = await classroom(server, 2);
    const [asker, helper] = room.students;
    const api = qa(server, room.lecture);
    const question = await api.mustAsk(asker!.token);
    const messages = postTextMessages('answer');
    const post = (text: string) => api.answer(helper!.token, question.id, text);

    const short = await post(' 12345 ');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(messages.tooShort);
    expect((await post(' 123456 ')).status).toBe(201);
    expect((await post('x'.repeat(750))).status).toBe(201);
    const long = await post('x'.repeat(751));
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(messages.tooManyChars);
    expect((await post(words(150))).status).toBe(201);
    const wordy = await post(words(151));
    expect(wordy.status).toBe(400);
    expect(wordy.body.message).toBe(messages.tooManyWords);
  });

  it('post, list, get, edit with history, vote, and tell the asker', async () => {
    const room = await classroom(server, 3);
    const [asker, helper, reader] = room.students;
    const api = qa(server, room.lecture);
    const question = await api.mustAsk(asker!.token, 'How do I sort a list?');

    const posted = await api.answer(helper!.token, question.id, 'Use the sort method.');
    expect(posted.status).toBe(201);
    expect(posted.body.message).toBe(QA_MESSAGES.answerPosted);
    expect(posted.body.data).toMatchObject({
      questionId: question.id,
      question: { id: question.id, text: 'How do I sort a list?', answerCount: 1 },
      text: 'Use the sort method.',
      pseudonym: helper!.pseudonym,
      courseId: room.course.id,
      lectureNum: room.lecture.lectureNum,
      numUpVotes: 0,
      numDownVotes: 0,
      flagged: false,
      hasRiseUp: false,
      selfPosted: true,
      selfFlagged: false,
      respondable: false,
      discussionCount: 0,
      discussionNotifCount: 0,
      removedFromClass: false,
      notificationId: null,
      editable: true,
      teacherAnswer: false,
      hasHistory: false,
      teacherCanView: false,
      discussions: [],
    });
    const answerId = posted.body.data.id;

    const notes = await api.notifications(asker!.token);
    expect(notes.map((note) => note.event)).toEqual(['question_answered']);
    const list = (await api.answers(asker!.token, question.id)).body.data;
    expect(list.map((item) => item.id)).toEqual([answerId]);
    expect(list[0]).toMatchObject({
      respondable: true,
      selfPosted: false,
      notificationId: notes[0]!.id,
    });
    const asked = (await api.questions(asker!.token)).body.data[0]!;
    expect(asked).toMatchObject({
      answerCount: 1,
      answerNotifCount: 1,
      editable: false,
      notificationId: notes[0]!.id,
    });

    const got = await api.call<Answer>('GET', api.a(question.id, answerId), reader!.token);
    expect(got.status).toBe(200);
    expect(got.body.data.id).toBe(answerId);

    expect(
      (
        await api.call('PUT', api.a(question.id, answerId), reader!.token, {
          text: 'Not mine to edit',
        })
      ).status,
    ).toBe(403);
    const edited = await api.call<Answer>('PUT', api.a(question.id, answerId), helper!.token, {
      text: 'Use sorted() or list.sort().',
      teacherAnswer: false,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      text: 'Use sorted() or list.sort().',
      hasHistory: true,
    });
    const history = await api.call<HistoryEntry[]>(
      'GET',
      `${api.a(question.id, answerId)}/history`,
      reader!.token,
    );
    expect(history.body.data.map((entry) => entry.text)).toEqual([
      'Use sorted() or list.sort().',
      'Use the sort method.',
    ]);
    expect(history.body.data[0]!.latestUpdate).toBe(true);

    const vote = (token: string, value: string) =>
      api.call<VoteResult>('POST', `${api.a(question.id, answerId)}/vote/${value}`, token);
    expect((await vote(reader!.token, '1')).body.data).toEqual({
      numUpVotes: 1,
      numDownVotes: 0,
      vote: 1,
    });
    expect((await vote(reader!.token, '1')).body.data.vote).toBe(0);
    // The viewer's own vote comes back with the answer (and its question), per viewer.
    await vote(reader!.token, '-1');
    const voteIn = async (token: string) =>
      (await api.answers(token, question.id)).body.data.find((item) => item.id === answerId)!;
    expect(await voteIn(reader!.token)).toMatchObject({ vote: -1, numDownVotes: 1 });
    expect((await voteIn(asker!.token)).vote).toBe(0);
    expect((await voteIn(reader!.token)).question.vote).toBe(0);
    await api.call('POST', `${api.q(question.id)}/vote/1`, reader!.token);
    expect((await voteIn(reader!.token)).question.vote).toBe(1);
    await vote(reader!.token, '-1');
    expect((await voteIn(reader!.token)).vote).toBe(0);
    expect((await vote(helper!.token, '1')).status).toBe(403);
    expect((await vote(reader!.token, 'x')).status).toBe(400);

    // After a discussion the answer can no longer be edited.
    await api.discuss(asker!.token, question.id, answerId, 'Which one is faster?');
    const late = await api.call('PUT', api.a(question.id, answerId), helper!.token, {
      text: 'Changed later on',
    });
    expect(late.status).toBe(403);
    expect(late.body.message).toBe(QA_MESSAGES.notEditable);
  });

  it('teachers answer openly or under a pseudonym; non-attendees read only', async () => {
    const room = await classroom(server, 1);
    const api = qa(server, room.lecture);
    const question = await api.mustAsk(room.teacher.token, 'Teacher asks a thing');
    const open = await api.answer(room.teacher.token, question.id, 'Teacher answers openly', {
      teacherAnswer: true,
    });
    expect(open.body.data).toMatchObject({
      pseudonym: TEACHER_PSEUDONYM,
      teacherAnswer: true,
      teacherCanView: true,
    });
    const masked = await api.answer(room.teacher.token, question.id, 'Teacher answers masked', {
      pseudonym: true,
    });
    expect(masked.body.data.teacherAnswer).toBe(false);
    expect(masked.body.data.pseudonym).not.toBe(TEACHER_PSEUDONYM);

    const reader = await server.createStudent();
    await server.enrol(room.course.id, reader.id);
    expect((await api.answers(reader.token, question.id)).body.data).toHaveLength(2);
    const refused = await api.answer(reader.token, question.id, 'I was not there');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(QA_MESSAGES.readOnly);
  });

  it('follow the live permission, and a doghouse question takes no answers', async () => {
    const room = await classroom(server, 2, { live: true, allowQuestions: false });
    const api = qa(server, room.lecture);
    const ref = { courseId: room.course.id, lectureNum: room.lecture.lectureNum };
    await server.app.ctx.live.setPermissions(ref, { allowQuestions: true });
    const question = await api.mustAsk(room.students[0]!.token);
    await server.app.ctx.live.setPermissions(ref, { allowQuestions: false });
    const closed = await api.answer(room.students[1]!.token, question.id, 'Closed for answers now');
    expect(closed.status).toBe(403);
    expect(closed.body.message).toBe(QA_MESSAGES.answersNotAllowed);
    expect((await api.answers(room.students[1]!.token, question.id)).status).toBe(200);

    await server.app.ctx.live.setPermissions(ref, { allowQuestions: true });
    await api.call('POST', `${api.q(question.id)}/flag`, room.students[1]!.token); // DOGHOUSE_FLAGS=1
    const flagged = await api.answer(
      room.students[1]!.token,
      question.id,
      'Answering the doghouse',
    );
    expect(flagged.status).toBe(403);
    expect(flagged.body.message).toBe(QA_MESSAGES.postFlagged);
    expect((await api.answer(room.students[1]!.token, 99999, 'No such question')).status).toBe(404);
  });

  it('POST /courses/lectures/answers/{ids} lists answers with their question and discussions', async () => {
    const room = await classroom(server, 2);
    const [asker, helper] = room.students;
    const api = qa(server, room.lecture);
    const question = await api.mustAsk(asker!.token);
    const answer = await api.mustAnswer(helper!.token, question.id);
    await api.discuss(asker!.token, question.id, answer.id, 'Tell me more, please.');
    const path = `/courses/lectures/answers/${encodeURIComponent(JSON.stringify([room.lecture.id]))}`;
    const list = await server.api<{ data: Answer[] }>('POST', path, { token: helper!.token });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({
      id: answer.id,
      question: { id: question.id },
      discussionCount: 1,
      discussionNotifCount: 1,
      discussions: [
        { discussionStarterPseudonym: asker!.pseudonym, answerPosterPseudonym: helper!.pseudonym },
      ],
    });
    const stranger = await server.createStudent();
    expect(
      (await server.api<{ data: Answer[] }>('POST', path, { token: stranger.token })).body.data,
    ).toEqual([]);
  });
});
