import { AUTH_MESSAGES, TEACHER_MESSAGES, TEACHER_TEXT } from '@o4f/contract';
import type { TeacherProfile } from '@o4f/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_PASSWORD } from '../../testing/test-server.ts';
import type { ApiBody, TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const registration = (suffix: string) => ({
  username: `user${suffix}`,
  firstName: 'Grace',
  lastName: 'Hopper',
  email: `grace${suffix}@school.test`,
  university: 'Navy University',
  password: 'Abcdefg1',
});

const verifyTokenFromMail = (text: string) =>
  /\/apio4f\/teacher\/verify\/([A-Za-z0-9_-]+)/.exec(text)?.[1];

describe('POST /teacher (registration)', () => {
  it('registers a teacher and sends a verification link', async () => {
    const input = registration('reg1');
    const response = await server.api<ApiBody<TeacherProfile>>('POST', '/teacher', { body: input });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe(TEACHER_MESSAGES.registered);
    expect(response.body.data).toMatchObject({
      username: 'userreg1',
      email: 'gracereg1@school.test',
      firstName: 'Grace',
      isAdmin: false,
      emailVerified: false,
    });
    expect(JSON.stringify(response.body)).not.toContain('Abcdefg1');
    const mail = server.mails.find((m) => m.to === input.email);
    expect(mail?.text).toContain('http://o4f.test/apio4f/teacher/verify/');
  });

  it('uses the email as username when none is given, and stores the email in lower case', async () => {
    const { username: _username, ...input } = registration('reg2');
    const response = await server.api<ApiBody<TeacherProfile>>('POST', '/teacher', {
      body: { ...input, email: 'Grace.REG2@School.test' },
    });
    expect(response.status).toBe(201);
    expect(response.body.data.username).toBe('grace.reg2@school.test');
    expect(response.body.data.email).toBe('grace.reg2@school.test');
  });

  it('refuses a registered email or username with 409', async () => {
    await server.api('POST', '/teacher', { body: registration('dup') });
    const sameEmail = await server.api('POST', '/teacher', {
      body: { ...registration('dup'), username: 'other-name', email: 'GRACEDUP@school.test' },
    });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toEqual({ message: TEACHER_MESSAGES.emailTaken });
    const sameUsername = await server.api('POST', '/teacher', {
      body: { ...registration('dup2'), username: 'USERDUP' },
    });
    expect(sameUsername.status).toBe(409);
    expect(sameUsername.body).toEqual({ message: TEACHER_MESSAGES.usernameTaken });
  });

  it.each([
    ['firstName', '', TEACHER_TEXT.firstNameRequired],
    ['lastName', undefined, TEACHER_TEXT.lastNameRequired],
    ['email', '', TEACHER_TEXT.emailRequired],
    ['email', 'not-an-email', TEACHER_TEXT.emailInvalid],
    ['university', ' ', TEACHER_TEXT.universityRequired],
    ['password', '', TEACHER_TEXT.passwordRequired],
    ['password', 'alllowercase1', TEACHER_TEXT.weakPassword],
  ])('rejects %s=%j with %s', async (field, value, message) => {
    const body: Record<string, unknown> = { ...registration(`v${field}`) };
    if (value === undefined) delete body[field];
    else body[field] = value;
    const response = await server.api('POST', '/teacher', { body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });

  it('rejects a missing body with a clear 400', async () => {
    const response = await server.api('POST', '/teacher');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'The request body is not valid.' });
  });
});

describe('GET /teacher/verify/{token}', () => {
  it('verifies once (JSON), then refuses the used link', async () => {
    const teacher = await server.createTeacher();
    const token = verifyTokenFromMail(server.mails.find((m) => m.to === teacher.email)!.text)!;
    const first = await server.api('GET', `/teacher/verify/${token}`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: TEACHER_MESSAGES.emailVerified, data: null });
    const profile = await server.api<ApiBody<TeacherProfile>>('GET', '/teacher', {
      token: teacher.token,
    });
    expect(profile.body.data.emailVerified).toBe(true);
    const again = await server.api('GET', `/teacher/verify/${token}`);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: TEACHER_MESSAGES.verificationInvalid });
  });

  it('redirects a browser to the teacher login page', async () => {
    const teacher = await server.createTeacher();
    const token = verifyTokenFromMail(server.mails.find((m) => m.to === teacher.email)!.text)!;
    const html = { accept: 'text/html,application/xhtml+xml' };
    const ok = await server.api('GET', `/teacher/verify/${token}`, { headers: html });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/teacher-login?emailVerified=1');
    const bad = await server.api('GET', '/teacher/verify/nonsense', { headers: html });
    expect(bad.headers.get('location')).toBe('/teacher-login?emailVerified=0');
  });

  it('resends the link on request', async () => {
    const teacher = await server.createTeacher();
    const before = server.mails.filter((m) => m.to === teacher.email).length;
    const response = await server.api('POST', '/teacher/verify/resend', { token: teacher.token });
    expect(response.status).toBe(200);
    expect(server.mails.filter((m) => m.to === teacher.email).length).toBe(before + 1);
  });
});

