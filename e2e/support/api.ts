// Data factories: people and things are created through the product's REST API, as a client would.
import { randomBytes } from 'node:crypto';
import { expect, request, type APIRequestContext } from '@playwright/test';
import { slidesPdf } from './pdf.ts';

export const API = '/apio4f';

export interface TeacherAccount {
  firstName: string;
  lastName: string;
  email: string;
  university: string;
  username: string;
  password: string;
}

export interface Session {
  token: string;
  role: 'TEACHER' | 'STUDENT';
  isAdmin?: boolean;
}

export interface StudentAccount {
  anonId: string;
  password: string;
}

export interface CourseRecord {
  id: number;
  name: string;
  shortName: string;
  startDate: string;
}

export interface LectureRecord {
  id: number;
  lectureNum: number;
  courseId: number;
  name: string;
  startTime: string;
  endTime: string;
}

/** A short random suffix that keeps parallel journeys apart on one server. */
export const unique = (): string => randomBytes(4).toString('hex');

/** A password that satisfies the product's strength rule. */
export const strongPassword = (): string => `Pw${unique()}9x`;

export function teacherData(overrides: Partial<TeacherAccount> = {}): TeacherAccount {
  const id = unique();
  return {
    firstName: 'Ada',
    lastName: `Teacher${id}`,
    email: `ada.${id}@school.example.edu`,
    university: 'Example University',
    username: `ada${id}`,
    password: strongPassword(),
    ...overrides,
  };
}

export async function apiContext(baseURL: string, token?: string): Promise<APIRequestContext> {
  return request.newContext({
    baseURL,
    extraHTTPHeaders: token ? { Authorization: `Bearer ${token}` } : {},
  });
}

async function send<T>(
  api: APIRequestContext,
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await api[method](`${API}${path}`, data === undefined ? {} : { data });
  const body = await response.text();
  expect(response.ok(), `${method.toUpperCase()} ${path} → ${response.status()} ${body}`).toBe(
    true,
  );
  return (body ? (JSON.parse(body) as { data: T }).data : undefined) as T;
}

/** Registers a teacher and returns the account (the password in clear, for the login form). */
export async function registerTeacher(
  baseURL: string,
  overrides: Partial<TeacherAccount> = {},
): Promise<TeacherAccount> {
  const teacher = teacherData(overrides);
  const api = await apiContext(baseURL);
  await send(api, 'post', '/teacher', teacher);
  await api.dispose();
  return teacher;
}

export async function loginTeacher(baseURL: string, teacher: TeacherAccount): Promise<Session> {
  const api = await apiContext(baseURL);
  const data = await send<{ token: string; isAdmin: boolean }>(api, 'post', '/teacher/login', {
    username: teacher.email,
    password: teacher.password,
  });
  await api.dispose();
  return { token: data.token, role: 'TEACHER', isAdmin: data.isAdmin };
}

/** Creates a student account with chosen credentials (POST /user {anonId, password}). */
export async function createStudent(
  baseURL: string,
  overrides: Partial<StudentAccount> = {},
): Promise<StudentAccount> {
  const student = { anonId: `s${unique()}${unique()}`, password: strongPassword(), ...overrides };
  const api = await apiContext(baseURL);
  await send(api, 'post', '/user', student);
  await api.dispose();
  return student;
}

export async function loginStudent(baseURL: string, student: StudentAccount): Promise<Session> {
  const api = await apiContext(baseURL);
  const data = await send<{ token: string }>(api, 'post', '/user/login', student);
  await api.dispose();
  return { token: data.token, role: 'STUDENT' };
}

export async function createCourse(
  baseURL: string,
  session: Session,
  overrides: Partial<Omit<CourseRecord, 'id'>> = {},
): Promise<CourseRecord> {
  const api = await apiContext(baseURL, session.token);
  const course = await send<CourseRecord>(api, 'post', '/course', {
    name: `Course ${unique()}`,
    shortName: `C${unique().slice(0, 4)}`,
    startDate: new Date().toISOString().slice(0, 10),
    ...overrides,
  });
  await api.dispose();
  return course;
}

export async function createLecture(
  baseURL: string,
  session: Session,
  courseId: number,
  overrides: Partial<{
    name: string;
    startTime: string;
    endTime: string;
    urlYoutube: string | null;
  }> = {},
): Promise<LectureRecord> {
  const start = new Date(Date.now() + 24 * 3600_000);
  const api = await apiContext(baseURL, session.token);
  const lecture = await send<LectureRecord>(api, 'post', `/course/${courseId}/lecture`, {
    name: `Lecture ${unique()}`,
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 3600_000).toISOString(),
    allowQuestionsDuringLecture: true,
    allowDiscussionsDuringLecture: true,
    urlYoutube: null,
    ...overrides,
  });
  await api.dispose();
  return lecture;
}

/** The teacher uploads a PDF with one page per title as the lecture's presentation. */
export async function uploadSlides(
  baseURL: string,
  session: Session,
  lecture: Pick<LectureRecord, 'courseId' | 'lectureNum'>,
  titles: readonly string[],
  fileName = 'slides.pdf',
): Promise<void> {
  const api = await apiContext(baseURL, session.token);
  const upload = await api.post(
    `${API}/course/${lecture.courseId}/lecture/${lecture.lectureNum}/presentation`,
    {
      multipart: {
        presentation: { name: fileName, mimeType: 'application/pdf', buffer: slidesPdf(titles) },
      },
    },
  );
  expect(upload.ok(), await upload.text()).toBe(true);
  await api.dispose();
}

/** The teacher starts the lecture (Class Status' "Start Lecture"). */
export async function startLecture(
  baseURL: string,
  session: Session,
  lecture: Pick<LectureRecord, 'courseId' | 'lectureNum'>,
): Promise<void> {
  const api = await apiContext(baseURL, session.token);
  const started = await api.get(
    `${API}/course/${lecture.courseId}/lecture/${lecture.lectureNum}/start`,
  );
  expect(started.ok(), await started.text()).toBe(true);
  await api.dispose();
}
