import {
  AUTH_MESSAGES,
  COURSE_MESSAGES,
  LECTURE_EXTENSION_MINUTES,
  LECTURE_MESSAGES,
  LECTURE_TEXT,
  lecture as lectureSchema,
  lectureTiming,
} from '@o4f/contract';
import type { Lecture } from '@o4f/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../../testing/test-server.ts';
import type { ApiBody, TestServer, TestTeacher } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const MINUTE = 60_000;
const at = (offsetMinutes: number) => new Date(Date.now() + offsetMinutes * MINUTE).toISOString();

async function teacherWithCourse(): Promise<{ teacher: TestTeacher; courseId: number }> {
  const teacher = await server.createTeacher();
  const course = await server.createCourse(teacher.token);
  return { teacher, courseId: course.id };
}

const lectureBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sorting',
  startTime: at(60),
  endTime: at(120),
  allowQuestionsDuringLecture: false,
  allowDiscussionsDuringLecture: true,
  urlYoutube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  ...overrides,
});

describe('POST /course/{c}/lecture', () => {
  it('creates lectures numbered 1, 2, 3 within each course', async () => {
    const { teacher, courseId } = await teacherWithCourse();
    const body = lectureBody();
    const response = await server.api<ApiBody<Lecture>>('POST', `/course/${courseId}/lecture`, {
      token: teacher.token,
      body,
    });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe(LECTURE_MESSAGES.created);
    const created = lectureSchema.strict().parse(response.body.data);
    expect(created).toMatchObject({
      lectureNum: 1,
      courseId,
      name: 'Sorting',
      state: 'CREATED',
      allowQuestionsDuringLecture: false,
      allowDiscussionsDuringLecture: true,
      urlYoutube: body.urlYoutube,
      hasPresentation: false,
      isAttending: false,
      startTime: body.startTime,
      endTime: body.endTime,
    });
    expect((await server.createLecture(teacher.token, courseId)).lectureNum).toBe(2);
    expect((await server.createLecture(teacher.token, courseId)).lectureNum).toBe(3);
    const otherCourse = await server.createCourse(teacher.token);
    expect((await server.createLecture(teacher.token, otherCourse.id)).lectureNum).toBe(1);
  });

  it('numbers concurrent creations without gaps or duplicates', async () => {
    const { teacher, courseId } = await teacherWithCourse();
    const lectures = await Promise.all(
      Array.from({ length: 5 }, () => server.createLecture(teacher.token, courseId)),
    );
    expect(lectures.map((l) => l.lectureNum).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it.each([
    [{ name: '' }, LECTURE_TEXT.nameRequired],
    [{ name: undefined }, LECTURE_TEXT.nameRequired],
    [{ startTime: '' }, LECTURE_TEXT.startTimeRequired],
    [{ startTime: 'tomorrow' }, LECTURE_TEXT.startTimeRequired],
    [{ endTime: undefined }, LECTURE_TEXT.endTimeRequired],
    [{ startTime: at(60), endTime: at(30) }, LECTURE_TEXT.endBeforeStart],
  ])('validates %j', async (overrides, message) => {
    const { teacher, courseId } = await teacherWithCourse();
    const response = await server.api('POST', `/course/${courseId}/lecture`, {
      token: teacher.token,
      body: lectureBody(overrides),
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });

  it('403 for another teacher or a student, 404 for a missing course', async () => {
    const { courseId } = await teacherWithCourse();
    const other = await server.createTeacher();
    const denied = await server.api('POST', `/course/${courseId}/lecture`, {
      token: other.token,
      body: lectureBody(),
    });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ message: COURSE_MESSAGES.noAccess });
    const student = await server.createStudent();
    await server.enrol(courseId, student.id);
    const byStudent = await server.api('POST', `/course/${courseId}/lecture`, {
      token: student.token,
      body: lectureBody(),
    });
    expect(byStudent.status).toBe(403);
    expect(byStudent.body).toEqual({ message: AUTH_MESSAGES.teachersOnly });
    const missing = await server.api('POST', '/course/999999/lecture', {
      token: other.token,
      body: lectureBody(),
    });
    expect(missing.status).toBe(404);
  });
});

describe('listing lectures', () => {
  it('GET /course/{c}/lectures sorts by start time, for the owner and registered students', async () => {
    const { teacher, courseId } = await teacherWithCourse();
    const late = await server.createLecture(teacher.token, courseId, {
      startTime: at(300),
      endTime: at(360),
    });
    const early = await server.createLecture(teacher.token, courseId, {
      startTime: at(-300),
      endTime: at(-240),
    });
    const middle = await server.createLecture(teacher.token, courseId, {
      startTime: at(10),
      endTime: at(70),
    });
    const response = await server.api<ApiBody<Lecture[]>>('GET', `/course/${courseId}/lectures`, {
      token: teacher.token,
    });
    expect(response.body.message).toBe(LECTURE_MESSAGES.list);
    expect(response.body.data.map((l) => l.lectureNum)).toEqual([
      early.lectureNum,
      middle.lectureNum,
      late.lectureNum,
    ]);

    const student = await server.createStudent();
    expect(
      (await server.api('GET', `/course/${courseId}/lectures`, { token: student.token })).status,
    ).toBe(403);
    await server.enrol(courseId, student.id);
    const forStudent = await server.api<ApiBody<Lecture[]>>('GET', `/course/${courseId}/lectures`, {
      token: student.token,
    });
    expect(forStudent.body.data).toHaveLength(3);
    expect(forStudent.body.data.every((l) => l.isAttending === false)).toBe(true);

    const other = await server.createTeacher();
    expect(
      (await server.api('GET', `/course/${courseId}/lectures`, { token: other.token })).status,
    ).toBe(403);
    expect(
      (await server.api('GET', '/course/999999/lectures', { token: other.token })).status,
    ).toBe(404);
    expect((await server.api('GET', `/course/${courseId}/lectures`)).status).toBe(401);
  });

  it('POST /courses/lectures returns lectures of the accessible courses only', async () => {
    const { teacher, courseId } = await teacherWithCourse();
    const second = await server.createCourse(teacher.token);
    const { teacher: stranger, courseId: foreignCourse } = await teacherWithCourse();
    await server.createLecture(teacher.token, courseId, { startTime: at(100), endTime: at(160) });
    await server.createLecture(teacher.token, second.id, { startTime: at(50), endTime: at(60) });
    await server.createLecture(stranger.token, foreignCourse);
    const response = await server.api<ApiBody<Lecture[]>>('POST', '/courses/lectures', {
      token: teacher.token,
      body: { coursesId: [courseId, second.id, foreignCourse, 999999] },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.map((l) => l.courseId)).toEqual([second.id, courseId]);

    const student = await server.createStudent();
    await server.enrol(second.id, student.id);
    const forStudent = await server.api<ApiBody<Lecture[]>>('POST', '/courses/lectures', {
      token: student.token,
      body: { coursesId: [courseId, second.id] },
    });
    expect(forStudent.body.data.map((l) => l.courseId)).toEqual([second.id]);

    const invalid = await server.api('POST', '/courses/lectures', {
      token: teacher.token,
      body: { coursesId: 'x' },
    });
    expect(invalid.status).toBe(400);
  });
});

describe('GET, PUT, DELETE /course/{c}/lecture/{n}', () => {
  it('reads, updates (ignoring courseId and lectureNum in the body) and deletes', async () => {
    const { teacher, courseId } = await teacherWithCourse();
    const created = await server.createLecture(teacher.token, courseId);
    const path = `/course/${courseId}/lecture/${created.lectureNum}`;
    const read = await server.api<ApiBody<Lecture>>('GET', path, { token: teacher.token });
    expect(read.body).toEqual({ message: LECTURE_MESSAGES.found, data: created });

    const body = {
      ...lectureBody({ name: 'Renamed', urlYoutube: '' }),
      courseId: 12345,
      lectureNum: 99,
    };
    const updated = await server.api<ApiBody<Lecture>>('PUT', path, { token: teacher.token, body });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe(LECTURE_MESSAGES.updated);
    expect(updated.body.data).toMatchObject({
      name: 'Renamed',
      urlYoutube: null,
      courseId,
      lectureNum: created.lectureNum,
    });
    const invalid = await server.api('PUT', path, {
      token: teacher.token,
      body: lectureBody({ name: '' }),
    });
    expect(invalid.body).toEqual({ message: LECTURE_TEXT.nameRequired });

    const deleted = await server.api('DELETE', path, { token: teacher.token });
    expect(deleted.body).toEqual({ message: LECTURE_MESSAGES.deleted, data: null });
    const gone = await server.api('GET', path, { token: teacher.token });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: LECTURE_MESSAGES.notFound });
    expect((await server.createLecture(teacher.token, courseId)).lectureNum).toBe(1);
  });

  it('a registered student may read but not change; strangers get 403', async () => {
    const { teacher, courseId } = await teacherWithCourse();
    const created = await server.createLecture(teacher.token, courseId);
    const path = `/course/${courseId}/lecture/${created.lectureNum}`;
    const student = await server.createStudent();
    await server.enrol(courseId, student.id);
    expect((await server.api('GET', path, { token: student.token })).status).toBe(200);
    for (const [method, action] of [
      ['PUT', ''],
      ['DELETE', ''],
      ['GET', '/start'],
      ['GET', '/end'],
      ['PUT', '/extend'],
    ] as const) {
      const body = method === 'PUT' && action === '' ? lectureBody() : undefined;
      const response = await server.api(method, `${path}${action}`, { token: student.token, body });
      expect(response.status).toBe(403);
    }
    const other = await server.createTeacher();
    for (const [method, action] of [
      ['GET', ''],
      ['DELETE', ''],
      ['GET', '/start'],
      ['GET', '/end'],
      ['PUT', '/extend'],
    ] as const) {
      const response = await server.api(method, `${path}${action}`, { token: other.token });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: COURSE_MESSAGES.noAccess });
    }
  });

  it('404 for a missing lecture number', async () => {
    const { teacher, courseId } = await teacherWithCourse();
    for (const [method, action] of [
      ['GET', ''],
      ['DELETE', ''],
      ['GET', '/start'],
      ['GET', '/end'],
      ['PUT', '/extend'],
    ] as const) {
      const response = await server.api(method, `/course/${courseId}/lecture/42${action}`, {
        token: teacher.token,
      });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: LECTURE_MESSAGES.notFound });
    }
  });
});

