// Admission over real sockets: the teacher admits each waiting group (new students get accounts
// and credentials, unregistered ones are registered, registered ones get a pseudonym), the class
// status counts them, a student attends one live lecture at a time, and nothing a teacher is sent
// identifies a student.
import { MASKS, SOCKET_TEXT, parsePseudonym } from '@o4f/contract';
import type {
  AccessGranted,
  AckResult,
  AdmitKickResult,
  ClassStatusInfo,
  Course,
  Lecture,
  LectureStatistics,
  Signal,
  WaitingRoomTotals,
} from '@o4f/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { liveAttendance } from '../../db/schema/index.ts';
import { enterWaitingRoom, joinAndAdmit, lectureWithCode } from '../../testing/lecture-code.ts';
import type { LectureWithCode } from '../../testing/lecture-code.ts';
import { socketSuite } from '../../testing/socket-suite.ts';
import { TeacherPrivacy } from '../../testing/teacher-privacy.ts';
import type { ApiBody } from '../../testing/test-server.ts';

const suite = socketSuite();
const privacy = new TeacherPrivacy();

async function setup(): Promise<LectureWithCode> {
  const created = await lectureWithCode(suite.server, suite.pool);
  privacy.watch(created.codes, created.room);
  return created;
}

const joinWaitingRoom = (code: string, maskId: number, token?: string) =>
  enterWaitingRoom(suite.server, suite.pool, code, maskId, token);

