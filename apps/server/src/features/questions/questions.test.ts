import { postTextMessages, QA_MESSAGES, TEACHER_PSEUDONYM } from '@o4f/contract';
import type { HistoryEntry, Question, VoteResult } from '@o4f/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../../testing/test-server.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { classroom, qa, removeFromClass, words } from '../../testing/qa-kit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('posting a question', () => {
  it('holds the text to the limits: 6 trimmed characters, 250 characters, 50 words', async () => {
    const room = await classroom(server, 1);
    const [student] = room.students;
    const api = qa(server, room.lecture);
    const messages = postTextMessages('question');

    const short = await api.ask(student!.token, '  12345  ');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(messages.tooShort);
    const six = await api.ask(student!.token, '  123456  ');
    expect(six.status).toBe(201);
    expect(six.body.data.text).toBe('123456');

    expect((await api.ask(student!.token, 'x'.repeat(250))).status).toBe(201);
    const long = await api.ask(student!.token, 'x'.repeat(251));
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(messages.tooManyChars);

    expect((await api.ask(student!.token, words(50))).status).toBe(201);
    const wordy = await api.ask(student!.token, words(51));
    expect(wordy.status).toBe(400);
    expect(wordy.body.message).toBe(messages.tooManyWords);

    const missing = await api.call('POST', `${api.base}/question`, student!.token, {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(messages.required);
  });

  it('posts under the pseudonym of the lecture with every field of the spec', async () => {
    const room = await classroom(server, 1);
    const [student] = room.students;
    const api = qa(server, room.lecture);
    const response = await api.ask(student!.token, 'Why is the sky blue?', { slideNumber: 3 });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe(QA_MESSAGES.questionPosted);
    expect(response.body.data).toMatchObject({
      text: 'Why is the sky blue?',
      pseudonym: student!.pseudonym,
      courseId: room.course.id,
      lectureNum: room.lecture.lectureNum,
      lectureId: room.lecture.id,
      selfFlagged: false,
      flagged: false,
      answerCount: 0,
      numUpVotes: 0,
      numDownVotes: 0,
      showRiseUp: false,
      hasRiseUp: false,
      selfPosted: true,
      editable: true,
      deletable: true,
      respondable: true,
      answerNotifCount: 0,
      removedFromClass: false,
      notificationId: null,
      teacherQuestion: false,
      hasHistory: false,
      slideNumber: 3,
      teacherCanView: false,
      discussionCount: 0,
    });
  });

  it('lets a registered student who did not attend read but not post', async () => {
    const room = await classroom(server, 1);
    const api = qa(server, room.lecture);
    await api.mustAsk(room.students[0]!.token);
    const reader = await server.createStudent();
    await server.enrol(room.course.id, reader.id);

    const list = await api.questions(reader.token);
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]!.respondable).toBe(false);

    const refused = await api.ask(reader.token, 'May I ask something?');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(QA_MESSAGES.readOnly);
    const vote = await api.call('POST', `${api.q(list.body.data[0]!.id)}/vote/1`, reader.token);
    expect(vote.status).toBe(403);
    expect(vote.body.message).toBe(QA_MESSAGES.readOnly);
  });

  it('refuses students of other courses and anonymous callers', async () => {
    const room = await classroom(server, 0);
    const api = qa(server, room.lecture);
    const stranger = await server.createStudent();
    expect((await api.questions(stranger.token)).status).toBe(403);
    expect((await api.ask(stranger.token, 'Let me in please')).status).toBe(403);
    expect((await server.api('GET', `${api.base}/questions`)).status).toBe(401);
    const otherTeacher = await server.createTeacher();
    expect((await api.questions(otherTeacher.token)).status).toBe(403);
    expect(
      (
        await server.api('GET', `/course/${room.course.id}/lecture/9999/questions`, {
          token: room.teacher.token,
        })
      ).status,
    ).toBe(404);
  });

  it('during a live lecture, follows allowQuestionsDuringLecture and the live override', async () => {
    const room = await classroom(server, 1, { live: true, allowQuestions: false });
    const [student] = room.students;
    const api = qa(server, room.lecture);
    const closed = await api.ask(student!.token, 'Is this allowed now?');
    expect(closed.status).toBe(403);
    expect(closed.body.message).toBe(QA_MESSAGES.questionsNotAllowed);
    const teacherClosed = await api.ask(room.teacher.token, 'Even for the teacher?');
    expect(teacherClosed.status).toBe(403);

    const ref = { courseId: room.course.id, lectureNum: room.lecture.lectureNum };
    await server.app.ctx.live.setPermissions(ref, { allowQuestions: true });
    expect((await api.ask(student!.token, 'Is this allowed now?')).status).toBe(201);

    const open = await classroom(server, 1, { live: true });
    expect(
      (await qa(server, open.lecture).ask(open.students[0]!.token, 'Open lecture')).status,
    ).toBe(201);
    await server.app.ctx.live.setPermissions(
      { courseId: open.course.id, lectureNum: open.lecture.lectureNum },
      { allowQuestions: false },
    );
    expect((await qa(server, open.lecture).ask(open.students[0]!.token, 'Closed now')).status).toBe(
      403,
    );
  });

  it('refuses a student removed from the class, and marks their posts removedFromClass', async () => {
    const room = await classroom(server, 2);
    const [author, other] = room.students;
    const api = qa(server, room.lecture);
    const posted = await api.mustAsk(author!.token);
    await removeFromClass(server, room.lecture.id, author!.id);
    const refused = await api.ask(author!.token, 'One more question');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(QA_MESSAGES.readOnly);
    const seen = await api.call<Question>('GET', api.q(posted.id), other!.token);
    expect(seen.body.data.removedFromClass).toBe(true);
  });
});

