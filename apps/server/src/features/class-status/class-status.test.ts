// The teacher's reset of a waiting group, over real sockets and HTTP: the group's pseudonyms are
// removed, their attendance ends (a signal tells them), accounts issued by the lecture are
// deleted, the class status counts follow, and only the lecture's teacher may reset.
import type { ClassStatusInfo, LectureStatistics, Signal } from '@o4f/contract';
import { describe, expect, it } from 'vitest';
import { joinAndAdmit, lectureWithCode } from '../../testing/lecture-code.ts';
import { socketSuite } from '../../testing/socket-suite.ts';
import { TeacherPrivacy } from '../../testing/teacher-privacy.ts';
import type { ApiBody } from '../../testing/test-server.ts';

const suite = socketSuite();
const privacy = new TeacherPrivacy();

describe('class status reset', () => {
  it('resets a group: pseudonyms removed, attendance gone, accounts issued here deleted', async () => {
    const joining = await lectureWithCode(suite.server, suite.pool);
    const { teacher, course, lecture } = joining;
    privacy.watch(joining.codes, joining.room);
    const { grant } = await joinAndAdmit(suite.server, suite.pool, joining, 2);
    const pupil = await privacy.student(suite.server);
    expect((await joinAndAdmit(suite.server, suite.pool, joining, 9, pupil.token)).group).toBe(
      'noReg',
    );
    privacy.issued(grant.credentials!.anonId);

    const signals = suite.pool.open(suite.server.url, '/signals', { token: pupil.token });
    await signals.waitFor('connect');
    const base = `/course/${course.id}/lecture/${lecture.lectureNum}`;

    const resetNoReg = await suite.server.api<ApiBody<{ removed: number }>>(
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
    expect(await suite.server.app.ctx.live.attendedLecture(pupil.id)).toBeNull();
    expect(
      (await suite.server.api('GET', `${base}/pseudonym`, { token: pupil.token })).status,
    ).toBe(403);

    const resetNew = await suite.server.api<ApiBody<{ removed: number }>>(
      'DELETE',
      `${base}/reset/new`,
      {
        token: teacher.token,
      },
    );
    expect(resetNew.body.data).toEqual({ removed: 1, accountsDeleted: 1 });
    const login = await suite.server.api('POST', '/user/login', { body: grant.credentials });
    expect(login.status).toBe(401);

    const info = await suite.server.api<ApiBody<ClassStatusInfo>>('GET', `${base}/info`, {
      token: teacher.token,
    });
    expect(info.body.data).toEqual({
      attending: 0,
      new_accounts_lec: 0,
      new_accounts_course: 0,
      accounts_course: 0,
    });
    const statistics = await suite.server.api<ApiBody<LectureStatistics>>(
      'GET',
      `${base}/statistics`,
      {
        token: teacher.token,
      },
    );
    expect(statistics.body.data).toMatchObject({ pseudonymCreated: 2, newUsers: 1 });
    privacy.keep(resetNoReg.body, resetNew.body, info.body);

    const other = await suite.server.createTeacher();
    expect(
      (await suite.server.api('DELETE', `${base}/reset/reg`, { token: other.token })).status,
    ).toBe(403);
    expect(
      (await suite.server.api('DELETE', `${base}/reset/reg`, { token: pupil.token })).status,
    ).toBe(403);
    // What the teacher was sent identifies neither student.
    privacy.expectNothingIdentifying();
  });
});
