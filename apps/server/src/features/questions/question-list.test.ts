// The lecture's question list is read once per lecture and shared by the requests that follow
// (question-list-cache.ts). At every step of a scripted lecture it must equal the list computed
// from scratch — POST /courses/lectures/questions/{ids}, which reads the database each time.
import type { FlagResult, Question } from '@o4f/contract';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postViews, questions } from '../../db/schema/index.ts';
import { createTestServer } from '../../testing/test-server.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { recordViews as recordViewsInDatabase } from '../moderation/moderation.repository.ts';
import { lectureAccess } from '../lectures/lecture-access.ts';
import { pickEncoding } from './json-response.ts';
import { readViewerMarkRows } from './viewer-marks-reads.ts';
import { MODERATION_ENV, classroom, qa, removeFromClass } from '../../testing/qa-kit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({
    env: MODERATION_ENV,
  });
});
afterAll(async () => {
  await server.close();
});

describe("a lecture's question list", () => {
  it('equals the list read from scratch for every viewer at every step of a lecture', async () => {
    const room = await classroom(server, 4);
    const [s0, s1, s2, s3] = room.students;
    const teacher = room.teacher.token;
    const api = qa(server, room.lecture);
    const viewers = [teacher, s0.token, s1.token, s2.token, s3.token];
    const fresh = async (token: string) => {
      const response = await api.call<Question[]>(
        'POST',
        `/courses/lectures/questions/${encodeURIComponent(JSON.stringify([room.lecture.id]))}`,
        token,
      );
      return server.expectOk(response, 'questions from scratch');
    };
    const listed = async (token: string) =>
      server.expectOk(await api.questions(token), 'lecture questions');
    /** Lists as every viewer (twice: the second answer comes from the shared list). */
    const check = async (step: string) => {
      for (const token of viewers) {
        const first = await listed(token);
        const second = await listed(token);
        expect(second, `${step}: listed again`).toEqual(first);
        expect(first, `${step}: same as from scratch`).toEqual(await fresh(token));
      }
      return listed(s3.token);
    };
    const byId = (items: Question[], id: number) => items.find((item) => item.id === id);

    await check('empty');
    const q1 = await api.mustAsk(s0.token, 'Is recursion just a loop?');
    const q2 = await api.mustAsk(s1.token, 'Why is the base case first?');
    let seen = await check('two questions, seen by everyone');
    expect(seen.map((item) => item.id).sort()).toEqual([q1.id, q2.id].sort());
    expect(byId(await listed(teacher), q1.id)?.teacherCanView).toBe(true);

    const q3 = await api.mustAsk(s2.token, 'Does the stack ever run out?');
    expect(byId(await listed(s3.token), q3.id)?.teacherCanView).toBe(false);
    expect(byId(await listed(teacher), q3.id)).toBeUndefined();
    expect(byId(await listed(s0.token), q3.id)?.teacherCanView).toBe(true); // the second view
    expect(byId(await listed(teacher), q3.id)).toBeDefined();

    expect((await api.call('POST', `${api.q(q1.id)}/vote/1`, s1.token)).status).toBe(200);
    seen = await check('voted');
    expect(byId(seen, q1.id)?.numUpVotes).toBe(1);
    expect(byId(await listed(s1.token), q1.id)?.vote).toBe(1);

    const answer = await api.mustAnswer(s2.token, q1.id);
    seen = await check('answered');
    expect(byId(seen, q1.id)?.answerCount).toBe(1);
    expect(byId(await listed(s0.token), q1.id)?.editable).toBe(false);

    expect((await api.discuss(s0.token, q1.id, answer.id, 'Then what about loops?')).status).toBe(
      201,
    );
    seen = await check('discussed');
    expect(byId(seen, q1.id)?.discussionCount).toBe(1);

    expect(
      (await api.call('PUT', api.q(q2.id), s1.token, { text: 'Why base first?' })).status,
    ).toBe(200);
    seen = await check('edited');
    expect(byId(seen, q2.id)).toMatchObject({ text: 'Why base first?', hasHistory: true });

    for (const token of [s0.token, s2.token])
      expect((await api.call<FlagResult>('POST', `${api.q(q2.id)}/flag`, token)).status).toBe(200);
    seen = await check('flagged into the doghouse');
    expect(byId(seen, q2.id)?.flagged).toBe(true);
    expect(byId(await listed(teacher), q2.id)).toBeUndefined();

    for (const token of [s0.token, s3.token])
      expect((await api.call('POST', `${api.q(q2.id)}/riseUp`, token)).status).toBe(200);
    seen = await check('risen up');
    expect(byId(seen, q2.id)?.flagged).toBe(false);

    expect((await api.call('DELETE', api.q(q3.id), s2.token)).status).toBe(200);
    seen = await check('deleted');
    expect(byId(seen, q3.id)).toBeUndefined();

    await removeFromClass(server, room.lecture.id, s0.id);
    seen = await check('author removed from the class');
    expect(byId(seen, q1.id)?.removedFromClass).toBe(true);
  });

  it('records each student view of a post once, and none after the views it needs', async () => {
    const room = await classroom(server, 4);
    const [s0, s1, s2, s3] = room.students;
    const api = qa(server, room.lecture);
    const q1 = await api.mustAsk(s0.token, 'Who counts the views?');
    const views = () =>
      server.db
        .select({ userId: postViews.userId })
        .from(postViews)
        .where(eq(postViews.questionId, q1.id));
    const viewCount = async () =>
      (
        await server.db
          .select({ viewCount: questions.viewCount })
          .from(questions)
          .where(eq(questions.id, q1.id))
      )[0]!.viewCount;

    for (let round = 0; round < 3; round += 1) await api.questions(s1.token);
    await Promise.all(Array.from({ length: 5 }, () => api.questions(s1.token)));
    expect((await views()).map((row) => row.userId)).toEqual([s1.id]);
    expect(await viewCount()).toBe(1);
    const beforeSecond = await api.questions(s2.token);
    expect(beforeSecond.body.data.find((item) => item.id === q1.id)?.teacherCanView).toBe(true);
    expect((await views()).map((row) => row.userId).sort()).toEqual([s1.id, s2.id].sort());
    expect(await viewCount()).toBe(2);
    // Visible to the teacher now (TEACHER_VIEW_THRESHOLD 2): a third student's look writes nothing.
    const third = await api.questions(s3.token);
    expect(third.body.data.find((item) => item.id === q1.id)?.teacherCanView).toBe(true);
    expect((await views()).map((row) => row.userId).sort()).toEqual([s1.id, s2.id].sort());
    expect(await viewCount()).toBe(2);
    // Even from a list read before the post had its views (a request that started earlier).
    const late = await recordViewsInDatabase(server.db, 'question', [q1.id], s3.id, 2);
    expect(late).toEqual({ crossed: [], viewCounts: new Map() });
    expect((await views()).map((row) => row.userId).sort()).toEqual([s1.id, s2.id].sort());
  });

  it('gives many students opening the list at once the same shared list', async () => {
    const room = await classroom(server, 8);
    const api = qa(server, room.lecture);
    for (const [index, student] of room.students.slice(0, 4).entries())
      await api.mustAsk(student.token, `Question number ${index + 1} of the rush?`);
    const responses = await Promise.all(
      room.students.flatMap((student) => [
        api.questions(student.token),
        api.questions(student.token),
      ]),
    );
    for (const response of responses) expect(response.status).toBe(200);
    const teacherList = server.expectOk(await api.questions(room.teacher.token), 'teacher list');
    expect(teacherList).toHaveLength(4);
    for (const student of room.students) {
      const list = server.expectOk(await api.questions(student.token), 'student list');
      expect(list.map((item) => [item.id, item.teacherCanView, item.selfPosted])).toEqual(
        teacherList.map((item) => [item.id, true, item.pseudonym === student.pseudonym]),
      );
    }
  });
});

