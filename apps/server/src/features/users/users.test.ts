import { AUTH_MESSAGES, STUDENT_MESSAGES, STUDENT_TEXT, TEACHER_TEXT } from '@o4f/contract';
import type { StudentProfile } from '@o4f/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestServer } from '../../testing/test-server.ts';
import type { ApiBody, TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

type Registered = { id: number; anonId: string; password?: string; token: string };

describe('POST /user', () => {
  it('issues random credentials for an empty body (stored as HMAC)', async () => {
    const response = await server.api<ApiBody<Registered>>('POST', '/user', { body: {} });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe(STUDENT_MESSAGES.credentialsIssued);
    const { anonId, password, token, id } = response.body.data;
    expect(anonId).toMatch(/^[2-9A-HJ-NP-Z]{15}$/);
    expect(password).toMatch(/^[2-9a-km-zA-HJ-NP-Z]{16}$/);
    const [row] = await server.db.select().from(users).where(eq(users.id, id));
    expect(row?.passwordKind).toBe('hmac');
    expect(row?.passwordHash).not.toContain(password);
    expect((await server.api('GET', '/user', { token })).status).toBe(200);
  });

  it('creates an account with chosen credentials (argon2id), 409 when the private ID is taken', async () => {
    const response = await server.api<ApiBody<Registered>>('POST', '/user', {
      body: { anonId: 'Chosen.Student_1', password: 'Student123' },
    });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe(STUDENT_MESSAGES.created);
    expect(response.body.data.password).toBeUndefined();
    const [row] = await server.db.select().from(users).where(eq(users.id, response.body.data.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const taken = await server.api('POST', '/user', {
      body: { anonId: 'chosen.student_1', password: 'Student123' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: STUDENT_MESSAGES.anonIdTaken });
  });

  it.each([
    [{ anonId: 'abc', password: 'Student123' }, STUDENT_MESSAGES.anonIdInvalid],
    [{ anonId: 'has space', password: 'Student123' }, STUDENT_MESSAGES.anonIdInvalid],
    [{ password: 'Student123' }, STUDENT_TEXT.privateIdRequired],
    [{ anonId: 'someone-new' }, STUDENT_TEXT.passwordRequired],
    [{ anonId: 'someone-new', password: 'weakpassword' }, TEACHER_TEXT.weakPassword],
  ])('validates %j', async (body, message) => {
    const response = await server.api('POST', '/user', { body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });
});

describe('POST /user/login and /user/logout', () => {
  it('logs in with issued credentials, private ID in any case', async () => {
    const student = await server.createStudent();
    const response = await server.api<ApiBody<{ token: string; anonId: string }>>(
      'POST',
      '/user/login',
      {
        body: { anonId: student.anonId.toLowerCase(), password: student.password },
      },
    );
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(AUTH_MESSAGES.loggedIn);
    expect(response.body.data.anonId).toBe(student.anonId);
    expect(response.body.data.token).not.toBe(student.token);
  });

  it('logs in with chosen credentials', async () => {
    await server.api('POST', '/user', { body: { anonId: 'login-chosen', password: 'Student123' } });
    const response = await server.api('POST', '/user/login', {
      body: { anonId: 'login-chosen', password: 'Student123' },
    });
    expect(response.status).toBe(200);
  });

  it('refuses wrong credentials and teacher accounts with 401', async () => {
    const student = await server.createStudent();
    const teacher = await server.createTeacher();
    for (const body of [
      { anonId: student.anonId, password: 'Wrong12345' },
      { anonId: 'UNKNOWNUNKNOWN', password: student.password },
      { anonId: teacher.username, password: teacher.password },
    ]) {
      const response = await server.api('POST', '/user/login', { body });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: AUTH_MESSAGES.wrongStudentLogin });
    }
  });

  it.each([
    [{ anonId: '', password: 'x' }, STUDENT_TEXT.privateIdRequired],
    [{ anonId: 'x' }, STUDENT_TEXT.passwordRequired],
  ])('validates %j', async (body, message) => {
    const response = await server.api('POST', '/user/login', { body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });

  it('logout revokes the token; logout needs a token', async () => {
    const student = await server.createStudent();
    expect((await server.api('POST', '/user/logout', { token: student.token })).status).toBe(200);
    expect((await server.api('GET', '/user', { token: student.token })).status).toBe(401);
    expect((await server.api('POST', '/user/logout')).status).toBe(401);
  });
});

describe('GET /user, PUT /user, PUT /user/changePassword', () => {
  it('GET /user returns the own account; teachers get 403, expired tokens 401', async () => {
    const student = await server.createStudent();
    const response = await server.api<ApiBody<StudentProfile>>('GET', '/user', {
      token: student.token,
    });
    expect(response.body.data).toMatchObject({
      id: student.id,
      anonId: student.anonId,
      role: 'STUDENT',
    });
    const teacher = await server.createTeacher();
    const denied = await server.api('GET', '/user', { token: teacher.token });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ message: AUTH_MESSAGES.studentsOnly });
    await server.expireToken(student.token);
    expect((await server.api('GET', '/user', { token: student.token })).status).toBe(401);
  });

  it('PUT /user sets a chosen (argon2) password', async () => {
    const student = await server.createStudent();
    const weak = await server.api('PUT', '/user', {
      token: student.token,
      body: { password: 'weak' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body).toEqual({ message: TEACHER_TEXT.weakPassword });
    const response = await server.api('PUT', '/user', {
      token: student.token,
      body: { password: 'Chosen1234' },
    });
    expect(response.body).toEqual({ message: AUTH_MESSAGES.passwordUpdated, data: null });
    const [row] = await server.db.select().from(users).where(eq(users.id, student.id));
    expect(row?.passwordKind).toBe('argon2');
    expect(
      (
        await server.api('POST', '/user/login', {
          body: { anonId: student.anonId, password: 'Chosen1234' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await server.api('POST', '/user/login', {
          body: { anonId: student.anonId, password: student.password },
        })
      ).status,
    ).toBe(401);
  });

  it('PUT /user/changePassword checks the current password (students and teachers)', async () => {
    const student = await server.createStudent();
    const wrong = await server.api('PUT', '/user/changePassword', {
      token: student.token,
      body: { password: 'Wrong12345', newPassword: 'Changed123' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: AUTH_MESSAGES.wrongCurrentPassword });
    const missing = await server.api('PUT', '/user/changePassword', {
      token: student.token,
      body: { newPassword: 'Changed123' },
    });
    expect(missing.body).toEqual({ message: TEACHER_TEXT.currentPasswordRequired });
    const ok = await server.api('PUT', '/user/changePassword', {
      token: student.token,
      body: {
        password: student.password,
        newPassword: 'Changed123',
        newPasswordConfirm: 'Changed123',
      },
    });
    expect(ok.status).toBe(200);
    expect(
      (
        await server.api('POST', '/user/login', {
          body: { anonId: student.anonId, password: 'Changed123' },
        })
      ).status,
    ).toBe(200);

    const teacher = await server.createTeacher();
    const byTeacher = await server.api('PUT', '/user/changePassword', {
      token: teacher.token,
      body: { password: teacher.password, newPassword: 'Teacher999' },
    });
    expect(byTeacher.status).toBe(200);
    await server.loginTeacher(teacher.username, 'Teacher999');
  });
});

describe('GET /users, GET and PUT /user/{id}', () => {
  it('GET /users gives admin teachers numbers only', async () => {
    const student = await server.createStudent();
    const admin = await server.createTeacher({ admin: true });
    const teacher = await server.createTeacher();
    expect((await server.api('GET', '/users', { token: teacher.token })).status).toBe(403);
    expect((await server.api('GET', '/users', { token: student.token })).status).toBe(403);
    const response = await server.api<ApiBody<Record<string, number>>>('GET', '/users', {
      token: admin.token,
    });
    expect(response.status).toBe(200);
    expect(response.body.data.total).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(response.body)).not.toContain(student.anonId);
  });

  it('a student reads only their own account; an admin sees it without the private ID', async () => {
    const student = await server.createStudent();
    const other = await server.createStudent();
    const own = await server.api<ApiBody<StudentProfile>>('GET', `/user/${student.id}`, {
      token: student.token,
    });
    expect(own.body.data.anonId).toBe(student.anonId);
    const foreign = await server.api('GET', `/user/${other.id}`, { token: student.token });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ message: STUDENT_MESSAGES.ownAccountOnly });
    const admin = await server.createTeacher({ admin: true });
    const byAdmin = await server.api<ApiBody<Partial<StudentProfile>>>('GET', `/user/${other.id}`, {
      token: admin.token,
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.data.anonId).toBeUndefined();
    const missing = await server.api('GET', '/user/999999', { token: admin.token });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: STUDENT_MESSAGES.notFound });
    const teacherAccount = await server.api('GET', `/user/${admin.profile.id}`, {
      token: admin.token,
    });
    expect(teacherAccount.status).toBe(404);
  });

  it('PUT /user/{id} sets the password of the own account, or any for an admin', async () => {
    const student = await server.createStudent();
    const other = await server.createStudent();
    expect(
      (
        await server.api('PUT', `/user/${other.id}`, {
          token: student.token,
          body: { password: 'Other12345' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.api('PUT', `/user/${student.id}`, {
          token: student.token,
          body: { password: 'Mine12345' },
        })
      ).status,
    ).toBe(200);
    const admin = await server.createTeacher({ admin: true });
    expect(
      (
        await server.api('PUT', `/user/${other.id}`, {
          token: admin.token,
          body: { password: 'Reset12345' },
        })
      ).status,
    ).toBe(200);
    // The student's own sessions are signed out by a reset.
    expect((await server.api('GET', '/user', { token: other.token })).status).toBe(401);
    expect(
      (
        await server.api('POST', '/user/login', {
          body: { anonId: other.anonId, password: 'Reset12345' },
        })
      ).status,
    ).toBe(200);
  });
});