describe('POST /teacher/login', () => {
  it('accepts the username or the email in any case', async () => {
    const teacher = await server.createTeacher();
    for (const username of [teacher.username, teacher.email, teacher.email.toUpperCase()]) {
      const response = await server.api<ApiBody<{ token: string; isAdmin: boolean }>>(
        'POST',
        '/teacher/login',
        {
          body: { username, password: TEST_PASSWORD },
        },
      );
      expect(response.status).toBe(200);
      expect(response.body.message).toBe(AUTH_MESSAGES.loggedIn);
      expect(response.body.data.isAdmin).toBe(false);
      expect(response.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
  });

  it('answers isAdmin for an admin teacher', async () => {
    const admin = await server.createTeacher({ admin: true });
    const response = await server.api<ApiBody<{ isAdmin: boolean }>>('POST', '/teacher/login', {
      body: { username: admin.username, password: TEST_PASSWORD },
    });
    expect(response.body.data.isAdmin).toBe(true);
  });

  it('refuses a wrong password or an unknown user with the same 401', async () => {
    const teacher = await server.createTeacher();
    for (const body of [
      { username: teacher.username, password: 'Wrong1234' },
      { username: 'nobody-here', password: TEST_PASSWORD },
    ]) {
      const response = await server.api('POST', '/teacher/login', { body });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: AUTH_MESSAGES.wrongTeacherLogin });
    }
  });

  it('refuses a student account', async () => {
    const student = await server.createStudent();
    const response = await server.api('POST', '/teacher/login', {
      body: { username: student.anonId, password: student.password },
    });
    expect(response.status).toBe(401);
  });

  it.each([
    [{ username: '', password: 'x' }, TEACHER_TEXT.loginIdInvalid],
    [{ username: 'someone', password: '' }, TEACHER_TEXT.loginPasswordInvalid],
    [{ password: 'x' }, TEACHER_TEXT.loginIdInvalid],
  ])('validates %j', async (body, message) => {
    const response = await server.api('POST', '/teacher/login', { body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });
});

describe('GET /teacher and authentication', () => {
  it('returns the own profile', async () => {
    const teacher = await server.createTeacher();
    const response = await server.api<ApiBody<TeacherProfile>>('GET', '/teacher', {
      token: teacher.token,
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual(teacher.profile);
  });

  it('401 without a token, with an unknown, expired or revoked token', async () => {
    const missing = await server.api('GET', '/teacher');
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ message: AUTH_MESSAGES.loginRequired });

    const unknown = await server.api('GET', '/teacher', { token: 'not-a-real-token' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ message: AUTH_MESSAGES.sessionExpired });

    const expired = await server.createTeacher();
    await server.expireToken(expired.token);
    const expiredResponse = await server.api('GET', '/teacher', { token: expired.token });
    expect(expiredResponse.status).toBe(401);
    expect(expiredResponse.body).toEqual({ message: AUTH_MESSAGES.sessionExpired });

    const revoked = await server.createTeacher();
    const logout = await server.api('POST', '/user/logout', { token: revoked.token });
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ message: AUTH_MESSAGES.loggedOut, data: null });
    const revokedResponse = await server.api('GET', '/teacher', { token: revoked.token });
    expect(revokedResponse.status).toBe(401);
  });

  it('403 for a student', async () => {
    const student = await server.createStudent();
    const response = await server.api('GET', '/teacher', { token: student.token });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: AUTH_MESSAGES.teachersOnly });
  });
});