describe("the viewers' marks read together", () => {
  it("gives each of many students opening the list at once their own votes and flags, no one else's", async () => {
    const room = await classroom(server, 7);
    const [author, ...voters] = room.students;
    const api = qa(server, room.lecture);
    const posted = await api.mustAsk(author!.token, 'Which of us voted which way?');
    // The first openings give the post its views; then each voter marks it their own way.
    await Promise.all(voters.map((voter) => api.questions(voter.token)));
    // What each voter does, and the mark it leaves: [kind, value].
    const ways = [
      ['vote/1', 'vote', 1],
      ['vote/-1', 'vote', -1],
      ['flag', 'flag', 0],
      ['vote/1', 'vote', 1],
      ['flag', 'flag', 0],
      ['vote/-1', 'vote', -1],
    ] as const;
    for (const [index, voter] of voters.entries()) {
      const marked = await api.call('POST', `${api.q(posted.id)}/${ways[index]![0]}`, voter.token);
      expect(marked.status).toBe(200);
    }
    // Everyone at once, twice (the reads that wait for a running one go together).
    const lists = await Promise.all(
      [...voters, ...voters].map(async (voter) => ({
        voter,
        list: server.expectOk(await api.questions(voter.token), 'list'),
      })),
    );
    for (const { voter, list } of lists) {
      const [, mark, value] = ways[voters.indexOf(voter)]!;
      const item = list.find((question) => question.id === posted.id)!;
      expect(item.vote).toBe(mark === 'vote' ? value : 0);
      expect(item.selfFlagged).toBe(mark === 'flag');
    }
    // Asked in the same moment, the first read goes alone and the others in one statement.
    const rows = await Promise.all(
      voters.map((voter) => readViewerMarkRows(server.app.ctx, posted.lectureId, voter.id)),
    );
    expect(rows.map((own) => own.map(({ userId, mark, value }) => [userId, mark, value]))).toEqual(
      voters.map((voter, index) => [[voter.id, ways[index]![1], ways[index]![2]]]),
    );
  });
});

