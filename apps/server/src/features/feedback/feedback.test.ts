import { AUTH_MESSAGES, FEEDBACK_MESSAGES, FEEDBACK_THANKS } from '@o4f/contract';
import type { Feedback } from '@o4f/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../../testing/test-server.ts';
import type { ApiBody, TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('feedback', () => {
  it('accepts feedback without a token, and with a teacher token marks it as a teacher', async () => {
    const anonymous = await server.api('POST', '/feedback', {
      body: { message: 'Nice tool', courseId: null, teacher: false },
    });
    expect(anonymous.status).toBe(201);
    expect(anonymous.body).toEqual({ message: FEEDBACK_THANKS, data: null });
    const teacher = await server.createTeacher();
    const fromTeacher = await server.api('POST', '/feedback', {
      token: teacher.token,
      body: { message: 'From a teacher', teacher: false },
    });
    expect(fromTeacher.status).toBe(201);
    // An invalid token does not block feedback.
    expect(
      (await server.api('POST', '/feedback', { token: 'bogus', body: { message: 'Still fine' } }))
        .status,
    ).toBe(201);

    const admin = await server.createTeacher({ admin: true });
    const list = await server.api<ApiBody<Feedback[]>>('GET', '/feedbacks', { token: admin.token });
    expect(list.status).toBe(200);
    const mine = list.body.data.find((f) => f.message === 'From a teacher');
    expect(mine?.teacher).toBe(true);
    expect(list.body.data.find((f) => f.message === 'Nice tool')?.teacher).toBe(false);

    const one = await server.api<ApiBody<Feedback>>('GET', `/feedback/${mine!.id}`, {
      token: admin.token,
    });
    expect(one.body).toEqual({ message: FEEDBACK_MESSAGES.found, data: mine });
  });

  it('validates the message', async () => {
    const empty = await server.api('POST', '/feedback', { body: { message: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ message: 'Message is required.' });
    const long = await server.api('POST', '/feedback', { body: { message: 'x'.repeat(5001) } });
    expect(long.status).toBe(400);
  });

  it('reading feedback is for admin teachers only', async () => {
    const teacher = await server.createTeacher();
    const student = await server.createStudent();
    const admin = await server.createTeacher({ admin: true });
    expect((await server.api('GET', '/feedbacks')).status).toBe(401);
    const denied = await server.api('GET', '/feedbacks', { token: teacher.token });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ message: AUTH_MESSAGES.adminsOnly });
    expect((await server.api('GET', '/feedbacks', { token: student.token })).status).toBe(403);
    expect((await server.api('GET', '/feedback/1', { token: teacher.token })).status).toBe(403);
    const missing = await server.api('GET', '/feedback/999999', { token: admin.token });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: FEEDBACK_MESSAGES.notFound });
  });
});
