// A lecture open for joining: live now, its teacher on class_id_generator and waiting_room, and a
// Lecture Code issued — where every waiting-room and admission test begins.
import type {
  AccessGranted,
  AckResult,
  Course,
  Lecture,
  NewClassId,
  WaitingGroup,
} from '@o4f/contract';
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

/** A student's socket entering the waiting room with `code` and a mask (a newcomer without token). */
export function enterWaitingRoom(
  server: TestServer,
  pool: ClientPool,
  code: string,
  maskId: number,
  token?: string,
): LiveClient {
  return pool.open(server.url, '/waiting_room', { token, query: { classId: code, maskId } });
}

const ADMIT_EVENT: Record<WaitingGroup, string> = {
  new: 'admit_new',
  noReg: 'admit_noreg',
  reg: 'admit_reg',
};

/** A student who came in through the waiting room: their socket, the group they waited in, the grant. */
export interface Admitted {
  waiting: LiveClient;
  group: WaitingGroup;
  grant: AccessGranted;
}

/**
 * The join flow of one student: enters the waiting room, the teacher's room admits the group they
 * wait in, and the grant arrives.
 */
export async function joinAndAdmit(
  server: TestServer,
  pool: ClientPool,
  lecture: Pick<LectureWithCode, 'code' | 'room'>,
  maskId: number,
  token?: string,
): Promise<Admitted> {
  const waiting = enterWaitingRoom(server, pool, lecture.code, maskId, token);
  const { group } = await waiting.waitFor<{ group: WaitingGroup }>('entered_waiting_room');
  const admitted = await lecture.room.request<AckResult<unknown>>(ADMIT_EVENT[group]);
  if (!admitted.ok) throw new Error(admitted.message);
  const grant = await waiting.waitFor<AccessGranted>('access_granted');
  return { waiting, group, grant };
}
