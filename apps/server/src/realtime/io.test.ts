import { AUTH_MESSAGES } from '@o4f/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../testing/test-server.ts';
import type { TestServer } from '../testing/test-server.ts';
import type { SocketUserData } from './io.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const open = (auth: Record<string, unknown>) => server.connectSocket('/signals', { auth });

describe('Socket.IO at /socketo4f', () => {
  it('accepts a valid bearer token and sets socket.data.user', async () => {
    const teacher = await server.createTeacher();
    const joined = new Promise<SocketUserData['user']>((resolve) => {
      server.app.io
        .of('/signals')
        .once('connection', (socket) => resolve((socket.data as SocketUserData).user));
    });
    const { socket, error } = await open({ token: teacher.token, prevSocketId: null });
    try {
      expect(error).toBeUndefined();
      expect(socket.connected).toBe(true);
      expect(await joined).toEqual({
        id: teacher.profile.id,
        role: 'TEACHER',
        isAdmin: false,
        isTeacher: true,
      });
    } finally {
      socket.disconnect();
    }
  });

  it('refuses a missing, unknown or revoked token with connect_error', async () => {
    const missing = await open({});
    expect(missing.error?.message).toBe(AUTH_MESSAGES.loginRequired);
    missing.socket.disconnect();

    const unknown = await open({ token: 'nope' });
    expect(unknown.error?.message).toBe(AUTH_MESSAGES.sessionExpired);
    unknown.socket.disconnect();

    const student = await server.createStudent();
    await server.api('POST', '/user/logout', { token: student.token });
    const revoked = await open({ token: student.token });
    expect(revoked.error?.message).toBe(AUTH_MESSAGES.sessionExpired);
    revoked.socket.disconnect();
  });
});