describe('teacher questions', () => {
  it('posts openly as the teacher, or under a lecture pseudonym', async () => {
    const room = await classroom(server, 1);
    const api = qa(server, room.lecture);
    const open = await api.ask(room.teacher.token, 'Any questions so far?', {
      teacherQuestion: true,
    });
    expect(open.status).toBe(201);
    expect(open.body.data).toMatchObject({
      pseudonym: TEACHER_PSEUDONYM,
      teacherQuestion: true,
      teacherCanView: true,
      selfPosted: true,
    });
    const masked = await api.ask(room.teacher.token, 'An anonymous nudge here', {
      teacherQuestion: false,
      pseudonym: true,
    });
    expect(masked.status).toBe(201);
    expect(masked.body.data.teacherQuestion).toBe(false);
    expect(masked.body.data.pseudonym).toMatch(/^[A-Za-z]+ \d+$/);
    const again = await api.ask(room.teacher.token, 'Same pseudonym again?', { pseudonym: true });
    expect(again.body.data.pseudonym).toBe(masked.body.data.pseudonym);

    const seen = (await api.questions(room.students[0]!.token)).body.data;
    const byId = new Map(seen.map((item) => [item.id, item]));
    expect(byId.get(open.body.data.id)!.teacherQuestion).toBe(true);
    expect(byId.get(masked.body.data.id)!.teacherQuestion).toBe(false);
    expect(byId.get(masked.body.data.id)!.selfPosted).toBe(false);
  });
});

