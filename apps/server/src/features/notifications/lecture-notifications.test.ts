import { formatPseudonym, NAMESPACES } from '@o4f/contract';
import type { MaskId, Notification, Signal } from '@o4f/contract';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications, pseudonyms } from '../../db/schema/index.ts';
import { createTestServer } from '../../testing/test-server.ts';
import type { ApiBody, TestServer } from '../../testing/test-server.ts';

let server: TestServer;
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await server.close();
});

/** A signals socket collecting the user's live notifications and signals. */
async function listen(token: string) {
  const { socket, error } = await server.connectSocket(NAMESPACES.signals, { token });
  if (error) throw new Error(error.message);
  sockets.push(socket);
  const received: Notification[] = [];
  const signals: Signal[] = [];
  socket.on('notification', (note: Notification) => received.push(note));
  socket.on('signal', (signal: Signal) => signals.push(signal));
  return { received, signals };
}

async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const unread = async (token: string) =>
  server.expectOk(
    await server.api<ApiBody<Notification[]>>('GET', '/notifications/notAcknowledged', { token }),
    'notifications',
  );

async function setup() {
  const teacher = await server.createTeacher();
  const course = await server.createCourse(teacher.token, { name: 'Compilers', shortName: 'CMP' });
  const lecture = await server.createLecture(teacher.token, course.id, { name: 'Parsing' });
  const base = `/course/${course.id}/lecture/${lecture.lectureNum}`;
  const details = {
    pseudonym: null,
    course: { id: course.id, name: 'Compilers', shortName: 'CMP' },
    lecture: { id: lecture.id, lectureNum: lecture.lectureNum, name: 'Parsing' },
    question: null,
    answer: null,
    discussionId: null,
  };
  return { teacher, course, lecture, base, details };
}

let maskCounter = 0;
async function seat(
  lectureId: number,
  studentId: number,
  group: 'new' | 'noReg' | 'reg',
  accountIssuedHere = false,
) {
  maskCounter += 1;
  const maskId = ((maskCounter % 12) + 1) as MaskId;
  await server.db.insert(pseudonyms).values({
    lectureId,
    studentId,
    maskId,
    pseudonym: formatPseudonym(maskId, 500 + maskCounter),
    admittedGroup: group,
    accountIssuedHere,
  });
}