describe('start, end, extend', () => {
  it('start before the planned time moves the start to now and makes the lecture live', async () => {
    const { teacher, courseId } = await teacherWithCourse();
    const created = await server.createLecture(teacher.token, courseId, {
      startTime: at(30),
      endTime: at(90),
    });
    const before = Date.now();
    const response = await server.api<ApiBody<Lecture>>(
      'GET',
      `/course/${courseId}/lecture/${created.lectureNum}/start`,
      {
        token: teacher.token,
      },
    );
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(LECTURE_MESSAGES.started);
    const started = response.body.data;
    expect(started.state).toBe('STARTED');
    expect(Date.parse(started.startTime)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(started.startTime)).toBeLessThanOrEqual(Date.now());
    expect(started.endTime).toBe(created.endTime);
    expect(lectureTiming(started)).toBe('live');
  });

  it('start keeps a start time that has already passed', async () => {
    const { teacher, courseId } = await teacherWithCourse();
    const created = await server.createLecture(teacher.token, courseId, {
      startTime: at(-10),
      endTime: at(50),
    });
    const response = await server.api<ApiBody<Lecture>>(
      'GET',
      `/course/${courseId}/lecture/${created.lectureNum}/start`,
      {
        token: teacher.token,
      },
    );
    expect(response.body.data.startTime).toBe(created.startTime);
  });

  it('end sets ENDED and moves a future end time to now', async () => {
    const { teacher, courseId } = await teacherWithCourse();
    const created = await server.createLecture(teacher.token, courseId, {
      startTime: at(-10),
      endTime: at(50),
    });
    const path = `/course/${courseId}/lecture/${created.lectureNum}`;
    await server.api('GET', `${path}/start`, { token: teacher.token });
    const response = await server.api<ApiBody<Lecture>>('GET', `${path}/end`, {
      token: teacher.token,
    });
    expect(response.body.message).toBe(LECTURE_MESSAGES.ended);
    expect(response.body.data.state).toBe('ENDED');
    expect(Date.parse(response.body.data.endTime)).toBeLessThanOrEqual(Date.now());

    const past = await server.createLecture(teacher.token, courseId, {
      startTime: at(-120),
      endTime: at(-60),
    });
    const endedPast = await server.api<ApiBody<Lecture>>(
      'GET',
      `/course/${courseId}/lecture/${past.lectureNum}/end`,
      {
        token: teacher.token,
      },
    );
    expect(endedPast.body.data.endTime).toBe(past.endTime);
  });

  it('extend adds 10 minutes to a future end, or counts from now when it has passed', async () => {
    const { teacher, courseId } = await teacherWithCourse();
    const live = await server.createLecture(teacher.token, courseId, {
      startTime: at(-10),
      endTime: at(5),
    });
    const extended = await server.api<ApiBody<Lecture>>(
      'PUT',
      `/course/${courseId}/lecture/${live.lectureNum}/extend`,
      {
        token: teacher.token,
      },
    );
    expect(extended.status).toBe(200);
    expect(extended.body.message).toBe(LECTURE_MESSAGES.extended);
    expect(Date.parse(extended.body.data.endTime) - Date.parse(live.endTime)).toBe(
      LECTURE_EXTENSION_MINUTES * MINUTE,
    );

    const over = await server.createLecture(teacher.token, courseId, {
      startTime: at(-60),
      endTime: at(-5),
    });
    const before = Date.now();
    const fromNow = await server.api<ApiBody<Lecture>>(
      'PUT',
      `/course/${courseId}/lecture/${over.lectureNum}/extend`,
      {
        token: teacher.token,
      },
    );
    const end = Date.parse(fromNow.body.data.endTime);
    expect(end).toBeGreaterThanOrEqual(before + LECTURE_EXTENSION_MINUTES * MINUTE - 1000);
    expect(end).toBeLessThanOrEqual(Date.now() + LECTURE_EXTENSION_MINUTES * MINUTE);
    expect(lectureTiming(fromNow.body.data)).toBe('live');
  });

  it('extend refuses an ENDED lecture with 409', async () => {
    const { teacher, courseId } = await teacherWithCourse();
    const created = await server.createLecture(teacher.token, courseId, {
      startTime: at(-10),
      endTime: at(50),
    });
    const path = `/course/${courseId}/lecture/${created.lectureNum}`;
    await server.api('GET', `${path}/end`, { token: teacher.token });
    const response = await server.api('PUT', `${path}/extend`, { token: teacher.token });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: LECTURE_MESSAGES.alreadyEnded });
  });

  it('announces lifecycle changes as domain events', async () => {
    const { teacher, courseId } = await teacherWithCourse();
    const seen: string[] = [];
    server.app.ctx.events.on('lecture', (event) => {
      if (event.courseId === courseId) seen.push(`${event.type}:${event.lectureNum}`);
    });
    const created = await server.createLecture(teacher.token, courseId);
    const path = `/course/${courseId}/lecture/${created.lectureNum}`;
    await server.api('GET', `${path}/start`, { token: teacher.token });
    await server.api('PUT', `${path}/extend`, { token: teacher.token });
    await server.api('GET', `${path}/end`, { token: teacher.token });
    await server.api('DELETE', path, { token: teacher.token });
    expect(seen).toEqual(['created:1', 'started:1', 'extended:1', 'ended:1', 'deleted:1']);
  });
});
