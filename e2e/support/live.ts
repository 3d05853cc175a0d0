// Getting people into a live lecture without clicking through the join flow (the live-lecture
// journey covers that): the teacher issues a Lecture Code on `class_id_generator`, logged-in
// students wait on `waiting_room` with it, and the teacher admits them, exactly as the web app
// does it over the same sockets. The join steps on the pages, for journeys about what follows
// them: the teacher's Lecture Code from the Class status panel, a new student waiting with it.
// And a lecture started with slides through the API.
// Also: watching a page's Socket.IO namespaces connect, so a journey acts only once a page
// listens for live events.
import { expect, type Page } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import {
  createCourse,
  createLecture,
  loginTeacher,
  registerTeacher,
  startLecture,
  unique,
  uploadSlides,
  type CourseRecord,
  type LectureRecord,
  type Session,
} from './api.ts';

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

/** The teacher's side of the join flow, over the socket the class status uses. */
export interface CodeDesk {
  /** Issues the lecture's Lecture Code (`ttl` in seconds) and returns it. */
  issue(ttl?: number): Promise<string>;
  /** Admits every student waiting in `group`; resolves with how many were admitted. */
  admit(group: string): Promise<number>;
  /** Stops the lecture's code. */
  stop(): Promise<void>;
  close(): void;
}

/**
 * The lecture's teacher on `class_id_generator`, connected: a Lecture Code and "admit", as the
 * class status sends them, for journeys whose subject is not the teacher's admission screens.
 */
export async function openCodeDesk(
  baseURL: string,
  teacher: Pick<Session, 'token'>,
  lecture: Pick<LectureRecord, 'courseId' | 'lectureNum'>,
): Promise<CodeDesk> {
  const codes = connect(baseURL, '/class_id_generator', teacher.token, {
    courseId: lecture.courseId,
    lectureNum: lecture.lectureNum,
  });
  try {
    await once(codes, 'connect', REFUSALS);
  } catch (error) {
    codes.disconnect();
    throw error;
  }
  const request = async <T>(event: string, payload: object = {}) => {
    const result = (await codes.timeout(TIMEOUT_MS).emitWithAck(event, payload)) as {
      ok: boolean;
      data?: T;
      message?: string;
    };
    if (!result.ok || result.data === undefined) {
      throw new Error(`${event} refused: ${JSON.stringify(result)}`);
    }
    return result.data;
  };
  return {
    issue: async (ttl) => (await request<{ code: string }>('start', ttl ? { ttl } : {})).code,
    admit: async (group) =>
      (await request<{ count: number }>(`admit_${group.toLowerCase()}`)).count,
    stop: async () => void (await request('stop')),
    close: () => codes.disconnect(),
  };
}

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
  const desk = await openCodeDesk(baseURL, teacher, lecture);
  const sockets: Socket[] = [];
  try {
    const classId = await desk.issue();
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
    for (const group of groups) await desk.admit(group);
    const admitted = await Promise.all(granted);
    await desk.stop();
    return admitted.map(({ pseudonym }) => ({ pseudonym }));
  } finally {
    for (const socket of sockets) socket.disconnect();
    desk.close();
  }
}

/**
 * The teacher's Class status panel, on the presentation page, gives a Lecture Code; the panel is
 * closed again unless `keepOpen`.
 */
export async function requestLectureCode(
  page: Page,
  options: { keepOpen?: boolean } = {},
): Promise<string> {
  await page.getByRole('button', { name: 'Class status', exact: true }).click();
  const panel = page.getByRole('complementary', { name: 'Class status' });
  await panel.getByRole('button', { name: 'Request ID', exact: true }).click();
  const shown = panel.getByRole('status', { name: 'Lecture Code' });
  await expect(shown).toHaveText(/^\d{6}$/);
  const code = (await shown.textContent())!.trim();
  if (!options.keepOpen) {
    await panel.getByRole('button', { name: 'Close class status', exact: true }).click();
    await expect(panel).toBeHidden();
  }
  return code;
}

/**
 * A new student enters the Lecture Code on the join screen and picks `mask`. Where the lecture
 * admits automatically, the waiting room may pass faster than a URL check can see it.
 */
export async function joinAsNewStudent(page: Page, code: string, mask: string): Promise<void> {
  await page.goto('/old-or-new-student');
  await page.getByRole('button', { name: /I am new here/ }).click();
  await page.getByRole('textbox', { name: 'Enter Lecture Code' }).fill(code);
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page).toHaveURL(/\/pick-card\?classId=\d{6}$/);
  await page.getByRole('button', { name: mask }).tap();
}

/** A new student enters the Lecture Code on the join screen, picks `mask` and waits. */
export async function waitAsNewStudent(page: Page, code: string, mask: string): Promise<void> {
  await joinAsNewStudent(page, code, mask);
  await expect(page).toHaveURL(/\/waiting-room\?/);
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

/** The teacher shows `slideNumber` (as the presentation view does), over `expressions`. */
export async function setSlide(
  baseURL: string,
  teacher: Pick<Session, 'token'>,
  lecture: Pick<LectureRecord, 'courseId' | 'lectureNum'>,
  slideNumber: number,
): Promise<void> {
  const socket = connect(baseURL, '/expressions', teacher.token, {
    courseId: lecture.courseId,
    lectureNum: lecture.lectureNum,
  });
  try {
    await once(socket, 'connect', REFUSALS);
    const result = (await socket.timeout(TIMEOUT_MS).emitWithAck('set_slide', { slideNumber })) as {
      ok: boolean;
    };
    if (!result.ok) throw new Error(`set_slide refused: ${JSON.stringify(result)}`);
  } finally {
    socket.disconnect();
  }
}

/** Uploads a PDF with one page per title to the lecture and starts it, as the teacher's pages do. */
export async function startWithSlides(
  baseURL: string,
  session: Session,
  lecture: Pick<LectureRecord, 'courseId' | 'lectureNum'>,
  titles: readonly string[],
  fileName = 'slides.pdf',
): Promise<void> {
  await uploadSlides(baseURL, session, lecture, titles, fileName);
  await startLecture(baseURL, session, lecture);
}

export interface RunningLecture {
  teacher: Session;
  course: CourseRecord;
  lecture: LectureRecord;
}

/**
 * A new teacher's course with a lecture running now (from a minute ago for 90 minutes), started
 * with one slide per title; the names get a unique suffix.
 */
export async function runningLecture(
  baseURL: string,
  names: { course: string; lecture: string; slides: readonly string[]; fileName: string },
): Promise<RunningLecture> {
  const minute = 60_000;
  const teacher = await loginTeacher(baseURL, await registerTeacher(baseURL));
  const course = await createCourse(baseURL, teacher, { name: `${names.course} ${unique()}` });
  const lecture = await createLecture(baseURL, teacher, course.id, {
    name: `${names.lecture} ${unique()}`,
    startTime: new Date(Date.now() - minute).toISOString(),
    endTime: new Date(Date.now() + 90 * minute).toISOString(),
  });
  await startWithSlides(baseURL, teacher, lecture, names.slides, names.fileName);
  return { teacher, course, lecture };
}
