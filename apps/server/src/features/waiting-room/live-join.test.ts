// The join flow end to end over real sockets: Lecture Codes, the waiting room, admission and
// kicks, one lecture at a time, class status, signals, and what a teacher can (not) see.
import {
  CLASS_CODE_TEXT,
  DEFAULT_CLASS_CODE_TTL_SECONDS,
  MASKS,
  SOCKET_TEXT,
  parsePseudonym,
} from '@o4f/contract';
import type {
  AccessGranted,
  AckResult,
  AdmitKickResult,
  ClassStatusInfo,
  Course,
  CurrentClassId,
  Lecture,
  LectureStatistics,
  NewClassId,
  Signal,
  WaitingRoomTotals,
} from '@o4f/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryLiveState } from '../../live/memory-live-state.ts';
import { lectureWithCode } from '../../testing/lecture-code.ts';
import type { LectureWithCode } from '../../testing/lecture-code.ts';
import { ClientPool } from '../../testing/live-client.ts';
import type { ClientOptions, LiveClient } from '../../testing/live-client.ts';
import { createTestServer } from '../../testing/test-server.ts';
import type { ApiBody, TestServer, TestStudent, TestTeacher } from '../../testing/test-server.ts';

let server: TestServer;
let clockOffset = 0;
const live = new MemoryLiveState({ now: () => Date.now() + clockOffset });
const pool = new ClientPool();
/** Every teacher socket, for the privacy check at the end. */
const teacherClients: LiveClient[] = [];
/** What teachers got over REST, for the same check. */
const teacherPayloads: unknown[] = [];
const issuedAnonIds: string[] = [];
const studentIds: number[] = [];

beforeAll(async () => {
  server = await createTestServer({ live });
});
afterAll(async () => {
  pool.closeAll();
  await server.close();
});

const MINUTE = 60_000;
const at = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();

const client = (namespace: string, options: ClientOptions = {}) =>
  pool.open(server.url, namespace, options);

/** The teacher's sockets record every payload, for the privacy check at the end. */
function teacherClient(namespace: string, teacher: TestTeacher, lecture: Lecture) {
  const created = client(namespace, {
    token: teacher.token,
    query: { courseId: lecture.courseId, lectureNum: lecture.lectureNum },
  });
  teacherClients.push(created);
  return created;
}

async function liveLecture(teacher: TestTeacher, courseId: number, name = 'Live lecture') {
  return server.createLecture(teacher.token, courseId, {
    name,
    startTime: at(-5),
    endTime: at(55),
  });
}

async function setup(teacher?: TestTeacher): Promise<LectureWithCode> {
  const created = await lectureWithCode(server, pool, teacher ? { teacher } : {});
  teacherClients.push(created.codes, created.room);
  return created;
}

function joinWaitingRoom(code: string, maskId: number, token?: string) {
  return client('/waiting_room', { token, query: { classId: code, maskId } });
}

async function student(): Promise<TestStudent> {
  const created = await server.createStudent();
  studentIds.push(created.id);
  issuedAnonIds.push(created.anonId);
  return created;
}

