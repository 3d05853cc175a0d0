// REST calls the bench needs, made as a client of the public API would make them.
import { randomBytes } from 'node:crypto';

const unique = () => randomBytes(4).toString('hex');

export async function api(base, method, path, { token, body } = {}) {
  const response = await fetch(`${base}/apio4f${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
  return text ? JSON.parse(text).data : undefined;
}

/**
 * A teacher with a course and a lecture that is live now (started through the API), as the
 * teacher's pages would set it up. Returns the teacher token and the lecture's ids.
 */
export async function setUpLiveLecture(base) {
  const id = unique();
  const teacher = {
    firstName: 'Bench',
    lastName: `Teacher${id}`,
    email: `bench.${id}@school.example.edu`,
    university: 'Bench University',
    username: `bench${id}`,
    password: `Pw${id}9x`,
  };
  await api(base, 'POST', '/teacher', { body: teacher });
  const { token } = await api(base, 'POST', '/teacher/login', {
    body: { username: teacher.email, password: teacher.password },
  });
  const course = await api(base, 'POST', '/course', {
    token,
    body: {
      name: `Bench course ${id}`,
      shortName: `B${id.slice(0, 4)}`,
      startDate: new Date().toISOString().slice(0, 10),
    },
  });
  const lecture = await api(base, 'POST', `/course/${course.id}/lecture`, {
    token,
    body: {
      name: `Bench lecture ${id}`,
      startTime: new Date(Date.now() - 60_000).toISOString(),
      endTime: new Date(Date.now() + 3 * 3600_000).toISOString(),
      allowQuestionsDuringLecture: true,
      allowDiscussionsDuringLecture: true,
      urlYoutube: null,
    },
  });
  await api(base, 'GET', `/course/${course.id}/lecture/${lecture.lectureNum}/start`, { token });
  return { teacherToken: token, course, lecture };
}
