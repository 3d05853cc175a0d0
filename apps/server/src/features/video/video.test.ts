// Taking a video reaction back (pressed again), kept by the server: the same rule as the live
// page — the reaction counts for nothing — and the student's page does not bring it back.
import { STATISTICS_MESSAGES } from '@o4f/contract';
import type { ExpressionStat, Lecture, VideoExpression } from '@o4f/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../../testing/test-server.ts';
import type { ApiBody, TestServer, TestStudent, TestTeacher } from '../../testing/test-server.ts';

const VIDEO_URL = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

describe('taking a video reaction back', () => {
  let server: TestServer;
  let teacher: TestTeacher;
  let lecture: Lecture;
  let students: TestStudent[];
  const base = () => `/course/${lecture.courseId}/lecture/${lecture.lectureNum}`;
  const post = (path: string, student: TestStudent, body: unknown) =>
    server.api<ApiBody<VideoExpression | null>>('POST', `${base()}/video${path}`, {
      token: student.token,
      body,
    });
  const videoCounts = async () =>
    server
      .expectOk(
        await server.api<ApiBody<ExpressionStat>>('GET', `${base()}/expression/stat/-2`, {
          token: teacher.token,
        }),
        'video statistics',
      )
      .expressions.map((item) => item.count);

  beforeAll(async () => {
    server = await createTestServer();
    teacher = await server.createTeacher();
    const course = await server.createCourse(teacher.token);
    lecture = await server.createLecture(teacher.token, course.id, { urlYoutube: VIDEO_URL });
    students = [await server.createStudent(), await server.createStudent()];
    for (const student of students) await server.enrol(course.id, student.id);
  });

  afterAll(async () => {
    await server?.close();
  });

  it('counts a reaction taken back for nothing, and keeps the others', async () => {
    const [alex, bea] = students as [TestStudent, TestStudent];
    expect(
      (await post('/expression', alex, { expressionTag: 3, time: 12, endTime: 72 })).status,
    ).toBe(201);
    expect(
      (await post('/expression', bea, { expressionTag: 3, time: 30, endTime: 90 })).status,
    ).toBe(201);
    expect(await videoCounts()).toEqual([0, 0, 2, 0, 0]);

    const taken = await post('/expression/takeBack', alex, { expressionTag: 3 });
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({
      message: STATISTICS_MESSAGES.videoExpressionTakenBack,
      data: { expressionTag: 3, time: 12, endTime: 12 },
    });
    expect(await videoCounts()).toEqual([0, 0, 1, 0, 0]);
    // What the page restores on return says it is taken back (its window closed at once).
    const last = await server.api<ApiBody<VideoExpression>>(
      'GET',
      `${base()}/video/lastExpression`,
      {
        token: alex.token,
      },
    );
    expect(last.body.data).toMatchObject({ expressionTag: 3, time: 12, endTime: 12 });

    // Another tag, or nothing active: nothing changes.
    const other = await post('/expression/takeBack', bea, { expressionTag: 1 });
    expect(other.body.data).toMatchObject({ expressionTag: 3, endTime: 90 });
    expect(await videoCounts()).toEqual([0, 0, 1, 0, 0]);

    // A later press counts again.
    expect(
      (await post('/expression', alex, { expressionTag: 5, time: 40, endTime: 100 })).status,
    ).toBe(201);
    expect(await videoCounts()).toEqual([0, 0, 1, 0, 1]);
  });

  it("validates the tag and is for the course's students only", async () => {
    const invalid = await post('/expression/takeBack', students[0]!, { expressionTag: 9 });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ message: STATISTICS_MESSAGES.videoTagInvalid });
    const teacherTry = await server.api('POST', `${base()}/video/expression/takeBack`, {
      token: teacher.token,
      body: { expressionTag: 1 },
    });
    expect(teacherTry.status).toBe(403);
    const outsider = await server.createStudent();
    expect((await post('/expression/takeBack', outsider, { expressionTag: 1 })).status).toBe(403);
  });
});
