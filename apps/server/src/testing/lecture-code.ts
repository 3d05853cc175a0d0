// A lecture open for joining: live now, its teacher on class_id_generator and waiting_room, and a
// Lecture Code issued — where every waiting-room and admission test begins — and students coming
// in through the real waiting room and admission.
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

/** The server the sockets connect to: a test server, or a child process. */
type Target = Pick<TestServer, 'url'>;
/** Opens the sockets (their owner closes them). */
type Opener = Pick<ClientPool, 'open'>;

/** A lecture's teacher sockets of the join flow, with a code issued. */
export interface JoinDesk {
  /** The handshake query of the lecture's teacher sockets. */
  query: { courseId: number; lectureNum: number };
  /** The teacher on class_id_generator (every event it received is in `received`). */
  codes: LiveClient;
  /** The teacher on waiting_room. */
  room: LiveClient;
  code: string;
}

export interface LectureWithCode extends JoinDesk {
  teacher: TestTeacher;
  course: Course;
  lecture: Lecture;
}

const MINUTE = 60_000;

/** The teacher of a live lecture opens both sockets and asks for a code (`ttl` in seconds). */
export async function openJoinDesk(
  server: Target,
  pool: Opener,
  teacherToken: string,
  lecture: Pick<Lecture, 'courseId' | 'lectureNum'>,
  ttl?: number,
): Promise<JoinDesk> {
  const query = { courseId: lecture.courseId, lectureNum: lecture.lectureNum };
  const codes = pool.open(server.url, '/class_id_generator', { token: teacherToken, query });
  const room = pool.open(server.url, '/waiting_room', { token: teacherToken, query });
  await Promise.all([codes.waitFor('connect'), room.waitFor('connected_to_waiting_room')]);
  const issued = await codes.request<AckResult<NewClassId>>('start', ttl ? { ttl } : {});
  if (!issued.ok) throw new Error(issued.message);
  return { query, codes, room, code: issued.data.code };
}

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
  const desk = await openJoinDesk(server, pool, teacher.token, lecture, options.ttl);
  return { teacher, course, lecture, ...desk };
}

/** A student's socket entering the waiting room with `code` and a mask (a newcomer without token). */
export function enterWaitingRoom(
  server: Target,
  pool: Opener,
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
  server: Target,
  pool: Opener,
  desk: Pick<JoinDesk, 'code' | 'room'>,
  maskId: number,
  token?: string,
): Promise<Admitted> {
  const [admitted] = await admitTogether(server, pool, desk, [{ maskId, token }]);
  return admitted!;
}

/**
 * Students who all wait in one group (newcomers without a token, or the same kind of account)
 * enter the waiting room; the group is admitted at once and every grant arrives.
 */
export async function admitTogether(
  server: Target,
  pool: Opener,
  desk: Pick<JoinDesk, 'code' | 'room'>,
  students: { maskId: number; token?: string | undefined }[],
): Promise<Admitted[]> {
  const waiting = students.map(({ maskId, token }) =>
    enterWaitingRoom(server, pool, desk.code, maskId, token),
  );
  const groups: WaitingGroup[] = [];
  for (const client of waiting) {
    groups.push((await client.waitFor<{ group: WaitingGroup }>('entered_waiting_room')).group);
  }
  const group = groups[0]!;
  if (groups.some((other) => other !== group)) throw new Error(`Mixed groups: ${groups.join()}`);
  const admitted = await desk.room.request<AckResult<{ count: number }>>(ADMIT_EVENT[group]);
  if (!admitted.ok) throw new Error(admitted.message);
  if (admitted.data.count < students.length) {
    throw new Error(`Admitted ${admitted.data.count} of ${students.length}`);
  }
  const grants = await Promise.all(
    waiting.map((client) => client.waitFor<AccessGranted>('access_granted')),
  );
  return waiting.map((client, index) => ({ waiting: client, group, grant: grants[index]! }));
}
