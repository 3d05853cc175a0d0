// Requests that arrive together have their sessions read together (auth.service.ts,
// lib/grouped-reads.ts): each must still be its own user, and a revoked or unknown token refused.
import type { StudentProfile } from '@o4f/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
