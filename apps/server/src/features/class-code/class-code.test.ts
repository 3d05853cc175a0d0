// Lecture Codes over real sockets and HTTP: the teacher's class_id_generator issues, reads and
// stops a lecture's code, GET /classId checks it, a code expires after its TTL, and only the
// lecture's teacher, one lecture of a course at a time, while it is live, may hold one.
import { CLASS_CODE_TEXT, DEFAULT_CLASS_CODE_TTL_SECONDS, SOCKET_TEXT } from '@o4f/contract';
import type { AckResult, CurrentClassId, Lecture, NewClassId } from '@o4f/contract';
import { describe, expect, it } from 'vitest';
import { MemoryLiveState } from '../../live/memory-live-state.ts';
import { enterWaitingRoom, lectureWithCode } from '../../testing/lecture-code.ts';
import { socketSuite } from '../../testing/socket-suite.ts';
import { TeacherPrivacy } from '../../testing/teacher-privacy.ts';
import type { ApiBody, TestTeacher } from '../../testing/test-server.ts';

let clockOffset = 0;
const live = new MemoryLiveState({ now: () => Date.now() + clockOffset });
const suite = socketSuite({ live });
const privacy = new TeacherPrivacy();

const MINUTE = 60_000;
const at = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();

/** The teacher's code socket of `lecture`, its payloads kept for the privacy check. */
function teacherCodes(teacher: TestTeacher, lecture: Lecture) {
  const created = suite.pool.open(suite.server.url, '/class_id_generator', {
    token: teacher.token,
    query: { courseId: lecture.courseId, lectureNum: lecture.lectureNum },
  });
  privacy.watch(created);
  return created;
}

async function liveLecture(teacher: TestTeacher, courseId: number, name = 'Live lecture') {
  return suite.server.createLecture(teacher.token, courseId, {
    name,
    startTime: at(-5),
    endTime: at(55),
  });
}

async function setup() {
  const created = await lectureWithCode(suite.server, suite.pool);
  privacy.watch(created.codes, created.room);
  return created;
}

describe('class_id_generator and GET /classId', () => {
  it('issues a code with a TTL, reads it, checks it over REST and stops it', async () => {
    const teacher = await suite.server.createTeacher();
    const course = await suite.server.createCourse(teacher.token);
    const lecture = await liveLecture(teacher, course.id);
    const codes = teacherCodes(teacher, lecture);
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

    const check = await suite.server.api<ApiBody<{ valid: boolean }>>(
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
    // A stopped code opens nothing; it is told apart from a mistyped one as expired.
    const gone = await suite.server.api('GET', `/classId/${issued.data.code}`);
    expect(gone.status).toBe(410);
    expect(gone.body).toEqual({ message: CLASS_CODE_TEXT.expired });
    expect((await suite.server.api('GET', '/classId/abc')).status).toBe(404);
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
      const expired = await suite.server.api('GET', `/classId/${code}`);
      expect(expired.status).toBe(410);
      expect(expired.body).toEqual({ message: CLASS_CODE_TEXT.expired });
      const student = enterWaitingRoom(suite.server, suite.pool, code, 1);
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
    const codes = teacherCodes(first.teacher, other);
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
    const stranger = await suite.server.createTeacher();
    const denied = teacherCodes(stranger, lecture);
    expect(await denied.waitFor('error_access_denied')).toEqual({
      message: SOCKET_TEXT.accessDenied,
    });
    await denied.waitFor('disconnect');

    const pupil = await privacy.student(suite.server);
    const studentCodes = suite.pool.open(suite.server.url, '/class_id_generator', {
      token: pupil.token,
      query: { courseId: lecture.courseId, lectureNum: lecture.lectureNum },
    });
    await studentCodes.waitFor('error_access_denied');

    const future = await suite.server.createLecture(teacher.token, lecture.courseId);
    const codes = teacherCodes(teacher, future);
    await codes.waitFor('connect');
    const refused = await codes.request('start');
    expect(refused).toMatchObject({ ok: false, error: 'error_invalid_lecture_details' });
    // Nothing the teachers of this file were sent identifies a student.
    privacy.expectNothingIdentifying();
  });
});
