// Getting people into a live lecture without clicking through the join flow (the live-lecture
// journey covers that): the teacher issues a Lecture Code on `class_id_generator`, logged-in
// students wait on `waiting_room` with it, and the teacher admits them, exactly as the web app
// does it over the same sockets. Also: watching a page's Socket.IO namespaces connect, so a
// journey acts only once a page listens for live events.
import { expect, type Page } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import type { LectureRecord, Session } from './api.ts';

const SOCKET_PATH = '/socketo4f';
const TIMEOUT_MS = 10_000;

function connect(baseURL: string, namespace: string, token: string, query: object): Socket {
  return io(`${baseURL}${namespace}`, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token },
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  });
}

/** Resolves with the first `event` payload, rejecting on a refusal event or after a timeout. */
function once<T>(socket: Socket, event: string, refusals: readonly string[] = []): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`No ${event} within ${TIMEOUT_MS} ms`)),
      TIMEOUT_MS,
    );
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
    for (const refusal of [...refusals, 'connect_error'])
      socket.once(refusal, (payload: unknown) => {
        clearTimeout(timer);
        reject(new Error(`${refusal} instead of ${event}: ${JSON.stringify(payload)}`));
      });
  });
}

const REFUSALS = [
  'error_access_denied',
  'error_invalid_classid',
  'error_invalid_lecture_details',
  'error_course_busy',
  'already_attending',
  'access_denied',
] as const;

export interface Admitted {
  pseudonym: string;
}

/**
 * Admits logged-in students to a live lecture of the teacher's course: a Lecture Code, the
 * waiting room (a mask each), "admit" for the groups they wait in. Returns their pseudonyms, in
 * the order of `students`.
 */
export async function admitToLecture(
  baseURL: string,
  teacher: Session,
  lecture: Pick<LectureRecord, 'courseId' | 'lectureNum'>,
  students: readonly Session[],
): Promise<Admitted[]> {
  const lectureQuery = { courseId: lecture.courseId, lectureNum: lecture.lectureNum };
  const codes = connect(baseURL, '/class_id_generator', teacher.token, lectureQuery);
  const sockets: Socket[] = [codes];
  try {
    await once(codes, 'connect', REFUSALS);
    const issued = (await codes.timeout(TIMEOUT_MS).emitWithAck('start', {})) as {
      ok: boolean;
      data?: { code: string };
      message?: string;
    };
    if (!issued.ok || !issued.data) throw new Error(`No Lecture Code: ${issued.message}`);
    const classId = issued.data.code;

    const granted: Promise<Admitted>[] = [];
    const groups = new Set<string>();
    for (const [index, student] of students.entries()) {
      const socket = connect(baseURL, '/waiting_room', student.token, {
        classId,
        maskId: (index % 12) + 1,
      });
      sockets.push(socket);
      granted.push(once<Admitted>(socket, 'access_granted', REFUSALS));
      const entered = await once<{ group: string }>(socket, 'entered_waiting_room', REFUSALS);
      groups.add(entered.group);
    }
    for (const group of groups) {
      const command = `admit_${group.toLowerCase()}`;
      const ack = (await codes.timeout(TIMEOUT_MS).emitWithAck(command, {})) as { ok: boolean };
      if (!ack.ok) throw new Error(`${command} refused: ${JSON.stringify(ack)}`);
    }
    const admitted = await Promise.all(granted);
    await codes.timeout(TIMEOUT_MS).emitWithAck('stop', {});
    return admitted.map(({ pseudonym }) => ({ pseudonym }));
  } finally {
    for (const socket of sockets) socket.disconnect();
  }
}

/**
 * Counts the Socket.IO namespace connections a page has made since its document last loaded
 * (the server's CONNECT packets, e.g. `40/signals,{...}`). Attach before the page navigates.
 */
export function watchNamespaces(page: Page): { connected: (namespace: string) => number } {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) counts.clear();
  });
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string') return;
      const match = /^40(\/[^,]+),/.exec(payload);
      if (match) counts.set(match[1]!, (counts.get(match[1]!) ?? 0) + 1);
    });
  });
  return { connected: (namespace) => counts.get(namespace) ?? 0 };
}

/**
 * Waits until the page's current document has connected `namespace` at least `times` times,
 * so that it hears the live events of what the journey does next.
 */
export async function namespaceConnected(
  watcher: ReturnType<typeof watchNamespaces>,
  namespace: string,
  times = 1,
): Promise<void> {
  await expect
    .poll(() => watcher.connected(namespace), { timeout: TIMEOUT_MS })
    .toBeGreaterThanOrEqual(times);
}
