import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expressionEvents, slideIntervals } from '../../db/schema/index.ts';
import { createTestServer } from '../../testing/test-server.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { connectExpressions } from '../../testing/expressions-kit.ts';
import { admit } from '../../testing/admission.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const stores: { name: string; env: Record<string, string> }[] = [
  { name: 'memory', env: {} },
  ...(redisUrl ? [{ name: 'redis', env: { REDIS_URL: redisUrl } }] : []),
];

describe.each(stores)('closing the app with the $name live state', ({ env }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ env });
  });
  afterAll(() => server.close());

  it('stores a press before acknowledging it, and flushes queued slide changes when the app closes', async () => {
    const teacher = await server.createTeacher();
    const course = await server.createCourse(teacher.token);
    const lecture = await server.startLecture(teacher.token, course.id);
    const student = await server.createStudent();
    const { pseudonymId } = await admit(server, student, lecture);
    const teacherClient = await connectExpressions(server, teacher.token, lecture);
    const studentClient = await connectExpressions(server, student.token, lecture);
    await teacherClient.socket.emitWithAck('set_slide', { slideNumber: 4 });
    expect(
      await studentClient.socket.emitWithAck('press_button', { expressionTag: 5 }),
    ).toMatchObject({ ok: true });
    const stored = () =>
      server.db.select().from(expressionEvents).where(eq(expressionEvents.lectureId, lecture.id));
    // An acknowledged press is already stored (docs/decisions/reaction-acknowledgement.md) …
    expect(await stored()).toEqual([
      expect.objectContaining({ pseudonymId, tag: 5, slideNumber: 4, kind: 'set' }),
    ]);
    // … and well within the 1 s persist interval, only the shutdown flush can write the slide.
    await server.app.close();
    teacherClient.socket.close();
    studentClient.socket.close();

    expect(await stored()).toHaveLength(1);
    const intervals = await server.db
      .select()
      .from(slideIntervals)
      .where(eq(slideIntervals.lectureId, lecture.id));
    expect(intervals).toEqual([expect.objectContaining({ slideNumber: 4, endedAt: null })]);
  });
});
