import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teacherPseudonyms } from '../../db/schema/index.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { pseudonymNamesOfLecture } from './pseudonyms.repository.ts';

describe('pseudonymNamesOfLecture', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it("counts a teacher's pseudonym as taken, so no student is admitted under the same name", async () => {
    const teacher = await server.createTeacher();
    const course = await server.createCourse(teacher.token);
    const lecture = await server.createLecture(teacher.token, course.id);
    await server.db.insert(teacherPseudonyms).values({
      lectureId: lecture.id,
      teacherId: teacher.profile.id,
      maskId: 1,
      pseudonym: 'Fox 7',
    });

    expect(await pseudonymNamesOfLecture(server.db, lecture.id)).toContain('Fox 7');
  });
});
