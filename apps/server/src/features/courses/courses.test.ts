import { AUTH_MESSAGES, COURSE_MESSAGES, COURSE_TEXT, GENERIC_MESSAGES } from '@o4f/contract';
import type { Course, Lecture } from '@o4f/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../../testing/test-server.ts';
import type { ApiBody, TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const input = { name: 'Data Structures', shortName: 'DS', startDate: '2025-09-15' };

describe('POST /course', () => {
  it('creates a course for the teacher', async () => {
    const teacher = await server.createTeacher();
    const response = await server.api<ApiBody<Course>>('POST', '/course', {
      token: teacher.token,
      body: input,
    });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe(COURSE_MESSAGES.created);
    expect(response.body.data).toEqual({ id: expect.any(Number), ...input });
  });

  it.each([
    [undefined, 'Data Structures'],
    ['', 'Data Structures'],
    ['   ', 'Data Structures'],
  ])('derives the short name %j from the title when none is given', async (shortName, derived) => {
    const teacher = await server.createTeacher();
    const created = await server.api<ApiBody<Course>>('POST', '/course', {
      token: teacher.token,
      body: { ...input, shortName },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.shortName).toBe(derived);
    const updated = await server.api<ApiBody<Course>>('PUT', `/course/${created.body.data.id}`, {
      token: teacher.token,
      body: { name: 'Introduction to Functional Programming', shortName, startDate: '2026-02-02' },
    });
    expect(updated.body.data.shortName).toBe('Introduction to');
    const read = await server.api<ApiBody<Course>>('GET', `/course/${created.body.data.id}`, {
      token: teacher.token,
    });
    expect(read.body.data.shortName).toBe('Introduction to');
  });

  it('keeps only the date of a full timestamp', async () => {
    const teacher = await server.createTeacher();
    const course = await server.createCourse(teacher.token, {
      startDate: '2025-10-01T08:00:00.000Z',
    });
    expect(course.startDate).toBe('2025-10-01');
  });

  it.each([
    [{ ...input, name: '' }, COURSE_TEXT.titleInvalid],
    [{ ...input, name: undefined }, COURSE_TEXT.titleInvalid],
    [{ ...input, shortName: 'S'.repeat(51) }, COURSE_TEXT.shortNameInvalid],
    [{ ...input, shortName: 'D\u0007S' }, GENERIC_MESSAGES.controlCharacters],
    [{ ...input, startDate: 'yesterday' }, COURSE_TEXT.startDateInvalid],
    [{ ...input, startDate: undefined }, COURSE_TEXT.startDateInvalid],
  ])('validates %j', async (body, message) => {
    const teacher = await server.createTeacher();
    const response = await server.api('POST', '/course', { token: teacher.token, body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });

  it('refuses students (403) and anonymous callers (401)', async () => {
    const student = await server.createStudent();
    const denied = await server.api('POST', '/course', { token: student.token, body: input });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ message: AUTH_MESSAGES.teachersOnly });
    expect((await server.api('POST', '/course', { body: input })).status).toBe(401);
  });

  it('with REQUIRE_VERIFIED_EMAIL, an unverified teacher cannot create courses or lectures', async () => {
    const local = await createTestServer({ env: { REQUIRE_VERIFIED_EMAIL: 'true' } });
    try {
      const teacher = await local.createTeacher();
      const denied = await local.api('POST', '/course', { token: teacher.token, body: input });
      expect(denied.status).toBe(403);
      expect(denied.body).toEqual({ message: AUTH_MESSAGES.verifyEmailFirst });
      const link = local.mails.find((m) => m.to === teacher.email)!.text;
      const token = /verify\/([A-Za-z0-9_-]+)/.exec(link)![1];
      expect((await local.api('GET', `/teacher/verify/${token}`)).status).toBe(200);
      const course = await local.createCourse(teacher.token);
      await local.createLecture(teacher.token, course.id);
    } finally {
      await local.close();
    }
  });
});

describe('GET /courses', () => {
  it("lists the teacher's own courses, newest start first", async () => {
    const teacher = await server.createTeacher();
    const other = await server.createTeacher();
    const older = await server.createCourse(teacher.token, { startDate: '2024-01-01' });
    const newer = await server.createCourse(teacher.token, { startDate: '2025-01-01' });
    await server.createCourse(other.token);
    const response = await server.api<ApiBody<Course[]>>('GET', '/courses', {
      token: teacher.token,
    });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(COURSE_MESSAGES.list);
    expect(response.body.data.map((c) => c.id)).toEqual([newer.id, older.id]);
  });

  it("lists a student's registered courses", async () => {
    const teacher = await server.createTeacher();
    const course = await server.createCourse(teacher.token);
    await server.createCourse(teacher.token);
    const student = await server.createStudent();
    expect(
      (await server.api<ApiBody<Course[]>>('GET', '/courses', { token: student.token })).body.data,
    ).toEqual([]);
    await server.enrol(course.id, student.id);
    const response = await server.api<ApiBody<Course[]>>('GET', '/courses', {
      token: student.token,
    });
    expect(response.body.data).toEqual([course]);
  });

  it('needs a token', async () => {
    const response = await server.api('GET', '/courses');
    expect(response.status).toBe(401);
  });
});

describe('GET, PUT, DELETE /course/{id}', () => {
  it('the owner reads, updates and deletes', async () => {
    const teacher = await server.createTeacher();
    const course = await server.createCourse(teacher.token);
    const read = await server.api<ApiBody<Course>>('GET', `/course/${course.id}`, {
      token: teacher.token,
    });
    expect(read.body).toEqual({ message: COURSE_MESSAGES.found, data: course });
    const updated = await server.api<ApiBody<Course>>('PUT', `/course/${course.id}`, {
      token: teacher.token,
      body: { name: 'Renamed', shortName: 'RN', startDate: '2026-02-02' },
    });
    expect(updated.body).toEqual({
      message: COURSE_MESSAGES.updated,
      data: { id: course.id, name: 'Renamed', shortName: 'RN', startDate: '2026-02-02' },
    });
    const invalid = await server.api('PUT', `/course/${course.id}`, {
      token: teacher.token,
      body: { ...input, name: '' },
    });
    expect(invalid.body).toEqual({ message: COURSE_TEXT.titleInvalid });
    const deleted = await server.api('DELETE', `/course/${course.id}`, { token: teacher.token });
    expect(deleted.body).toEqual({ message: COURSE_MESSAGES.deleted, data: null });
    const gone = await server.api('GET', `/course/${course.id}`, { token: teacher.token });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: COURSE_MESSAGES.notFound });
  });

  it('deleting a course deletes its lectures and registrations', async () => {
    const teacher = await server.createTeacher();
    const course = await server.createCourse(teacher.token);
    await server.createLecture(teacher.token, course.id);
    const student = await server.createStudent();
    await server.enrol(course.id, student.id);
    await server.api('DELETE', `/course/${course.id}`, { token: teacher.token });
    const lectures = await server.api<ApiBody<Lecture[]>>('POST', '/courses/lectures', {
      token: teacher.token,
      body: { coursesId: [course.id] },
    });
    expect(lectures.body.data).toEqual([]);
    expect(
      (await server.api<ApiBody<Course[]>>('GET', '/courses', { token: student.token })).body.data,
    ).toEqual([]);
  });

  it('another teacher gets 403, a registered student may only read', async () => {
    const owner = await server.createTeacher();
    const course = await server.createCourse(owner.token);
    const other = await server.createTeacher({ admin: true });
    for (const [method, body] of [['GET'], ['PUT', input], ['DELETE']] as const) {
      const response = await server.api(method, `/course/${course.id}`, {
        token: other.token,
        body,
      });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: COURSE_MESSAGES.noAccess });
    }
    const student = await server.createStudent();
    const notRegistered = await server.api('GET', `/course/${course.id}`, { token: student.token });
    expect(notRegistered.status).toBe(403);
    expect(notRegistered.body).toEqual({ message: COURSE_MESSAGES.noAccess });
    await server.enrol(course.id, student.id);
    expect((await server.api('GET', `/course/${course.id}`, { token: student.token })).status).toBe(
      200,
    );
    expect(
      (await server.api('PUT', `/course/${course.id}`, { token: student.token, body: input }))
        .status,
    ).toBe(403);
    expect(
      (await server.api('DELETE', `/course/${course.id}`, { token: student.token })).status,
    ).toBe(403);
  });

  it('404 for a missing course or a malformed id', async () => {
    const teacher = await server.createTeacher();
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await server.api(method, '/course/987654', { token: teacher.token });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: COURSE_MESSAGES.notFound });
    }
    expect(
      (await server.api('PUT', '/course/987654', { token: teacher.token, body: input })).status,
    ).toBe(404);
    const malformed = await server.api('GET', '/course/abc', { token: teacher.token });
    expect(malformed.status).toBe(404);
    expect(malformed.body).toEqual({ message: 'Not found.' });
  });
});
