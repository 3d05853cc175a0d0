// The teacher's reset of a waiting group, over real sockets and HTTP: the group's pseudonyms are
// removed, their attendance ends (a signal tells them), accounts issued by the lecture are
// deleted, the class status counts follow, and only the lecture's teacher may reset.
import type { ClassStatusInfo, LectureStatistics, Signal } from '@o4f/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinAndAdmit, lectureWithCode } from '../../testing/lecture-code.ts';
import { ClientPool } from '../../testing/live-client.ts';
import { TeacherPrivacy } from '../../testing/teacher-privacy.ts';
import { createTestServer } from '../../testing/test-server.ts';
import type { ApiBody, TestServer } from '../../testing/test-server.ts';

let server: TestServer;
const pool = new ClientPool();
const privacy = new TeacherPrivacy();

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  pool.closeAll();
  await server.close();
});

describe('class status reset', () => {
  it('resets a group: pseudonyms removed, attendance gone, accounts issued here deleted', async () => {
    const joining = await lectureWithCode(server, pool);
    const { teacher, course, lecture } = joining;
    privacy.watch(joining.codes, joining.room);
    const { grant } = await joinAndAdmit(server, pool, joining, 2);
    const pupil = await privacy.student(server);
    expect((await joinAndAdmit(server, pool, joining, 9, pupil.token)).group).toBe('noReg');
    privacy.issued(grant.credentials!.anonId);

    const signals = pool.open(server.url, '/signals', { token: pupil.token });
    await signals.waitFor('connect');
    const base = `/course/${course.id}/lecture/${lecture.lectureNum}`;

    const resetNoReg = await server.api<ApiBody<{ removed: number }>>(
      'DELETE',
      `${base}/reset/noreg`,
      {
        token: teacher.token,
      },
    );
    expect(resetNoReg.status).toBe(200);
    expect(resetNoReg.body.data).toEqual({ removed: 1, accountsDeleted: 0 });
    expect(await signals.waitFor<Signal>('signal')).toMatchObject({
      type: 'removed_from_pseudonym',
    });
    expect(await server.app.ctx.live.attendedLecture(pupil.id)).toBeNull();
    expect((await server.api('GET', `${base}/pseudonym`, { token: pupil.token })).status).toBe(403);

    const resetNew = await server.api<ApiBody<{ removed: number }>>('DELETE', `${base}/reset/new`, {
      token: teacher.token,
    });
    expect(resetNew.body.data).toEqual({ removed: 1, accountsDeleted: 1 });
    const login = await server.api('POST', '/user/login', { body: grant.credentials });
    expect(login.status).toBe(401);

    const info = await server.api<ApiBody<ClassStatusInfo>>('GET', `${base}/info`, {
      token: teacher.token,
    });
    expect(info.body.data).toEqual({
      attending: 0,
      new_accounts_lec: 0,
      new_accounts_course: 0,
      accounts_course: 0,
    });
    const statistics = await server.api<ApiBody<LectureStatistics>>('GET', `${base}/statistics`, {
      token: teacher.token,
    });
    expect(statistics.body.data).toMatchObject({ pseudonymCreated: 2, newUsers: 1 });
    privacy.keep(resetNoReg.body, resetNew.body, info.body);

    const other = await server.createTeacher();
    expect((await server.api('DELETE', `${base}/reset/reg`, { token: other.token })).status).toBe(
      403,
    );
    expect((await server.api('DELETE', `${base}/reset/reg`, { token: pupil.token })).status).toBe(
      403,
    );
    // What the teacher was sent identifies neither student.
    privacy.expectNothingIdentifying();
  });
});
