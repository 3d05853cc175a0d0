// `watch_lectures` on the signals namespace: a socket follows the qa_updates of several lectures
// it may read (the Q&A list screens), never of others, and the teacher still hears nothing about
// a post they may not see yet.
import { ACK_ERRORS, NAMESPACES, WATCH_LECTURES_MAX } from '@o4f/contract';
import type { AckResult, QaUpdate, WatchLecturesResult } from '@o4f/contract';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admit } from '../../testing/admission.ts';
import { classroom, qa } from '../../testing/qa-kit.ts';
import { createTestServer } from '../../testing/test-server.ts';
import type { TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ env: { TEACHER_VIEW_THRESHOLD: '2' } });
});
afterAll(async () => {
  await server.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Ref = { courseId: number; lectureNum: number };
const ref = (lecture: Ref): Ref => ({ courseId: lecture.courseId, lectureNum: lecture.lectureNum });

/** A signals socket recording its qa_updates. */
async function watcher(token: string) {
  const { socket, error } = await server.connectSocket(NAMESPACES.signals, { token });
  expect(error).toBeUndefined();
  const updates: QaUpdate[] = [];
  socket.on('qa_update', (update: QaUpdate) => updates.push(update));
  const watch = (lectures: unknown) =>
    (socket as Socket).timeout(5000).emitWithAck('watch_lectures', { lectures }) as Promise<
      AckResult<WatchLecturesResult>
    >;
  const waitFor = async (match: (update: QaUpdate) => boolean) => {
    for (let waited = 0; !updates.some(match); waited += 20) {
      if (waited > 5000) throw new Error(`No such qa_update in ${JSON.stringify(updates)}`);
      await sleep(20);
    }
    return updates.find(match)!;
  };
  return { socket, updates, watch, waitFor };
}

describe('watch_lectures', () => {
  it('follows the readable lectures only, and exactly the latest selection', async () => {
    const a = await classroom(server, 1);
    const b = await classroom(server, 1);
    const c = await classroom(server, 1);
    const [poster] = a.students;
    const [posterB] = b.students;
    const [posterC] = c.students;
    // The watcher reads courses A and B, not C.
    const student = await server.createStudent();
    await admit(server, student, a.lecture);
    await admit(server, student, b.lecture);
    const client = await watcher(student.token);
    try {
      const ack = await client.watch([ref(a.lecture), ref(b.lecture), ref(c.lecture)]);
      expect(ack).toEqual({ ok: true, data: { lectures: [ref(a.lecture), ref(b.lecture)] } });

      const inA = await qa(server, a.lecture).mustAsk(poster!.token, 'A question in lecture A?');
      const inB = await qa(server, b.lecture).mustAsk(posterB!.token, 'A question in lecture B?');
      const inC = await qa(server, c.lecture).mustAsk(posterC!.token, 'A question in lecture C?');
      expect(await client.waitFor((update) => update.questionId === inA.id)).toEqual({
        ...ref(a.lecture),
        kind: 'question_posted',
        questionId: inA.id,
        answerId: null,
      });
      await client.waitFor((update) => update.questionId === inB.id);
      await sleep(150);
      expect(client.updates.map((update) => update.questionId)).not.toContain(inC.id);
      expect(client.updates.every((update) => update.courseId !== c.course.id)).toBe(true);

      // A new selection leaves the lectures no longer chosen.
      expect(await client.watch([ref(b.lecture)])).toEqual({
        ok: true,
        data: { lectures: [ref(b.lecture)] },
      });
      const count = client.updates.length;
      expect(await client.watch([])).toEqual({ ok: true, data: { lectures: [] } });
      expect(await client.watch([ref(b.lecture)])).toMatchObject({ ok: true });
      const laterA = await qa(server, a.lecture).mustAsk(poster!.token, 'Another one in A?');
      const laterB = await qa(server, b.lecture).mustAsk(posterB!.token, 'Another one in B?');
      await client.waitFor((update) => update.questionId === laterB.id);
      await sleep(100);
      expect(client.updates.slice(count).map((update) => update.questionId)).not.toContain(
        laterA.id,
      );
    } finally {
      client.socket.close();
    }
  });

  it('hears nothing of a course the user may not read', async () => {
    const room = await classroom(server, 1);
    const outsider = await server.createStudent();
    const otherTeacher = await server.createTeacher();
    const student = await watcher(outsider.token);
    const teacher = await watcher(otherTeacher.token);
    try {
      expect(await student.watch([ref(room.lecture)])).toEqual({
        ok: true,
        data: { lectures: [] },
      });
      expect(await teacher.watch([ref(room.lecture)])).toEqual({
        ok: true,
        data: { lectures: [] },
      });
      await qa(server, room.lecture).mustAsk(room.students[0]!.token, 'Nobody else hears this?');
      await sleep(200);
      expect(student.updates).toEqual([]);
      expect(teacher.updates).toEqual([]);
    } finally {
      student.socket.close();
      teacher.socket.close();
    }
  });

  it('tells the teacher nothing about a post they may not see yet', async () => {
    const room = await classroom(server, 3);
    const [s0, s1, s2] = room.students;
    const teacher = await watcher(room.teacher.token);
    const student = await watcher(s1!.token);
    try {
      expect(await teacher.watch([ref(room.lecture)])).toMatchObject({ ok: true });
      expect(await student.watch([ref(room.lecture)])).toMatchObject({ ok: true });
      const api = qa(server, room.lecture);
      const posted = await api.mustAsk(s0!.token, 'Hidden from the teacher for now?');
      await student.waitFor((update) => update.questionId === posted.id);
      await sleep(150);
      expect(teacher.updates).toEqual([]);

      // Two other students read it: now the teacher may see it and is told.
      await api.questions(s1!.token);
      await api.questions(s2!.token);
      expect(await teacher.waitFor((update) => update.questionId === posted.id)).toMatchObject({
        kind: 'visible',
      });
    } finally {
      teacher.socket.close();
      student.socket.close();
    }
  });

  it('refuses a bad or too long list in the ack', async () => {
    const room = await classroom(server, 1);
    const client = await watcher(room.students[0]!.token);
    try {
      const tooMany = Array.from({ length: WATCH_LECTURES_MAX + 1 }, (_, index) => ({
        courseId: room.course.id,
        lectureNum: index + 1,
      }));
      expect(await client.watch(tooMany)).toMatchObject({
        ok: false,
        error: ACK_ERRORS.invalidPayload,
      });
      expect(await client.watch([{ courseId: 'x', lectureNum: 1 }])).toMatchObject({
        ok: false,
        error: ACK_ERRORS.invalidPayload,
      });
      const max = Array.from({ length: WATCH_LECTURES_MAX }, (_, index) => ({
        courseId: room.course.id,
        lectureNum: index + 1,
      }));
      const ack = await client.watch(max);
      expect(ack.ok && ack.data.lectures).toHaveLength(WATCH_LECTURES_MAX);
    } finally {
      client.socket.close();
    }
  });
});