describe('class_id_generator and GET /classId', () => {
  it('issues a code with a TTL, reads it, checks it over REST and stops it', async () => {
    const teacher = await server.createTeacher();
    const course = await server.createCourse(teacher.token);
    const lecture = await liveLecture(teacher, course.id);
    const codes = teacherClient('/class_id_generator', teacher, lecture);
    await codes.waitFor('connect');

    const none = await codes.request<AckResult<CurrentClassId>>('get_curr');
    expect(none).toEqual({ ok: true, data: { classId: null, ttl: 0 } });

    const issued = await codes.request<AckResult<NewClassId>>('start', { ttl: 120 });
    expect(issued.ok).toBe(true);
    if (!issued.ok) return;
    expect(issued.data.code).toMatch(/^[1-9]\d{5}$/);
    expect(issued.data.ttl).toBe(120);
    expect(await codes.waitFor<NewClassId>('new_class_id')).toEqual(issued.data);

    const current = await codes.request<AckResult<CurrentClassId>>('get_curr');
    expect(current).toEqual({ ok: true, data: { classId: issued.data.code, ttl: 120 } });

    const check = await server.api<ApiBody<{ valid: boolean }>>(
      'GET',
      `/classId/${issued.data.code}`,
    );
    expect(check.status).toBe(200);
    expect(check.body.data).toEqual({ valid: true });

    const defaultTtl = await codes.request<AckResult<NewClassId>>('start');
    expect(defaultTtl).toEqual({
      ok: true,
      data: { code: issued.data.code, ttl: DEFAULT_CLASS_CODE_TTL_SECONDS },
    });

    const stopped = await codes.request<AckResult<CurrentClassId>>('stop');
    expect(stopped).toEqual({ ok: true, data: { classId: null, ttl: 0 } });
    expect(codes.events('current_class_id')).toContainEqual({ classId: null, ttl: 0 });
    const gone = await server.api('GET', `/classId/${issued.data.code}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: CLASS_CODE_TEXT.noSuchClass });
    expect((await server.api('GET', '/classId/abc')).status).toBe(404);
  });

  it('lets a code expire after its TTL', async () => {
    const { codes, code } = await setup();
    await codes.request('start', { ttl: 30 });
    clockOffset += 31_000;
    try {
      expect(await codes.request('get_curr')).toEqual({
        ok: true,
        data: { classId: null, ttl: 0 },
      });
      // An expired code has its own message (410), distinct from a mistyped one (404).
      const expired = await server.api('GET', `/classId/${code}`);
      expect(expired.status).toBe(410);
      expect(expired.body).toEqual({ message: CLASS_CODE_TEXT.expired });
      const student = joinWaitingRoom(code, 1);
      expect(await student.waitFor('error_invalid_classid')).toEqual({
        message: CLASS_CODE_TEXT.expired,
      });
      await student.waitFor('disconnect');
    } finally {
      clockOffset -= 31_000;
    }
  });

  it('refuses a second lecture of the same course while one holds a code', async () => {
    const first = await setup();
    const other = await liveLecture(first.teacher, first.course.id, 'Other');
    const codes = teacherClient('/class_id_generator', first.teacher, other);
    await codes.waitFor('connect');
    const refused = await codes.request('start');
    expect(refused).toEqual({
      ok: false,
      error: 'error_course_busy',
      message: 'Error course busy',
    });
    expect(await codes.waitFor('error_course_busy')).toEqual({ message: 'Error course busy' });
  });

  it('refuses another teacher, a student, and a lecture that is not live', async () => {
    const { lecture, teacher } = await setup();
    const stranger = await server.createTeacher();
    const denied = teacherClient('/class_id_generator', stranger, lecture);
    expect(await denied.waitFor('error_access_denied')).toEqual({
      message: SOCKET_TEXT.accessDenied,
    });
    await denied.waitFor('disconnect');

    const pupil = await student();
    const studentCodes = client('/class_id_generator', {
      token: pupil.token,
      query: { courseId: lecture.courseId, lectureNum: lecture.lectureNum },
    });
    await studentCodes.waitFor('error_access_denied');

    const future = await server.createLecture(teacher.token, lecture.courseId);
    const codes = teacherClient('/class_id_generator', teacher, future);
    await codes.waitFor('connect');
    const refused = await codes.request('start');
    expect(refused).toMatchObject({ ok: false, error: 'error_invalid_lecture_details' });
  });
});

describe('waiting room and admission', () => {
  it('queues each group, admits them, and issues working credentials to new students', async () => {
    const { teacher, course, lecture, room, codes, code } = await setup();
    const NEW = 10;
    const NOREG = 6;
    const REG = 6;

    const noRegStudents = await Promise.all(Array.from({ length: NOREG }, student));
    const regStudents = await Promise.all(Array.from({ length: REG }, student));
    for (const registered of regStudents) await server.enrol(course.id, registered.id);

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
      issuedAnonIds.push(grant.credentials!.anonId);
    }
    expect(names.size).toBe(NEW);

    const first = grants[0]!;
    const login = await server.api<ApiBody<{ token: string }>>('POST', '/user/login', {
      body: first.credentials,
    });
    expect(login.status).toBe(200);
    for (const token of [login.body.data.token, first.token!]) {
      const courses = await server.api<ApiBody<Course[]>>('GET', '/courses', { token });
      expect(courses.body.data.map((item) => item.id)).toEqual([course.id]);
    }
    const pseudonym = await server.api<ApiBody<{ pseudonym: string; maskId: number }>>(
      'GET',
      `/course/${course.id}/lecture/${lecture.lectureNum}/pseudonym`,
      { token: first.token },
    );
    expect(pseudonym.body.data).toEqual({ pseudonym: first.pseudonym, maskId: 1 });
    const attending = await server.api<ApiBody<Lecture>>(
      'GET',
      `/course/${course.id}/lecture/${lecture.lectureNum}`,
      { token: first.token },
    );
    expect(attending.body.data.isAttending).toBe(true);
    const liveOne = await server.api<ApiBody<Lecture | null>>(
      'GET',
      `/course/${course.id}/lecture/liveAttending`,
      { token: first.token },
    );
    expect(liveOne.body.data?.lectureNum).toBe(lecture.lectureNum);

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
    const noRegCourses = await server.api<ApiBody<Course[]>>('GET', '/courses', {
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
    const info = await server.api<ApiBody<ClassStatusInfo>>(
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
    const statistics = await server.api<ApiBody<LectureStatistics>>(
      'GET',
      `/course/${course.id}/lecture/${lecture.lectureNum}/statistics`,
      { token: teacher.token },
    );
    expect(statistics.body.data).toMatchObject({
      pseudonymCreated: NEW + NOREG + REG,
      newUsers: NEW,
    });
    teacherPayloads.push(info.body, statistics.body);

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

  it('kicks a group, and removes students who leave from the totals', async () => {
    const { room, code } = await setup();
    const kicked = [joinWaitingRoom(code, 1), joinWaitingRoom(code, 2)];
    for (const waiting of kicked) await waiting.waitFor('entered_waiting_room');
    const leaver = joinWaitingRoom(code, 3, (await student()).token);
    await leaver.waitFor('entered_waiting_room');
    await room.waitFor<WaitingRoomTotals>('WR_NOREG:+');

    await leaver.request('left_waiting_room');
    expect(await room.waitFor('WR_NOREG:-')).toEqual({ new: 2, noReg: 0, reg: 0 });

    expect(await room.request('kick_new')).toEqual({
      ok: true,
      data: { count: 2, totals: { new: 0, noReg: 0, reg: 0 } },
    });
    for (const waiting of kicked) {
      expect(await waiting.waitFor('access_denied')).toEqual({ message: SOCKET_TEXT.accessDenied });
      await waiting.waitFor('disconnect');
    }
    expect(await room.waitFor('kicked_new')).toMatchObject({ count: 2 });
    // A kicked socket's disconnect is not a second "minus".
    expect(room.events('WR_NEW:-')).toHaveLength(0);

    const closing = joinWaitingRoom(code, 4);
    await closing.waitFor('entered_waiting_room');
    closing.close();
    expect(await room.waitFor('WR_NEW:-')).toEqual({ new: 0, noReg: 0, reg: 0 });
  });

  it('refuses an unknown code', async () => {
    const waiting = joinWaitingRoom('999999', 1);
    const refused = await waiting.waitFor('error_invalid_classid');
    expect(refused).toEqual({ message: SOCKET_TEXT.invalidClassId });
  });

  it('keeps a student in one live lecture at a time', async () => {
    const a = await setup();
    const b = await setup();
    const pupil = await student();
    await server.enrol(a.course.id, pupil.id);

    const inA = joinWaitingRoom(a.code, 6, pupil.token);
    await inA.waitFor('entered_waiting_room');
    await a.room.request('admit_reg');
    const grantA = await inA.waitFor<AccessGranted>('access_granted');

    const signals = client('/signals', {
      token: pupil.token,
      query: { courseId: a.course.id, lectureNum: a.lecture.lectureNum },
    });
    await signals.waitFor('connect');

    const inB = joinWaitingRoom(b.code, 7, pupil.token);
    expect(await inB.waitFor('entered_waiting_room')).toEqual({ group: 'noReg' });
    await b.room.request('admit_noreg');
    await inB.waitFor('access_granted');

    expect(await signals.waitFor<Signal>('signal')).toEqual({
      type: 'removed_from_pseudonym',
      courseId: a.course.id,
      lectureNum: a.lecture.lectureNum,
    });
    expect(await live.attendedLecture(pupil.id)).toEqual({
      courseId: b.course.id,
      lectureNum: b.lecture.lectureNum,
    });
    const liveInA = await server.api<ApiBody<Lecture | null>>(
      'GET',
      `/course/${a.course.id}/lecture/liveAttending`,
      { token: pupil.token },
    );
    expect(liveInA.body.data).toBeNull();

    // Coming back to A: not "already attending"; the same pseudonym is given back.
    const backToA = joinWaitingRoom(a.code, 1, pupil.token);
    expect(await backToA.waitFor('entered_waiting_room')).toEqual({ group: 'reg' });
    await a.room.request('admit_reg');
    expect((await backToA.waitFor<AccessGranted>('access_granted')).pseudonym).toBe(
      grantA.pseudonym,
    );
  });

  it('resets a group: pseudonyms removed, attendance gone, accounts issued here deleted', async () => {
    const { teacher, course, lecture, room, code } = await setup();
    const newcomer = joinWaitingRoom(code, 2);
    await newcomer.waitFor('entered_waiting_room');
    const pupil = await student();
    const noReg = joinWaitingRoom(code, 9, pupil.token);
    await noReg.waitFor('entered_waiting_room');
    await room.request('admit_new');
    await room.request('admit_noreg');
    const grant = await newcomer.waitFor<AccessGranted>('access_granted');
    await noReg.waitFor('access_granted');
    issuedAnonIds.push(grant.credentials!.anonId);

    const signals = client('/signals', { token: pupil.token });
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
    expect(await live.attendedLecture(pupil.id)).toBeNull();
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
    teacherPayloads.push(resetNoReg.body, resetNew.body, info.body);

    const other = await server.createTeacher();
    expect((await server.api('DELETE', `${base}/reset/reg`, { token: other.token })).status).toBe(
      403,
    );
    expect((await server.api('DELETE', `${base}/reset/reg`, { token: pupil.token })).status).toBe(
      403,
    );
  });
});

describe('signals', () => {
  it('tells the lecture room and attendees when the lecture starts, changes and ends', async () => {
    const { teacher, course, lecture, room, codes, code } = await setup();
    const pupil = await student();
    await server.enrol(course.id, pupil.id);
    const joined = joinWaitingRoom(code, 1, pupil.token);
    await joined.waitFor('entered_waiting_room');
    await room.request('admit_reg');
    await joined.waitFor('access_granted');

    const personal = client('/signals', { token: pupil.token });
    const watching = client('/signals', {
      token: teacher.token,
      query: { courseId: course.id, lectureNum: lecture.lectureNum },
    });
    await Promise.all([personal.waitFor('connect'), watching.waitFor('connect')]);
    const base = `/course/${course.id}/lecture/${lecture.lectureNum}`;
    const ref = { courseId: course.id, lectureNum: lecture.lectureNum };

    await server.api('GET', `${base}/start`, { token: teacher.token });
    for (const listener of [personal, watching])
      expect(await listener.waitFor('signal')).toEqual({ type: 'lecture_started', ...ref });

    await server.api('PUT', `${base}/extend`, { token: teacher.token });
    await personal.waitFor<Signal>('signal', (signal) => signal.type === 'lecture_updated');

    const waiting = joinWaitingRoom(code, 2);
    await waiting.waitFor('entered_waiting_room');
    await server.api('GET', `${base}/end`, { token: teacher.token });
    for (const listener of [personal, watching])
      await listener.waitFor<Signal>('signal', (signal) => signal.type === 'lecture_ended');
    expect(await waiting.waitFor('error_invalid_lecture_details')).toEqual({
      message: SOCKET_TEXT.invalidLectureDetails,
    });
    await codes.waitFor<CurrentClassId>('current_class_id', (current) => current.classId === null);
    expect(await live.attendedLecture(pupil.id)).toBeNull();
    expect(await live.waitingTotals(ref)).toEqual({ new: 0, noReg: 0, reg: 0 });
    expect((await server.api('GET', `/classId/${code}`)).status).toBe(404);
  });
});

describe('privacy', () => {
  it('never sends a teacher a student account id or private ID', () => {
    const payloads = [
      ...teacherPayloads,
      ...teacherClients.flatMap((client) => client.received.map((item) => item.payload)),
    ];
    expect(payloads.length).toBeGreaterThan(20);
    const forbiddenKeys = new Set(['studentId', 'userId', 'anonId', 'credentials', 'token', 'id']);
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach(walk);
      if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) {
          expect(forbiddenKeys.has(key), `teacher payload has ${key}`).toBe(false);
          walk(inner);
        }
      }
    };
    payloads.forEach(walk);
    const text = JSON.stringify(payloads);
    for (const anonId of issuedAnonIds) expect(text).not.toContain(anonId);
    expect(studentIds.length).toBeGreaterThan(0);
  });
});