describe('lecture and account notifications', () => {
  it('lecture started / updated / ended reach the registered students only, live and stored', async () => {
    const { teacher, course, base, details } = await setup();
    const students = await Promise.all([1, 2, 3].map(() => server.createStudent()));
    for (const student of students) await server.enrol(course.id, student.id);
    // A student of another course and the teacher get nothing.
    const other = await setup();
    const outsider = await server.createStudent();
    await server.enrol(other.course.id, outsider.id);

    const inboxes = await Promise.all(students.map((student) => listen(student.token)));
    const teacherInbox = await listen(teacher.token);
    const outsiderInbox = await listen(outsider.token);

    const steps: [string, string, Notification['event']][] = [
      ['GET', `${base}/start`, 'lecture_started'],
      ['PUT', `${base}/extend`, 'lecture_updated'],
      ['GET', `${base}/end`, 'lecture_ended'],
    ];
    for (const [method, path, event] of steps) {
      const response = await server.api(method, path, { token: teacher.token });
      expect(response.status).toBe(200);
      await until(
        () => inboxes.every((inbox) => inbox.received.some((note) => note.event === event)),
        event,
      );
    }

    for (const inbox of inboxes) {
      expect(inbox.received.map((note) => note.event)).toEqual([
        'lecture_started',
        'lecture_updated',
        'lecture_ended',
      ]);
      for (const note of inbox.received) {
        expect(note).toMatchObject({ acknowledged: false, details });
        // Details name no account: exactly the course and the lecture.
        expect(note.details).toEqual(details);
      }
    }
    // Stored as pushed, newest first.
    const stored = await unread(students[0]!.token);
    expect(stored.map((note) => note.event)).toEqual([
      'lecture_ended',
      'lecture_updated',
      'lecture_started',
    ]);
    expect(stored.map((note) => note.id).sort()).toEqual(
      inboxes[0]!.received.map((note) => note.id).sort(),
    );
    const latest = server.expectOk(
      await server.api<ApiBody<Notification[]>>(
        'GET',
        `/notifications/latest?courseId=${course.id}`,
        { token: students[0]!.token },
      ),
      'latest',
    );
    expect(latest).toHaveLength(3);

    // Nobody else: not the teacher, not a student of another course.
    expect(teacherInbox.received).toEqual([]);
    expect(outsiderInbox.received).toEqual([]);
    expect(await unread(teacher.token)).toEqual([]);
    expect(await unread(outsider.token)).toEqual([]);

    // Acknowledged by event, for the caller only.
    const ack = await server.api<ApiBody<{ acknowledged: number }>>(
      'PUT',
      '/notifications/events',
      { token: students[0]!.token, body: { events: ['lecture_started'] } },
    );
    expect(ack.status).toBe(200);
    expect(ack.body.data.acknowledged).toBe(1);
    expect((await unread(students[0]!.token)).map((note) => note.event)).toEqual([
      'lecture_ended',
      'lecture_updated',
    ]);
    expect(await unread(students[1]!.token)).toHaveLength(3);
    const all = await server.api<ApiBody<{ acknowledged: number }>>(
      'PUT',
      '/notifications/events',
      {
        token: students[1]!.token,
        body: {
          events: ['lecture_started', 'lecture_ended', 'lecture_updated', 'account_deleted'],
        },
      },
    );
    expect(all.body.data.acknowledged).toBe(3);
    expect(await unread(students[1]!.token)).toEqual([]);

    // An edit of the lecture is lecture_updated too.
    const lectureBody = {
      name: 'Parsing, part 2',
      startTime: new Date(Date.now() - 60_000).toISOString(),
      endTime: new Date(Date.now() + 3_600_000).toISOString(),
      allowQuestionsDuringLecture: true,
      allowDiscussionsDuringLecture: true,
      urlYoutube: null,
    };
    expect(
      (await server.api('PUT', base, { token: teacher.token, body: lectureBody })).status,
    ).toBe(200);
    await until(() => inboxes[2]!.received.length === 4, 'lecture_updated after an edit');
    expect(inboxes[2]!.received[3]).toMatchObject({
      event: 'lecture_updated',
      details: { lecture: { name: 'Parsing, part 2' } },
    });
    expect(teacherInbox.received).toEqual([]);
  });

  it('a reset notifies the removed students, unregistered ones too; deleted accounts get the signal only', async () => {
    const { teacher, course, lecture, base, details } = await setup();
    const otherLecture = await server.createLecture(teacher.token, course.id, { name: 'Later' });
    const [leaving, staying, regular, fresh, bystander] = await Promise.all(
      [1, 2, 3, 4, 5].map(() => server.createStudent()),
    );
    for (const student of [leaving, staying, regular, fresh, bystander])
      await server.enrol(course.id, student!.id);
    await seat(lecture.id, leaving!.id, 'noReg');
    await seat(lecture.id, staying!.id, 'noReg');
    await seat(otherLecture.id, staying!.id, 'reg'); // keeps the registration
    await seat(lecture.id, regular!.id, 'reg');
    await seat(lecture.id, fresh!.id, 'new', true);

    const [leavingBox, stayingBox, regularBox, freshBox, bystanderBox, teacherBox] =
      await Promise.all(
        [leaving, staying, regular, fresh, bystander].map((student) => listen(student!.token)),
      ).then(async (boxes) => [...boxes, await listen(teacher.token)]);

    const noreg = await server.api('DELETE', `${base}/reset/noreg`, { token: teacher.token });
    expect(noreg.status).toBe(200);
    await until(
      () =>
        leavingBox!.received.length === 2 &&
        stayingBox!.received.length === 1 &&
        leavingBox!.signals.length === 2,
      'reset noreg notifications',
    );
    expect(leavingBox!.received.map((note) => note.event).sort()).toEqual([
      'removed_from_pseudonym',
      'unregistered_course',
    ]);
    expect(leavingBox!.signals.map((signal) => signal.type)).toEqual([
      'removed_from_pseudonym',
      'unregistered_course',
    ]);
    expect(stayingBox!.received.map((note) => note.event)).toEqual(['removed_from_pseudonym']);
    for (const note of [...leavingBox!.received, ...stayingBox!.received])
      expect(note.details).toEqual(details);
    expect((await unread(leaving!.token)).map((note) => note.event).sort()).toEqual([
      'removed_from_pseudonym',
      'unregistered_course',
    ]);

    const reg = await server.api('DELETE', `${base}/reset/reg`, { token: teacher.token });
    expect(reg.status).toBe(200);
    await until(() => regularBox!.received.length === 1, 'reset reg notification');
    expect(regularBox!.received[0]).toMatchObject({ event: 'removed_from_pseudonym', details });

    const reset = await server.api<ApiBody<{ accountsDeleted: number }>>(
      'DELETE',
      `${base}/reset/new`,
      { token: teacher.token },
    );
    expect(reset.body.data.accountsDeleted).toBe(1);
    await until(
      () => freshBox!.signals.some((signal) => signal.type === 'account_deleted'),
      'account_deleted signal',
    );
    expect(freshBox!.signals.map((signal) => signal.type)).toEqual([
      'removed_from_pseudonym',
      'account_deleted',
    ]);
    // The account is gone: no row could be (or was) stored for it.
    expect(
      await server.db.select().from(notifications).where(eq(notifications.userId, fresh!.id)),
    ).toEqual([]);

    // Nobody else heard of it.
    expect(bystanderBox!.received).toEqual([]);
    expect(teacherBox!.received).toEqual([]);
    expect(await unread(teacher.token)).toEqual([]);
    expect(await unread(bystander!.token)).toEqual([]);
    expect(regularBox!.received).toHaveLength(1);
  });

  it('joining another lecture stores no removal notification', async () => {
    const { course, lecture } = await setup();
    const student = await server.createStudent();
    await server.enrol(course.id, student.id);
    const inbox = await listen(student.token);
    server.app.ctx.events.emit('attendance', {
      type: 'removed',
      reason: 'joined_other',
      courseId: course.id,
      lectureNum: lecture.lectureNum,
      studentIds: [student.id],
    });
    await until(() => inbox.signals.length === 1, 'removal signal');
    expect(inbox.signals[0]!.type).toBe('removed_from_pseudonym');
    expect(inbox.received).toEqual([]);
    expect(await unread(student.token)).toEqual([]);
  });
});
