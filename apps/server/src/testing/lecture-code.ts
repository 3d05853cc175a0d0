// A lecture open for joining: live now, its teacher on class_id_generator and waiting_room, and a
// Lecture Code issued — where every waiting-room and admission test begins.
import type { AckResult, Course, Lecture, NewClassId } from '@o4f/contract';
import type { ClientPool, LiveClient } from './live-client.ts';
import type { TestServer, TestTeacher } from './test-server.ts';

export interface LectureWithCode {
  teacher: TestTeacher;
  course: Course;
  lecture: Lecture;
  /** The handshake query of the lecture's teacher sockets. */
  query: { courseId: number; lectureNum: number };
  /** The teacher on class_id_generator (every event it received is in `received`). */
  codes: LiveClient;
  /** The teacher on waiting_room. */
  room: LiveClient;
  code: string;
}

const MINUTE = 60_000;

/** A lecture that began five minutes ago (of a new course), with a Lecture Code issued. */
export async function lectureWithCode(
  server: TestServer,
  pool: ClientPool,
  options: { teacher?: TestTeacher; course?: Course; ttl?: number; name?: string } = {},
): Promise<LectureWithCode> {
  const teacher = options.teacher ?? (await server.createTeacher());
  const course = options.course ?? (await server.createCourse(teacher.token));
  const lecture = await server.createLecture(teacher.token, course.id, {
    ...(options.name ? { name: options.name } : {}),
    startTime: new Date(Date.now() - 5 * MINUTE).toISOString(),
    endTime: new Date(Date.now() + 55 * MINUTE).toISOString(),
  });
  const query = { courseId: lecture.courseId, lectureNum: lecture.lectureNum };
  const codes = pool.open(server.url, '/class_id_generator', { token: teacher.token, query });
  const room = pool.open(server.url, '/waiting_room', { token: teacher.token, query });
  await Promise.all([codes.waitFor('connect'), room.waitFor('connected_to_waiting_room')]);
  const issued = await codes.request<AckResult<NewClassId>>(
    'start',
    options.ttl ? { ttl: options.ttl } : {},
  );
  if (!issued.ok) throw new Error(issued.message);
  return { teacher, course, lecture, query, codes, room, code: issued.data.code };
}