describe('PUT /teacher and PUT /teacher/{id}', () => {
  const update = (teacher: { email: string }, password = TEST_PASSWORD) => ({
    firstName: 'Barbara',
    lastName: 'Liskov',
    email: teacher.email,
    password,
  });

  it('updates the own profile, confirmed by the current password', async () => {
    const teacher = await server.createTeacher();
    const response = await server.api<ApiBody<TeacherProfile>>('PUT', '/teacher', {
      token: teacher.token,
      body: update(teacher),
    });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(TEACHER_MESSAGES.updated);
    expect(response.body.data).toMatchObject({
      firstName: 'Barbara',
      lastName: 'Liskov',
      university: 'Test University',
    });
  });

  it('refuses a wrong current password with 400, not 401', async () => {
    const teacher = await server.createTeacher();
    const response = await server.api('PUT', '/teacher', {
      token: teacher.token,
      body: update(teacher, 'Wrong1234'),
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: AUTH_MESSAGES.wrongCurrentPassword });
  });

  it('validates the fields', async () => {
    const teacher = await server.createTeacher();
    const response = await server.api('PUT', '/teacher', {
      token: teacher.token,
      body: { ...update(teacher), lastName: '' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: TEACHER_TEXT.lastNameRequired });
    const noPassword = await server.api('PUT', '/teacher', {
      token: teacher.token,
      body: { ...update(teacher), password: '' },
    });
    expect(noPassword.body).toEqual({ message: TEACHER_TEXT.currentPasswordRequired });
  });

  it('a new email needs verification again and must be free', async () => {
    const teacher = await server.createTeacher();
    const other = await server.createTeacher();
    const taken = await server.api('PUT', '/teacher', {
      token: teacher.token,
      body: { ...update(teacher), email: other.email },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: TEACHER_MESSAGES.emailTaken });
    const email = `new-${teacher.email}`;
    const response = await server.api<ApiBody<TeacherProfile>>('PUT', '/teacher', {
      token: teacher.token,
      body: { ...update(teacher), email },
    });
    expect(response.body.message).toBe(TEACHER_MESSAGES.updatedVerifyEmail);
    expect(response.body.data).toMatchObject({ email, emailVerified: false });
    expect(server.mails.some((m) => m.to === email)).toBe(true);
  });

  it('PUT /teacher/{id}: own id only, any id for an admin', async () => {
    const teacher = await server.createTeacher();
    const other = await server.createTeacher();
    const own = await server.api('PUT', `/teacher/${teacher.profile.id}`, {
      token: teacher.token,
      body: update(teacher),
    });
    expect(own.status).toBe(200);
    const foreign = await server.api('PUT', `/teacher/${other.profile.id}`, {
      token: teacher.token,
      body: update(other),
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ message: TEACHER_MESSAGES.ownProfileOnly });
    const admin = await server.createTeacher({ admin: true });
    const byAdmin = await server.api<ApiBody<TeacherProfile>>(
      'PUT',
      `/teacher/${other.profile.id}`,
      {
        token: admin.token,
        body: update(other),
      },
    );
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.data.id).toBe(other.profile.id);
    const missing = await server.api('PUT', '/teacher/999999', {
      token: admin.token,
      body: update(other),
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: TEACHER_MESSAGES.notFound });
  });
});

