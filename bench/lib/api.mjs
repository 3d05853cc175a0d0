// REST calls the bench needs, made as a client of the public API would make them.
import { randomBytes } from 'node:crypto';
import { connect, once, request } from './sockets.mjs';

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

/**
 * Admits `count` new students to the live lecture through the real waiting room (a Lecture Code,
 * `admit_new` in batches of 200); returns their tokens.
 */
export async function admitStudents(base, teacherToken, query, count) {
  const codes = connect(base, '/class_id_generator', { token: teacherToken, query });
  const sockets = [codes];
  try {
    await once(codes, 'connect');
    const { code } = await request(codes, 'start', { ttl: 3600 });
    const tokens = [];
    while (tokens.length < count) {
      const batch = Math.min(200, count - tokens.length);
      const waiting = Array.from({ length: batch }, (_, index) => {
        const socket = connect(base, '/waiting_room', {
          query: { classId: code, maskId: ((tokens.length + index) % 12) + 1 },
        });
        sockets.push(socket);
        return socket;
      });
      await Promise.all(waiting.map((socket) => once(socket, 'entered_waiting_room', 60_000)));
      const granted = waiting.map((socket) => once(socket, 'access_granted', 60_000));
      await request(codes, 'admit_new');
      for (const { token } of await Promise.all(granted)) tokens.push(token);
      for (const socket of waiting) socket.close();
    }
    return tokens;
  } finally {
    for (const socket of sockets) socket.close();
  }
}

/**
 * A live lecture (setUpLiveLecture) with `count` students admitted to it (admitStudents): the
 * teacher's token, the lecture's ids as a socket query and as a REST path, the students' tokens.
 */
export async function lectureHall(base, count) {
  const { teacherToken, course, lecture } = await setUpLiveLecture(base);
  const query = { courseId: course.id, lectureNum: lecture.lectureNum };
  const path = `/course/${course.id}/lecture/${lecture.lectureNum}`;
  console.log(`admitting ${count} students`);
  const tokens = await admitStudents(base, teacherToken, query, count);
  return { teacherToken, query, path, tokens };
}
