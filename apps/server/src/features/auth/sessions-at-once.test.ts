// Requests and socket handshakes that arrive together have their sessions read together
// (auth.service.ts, lib/grouped-reads.ts), and the live channel's greetings their pseudonyms
// (pseudonym-reads.ts): each must still be its own user, and a revoked or unknown token refused.
import type { LectureAccessGranted, PseudonymInfo, StudentProfile } from '@o4f/contract';
import { AUTH_MESSAGES } from '@o4f/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAMESPACES } from '@o4f/contract';
import { admit } from '../../testing/admission.ts';
import { LiveClient } from '../../testing/live-client.ts';
import { readActivePseudonym } from '../pseudonyms/pseudonym-reads.ts';
import { authenticateToken } from './auth.service.ts';
import { createTestServer } from '../../testing/test-server.ts';
import type { ApiBody, TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('sessions read together', () => {
  it('give each of many requests at once its own user, and refuse the revoked and the unknown', async () => {
    const students = await Promise.all(Array.from({ length: 8 }, () => server.createStudent()));
    const leaving = await server.createStudent();
    expect((await server.api('POST', '/user/logout', { token: leaving.token })).status).toBe(200);
    // None of the eight tokens has been used yet: every look-up goes to the database, at once.
    for (let round = 0; round < 2; round += 1) {
      const [revoked, unknown, ...answers] = await Promise.all([
        server.api('GET', '/user', { token: leaving.token }),
        server.api('GET', '/user', { token: `${students[0]!.token}x` }),
        ...students.map((student) =>
          server.api<ApiBody<StudentProfile>>('GET', '/user', { token: student.token }),
        ),
      ]);
      expect(revoked.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(answers.map((answer) => server.expectOk(answer, 'profile').anonId)).toEqual(
        students.map((student) => student.anonId),
      );
    }
  });
});

describe('handshakes at once', () => {
  it('greet each of a hall reconnecting at once as itself, and refuse the revoked and the unknown', async () => {
    const teacher = await server.createTeacher();
    const course = await server.createCourse(teacher.token);
    const lecture = await server.startLecture(teacher.token, course.id);
    const members = [];
    for (let index = 0; index < 8; index += 1) {
      members.push(await admit(server, await server.createStudent(), lecture, (index % 12) + 1));
    }
    const leaving = await admit(server, await server.createStudent(), lecture);
    expect((await server.api('POST', '/user/logout', { token: leaving.token })).status).toBe(200);
    const query = { courseId: lecture.courseId, lectureNum: lecture.lectureNum };
    const open = (token: string) =>
      new LiveClient(server.url, NAMESPACES.expressions, { token, query });

    // As after a restart: none of these sessions or pseudonyms has been read by a socket yet, and
    // every handshake arrives in the same moment.
    const clients = [
      open(leaving.token),
      open(`${members[0]!.token}x`),
      open(teacher.token),
      ...members.map((member) => open(member.token)),
    ];
    try {
      const [revoked, unknown, teacherSocket, ...students] = clients;
      expect(await revoked!.settled()).toMatchObject({ message: AUTH_MESSAGES.sessionExpired });
      expect(await unknown!.settled()).toMatchObject({ message: AUTH_MESSAGES.sessionExpired });
      const greetings = await Promise.all(
        [teacherSocket!, ...students].map((client) =>
          client.waitFor<LectureAccessGranted>('access_granted'),
        ),
      );
      expect(greetings.map(({ role, pseudonym }) => ({ role, pseudonym }))).toEqual([
        { role: 'TEACHER', pseudonym: null },
        ...members.map((member) => ({ role: 'STUDENT', pseudonym: member.pseudonym })),
      ]);
    } finally {
      for (const client of clients) client.close();
    }

    // Asked in the same moment, the first read goes alone and the others in one statement: each
    // still gets its own session and pseudonym.
    const { ctx } = server.app;
    const sessions = await Promise.all(
      [leaving, teacher, ...members].map((someone) => authenticateToken(ctx, someone.token)),
    );
    expect(sessions.map((session) => session?.id ?? null)).toEqual([
      null,
      teacher.profile.id,
      ...members.map((member) => member.id),
    ]);
    const rows = await Promise.all(
      [leaving, ...members].map((student) => readActivePseudonym(ctx, lecture.id, student.id)),
    );
    expect(rows.map((row) => row?.pseudonym)).toEqual([
      leaving.pseudonym,
      ...members.map((member) => member.pseudonym),
    ]);

    // The pages' own question at once: each student's pseudonym and mask, the logged-out refused.
    const path = `/course/${lecture.courseId}/lecture/${lecture.lectureNum}/pseudonym`;
    const [gone, ...answers] = await Promise.all([
      server.api('GET', path, { token: leaving.token }),
      ...members.map((member) =>
        server.api<ApiBody<PseudonymInfo>>('GET', path, { token: member.token }),
      ),
    ]);
    expect(gone.status).toBe(401);
    expect(answers.map((answer) => server.expectOk(answer, 'pseudonym'))).toEqual(
      members.map((member, index) => ({ pseudonym: member.pseudonym, maskId: (index % 12) + 1 })),
    );
  });
});
