// What the question list keeps between a class's refetches — the viewer's session, their standing
// in the lecture, the lecture's shared list, the viewer's marks and their last answer — gives way
// at once to the change that ends it.
import { AUTH_MESSAGES } from '@o4f/contract';
import type { Question } from '@o4f/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_ENV, classroom, qa } from '../../testing/qa-kit.ts';
import { createTestServer, TEST_PASSWORD } from '../../testing/test-server.ts';
import type { TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ env: MODERATION_ENV });
});
afterAll(async () => {
  await server.close();
});

const byId = (list: Question[], id: number) => list.find((question) => question.id === id);

describe('the question list between refetches', () => {
  it('refuses a session at once when it is logged out, though it listed a moment before', async () => {
    const room = await classroom(server, 1);
    const api = qa(server, room.lecture);
    const [student] = room.students;
    for (const token of [student!.token, room.teacher.token]) {
      expect((await api.questions(token)).status).toBe(200);
      expect((await api.questions(token)).status).toBe(200);
      const logout = await server.api('POST', '/user/logout', { token });
      expect(logout.status).toBe(200);
      const after = await api.questions(token);
      expect(after.status).toBe(401);
      expect(after.body.message).toBe(AUTH_MESSAGES.sessionExpired);
    }
  });

  it("refuses a teacher's other sessions at once when the password changes", async () => {
    const room = await classroom(server, 0);
    const api = qa(server, room.lecture);
    const otherToken = await server.loginTeacher(room.teacher.username);
    expect((await api.questions(otherToken)).status).toBe(200);
    const changed = await server.api('PUT', '/user/changePassword', {
      token: room.teacher.token,
      body: { password: TEST_PASSWORD, newPassword: 'Another456' },
    });
    expect(changed.status).toBe(200);
    expect((await api.questions(otherToken)).status).toBe(401);
    expect((await api.questions(room.teacher.token)).status).toBe(200);
  });

  it("shows another student's vote in the next list", async () => {
    const room = await classroom(server, 3);
    const [author, reader, voter] = room.students;
    const api = qa(server, room.lecture);
    const posted = await api.mustAsk(author!.token);
    const before = server.expectOk(await api.questions(reader!.token), 'list');
    expect(byId(before, posted.id)?.numUpVotes).toBe(0);
    expect((await api.call('POST', `${api.q(posted.id)}/vote/1`, voter!.token)).status).toBe(200);
    const after = server.expectOk(await api.questions(reader!.token), 'list');
    expect(byId(after, posted.id)?.numUpVotes).toBe(1);
    expect(byId(after, posted.id)?.vote).toBe(0);
    const voters = server.expectOk(await api.questions(voter!.token), 'list');
    expect(byId(voters, posted.id)?.vote).toBe(1);
  });

  it('gives the students with nothing of their own one answer, and an author their own post', async () => {
    const room = await classroom(server, 3);
    const [author, reader, other] = room.students;
    const api = qa(server, room.lecture);
    const posted = await api.mustAsk(author!.token);
    // The two readers' first openings give the post its views (visible to the teacher).
    for (const student of [reader!, other!]) await api.questions(student.token);
    const readers = server.expectOk(await api.questions(reader!.token), 'list');
    expect(server.expectOk(await api.questions(other!.token), 'list')).toEqual(readers);
    expect(byId(readers, posted.id)).toMatchObject({
      selfPosted: false,
      editable: false,
      teacherCanView: true,
    });
    const authors = server.expectOk(await api.questions(author!.token), 'list');
    expect(byId(authors, posted.id)).toMatchObject({
      selfPosted: true,
      editable: true,
      deletable: true,
      showRiseUp: false,
    });
    expect((await api.call('POST', `${api.q(posted.id)}/vote/1`, reader!.token)).status).toBe(200);
    const others = server.expectOk(await api.questions(other!.token), 'list');
    expect(byId(others, posted.id)).toMatchObject({ numUpVotes: 1, vote: 0 });
    const voters = server.expectOk(await api.questions(reader!.token), 'list');
    expect(byId(voters, posted.id)).toMatchObject({ numUpVotes: 1, vote: 1 });
  });

  it("takes the right to answer away at once when the teacher's reset removes the student", async () => {
    const room = await classroom(server, 2);
    const [author, reader] = room.students;
    const api = qa(server, room.lecture);
    const posted = await api.mustAsk(author!.token);
    const before = server.expectOk(await api.questions(reader!.token), 'list');
    expect(byId(before, posted.id)?.respondable).toBe(true);
    const base = `/course/${room.lecture.courseId}/lecture/${room.lecture.lectureNum}`;
    const reset = await server.api('DELETE', `${base}/reset/reg`, { token: room.teacher.token });
    expect(reset.status).toBe(200);
    const after = server.expectOk(await api.questions(reader!.token), 'list');
    expect(byId(after, posted.id)?.respondable).toBe(false);
    expect(byId(after, posted.id)?.removedFromClass).toBe(true);
  });

  it("shows the viewer's own flag, and an answer's notification until it is read, in the next list", async () => {
    const room = await classroom(server, 3);
    const [author, answerer, flagger] = room.students;
    const api = qa(server, room.lecture);
    const posted = await api.mustAsk(author!.token);
    const list = async (token: string) =>
      byId(server.expectOk(await api.questions(token), 'list'), posted.id)!;
    expect(await list(author!.token)).toMatchObject({ answerNotifCount: 0, notificationId: null });
    await api.mustAnswer(answerer!.token, posted.id);
    const told = await list(author!.token);
    expect(told.answerNotifCount).toBe(1);
    expect(told.notificationId).toEqual(expect.any(Number));
    expect(await list(author!.token)).toEqual(told);
    const read = await api.call('POST', '/notification/questions', author!.token, {
      events: ['question_answered'],
      questionsId: [posted.id],
    });
    expect(read.status).toBe(200);
    expect(await list(author!.token)).toMatchObject({ answerNotifCount: 0 });

    expect((await list(flagger!.token)).selfFlagged).toBe(false);
    expect((await api.call('POST', `${api.q(posted.id)}/flag`, flagger!.token)).status).toBe(200);
    expect((await list(flagger!.token)).selfFlagged).toBe(true);
  });

  it("clears every flagger's flag in their next list when rise-ups take the post out of the doghouse", async () => {
    const room = await classroom(server, 5);
    const [author, flagger, second, riser, other] = room.students;
    const api = qa(server, room.lecture);
    const posted = await api.mustAsk(author!.token);
    const list = async (token: string) =>
      byId(server.expectOk(await api.questions(token), 'list'), posted.id)!;
    for (const student of [flagger!, second!]) {
      expect((await api.call('POST', `${api.q(posted.id)}/flag`, student.token)).status).toBe(200);
    }
    expect(await list(flagger!.token)).toMatchObject({ flagged: true, selfFlagged: true });
    for (const student of [riser!, other!]) {
      const rise = await api.call('POST', `${api.q(posted.id)}/riseUp`, student.token);
      expect(rise.status).toBe(200);
    }
    expect(await list(flagger!.token)).toMatchObject({ flagged: false, selfFlagged: false });
  });

  it('tells the teacher once per question when one opening makes several visible', async () => {
    const room = await classroom(server, 3);
    const [author, first, second] = room.students;
    const api = qa(server, room.lecture);
    const asked = [
      await api.mustAsk(author!.token, 'What is a monad, exactly?'),
      await api.mustAsk(author!.token, 'Why is the base case first?'),
    ];
    expect((await api.questions(first!.token)).status).toBe(200);
    const told = async () =>
      (await api.notifications(room.teacher.token))
        .filter((notification) => notification.event === 'question_posted')
        .map((notification) => notification.details.question?.id)
        .sort();
    expect(await told()).toEqual([]);
    // The second viewer's opening takes both questions to the teacher at once.
    expect((await api.questions(second!.token)).status).toBe(200);
    expect(await told()).toEqual(asked.map((question) => question.id).sort());
  });
});
