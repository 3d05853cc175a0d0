// The live lecture over real sockets: a teacher and 20 attending students. Run with the memory
// live state (expressions.test.ts) and with Redis and the Socket.IO Redis adapter
// (expressions.redis.test.ts).
import {
  ACK_ERRORS,
  LECTURE_END_WARNING_MINUTES,
  SOCKET_ERRORS,
  SOCKET_TEXT,
  parsePseudonym,
} from '@o4f/contract';
import type {
  ActiveExpression,
  AckResult,
  ExpressionUpdate,
  Lecture,
  LectureAccessGranted,
  LectureEndState,
} from '@o4f/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveState } from '../live/live-state.ts';
import { expressionEvents, slideIntervals } from '../db/schema/index.ts';
import { createTestServer } from './test-server.ts';
import type { ApiBody, TestServer, TestStudent, TestTeacher } from './test-server.ts';
import type { ConnectedClient } from './expressions-kit.ts';
import { connectExpressions, nextEvent, sleep } from './expressions-kit.ts';
import { admit } from './admission.ts';

const STUDENTS = 20;
const MINUTE = 60_000;
const at = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();

export interface ExpressionsSuiteOptions {
  /** A live state for the server (the caller's test closes it); memory when absent. */
  live?: () => Promise<LiveState>;
  env?: Record<string, string>;
}

