// Revoking a session (logout, a password change, an admin's reset) disconnects every socket
// authenticated with it, on every namespace and, with Redis, on every instance; the sockets of
// the sessions that stay valid stay connected.
import { NAMESPACES } from '@o4f/contract';
import type { LectureAccessGranted } from '@o4f/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LiveClient } from '../testing/live-client.ts';
import { createTestServer, startTwoInstances } from '../testing/test-server.ts';
import type { ApiBody, TestServer } from '../testing/test-server.ts';

const NEW_PASSWORD = 'Another456';
const MINUTE = 60_000;
const at = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();

const clients: LiveClient[] = [];
function open(
  server: TestServer,
  namespace: string,
  options: ConstructorParameters<typeof LiveClient>[2],
) {
  const client = new LiveClient(server.url, namespace, options);
  clients.push(client);
  return client;
}
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

/** Resolves with the disconnect reason; rejects when the socket is still connected after 5 s. */
const disconnected = (client: LiveClient) => client.waitFor<string>('disconnect');

/** Still connected a moment after the revocation, and answering. */
async function staysConnected(client: LiveClient) {
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(client.events('disconnect')).toEqual([]);
  expect(client.socket.connected).toBe(true);
}

async function loginStudent(server: TestServer, anonId: string, password: string) {
  const response = await server.api<ApiBody<{ token: string }>>('POST', '/user/login', {
    body: { anonId, password },
  });
  return server.expectOk(response, 'student login').token;
}

describe('revoked sessions lose their sockets', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('logout disconnects the session on every namespace, not the other sessions', async () => {
    const teacher = await server.createTeacher();
    const other = await server.loginTeacher(teacher.username);
    const course = await server.createCourse(teacher.token);
    const lecture = await server.createLecture(teacher.token, course.id, {
      startTime: at(-5),
      endTime: at(60),
    });
    const query = { courseId: course.id, lectureNum: lecture.lectureNum };
    await server.api('GET', `/course/${course.id}/lecture/${lecture.lectureNum}/start`, {
      token: teacher.token,
    });

    const signals = open(server, NAMESPACES.signals, { token: teacher.token });
    const room = open(server, NAMESPACES.waitingRoom, { token: teacher.token, query });
    const live = open(server, NAMESPACES.expressions, { token: teacher.token, query });
    const kept = open(server, NAMESPACES.signals, { token: other });
    await Promise.all([
      signals.waitFor('connect'),
      room.waitFor('connected_to_waiting_room'),
      live.waitFor<LectureAccessGranted>('access_granted'),
      kept.waitFor('connect'),
    ]);

    const response = await server.api('POST', '/user/logout', { token: teacher.token });
    expect(response.status).toBe(200);
    for (const client of [signals, room, live]) {
      expect(await disconnected(client)).toBe('io server disconnect');
    }
    await staysConnected(kept);
  });

  it("a teacher's password change disconnects the other sessions and keeps this one", async () => {
    const teacher = await server.createTeacher();
    const other = await server.loginTeacher(teacher.username);
    const mine = open(server, NAMESPACES.signals, { token: teacher.token });
    const theirs = open(server, NAMESPACES.signals, { token: other });
    await Promise.all([mine.waitFor('connect'), theirs.waitFor('connect')]);

    const response = await server.api('PUT', '/teachers/passwordupdate', {
      token: teacher.token,
      body: { currentPassword: teacher.password, newPassword: NEW_PASSWORD },
    });
    expect(response.status).toBe(200);
    expect(await disconnected(theirs)).toBe('io server disconnect');
    await staysConnected(mine);
  });

  it("a student's PUT /user/changePassword and PUT /user disconnect the other sessions", async () => {
    const student = await server.createStudent();
    const second = await loginStudent(server, student.anonId, student.password);
    const third = await loginStudent(server, student.anonId, student.password);
    const mine = open(server, NAMESPACES.signals, { token: student.token });
    const secondSocket = open(server, NAMESPACES.signals, { token: second });
    const thirdSocket = open(server, NAMESPACES.signals, { token: third });
    await Promise.all([
      mine.waitFor('connect'),
      secondSocket.waitFor('connect'),
      thirdSocket.waitFor('connect'),
    ]);

    // The third session changes the password: the first two go.
    const changed = await server.api('PUT', '/user/changePassword', {
      token: third,
      body: { password: student.password, newPassword: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);
    expect(await disconnected(mine)).toBe('io server disconnect');
    expect(await disconnected(secondSocket)).toBe('io server disconnect');
    await staysConnected(thirdSocket);

    // A fresh session sets a password with PUT /user: the third goes, the fresh one stays.
    const fresh = await loginStudent(server, student.anonId, NEW_PASSWORD);
    const freshSocket = open(server, NAMESPACES.signals, { token: fresh });
    await freshSocket.waitFor('connect');
    const set = await server.api('PUT', '/user', {
      token: fresh,
      body: { password: 'Yet4nother!' },
    });
    expect(set.status).toBe(200);
    expect(await disconnected(thirdSocket)).toBe('io server disconnect');
    await staysConnected(freshSocket);
  });

  it("an admin's password reset disconnects every session of the student", async () => {
    const admin = await server.createTeacher({ admin: true });
    const student = await server.createStudent();
    const adminSocket = open(server, NAMESPACES.signals, { token: admin.token });
    const studentSocket = open(server, NAMESPACES.signals, { token: student.token });
    await Promise.all([adminSocket.waitFor('connect'), studentSocket.waitFor('connect')]);

    const response = await server.api('PUT', `/user/${student.id}`, {
      token: admin.token,
      body: { password: 'Reset4You!' },
    });
    expect(response.status).toBe(200);
    expect(await disconnected(studentSocket)).toBe('io server disconnect');
    await staysConnected(adminSocket);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('revoked sessions lose their sockets on every instance', () => {
  let a: TestServer;
  let b: TestServer;
  let instances: Awaited<ReturnType<typeof startTwoInstances>>;

  beforeAll(async () => {
    instances = await startTwoInstances({ REDIS_URL: redisUrl! });
    ({ a, b } = instances);
  });

  afterAll(async () => {
    await instances?.close();
  });

  it('a logout on A disconnects the session on B; a password change on A the others on B', async () => {
    const teacher = await a.createTeacher();
    const other = await a.loginTeacher(teacher.username);
    const third = await a.loginTeacher(teacher.username);
    const onB = open(b, NAMESPACES.signals, { token: teacher.token });
    const otherOnB = open(b, NAMESPACES.signals, { token: other });
    const thirdOnB = open(b, NAMESPACES.signals, { token: third });
    await Promise.all([
      onB.waitFor('connect'),
      otherOnB.waitFor('connect'),
      thirdOnB.waitFor('connect'),
    ]);

    expect((await a.api('POST', '/user/logout', { token: teacher.token })).status).toBe(200);
    expect(await disconnected(onB)).toBe('io server disconnect');
    await staysConnected(otherOnB);

    const changed = await a.api('PUT', '/teachers/passwordupdate', {
      token: third,
      body: { currentPassword: teacher.password, newPassword: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);
    expect(await disconnected(otherOnB)).toBe('io server disconnect');
    await staysConnected(thirdOnB);
  });
});