describe('one question', () => {
  it('GET, PUT with history, and DELETE by the author only, while unanswered', async () => {
    const room = await classroom(server, 2);
    const [author, other] = room.students;
    const api = qa(server, room.lecture);
    const posted = await api.mustAsk(author!.token, 'First version of it');

    const got = await api.call<Question>('GET', api.q(posted.id), other!.token);
    expect(got.status).toBe(200);
    expect(got.body.data).toMatchObject({ id: posted.id, selfPosted: false, editable: false });

    const foreign = await api.call('PUT', api.q(posted.id), other!.token, {
      text: 'Hijacked text',
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe(QA_MESSAGES.notAuthor);
    const tooShort = await api.call('PUT', api.q(posted.id), author!.token, { text: 'short' });
    expect(tooShort.status).toBe(400);

    const edited = await api.call<Question>('PUT', api.q(posted.id), author!.token, {
      text: 'Second version of it',
      teacherQuestion: false,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      text: 'Second version of it',
      hasHistory: true,
      editable: true,
    });

    const history = await api.call<HistoryEntry[]>(
      'GET',
      `${api.q(posted.id)}/history`,
      other!.token,
    );
    expect(history.status).toBe(200);
    expect(history.body.data.map((entry) => [entry.text, entry.latestUpdate])).toEqual([
      ['Second version of it', true],
      ['First version of it', false],
    ]);

    await api.mustAnswer(other!.token, posted.id);
    const late = await api.call('PUT', api.q(posted.id), author!.token, {
      text: 'Third version of it',
    });
    expect(late.status).toBe(403);
    expect(late.body.message).toBe(QA_MESSAGES.notEditable);
    const lateDelete = await api.call('DELETE', api.q(posted.id), author!.token);
    expect(lateDelete.status).toBe(403);

    const fresh = await api.mustAsk(author!.token, 'To be deleted soon');
    expect((await api.call('DELETE', api.q(fresh.id), other!.token)).status).toBe(403);
    const deleted = await api.call('DELETE', api.q(fresh.id), author!.token);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(QA_MESSAGES.questionDeleted);
    expect((await api.call('GET', api.q(fresh.id), author!.token)).status).toBe(404);
  });

  it('404s for a question of another lecture and for bad ids', async () => {
    const room = await classroom(server, 1);
    const other = await classroom(server, 1);
    const posted = await qa(server, other.lecture).mustAsk(other.students[0]!.token);
    const api = qa(server, room.lecture);
    expect((await api.call('GET', api.q(posted.id), room.teacher.token)).status).toBe(404);
    expect((await api.call('GET', `${api.base}/question/abc`, room.teacher.token)).status).toBe(
      404,
    );
  });
});

describe('votes', () => {
  it('one per user: 1 up, -1 down, a change replaces, the same value again removes', async () => {
    const room = await classroom(server, 3);
    const [author, voter, second] = room.students;
    const api = qa(server, room.lecture);
    const posted = await api.mustAsk(author!.token);
    const vote = (token: string, value: string) =>
      api.call<VoteResult>('POST', `${api.q(posted.id)}/vote/${value}`, token);

    expect((await vote(voter!.token, '1')).body.data).toEqual({
      numUpVotes: 1,
      numDownVotes: 0,
      vote: 1,
    });
    expect((await vote(second!.token, '1')).body.data).toMatchObject({ numUpVotes: 2 });
    expect((await vote(voter!.token, '-1')).body.data).toEqual({
      numUpVotes: 1,
      numDownVotes: 1,
      vote: -1,
    });
    const removed = await vote(voter!.token, '-1');
    expect(removed.body).toEqual({
      message: QA_MESSAGES.voteRemoved,
      data: { numUpVotes: 1, numDownVotes: 0, vote: 0 },
    });
    const teacherVote = await vote(room.teacher.token, '1');
    expect(teacherVote.status).toBe(404); // not yet visible to the teacher

    const bad = await vote(voter!.token, '2');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(QA_MESSAGES.invalidVote);
    const own = await vote(author!.token, '1');
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(QA_MESSAGES.ownPost);
  });

  it('each viewer reads their own vote back in lists and single GETs (1, -1 or 0)', async () => {
    const room = await classroom(server, 4);
    const [author, up, down, none] = room.students;
    const api = qa(server, room.lecture);
    const first = await api.mustAsk(author!.token, 'Why is the sky blue?');
    const second = await api.mustAsk(author!.token, 'Why is the sea salty?');
    await api.call('POST', `${api.q(first.id)}/vote/1`, up!.token);
    await api.call('POST', `${api.q(second.id)}/vote/-1`, up!.token);
    await api.call('POST', `${api.q(first.id)}/vote/-1`, down!.token);

    const votesIn = async (token: string) =>
      Object.fromEntries(
        (await api.questions(token)).body.data.map((item) => [item.id, item.vote]),
      );
    expect(await votesIn(up!.token)).toEqual({ [first.id]: 1, [second.id]: -1 });
    expect(await votesIn(down!.token)).toEqual({ [first.id]: -1, [second.id]: 0 });
    expect(await votesIn(none!.token)).toEqual({ [first.id]: 0, [second.id]: 0 });
    expect(await votesIn(author!.token)).toEqual({ [first.id]: 0, [second.id]: 0 });

    const one = await api.call<Question>('GET', api.q(first.id), up!.token);
    expect(one.body.data).toMatchObject({ vote: 1, numUpVotes: 1, numDownVotes: 1 });
    // Voting the same value again removes the vote: the list says 0 again.
    await api.call('POST', `${api.q(first.id)}/vote/1`, up!.token);
    expect(await votesIn(up!.token)).toEqual({ [first.id]: 0, [second.id]: -1 });
  });
});

describe('several lectures', () => {
  it('POST /courses/lectures/questions/{ids} lists readable lectures only, sorted', async () => {
    const room = await classroom(server, 2);
    const api = qa(server, room.lecture);
    const second = await server.createLecture(room.teacher.token, room.course.id);
    const first = await api.mustAsk(room.students[0]!.token, 'First question here');
    const later = await api.mustAsk(room.students[1]!.token, 'Second question here');
    await api.call('POST', `${api.q(first.id)}/vote/1`, room.students[1]!.token);
    const foreign = await classroom(server, 1);
    await qa(server, foreign.lecture).mustAsk(foreign.students[0]!.token, 'Not for you');

    const ids = encodeURIComponent(
      JSON.stringify([room.lecture.id, second.id, foreign.lecture.id]),
    );
    const list = await server.api<{ data: Question[] }>(
      'POST',
      `/courses/lectures/questions/${ids}`,
      {
        token: room.students[0]!.token,
      },
    );
    expect(list.status).toBe(200);
    expect(list.body.data.map((item) => item.id)).toEqual([later.id, first.id]);
    const byVotes = await server.api<{ data: Question[] }>(
      'POST',
      `/courses/lectures/questions/${ids}?sort=votes`,
      { token: room.students[0]!.token },
    );
    expect(byVotes.body.data.map((item) => item.id)).toEqual([first.id, later.id]);

    const bad = await server.api('POST', '/courses/lectures/questions/notjson', {
      token: room.students[0]!.token,
    });
    expect(bad.status).toBe(400);
    expect((bad.body as { message: string }).message).toBe(QA_MESSAGES.invalidLectureIds);
  });
});
