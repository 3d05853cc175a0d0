// Lecture signals over real sockets: the lecture's room (its teacher) and its attendees (their
// personal signals socket) hear when it starts, changes and ends; the end also refuses those
// still waiting, stops the code and forgets the attendance and the waiting room.
import { SOCKET_TEXT } from '@o4f/contract';
import type { CurrentClassId, Signal } from '@o4f/contract';
import { describe, expect, it } from 'vitest';
import { enterWaitingRoom, joinAndAdmit, lectureWithCode } from '../../testing/lecture-code.ts';
import { socketSuite } from '../../testing/socket-suite.ts';
import { TeacherPrivacy } from '../../testing/teacher-privacy.ts';

const suite = socketSuite();
const privacy = new TeacherPrivacy();

describe('signals', () => {
  it('tells the lecture room and attendees when the lecture starts, changes and ends', async () => {
    const joining = await lectureWithCode(suite.server, suite.pool);
    const { teacher, course, lecture, codes, code } = joining;
    privacy.watch(codes, joining.room);
    const pupil = await privacy.student(suite.server);
    await suite.server.enrol(course.id, pupil.id);
    expect((await joinAndAdmit(suite.server, suite.pool, joining, 1, pupil.token)).group).toBe(
      'reg',
    );

    const personal = suite.pool.open(suite.server.url, '/signals', { token: pupil.token });
    const watching = suite.pool.open(suite.server.url, '/signals', {
      token: teacher.token,
      query: { courseId: course.id, lectureNum: lecture.lectureNum },
    });
    privacy.watch(watching);
    await Promise.all([personal.waitFor('connect'), watching.waitFor('connect')]);
    const base = `/course/${course.id}/lecture/${lecture.lectureNum}`;
    const ref = { courseId: course.id, lectureNum: lecture.lectureNum };

    await suite.server.api('GET', `${base}/start`, { token: teacher.token });
    for (const listener of [personal, watching])
      expect(await listener.waitFor('signal')).toEqual({ type: 'lecture_started', ...ref });

    await suite.server.api('PUT', `${base}/extend`, { token: teacher.token });
    await personal.waitFor<Signal>('signal', (signal) => signal.type === 'lecture_updated');

    const waiting = enterWaitingRoom(suite.server, suite.pool, code, 2);
    await waiting.waitFor('entered_waiting_room');
    await suite.server.api('GET', `${base}/end`, { token: teacher.token });
    for (const listener of [personal, watching])
      await listener.waitFor<Signal>('signal', (signal) => signal.type === 'lecture_ended');
    expect(await waiting.waitFor('error_invalid_lecture_details')).toEqual({
      message: SOCKET_TEXT.invalidLectureDetails,
    });
    await codes.waitFor<CurrentClassId>('current_class_id', (current) => current.classId === null);
    expect(await suite.server.app.ctx.live.attendedLecture(pupil.id)).toBeNull();
    expect(await suite.server.app.ctx.live.waitingTotals(ref)).toEqual({
      new: 0,
      noReg: 0,
      reg: 0,
    });
    expect((await suite.server.api('GET', `/classId/${code}`)).status).toBe(404);
    // The teacher's sockets were sent nothing that identifies the student.
    privacy.expectNothingIdentifying();
  });
});
