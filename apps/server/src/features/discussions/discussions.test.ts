import { postTextMessages, QA_MESSAGES, TEACHER_PSEUDONYM } from '@o4f/contract';
import type { Discussion } from '@o4f/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../../testing/test-server.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { classroom, qa, words } from '../../testing/qa-kit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ env: { TEACHER_VIEW_THRESHOLD: '0' } });
});
afterAll(async () => {
  await server.close();
});

describe('discussions', () => {
  it('involve only the answer poster and the starter; the other one is told', async () => {
    const room = await classroom(server, 3);
    const [asker, helper, third] = room.students;
    const api = qa(server, room.lecture);
    const question = await api.mustAsk(asker!.token);
    const answer = await api.mustAnswer(helper!.token, question.id);

    const own = await api.discuss(helper!.token, question.id, answer.id, 'Talking to myself');
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(QA_MESSAGES.discussionOwnAnswer);

    const started = await api.discuss(
      asker!.token,
      question.id,
      answer.id,
      'Could you explain more?',
    );
    expect(started.status).toBe(201);
    expect(started.body.message).toBe(QA_MESSAGES.discussionStarted);
    const discussion = started.body.data;
    expect(discussion).toMatchObject({
      answerPosterPseudonym: helper!.pseudonym,
      discussionStarterPseudonym: asker!.pseudonym,
      respondable: true,
      selfInvolved: true,
      answerId: answer.id,
      questionId: question.id,
      messages: [
        { pseudonym: asker!.pseudonym, message: 'Could you explain more?', teacherPost: false },
      ],
    });
    const helperNotes = await api.notifications(helper!.token);
    expect(helperNotes.map((note) => note.event)).toEqual(['discussion_started']);
    expect(helperNotes[0]!.details).toMatchObject({
      pseudonym: asker!.pseudonym,
      question: { id: question.id },
      answer: { id: answer.id },
      discussionId: discussion.id,
    });

    const replied = await api.reply(
      helper!.token,
      question.id,
      answer.id,
      discussion.id,
      'Sure, here it is.',
    );
    expect(replied.status).toBe(201);
    expect(replied.body.data.messages.map((message) => message.pseudonym)).toEqual([
      asker!.pseudonym,
      helper!.pseudonym,
    ]);
    expect((await api.notifications(asker!.token)).map((note) => note.event)).toContain(
      'discussion_reply',
    );

    const intruder = await api.reply(
      third!.token,
      question.id,
      answer.id,
      discussion.id,
      'May I join in?',
    );
    expect(intruder.status).toBe(403);
    expect(intruder.body.message).toBe(QA_MESSAGES.discussionNotParticipant);
    const teacherIntrudes = await api.reply(
      room.teacher.token,
      question.id,
      answer.id,
      discussion.id,
      'Teacher joins',
    );
    expect(teacherIntrudes.status).toBe(403);

    // Everyone who may read the answer reads the discussion; only the two may reply.
    const asThird = await api.call<Discussion>(
      'GET',
      `${api.a(question.id, answer.id)}/discussion/${discussion.id}`,
      third!.token,
    );
    expect(asThird.status).toBe(200);
    expect(asThird.body.data).toMatchObject({ respondable: false, selfInvolved: false });
    const all = await api.call<Discussion[]>(
      'GET',
      `${api.a(question.id, answer.id)}/discussions`,
      third!.token,
    );
    expect(all.body.data.map((item) => item.id)).toEqual([discussion.id]);
    expect(
      (await api.call('GET', `${api.a(question.id, answer.id)}/discussion/99999`, third!.token))
        .status,
    ).toBe(404);

    // Starting again continues the same discussion.
    const again = await api.discuss(asker!.token, question.id, answer.id, 'One more thing here');
    expect(again.body.data.id).toBe(discussion.id);
    expect(again.body.data.messages).toHaveLength(3);

    // A second starter gets their own discussion.
    const second = await api.discuss(third!.token, question.id, answer.id, 'My own thread here');
    expect(second.body.data.id).not.toBe(discussion.id);
    const counts = (await api.questions(asker!.token)).body.data[0]!;
    expect(counts.discussionCount).toBe(2);
  });

  it('teacher messages are marked teacherPost', async () => {
    const room = await classroom(server, 1);
    const [student] = room.students;
    const api = qa(server, room.lecture);
    const question = await api.mustAsk(student!.token);
    const answer = await api.mustAnswer(student!.token, question.id);
    const started = await api.discuss(
      room.teacher.token,
      question.id,
      answer.id,
      'Teacher wants details',
    );
    expect(started.status).toBe(201);
    expect(started.body.data.discussionStarterPseudonym).toBe(TEACHER_PSEUDONYM);
    expect(started.body.data.messages[0]!.teacherPost).toBe(true);
    const reply = await api.reply(
      student!.token,
      question.id,
      answer.id,
      started.body.data.id,
      'Student replies',
    );
    expect(reply.body.data.messages[1]!.teacherPost).toBe(false);
    expect((await api.notifications(room.teacher.token)).map((note) => note.event)).toContain(
      'discussion_reply',
    );
  });

  it('hold messages to 6 trimmed characters, 3000 characters and 500 words', async () => {
    const room = await classroom(server, 2);
    const [asker, helper] = room.students;
    const api = qa(server, room.lecture);
    const question = await api.mustAsk(asker!.token);
    const answer = await api.mustAnswer(helper!.token, question.id);
    const messages = postTextMessages('discussion');
    const send = (message: string) => api.discuss(asker!.token, question.id, answer.id, message);
    expect((await send('  12345 ')).body.message).toBe(messages.tooShort);
    expect((await send('123456')).status).toBe(201);
    expect((await send('x'.repeat(3000))).status).toBe(201);
    expect((await send('x'.repeat(3001))).body.message).toBe(messages.tooManyChars);
    expect((await send(words(500))).status).toBe(201);
    expect((await send(words(501))).body.message).toBe(messages.tooManyWords);
  });

  it('follow allowDiscussionsDuringLecture while live; non-attendees read only', async () => {
    const room = await classroom(server, 2, { live: true, allowDiscussions: false });
    const [asker, helper] = room.students;
    const api = qa(server, room.lecture);
    const question = await api.mustAsk(asker!.token);
    const answer = await api.mustAnswer(helper!.token, question.id);
    const closed = await api.discuss(asker!.token, question.id, answer.id, 'Closed right now');
    expect(closed.status).toBe(403);
    expect(closed.body.message).toBe(QA_MESSAGES.discussionsNotAllowed);
    expect((await api.answers(asker!.token, question.id)).body.data[0]!.respondable).toBe(false);
    await server.app.ctx.live.setPermissions(
      { courseId: room.course.id, lectureNum: room.lecture.lectureNum },
      { allowDiscussions: true },
    );
    expect((await api.discuss(asker!.token, question.id, answer.id, 'Open right now')).status).toBe(
      201,
    );

    const reader = await server.createStudent();
    await server.enrol(room.course.id, reader.id);
    const refused = await api.discuss(reader.token, question.id, answer.id, 'I was not there');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(QA_MESSAGES.readOnly);
  });
});