describe('PUT /teachers/passwordupdate', () => {
  it('changes the password and signs out the other sessions', async () => {
    const teacher = await server.createTeacher();
    const otherSession = await server.loginTeacher(teacher.username);
    const response = await server.api('PUT', '/teachers/passwordupdate', {
      token: teacher.token,
      body: {
        username: teacher.username,
        currentPassword: TEST_PASSWORD,
        newPassword: 'NewSecret99',
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: AUTH_MESSAGES.passwordUpdated, data: null });
    expect((await server.api('GET', '/teacher', { token: teacher.token })).status).toBe(200);
    expect((await server.api('GET', '/teacher', { token: otherSession })).status).toBe(401);
    const oldLogin = await server.api('POST', '/teacher/login', {
      body: { username: teacher.username, password: TEST_PASSWORD },
    });
    expect(oldLogin.status).toBe(401);
    await server.loginTeacher(teacher.username, 'NewSecret99');
  });

  it.each([
    [
      { currentPassword: '', newPassword: 'NewSecret99' },
      TEACHER_TEXT.currentPasswordRequired,
      400,
    ],
    [{ currentPassword: TEST_PASSWORD, newPassword: '' }, TEACHER_TEXT.newPasswordRequired, 400],
    [{ currentPassword: TEST_PASSWORD, newPassword: 'short1A' }, TEACHER_TEXT.weakPassword, 400],
    [
      { currentPassword: 'Wrong1234', newPassword: 'NewSecret99' },
      AUTH_MESSAGES.wrongCurrentPassword,
      400,
    ],
  ])('refuses %j', async (body, message, status) => {
    const teacher = await server.createTeacher();
    const response = await server.api('PUT', '/teachers/passwordupdate', {
      token: teacher.token,
      body,
    });
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ message });
  });
});

describe('GET /teachers', () => {
  it('lists teachers for an admin teacher only', async () => {
    const teacher = await server.createTeacher();
    const admin = await server.createTeacher({ admin: true });
    const denied = await server.api('GET', '/teachers', { token: teacher.token });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ message: AUTH_MESSAGES.adminsOnly });
    const response = await server.api<ApiBody<TeacherProfile[]>>('GET', '/teachers', {
      token: admin.token,
    });
    expect(response.status).toBe(200);
    expect(response.body.data.map((t) => t.id)).toEqual(
      expect.arrayContaining([teacher.profile.id, admin.profile.id]),
    );
    expect(JSON.stringify(response.body)).not.toMatch(/password/i);
  });
});

describe('configuration-dependent behaviour', () => {
  it('ADMIN_EMAILS makes a registering teacher an admin once the address is verified', async () => {
    const local = await createTestServer({
      env: { ADMIN_EMAILS: 'boss@school.test, other@school.test' },
    });
    try {
      const admin = await local.createTeacher({ email: 'Boss@School.test' });
      expect(admin.profile.isAdmin).toBe(false);
      const mail = local.mails.find((m) => m.to === 'boss@school.test');
      const token = verifyTokenFromMail(mail?.text ?? '');
      expect((await local.api('GET', `/teacher/verify/${token}`)).status).toBe(200);
      const profile = await local.api<ApiBody<TeacherProfile>>('GET', '/teacher', {
        token: admin.token,
      });
      expect(profile.body.data.isAdmin).toBe(true);
    } finally {
      await local.close();
    }
  });

  it('rate-limits logins per address and identifier', async () => {
    const local = await createTestServer({ env: { RATE_LIMIT_LOGIN_PER_MINUTE: '2' } });
    try {
      const body = { username: 'someone', password: 'Wrong1234' };
      expect((await local.api('POST', '/teacher/login', { body })).status).toBe(401);
      expect((await local.api('POST', '/teacher/login', { body })).status).toBe(401);
      const limited = await local.api('POST', '/teacher/login', { body });
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
      // Another identifier from the same address (a classroom behind one NAT) is not blocked.
      const other = await local.api('POST', '/teacher/login', {
        body: { ...body, username: 'another' },
      });
      expect(other.status).toBe(401);
    } finally {
      await local.close();
    }
  });
});