describe('waiting room and admission', () => {
  it('queues each group, admits them, and issues working credentials to new students', async () => {
    const { teacher, course, lecture, room, codes, code } = await setup();
    const NEW = 10;
    const NOREG = 6;
    const REG = 6;

    const noRegStudents = await Promise.all(
      Array.from({ length: NOREG }, () => privacy.student(suite.server)),
    );
    const regStudents = await Promise.all(
      Array.from({ length: REG }, () => privacy.student(suite.server)),
    );
    for (const registered of regStudents) await suite.server.enrol(course.id, registered.id);

    const newClients = Array.from({ length: NEW }, (_, index) =>
      joinWaitingRoom(code, (index % MASKS.length) + 1),
    );
    const noRegClients = noRegStudents.map((pupil) => joinWaitingRoom(code, 3, pupil.token));
    const regClients = regStudents.map((pupil) => joinWaitingRoom(code, 4, pupil.token));

    for (const waiting of newClients)
      expect(await waiting.waitFor('entered_waiting_room')).toEqual({ group: 'new' });
    for (const waiting of noRegClients)
      expect(await waiting.waitFor('entered_waiting_room')).toEqual({ group: 'noReg' });
    for (const waiting of regClients)
      expect(await waiting.waitFor('entered_waiting_room')).toEqual({ group: 'reg' });

    const full = { new: NEW, noReg: NOREG, reg: REG };
    await room.waitFor<WaitingRoomTotals>('WR_REG:+', (totals) => totals.reg === REG);
    await room.waitFor<WaitingRoomTotals>('WR_NEW:+', (totals) => totals.new === NEW);
    await room.waitFor<WaitingRoomTotals>('WR_NOREG:+', (totals) => totals.noReg === NOREG);
    expect(room.events('WR_NEW:+')).toHaveLength(NEW);
    expect(await room.request('len')).toEqual({ ok: true, data: full });
    expect(await room.waitFor('len_result')).toEqual(full);
    expect(await codes.request('len')).toEqual({ ok: true, data: full });

    // A student cannot admit anybody.
    expect(await newClients[0]!.request('admit_new')).toMatchObject({
      ok: false,
      error: 'error_access_denied',
    });

    // new: accounts, credentials and a token each.
    const started = performance.now();
    const admittedNew = await room.request<AckResult<AdmitKickResult>>('admit_new');
    expect(admittedNew).toEqual({
      ok: true,
      data: { count: NEW, totals: { new: 0, noReg: NOREG, reg: REG } },
    });
    const grants = await Promise.all(
      newClients.map((waiting) => waiting.waitFor<AccessGranted>('access_granted')),
    );
    console.info(
      `admit_new of ${NEW}: all access_granted within ${Math.round(performance.now() - started)} ms`,
    );
    expect(await codes.waitFor('admitted_new')).toEqual(admittedNew.ok && admittedNew.data);
    const names = new Set<string>();
    for (const [index, grant] of grants.entries()) {
      expect(grant).toMatchObject({ courseId: course.id, lectureNum: lecture.lectureNum });
      expect(parsePseudonym(grant.pseudonym)?.maskId).toBe((index % MASKS.length) + 1);
      names.add(grant.pseudonym);
      expect(grant.credentials?.anonId).toMatch(/^[2-9A-Z]{15}$/);
      expect(grant.token).toBeTruthy();
      privacy.issued(grant.credentials!.anonId);
    }
    expect(names.size).toBe(NEW);

    const first = grants[0]!;
    const login = await suite.server.api<ApiBody<{ token: string }>>('POST', '/user/login', {
      body: first.credentials,
    });
    expect(login.status).toBe(200);
    for (const token of [login.body.data.token, first.token!]) {
      const courses = await suite.server.api<ApiBody<Course[]>>('GET', '/courses', { token });
      expect(courses.body.data.map((item) => item.id)).toEqual([course.id]);
    }
    const pseudonym = await suite.server.api<ApiBody<{ pseudonym: string; maskId: number }>>(
      'GET',
      `/course/${course.id}/lecture/${lecture.lectureNum}/pseudonym`,
      { token: first.token },
    );
    expect(pseudonym.body.data).toEqual({ pseudonym: first.pseudonym, maskId: 1 });
    const attending = await suite.server.api<ApiBody<Lecture>>(
      'GET',
      `/course/${course.id}/lecture/${lecture.lectureNum}`,
      { token: first.token },
    );
    expect(attending.body.data.isAttending).toBe(true);
    const liveOne = await suite.server.api<ApiBody<Lecture | null>>(
      'GET',
      `/course/${course.id}/lecture/liveAttending`,
      { token: first.token },
    );
    expect(liveOne.body.data?.lectureNum).toBe(lecture.lectureNum);
    // Their attendance is in the database once they are told (written in the admission's
    // transaction): after a restart they still attend.
    const attendances = await suite.server.db
      .select({ studentId: liveAttendance.studentId })
      .from(liveAttendance)
      .where(eq(liveAttendance.lectureId, lecture.id));
    const admittedIds = new Set(attendances.map((row) => row.studentId));
    expect(admittedIds.size).toBe(NEW);

    // noReg: registered by admission; reg: pseudonyms only.
    expect(await room.request('admit_noreg')).toEqual({
      ok: true,
      data: { count: NOREG, totals: { new: 0, noReg: 0, reg: REG } },
    });
    for (const waiting of noRegClients) {
      const grant = await waiting.waitFor<AccessGranted>('access_granted');
      expect(grant.credentials).toBeUndefined();
      expect(grant.token).toBeUndefined();
      expect(grant.pseudonym).toMatch(/^Bear \d+$/);
    }
    const noRegCourses = await suite.server.api<ApiBody<Course[]>>('GET', '/courses', {
      token: noRegStudents[0]!.token,
    });
    expect(noRegCourses.body.data.map((item) => item.id)).toEqual([course.id]);
    await codes.request('admit_reg');
    for (const waiting of regClients) await waiting.waitFor('access_granted');
    expect(await room.waitFor('admitted_reg')).toEqual({
      count: REG,
      totals: { new: 0, noReg: 0, reg: 0 },
    });

    // Class status counters.
    const info = await suite.server.api<ApiBody<ClassStatusInfo>>(
      'GET',
      `/course/${course.id}/lecture/${lecture.lectureNum}/info`,
      { token: teacher.token },
    );
    expect(info.body.data).toEqual({
      attending: NEW + NOREG + REG,
      new_accounts_lec: NEW,
      new_accounts_course: NEW,
      accounts_course: NEW + NOREG + REG,
    });
    const statistics = await suite.server.api<ApiBody<LectureStatistics>>(
      'GET',
      `/course/${course.id}/lecture/${lecture.lectureNum}/statistics`,
      { token: teacher.token },
    );
    expect(statistics.body.data).toMatchObject({
      pseudonymCreated: NEW + NOREG + REG,
      newUsers: NEW,
    });
    privacy.keep(info.body, statistics.body);

    // Attending already: refused.
    const again = joinWaitingRoom(code, 5, regStudents[0]!.token);
    expect(await again.waitFor('already_attending')).toEqual({
      message: SOCKET_TEXT.alreadyAttending,
    });

    // A teacher token cannot wait as a student.
    const teacherAsStudent = joinWaitingRoom(code, 5, teacher.token);
    expect(await teacherAsStudent.waitFor('error_access_denied')).toEqual({
      message: SOCKET_TEXT.accessDenied,
    });
  });

  it('keeps a student in one live lecture at a time', async () => {
    const a = await setup();
    const b = await setup();
    const pupil = await privacy.student(suite.server);
    await suite.server.enrol(a.course.id, pupil.id);

    const inA = await joinAndAdmit(suite.server, suite.pool, a, 6, pupil.token);
    expect(inA.group).toBe('reg');

    const signals = suite.pool.open(suite.server.url, '/signals', {
      token: pupil.token,
      query: { courseId: a.course.id, lectureNum: a.lecture.lectureNum },
    });
    await signals.waitFor('connect');

    const inB = await joinAndAdmit(suite.server, suite.pool, b, 7, pupil.token);
    expect(inB.group).toBe('noReg');

    expect(await signals.waitFor<Signal>('signal')).toEqual({
      type: 'removed_from_pseudonym',
      courseId: a.course.id,
      lectureNum: a.lecture.lectureNum,
    });
    expect(await suite.server.app.ctx.live.attendedLecture(pupil.id)).toEqual({
      courseId: b.course.id,
      lectureNum: b.lecture.lectureNum,
    });
    const liveInA = await suite.server.api<ApiBody<Lecture | null>>(
      'GET',
      `/course/${a.course.id}/lecture/liveAttending`,
      { token: pupil.token },
    );
    expect(liveInA.body.data).toBeNull();

    // Coming back to A: not "already attending"; the same pseudonym is given back.
    const backToA = await joinAndAdmit(suite.server, suite.pool, a, 1, pupil.token);
    expect(backToA.group).toBe('reg');
    expect(backToA.grant.pseudonym).toBe(inA.grant.pseudonym);
  });
});

describe('privacy', () => {
  it('never sends a teacher a student account id or private ID', () => {
    expect(privacy.payloads().length).toBeGreaterThan(20);
    privacy.expectNothingIdentifying();
    expect(privacy.studentIds.length).toBeGreaterThan(0);
  });
});