describe("the viewers' standings read together", () => {
  it('gives each viewer opening the list at once their own standing: author, removed, stranger, teacher', async () => {
    const room = await classroom(server, 5);
    const api = qa(server, room.lecture);
    const posted = new Map<number, number>();
    for (const student of room.students) {
      const question = await api.mustAsk(student.token, `Whose question is number ${student.id}?`);
      posted.set(question.id, student.id);
    }
    // Three students' openings give every post its two views: the teacher sees all of them.
    for (const student of room.students.slice(0, 3)) await api.questions(student.token);
    const removed = room.students[4]!;
    const stranger = await server.createStudent();
    // Drops the lecture's kept standings: every viewer below is read from the database, at once.
    await removeFromClass(server, room.lecture.id, removed.id);
    const viewers = [...room.students, room.teacher, stranger] as const;
    const answers = await Promise.all(viewers.map((viewer) => api.questions(viewer.token)));
    expect(answers.at(-1)!.status).toBe(403);
    for (const [index, viewer] of viewers.slice(0, -1).entries()) {
      const list = server.expectOk(answers[index]!, 'list');
      expect(list).toHaveLength(posted.size);
      const isStudent = viewer !== room.teacher;
      for (const item of list) {
        const own = isStudent && posted.get(item.id) === (viewer as { id: number }).id;
        expect(item.selfPosted, `viewer ${index}, question ${item.id}`).toBe(own);
        // Only the removed student may no longer answer; the teacher and the others may.
        expect(item.respondable, `viewer ${index}, question ${item.id}`).toBe(viewer !== removed);
      }
    }
    // Asked in the same moment, the first read goes alone and the others in one statement.
    const asUser = (id: number, role: 'STUDENT' | 'TEACHER') => ({
      id,
      role,
      isAdmin: false,
      isTeacher: role === 'TEACHER',
      sessionId: 0,
    });
    const { courseId, lectureNum } = room.lecture;
    const standings = await Promise.allSettled([
      ...[...room.students, stranger].map((student) =>
        lectureAccess(server.app.ctx, asUser(student.id, 'STUDENT'), courseId, lectureNum),
      ),
      lectureAccess(
        server.app.ctx,
        asUser(room.teacher.profile.id, 'TEACHER'),
        courseId,
        lectureNum,
      ),
    ]);
    expect(
      standings.map((standing) =>
        standing.status === 'rejected'
          ? 'refused'
          : [standing.value.user.id, standing.value.isTeacher, standing.value.hasPseudonym],
      ),
    ).toEqual([
      ...room.students.map((student) => [student.id, false, student !== removed]),
      'refused',
      [room.teacher.profile.id, true, false],
    ]);
  });
});

describe("the question list's encodings", () => {
  it('sends the same JSON as brotli, gzip or plain, as the client accepts, every time', async () => {
    const room = await classroom(server, 2);
    const api = qa(server, room.lecture);
    for (let index = 0; index < 12; index += 1)
      await api.mustAsk(room.students[0]!.token, `Question ${index + 1} for the encodings?`);
    const get = (acceptEncoding?: string) =>
      server.app.inject({
        method: 'GET',
        url: `/apio4f${api.base}/questions`,
        headers: {
          authorization: `Bearer ${room.students[1]!.token}`,
          ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
        },
      });
    const plain = await get();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const json = plain.json() as { message: string; data: Question[] };
    expect(json.data).toHaveLength(12);
    expect(json).toEqual({
      message: 'Questions.',
      data: server.expectOk(await api.questions(room.students[1]!.token), 'list'),
    });
    for (let round = 0; round < 2; round += 1) {
      const br = await get('gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(json);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      const gz = await get('br;q=0, gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(json);
    }
    expect((await get('identity')).headers['content-encoding']).toBeUndefined();
  });

  it('reads Accept-Encoding with its q-values', () => {
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*;q=0, identity')).toBeNull();
    expect(pickEncoding('deflate')).toBeNull();
  });
});