export function expressionsSuite(options: ExpressionsSuiteOptions = {}) {
  let live: LiveState | undefined;
  let server: TestServer;
  let teacher: TestTeacher;
  let lecture: Lecture;
  let teacherClient: ConnectedClient;
  const students: {
    student: TestStudent;
    client: ConnectedClient;
    pseudonymId: number;
    pseudonym: string;
  }[] = [];
  const opened: ConnectedClient[] = [];

  async function connect(token: string | undefined, target = lecture) {
    const client = await connectExpressions(server, token, target);
    opened.push(client);
    return client;
  }

  async function startedLecture(endInMinutes = 60): Promise<Lecture> {
    const created = await server.createLecture(teacher.token, lecture.courseId, {
      startTime: at(-5),
      endTime: at(endInMinutes),
    });
    const { courseId, lectureNum } = created;
    return server.expectOk(
      await server.api<ApiBody<Lecture>>('GET', `/course/${courseId}/lecture/${lectureNum}/start`, {
        token: teacher.token,
      }),
      'start',
    );
  }

  const sum = (list: { count: number }[]) => list.reduce((total, item) => total + item.count, 0);

  /** Waits until the teacher's latest expression_update satisfies `check`. */
  async function teacherUpdate(check: (update: ExpressionUpdate) => boolean, timeoutMs = 3000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const latest = teacherClient.events<ExpressionUpdate>('expression_update').at(-1);
      if (latest && check(latest)) return latest;
      if (Date.now() > deadline) throw new Error(`No matching update: ${JSON.stringify(latest)}`);
      await sleep(20);
    }
  }

  beforeAll(async () => {
    live = options.live ? await options.live() : undefined;
    server = await createTestServer({ ...(live ? { live } : {}), env: options.env ?? {} });
    teacher = await server.createTeacher();
    const course = await server.createCourse(teacher.token);
    lecture = await server.createLecture(teacher.token, course.id);
    lecture = await startedLecture();
    teacherClient = await connect(teacher.token);
    const created = await Promise.all(
      Array.from({ length: STUDENTS }, () => server.createStudent()),
    );
    for (const [index, student] of created.entries()) {
      const { pseudonymId, pseudonym } = await admit(server, student, lecture, (index % 12) + 1);
      students.push({ student, client: await connect(student.token), pseudonymId, pseudonym });
    }
  });

  afterAll(async () => {
    for (const client of opened) client.socket.close();
    await server?.close();
    await live?.close();
  });

  describe('expressions namespace: access', () => {
    it('grants the teacher and attending students, with the lecture state', async () => {
      const granted = teacherClient.events<LectureAccessGranted>('access_granted')[0];
      expect(granted).toEqual({
        courseId: lecture.courseId,
        lectureNum: lecture.lectureNum,
        role: 'TEACHER',
        pseudonym: null,
        slideNumber: -1,
        allowReactions: true,
      });
      const first = students[0]!;
      await expect
        .poll(() => first.client.events<LectureAccessGranted>('access_granted')[0])
        .toMatchObject({ role: 'STUDENT', pseudonym: first.pseudonym });
      expect(parsePseudonym(first.pseudonym)?.maskId).toBe(1);
    });

    it('refuses students who do not attend, other teachers, strangers and unknown lectures', async () => {
      const outsider = await server.createStudent();
      await server.enrol(lecture.courseId, outsider.id);
      await expect(connect(outsider.token)).rejects.toMatchObject({
        message: SOCKET_TEXT.accessDenied,
        data: { code: SOCKET_ERRORS.errorAccessDenied },
      });
      const otherTeacher = await server.createTeacher();
      await expect(connect(otherTeacher.token)).rejects.toMatchObject({
        message: SOCKET_TEXT.accessDenied,
        data: { code: SOCKET_ERRORS.errorAccessDenied },
      });
      await expect(connect(undefined)).rejects.toMatchObject({ message: 'Please log in.' });
      await expect(
        connect(teacher.token, { ...lecture, lectureNum: lecture.lectureNum + 100 }),
      ).rejects.toMatchObject({
        message: SOCKET_TEXT.invalidLectureDetails,
        data: { code: SOCKET_ERRORS.errorInvalidLectureDetails },
      });
    });

    it('answers is_attending', async () => {
      const { client } = students[0]!;
      const reply = nextEvent(client, 'is_attending_res');
      expect(await client.socket.emitWithAck('is_attending', {})).toEqual({
        ok: true,
        data: { attending: true },
      });
      expect(await reply).toEqual({ attending: true });
      expect(await teacherClient.socket.emitWithAck('is_attending')).toEqual({
        ok: true,
        data: { attending: false },
      });
    });
  });

  describe('expressions namespace: reactions', () => {
    it('counts 20 simultaneous presses on the teacher side with coalesced updates', async () => {
      expect(await teacherClient.socket.emitWithAck('set_slide', { slideNumber: 1 })).toEqual({
        ok: true,
        data: { slideNumber: 1 },
      });
      await teacherUpdate((update) => update.slideNumber === 1);
      const updatesBefore = teacherClient.events('expression_update').length;
      const acks = await Promise.all(
        students.map(({ client }, index) =>
          client.socket.emitWithAck('press_button', { expressionTag: ((index % 5) + 1) as 1 }),
        ),
      );
      for (const [index, ack] of acks.entries()) {
        expect(ack).toEqual({ ok: true, data: { expressionTag: (index % 5) + 1, slideNumber: 1 } });
      }
      const update = await teacherUpdate((latest) => sum(latest.expressions) === STUDENTS);
      expect(update.slideNumber).toBe(1);
      expect(update.expressions).toEqual([1, 2, 3, 4, 5].map((tag) => ({ tag, count: 4 })));
      expect(update.lectureExpressions).toEqual(update.expressions);
      const updates = teacherClient.events('expression_update').length - updatesBefore;
      expect(updates).toBeGreaterThan(0);
      expect(updates).toBeLessThan(STUDENTS);
      // Students see the counts too, and their own active reaction.
      const { client } = students[2]!;
      await expect
        .poll(() => client.events<ActiveExpression>('active_expression').at(-1))
        .toEqual({ expressionTag: 3, slideNumber: 1 });
      // The students' counts come at the slower students' rate (STUDENT_BROADCAST_INTERVAL_MS).
      await expect
        .poll(
          () => sum(client.events<ExpressionUpdate>('expression_update').at(-1)?.expressions ?? []),
          { timeout: 5000 },
        )
        .toBe(STUDENTS);
    });

    it('keeps one active reaction per student: a new press replaces it', async () => {
      const { client } = students[0]!; // pressed LOST
      expect(await client.socket.emitWithAck('press_button', { expressionTag: 3 })).toMatchObject({
        ok: true,
      });
      const update = await teacherUpdate(
        (latest) => latest.expressions[0]!.count === 3 && latest.expressions[2]!.count === 5,
      );
      expect(sum(update.expressions)).toBe(STUDENTS);
      // The changed reaction counts once, with its latest value (docs/rules.md).
      expect(sum(update.lectureExpressions)).toBe(STUDENTS);
      expect(update.lectureExpressions).toEqual(update.expressions);
      const reply = nextEvent(client, 'active_expression');
      expect(await client.socket.emitWithAck('get_active_expression')).toEqual({
        ok: true,
        data: { expressionTag: 3, slideNumber: 1 },
      });
      expect(await reply).toEqual({ expressionTag: 3, slideNumber: 1 });
      expect(await client.socket.emitWithAck('get_expressions')).toMatchObject({
        ok: true,
        data: { slideNumber: 1, expressions: update.expressions },
      });
    });

    it('clears every reaction on a slide change and tells the students', async () => {
      const deactivated = students.map(({ client }) => nextEvent(client, 'expression_deactivated'));
      const changed = students.map(({ client }) => nextEvent(client, 'slide_changed'));
      await teacherClient.socket.emitWithAck('set_slide', { slideNumber: 2 });
      expect(await Promise.all(changed)).toEqual(students.map(() => ({ slideNumber: 2 })));
      const tags = await Promise.all(deactivated);
      expect(tags[0]).toEqual({ expressionTag: 3 });
      expect(tags[1]).toEqual({ expressionTag: 2 });
      const update = await teacherUpdate((latest) => latest.slideNumber === 2);
      expect(sum(update.expressions)).toBe(0);
      expect(sum(update.lectureExpressions)).toBe(STUDENTS);
      const { client } = students[1]!;
      const none = nextEvent(client, 'no_active_expression');
      expect(await client.socket.emitWithAck('get_active_expression')).toEqual({
        ok: true,
        data: null,
      });
      expect(await none).toEqual({ slideNumber: 2 });
      const current = nextEvent(client, 'current_slide');
      expect(await client.socket.emitWithAck('get_current_slide')).toEqual({
        ok: true,
        data: { slideNumber: 2 },
      });
      expect(await current).toEqual({ slideNumber: 2 });
    });

    it('refuses a press made on a slide that is no longer shown, and counts nothing for it', async () => {
      // Slide 2 is current: a press sent late from slide 1 (offline, a slow network).
      const { client } = students[2]!;
      const before = await teacherUpdate((latest) => latest.slideNumber === 2);
      expect(
        await client.socket.emitWithAck('press_button', { expressionTag: 4, slideNumber: 1 }),
      ).toEqual({ ok: false, error: ACK_ERRORS.slideMoved, message: SOCKET_TEXT.slideMoved });
      expect(await client.socket.emitWithAck('get_active_expression')).toEqual({
        ok: true,
        data: null,
      });
      // The same press for the slide on screen counts, once.
      expect(
        await client.socket.emitWithAck('press_button', { expressionTag: 4, slideNumber: 2 }),
      ).toEqual({ ok: true, data: { expressionTag: 4, slideNumber: 2 } });
      const after = await teacherUpdate((latest) => sum(latest.expressions) === 1);
      expect(after.expressions[3]).toEqual({ tag: 4, count: 1 });
      expect(sum(after.lectureExpressions)).toBe(sum(before.lectureExpressions) + 1);
    });

    it('refuses presses while the teacher pauses reactions, until a teacher joins again', async () => {
      const { client } = students[3]!;
      const announced = nextEvent(client, 'allow_reactions');
      expect(
        await teacherClient.socket.emitWithAck('set_allow_reactions', { allow: false }),
      ).toEqual({ ok: true, data: { allow: false } });
      expect(await announced).toEqual({ allow: false });
      expect(await client.socket.emitWithAck('press_button', { expressionTag: 1 })).toEqual({
        ok: false,
        error: ACK_ERRORS.reactionsPaused,
        message: 'Feedback not accepted. Teacher paused the lecture.',
      });
      // The spec: reactions are allowed when the teacher joins.
      const resumed = nextEvent(client, 'allow_reactions');
      await connect(teacher.token);
      expect(await resumed).toEqual({ allow: true });
      expect(await client.socket.emitWithAck('press_button', { expressionTag: 1 })).toMatchObject({
        ok: true,
      });
    });

    it('answers expression_overload beyond the press rate', async () => {
      const { client } = students[4]!;
      const overload = nextEvent<{ err: string }>(client, 'expression_overload');
      const acks: AckResult<ActiveExpression>[] = [];
      for (let press = 0; press < 8; press += 1) {
        acks.push(
          await client.socket.emitWithAck('press_button', {
            expressionTag: ((press % 5) + 1) as 1,
          }),
        );
      }
      expect(acks[0]).toMatchObject({ ok: true });
      const refused = acks.filter((ack) => !ack.ok);
      expect(refused.length).toBeGreaterThanOrEqual(3);
      expect(refused[0]).toEqual({
        ok: false,
        error: ACK_ERRORS.overload,
        message: SOCKET_TEXT.overload,
      });
      expect(await overload).toEqual({ err: SOCKET_TEXT.overload });
    });

    it('does not let a teacher press nor a student steer the lecture', async () => {
      expect(
        await teacherClient.socket.emitWithAck('press_button', { expressionTag: 1 }),
      ).toMatchObject({ ok: false, error: SOCKET_ERRORS.errorAccessDenied });
      const { client } = students[5]!;
      for (const [event, payload] of [
        ['set_slide', { slideNumber: 9 }],
        ['set_allow_reactions', { allow: false }],
        ['extend_class', {}],
        ['extend_class_stop', {}],
      ] as const) {
        expect(
          await (client.socket.emitWithAck as (e: string, p: unknown) => Promise<unknown>)(
            event,
            payload,
          ),
        ).toMatchObject({ ok: false, error: SOCKET_ERRORS.errorAccessDenied });
      }
      expect(
        await client.socket.emitWithAck('press_button', { expressionTag: 7 as 1 }),
      ).toMatchObject({ ok: false, error: ACK_ERRORS.invalidPayload });
    });

    it('refuses presses before the lecture started', async () => {
      const planned = await server.createLecture(teacher.token, lecture.courseId);
      const { student } = students[6]!;
      await admit(server, student, planned);
      const client = await connect(student.token, planned);
      expect(await client.socket.emitWithAck('press_button', { expressionTag: 1 })).toEqual({
        ok: false,
        error: ACK_ERRORS.lectureNotLive,
        message: SOCKET_TEXT.lectureNotStarted,
      });
      // Back to the main lecture for the tests below.
      await server.app.ctx.live.attend(student.id, lecture);
    });
  });

  describe('expressions namespace: persistence', () => {
    it('writes reactions against pseudonyms and the slide intervals in batches', async () => {
      await sleep(1300);
      const rows = await server.db
        .select()
        .from(expressionEvents)
        .where(eq(expressionEvents.lectureId, lecture.id));
      const pseudonymIds = new Set(students.map((entry) => entry.pseudonymId));
      const studentIds = new Set(students.map((entry) => entry.student.id));
      expect(rows.length).toBeGreaterThanOrEqual(STUDENTS + 2);
      for (const row of rows) {
        expect(pseudonymIds.has(row.pseudonymId)).toBe(true);
        expect(row.kind).toBe('set');
      }
      // The account ids are never what is stored (the pseudonym ids differ from them here).
      expect(
        rows.some((row) => studentIds.has(row.pseudonymId) && !pseudonymIds.has(row.pseudonymId)),
      ).toBe(false);
      const first = rows.filter((row) => row.slideNumber === 1);
      expect(first).toHaveLength(STUDENTS + 1);
      const replaced = first.filter((row) => row.pseudonymId === students[0]!.pseudonymId);
      expect(replaced.map((row) => row.tag)).toEqual([1, 3]);

      const intervals = await server.db
        .select()
        .from(slideIntervals)
        .where(eq(slideIntervals.lectureId, lecture.id))
        .orderBy(slideIntervals.startedAt);
      expect(intervals.map((row) => row.slideNumber)).toEqual([1, 2]);
      expect(intervals[0]!.endedAt?.getTime()).toBe(intervals[1]!.startedAt.getTime());
      expect(intervals[1]!.endedAt).toBeNull();
    });
  });

  describe('expressions namespace: taking a reaction back', () => {
    it('takes back the active reaction pressed again: counted for nothing, stored as such', async () => {
      const { client, pseudonymId } = students[5]!;
      const slide = (await teacherUpdate(() => true)).slideNumber;
      expect(
        await client.socket.emitWithAck('press_button', { expressionTag: 5, slideNumber: slide }),
      ).toMatchObject({ ok: true });
      const pressed = await teacherUpdate((latest) => latest.expressions[4]!.count === 1);
      const none = nextEvent(client, 'no_active_expression');
      expect(
        await client.socket.emitWithAck('take_back_expression', {
          expressionTag: 5,
          slideNumber: slide,
        }),
      ).toEqual({ ok: true, data: { slideNumber: slide } });
      expect(await none).toEqual({ slideNumber: slide });
      const taken = await teacherUpdate((latest) => latest.expressions[4]!.count === 0);
      // Counted for nothing on the slide: the lecture's total loses it too.
      expect(sum(taken.lectureExpressions)).toBe(sum(pressed.lectureExpressions) - 1);
      expect(await client.socket.emitWithAck('get_active_expression')).toEqual({
        ok: true,
        data: null,
      });
      // Taking back what is not active changes nothing.
      expect(await client.socket.emitWithAck('take_back_expression', { expressionTag: 5 })).toEqual(
        { ok: true, data: { slideNumber: slide } },
      );
      await sleep(200);
      expect(
        sum(teacherClient.events<ExpressionUpdate>('expression_update').at(-1)!.lectureExpressions),
      ).toBe(sum(taken.lectureExpressions));
      const stored = async () =>
        (
          await server.db
            .select()
            .from(expressionEvents)
            .where(eq(expressionEvents.pseudonymId, pseudonymId))
        )
          .filter((row) => row.slideNumber === slide)
          .map((row) => `${row.kind}:${row.tag}:${row.slideNumber}`);
      await expect
        .poll(stored, { timeout: 5000 })
        .toEqual([`set:5:${slide}`, `cleared:5:${slide}`]);
    });

    it("tells a student's every tab of a press and a take-back, and nobody else", async () => {
      const { student, client } = students[8]!;
      const current = await client.socket.emitWithAck('get_current_slide');
      const slide = (current as { data: { slideNumber: number } }).data.slideNumber;
      const tab = await connect(student.token);
      const bystander = students[9]!.client;
      const before = bystander.events('active_expression').length;
      const onBoth = Promise.all([client, tab].map((each) => nextEvent(each, 'active_expression')));
      expect(await tab.socket.emitWithAck('press_button', { expressionTag: 2 })).toMatchObject({
        ok: true,
      });
      expect(await onBoth).toEqual([
        { expressionTag: 2, slideNumber: slide },
        { expressionTag: 2, slideNumber: slide },
      ]);
      const cleared = Promise.all(
        [client, tab].map((each) => nextEvent(each, 'no_active_expression')),
      );
      expect(await client.socket.emitWithAck('take_back_expression', { expressionTag: 2 })).toEqual(
        { ok: true, data: { slideNumber: slide } },
      );
      expect(await cleared).toEqual([{ slideNumber: slide }, { slideNumber: slide }]);
      // The tab closed, the student's one socket left is told by itself.
      tab.socket.close();
      await sleep(100);
      const alone = nextEvent(client, 'active_expression');
      expect(await client.socket.emitWithAck('press_button', { expressionTag: 4 })).toMatchObject({
        ok: true,
      });
      expect(await alone).toEqual({ expressionTag: 4, slideNumber: slide });
      expect(bystander.events('active_expression')).toHaveLength(before);
    });
  });

  describe('expressions namespace: end and extension', () => {
    it('extends the lecture by 10 minutes on extend_class', async () => {
      const before = new Date(
        server.expectOk(
          await server.api<ApiBody<Lecture>>(
            'GET',
            `/course/${lecture.courseId}/lecture/${lecture.lectureNum}`,
            { token: teacher.token },
          ),
          'lecture',
        ).endTime,
      ).getTime();
      const announced = nextEvent<LectureEndState>(teacherClient, 'extend_class_res');
      const ack = (await teacherClient.socket.emitWithAck(
        'extend_class',
      )) as AckResult<LectureEndState>;
      expect(ack.ok).toBe(true);
      const after = ack.ok ? new Date(ack.data.endTime).getTime() : 0;
      expect(after - before).toBe(10 * MINUTE);
      expect(await announced).toMatchObject({
        ended: false,
        endTime: new Date(after).toISOString(),
      });
      const stored = server.expectOk(
        await server.api<ApiBody<Lecture>>(
          'GET',
          `/course/${lecture.courseId}/lecture/${lecture.lectureNum}`,
          { token: teacher.token },
        ),
        'lecture',
      );
      expect(new Date(stored.endTime).getTime()).toBe(after);
    });

    it('asks the teacher to extend a lecture about to end, and stops asking when declined', async () => {
      const ending = await startedLecture(3);
      const client = await connect(teacher.token, ending);
      await expect.poll(() => client.events('extend_class').length).toBe(1);
      const question = client.events<LectureEndState>('extend_class')[0];
      expect(question).toMatchObject({ ended: false });
      expect(question!.minutesLeft).toBeGreaterThan(0);
      expect(question!.minutesLeft).toBeLessThanOrEqual(LECTURE_END_WARNING_MINUTES);
      expect(await client.socket.emitWithAck('extend_class_stop')).toEqual({
        ok: true,
        data: null,
      });
      const again = await connect(teacher.token, ending);
      await sleep(100);
      expect(again.events('extend_class')).toEqual([]);
    });

    it('ends the lecture: final counts, is_end_lecture_res, students disconnected, slides closed', async () => {
      const { client } = students[7]!;
      const endState = nextEvent<LectureEndState>(client, 'is_end_lecture_res');
      const disconnected = new Promise((resolve) => client.socket.once('disconnect', resolve));
      const finalUpdate = nextEvent<ExpressionUpdate>(teacherClient, 'expression_update');
      await server.api('GET', `/course/${lecture.courseId}/lecture/${lecture.lectureNum}/end`, {
        token: teacher.token,
      });
      expect(await endState).toMatchObject({ ended: true, minutesLeft: 0 });
      expect(await disconnected).toBe('io server disconnect');
      expect(sum((await finalUpdate).expressions)).toBe(0);
      expect(await teacherClient.socket.emitWithAck('is_end_lecture')).toMatchObject({
        ok: true,
        data: { ended: true, minutesLeft: 0 },
      });
      await expect
        .poll(
          async () =>
            (
              await server.db
                .select()
                .from(slideIntervals)
                .where(eq(slideIntervals.lectureId, lecture.id))
            ).filter((row) => row.endedAt === null).length,
          { timeout: 3000 },
        )
        .toBe(0);
    });

    it('never sends a teacher a student account id', () => {
      const allowedKeys = new Set([
        'courseId',
        'lectureNum',
        'role',
        'pseudonym',
        'slideNumber',
        'allowReactions',
        'expressions',
        'lectureExpressions',
        'tag',
        'count',
        'allow',
        'attending',
        'ended',
        'endTime',
        'minutesLeft',
        'expressionTag',
      ]);
      const keys = new Set<string>();
      const walk = (value: unknown) => {
        if (Array.isArray(value)) value.forEach(walk);
        else if (value && typeof value === 'object') {
          for (const [key, inner] of Object.entries(value)) {
            keys.add(key);
            walk(inner);
          }
        }
      };
      const teacherClients = opened.filter((client) =>
        client.events<LectureAccessGranted>('access_granted').some((g) => g.role === 'TEACHER'),
      );
      for (const client of teacherClients) walk(client.received.map((item) => item.payload));
      expect([...keys].filter((key) => !allowedKeys.has(key))).toEqual([]);
      const text = JSON.stringify(teacherClients.map((client) => client.received));
      for (const { student } of students) expect(text).not.toContain(student.anonId);
    });
  });
}
