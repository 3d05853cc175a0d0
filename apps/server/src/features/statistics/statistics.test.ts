// A scripted class, end to end: a teacher starts a lecture, three students come in through the
// real waiting room, react on the slides the teacher shows (one changes their mind, one presses
// the same reaction twice), ask, answer, vote and discuss; two of them use the video page. After
// the end, every statistics call gives exact numbers. The live state runs on a clock the test
// moves, so the timeline's seconds are known; the last stay ends at the lecture's recorded end
// time.
import {
  AUTH_MESSAGES,
  CLASS_STATUS_MESSAGES,
  COURSE_MESSAGES,
  LECTURE_MESSAGES,
  STATISTICS_MESSAGES,
  countSlideReactions,
} from '@o4f/contract';
import type {
  AckResult,
  AdminStatisticsEntry,
  Answer,
  Discussion,
  ExpressionStat,
  ExpressionUpdate,
  Lecture,
  LectureStatistics,
  Question,
  SlideInteractions,
  SlideInteractionsExist,
  VideoExpression,
} from '@o4f/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expressionEvents, pseudonyms, slideIntervals } from '../../db/schema/index.ts';
import type { LiveState } from '../../live/live-state.ts';
import { MemoryLiveState } from '../../live/memory-live-state.ts';
import { RedisLiveState } from '../../live/redis-live-state.ts';
import { admitTogether, openJoinDesk } from '../../testing/lecture-code.ts';
import { LiveClient } from '../../testing/live-client.ts';
import type { ClientOptions } from '../../testing/live-client.ts';
import { createTestServer } from '../../testing/test-server.ts';
import type { ApiBody, TestServer, TestStudent, TestTeacher } from '../../testing/test-server.ts';
import { admit } from '../../testing/admission.ts';
import { VIDEO_WRITES_PER_MINUTE } from '../video/video.routes.ts';
import { countedReactions, reactionEvents } from './statistics.repository.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const VIDEO_URL = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const HIDDEN_USERNAME = 'Internal.Demo';

const redisUrl = process.env.TEST_REDIS_URL;
const liveStates: { name: string; open: (now: () => number) => Promise<LiveState> }[] = [
  { name: 'memory', open: async (now) => new MemoryLiveState({ now }) },
  ...(redisUrl
    ? [
        {
          name: 'redis',
          open: (now: () => number) =>
            RedisLiveState.connect({
              url: redisUrl,
              keyPrefix: `o4f-test-stats-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}:`,
              now,
            }),
        },
      ]
    : []),
];

/** Waits (polling) until `check` holds; hooks cannot use expect.poll. */
async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000) {
  await vi.waitFor(
    async () => {
      if (!(await check())) throw new Error(`Still waiting: ${what}`);
    },
    { timeout: timeoutMs, interval: 50 },
  );
}

interface ClassMember {
  token: string;
  studentId: number;
  pseudonymId: number;
  pseudonym: string;
  anonId: string;
  live: LiveClient;
}

describe.each(liveStates)('statistics of a scripted class ($name live state)', ({ open }) => {
  let clock = Date.now();
  let live: LiveState;
  let server: TestServer;
  let teacher: TestTeacher;
  let admin: TestTeacher;
  let stranger: TestTeacher;
  let outsider: TestStudent;
  let hiddenCourseId: number;
  let lecture: Lecture;
  let noVideoLecture: Lecture;
  /** Lecture start, the clock's origin T0 of the script, and the recorded end (epoch ms). */
  let start: number;
  let t0: number;
  let end: number;
  let lastTeacherUpdate: ExpressionUpdate;
  const members: ClassMember[] = [];
  const clients: LiveClient[] = [];
  const bodies: unknown[] = [];

  const base = () => `/course/${lecture.courseId}/lecture/${lecture.lectureNum}`;
  const get = async <T>(path: string, token: string) => {
    const response = await server.api<ApiBody<T>>('GET', `${base()}${path}`, { token });
    bodies.push(response.body);
    return response;
  };
  const data = async <T>(path: string, token = teacher.token) => {
    const response = await get<T>(path, token);
    expect(response.status, `${path}: ${JSON.stringify(response.body)}`).toBe(200);
    return response.body.data;
  };
  const post = <T>(path: string, token: string, body: unknown) =>
    server.api<ApiBody<T>>('POST', `${base()}${path}`, { token, body });

  /** Opens the test's sockets, closed together at its end. */
  const opener = {
    open(url: string, namespace: string, options: ClientOptions = {}) {
      const client = new LiveClient(url, namespace, options);
      clients.push(client);
      return client;
    },
  };
  const connect = (namespace: string, token: string | undefined, query: Record<string, number>) =>
    opener.open(server.url, namespace, { ...(token ? { token } : {}), query });

  /** The teacher moves to `slide` at T0 + `at` seconds. */
  async function showSlide(teacherLive: LiveClient, slide: number, at: number) {
    clock = t0 + at * SECOND;
    const ack = await teacherLive.request<AckResult<unknown>>('set_slide', { slideNumber: slide });
    expect(ack.ok).toBe(true);
  }

  /** Student `index` presses `tag` at T0 + `at` seconds. */
  async function press(index: number, tag: number, at: number) {
    clock = t0 + at * SECOND;
    const ack = await members[index]!.live.request<AckResult<unknown>>('press_button', {
      expressionTag: tag,
    });
    expect(ack).toMatchObject({ ok: true });
  }

  beforeAll(async () => {
    live = await open(() => clock);
    server = await createTestServer({
      live,
      env: { TEACHER_VIEW_THRESHOLD: '0', STATS_HIDDEN_USERNAME: HIDDEN_USERNAME },
    });
    teacher = await server.createTeacher({ firstName: 'Grace', university: 'Hopper College' });
    admin = await server.createTeacher({ admin: true });
    stranger = await server.createTeacher();
    outsider = await server.createStudent();

    // The internal account's lecture, with pseudonyms issued before the class's: the class's
    // pseudonym ids are then never 1-3, the numbers the timeline gives its students.
    const hidden = await server.createTeacher({ username: HIDDEN_USERNAME.toLowerCase() });
    const hiddenCourse = await server.createCourse(hidden.token, { name: 'Demo' });
    hiddenCourseId = hiddenCourse.id;
    const hiddenLecture = await server.createLecture(hidden.token, hiddenCourse.id);
    for (let index = 0; index < 3; index += 1) {
      await admit(server, await server.createStudent(), hiddenLecture);
    }

    const course = await server.createCourse(teacher.token, { name: 'Statistics 101' });
    start = Date.now() - 30 * MINUTE;
    const created = await server.createLecture(teacher.token, course.id, {
      name: 'Scripted class',
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 60 * MINUTE).toISOString(),
      urlYoutube: VIDEO_URL,
    });
    noVideoLecture = await server.createLecture(teacher.token, course.id, { name: 'No video' });
    lecture = server.expectOk(
      await server.api<ApiBody<Lecture>>(
        'GET',
        `/course/${course.id}/lecture/${created.lectureNum}/start`,
        { token: teacher.token },
      ),
      'start',
    );
    expect(new Date(lecture.startTime).getTime()).toBe(start);
    t0 = start + 5 * MINUTE;
    clock = t0;

    // Admission through the real waiting room: three students without accounts.
    const desk = await openJoinDesk(server, opener, teacher.token, lecture);
    const query = desk.query;
    const admitted = await admitTogether(server, opener, desk, [
      { maskId: 1 },
      { maskId: 2 },
      { maskId: 3 },
    ]);
    for (const { grant } of admitted) {
      const [row] = await server.db
        .select({ id: pseudonyms.id, studentId: pseudonyms.studentId })
        .from(pseudonyms)
        .where(
          and(eq(pseudonyms.lectureId, lecture.id), eq(pseudonyms.pseudonym, grant.pseudonym)),
        );
      const expressions = connect('/expressions', grant.token, query);
      await expressions.waitFor('access_granted');
      members.push({
        token: grant.token!,
        studentId: row!.studentId!,
        pseudonymId: row!.id,
        pseudonym: grant.pseudonym,
        anonId: grant.credentials!.anonId,
        live: expressions,
      });
    }
    const teacherLive = connect('/expressions', teacher.token, query);
    await teacherLive.waitFor('access_granted');

    // The script (seconds after T0). A = 0, B = 1, C = 2.
    await press(2, 4, 0); // C: Too hard, before any slide is shown (slide -1)
    await showSlide(teacherLive, 1, 10);
    await press(0, 1, 15); // A: I'm lost
    await press(1, 3, 16); // B: Great!
    await press(0, 2, 25); // A changes to Not clear
    await press(2, 3, 30); // C: Great! …
    await press(2, 3, 40); // … and Great! again: the same reaction, counted and stored once
    await showSlide(teacherLive, 2, 70);
    await press(0, 5, 75); // A: Too simple
    await press(1, 1, 76); // B: I'm lost
    await press(2, 2, 80); // C: Not clear
    await showSlide(teacherLive, 1, 100); // back to slide 1
    await press(1, 4, 110); // B: Too hard (replaces B's Great! of the first stay)

    const q1 = server.expectOk(
      await post<Question>('/question', members[0]!.token, {
        text: 'Why is the second step needed?',
        slideNumber: 1,
      }),
      'question 1',
    );
    const q2 = server.expectOk(
      await post<Question>('/question', members[1]!.token, {
        text: 'Could you show slide two again?',
        slideNumber: 2,
      }),
      'question 2',
    );
    const a1 = server.expectOk(
      await post<Answer>(`/question/${q1.id}/answer`, members[1]!.token, {
        text: 'It keeps the invariant true.',
      }),
      'answer',
    );
    for (const [path, token] of [
      [`/question/${q1.id}/vote/1`, members[2]!.token],
      [`/question/${q1.id}/vote/-1`, teacher.token],
      [`/question/${q2.id}/vote/1`, teacher.token],
      [`/question/${q1.id}/answer/${a1.id}/vote/1`, members[0]!.token],
      [`/question/${q1.id}/answer/${a1.id}/vote/1`, teacher.token],
    ] as const) {
      server.expectOk(await post(path, token, undefined), path);
    }
    server.expectOk(
      await post<Discussion>(`/question/${q1.id}/answer/${a1.id}/discussion`, members[2]!.token, {
        message: 'Which invariant, exactly?',
      }),
      'discussion',
    );

    // Everything reaches the database (the batched persister) before the end.
    const rowsOf = async (table: typeof expressionEvents | typeof slideIntervals) =>
      (await server.db.select({ id: table.id }).from(table).where(eq(table.lectureId, lecture.id)))
        .length;
    await until(async () => (await rowsOf(expressionEvents)) === 9, 'reactions stored');
    await until(async () => (await rowsOf(slideIntervals)) === 3, 'slide stays stored');
    // The live bar's lecture total, before the end: the same numbers as the statistics below.
    await until(() => {
      const update = teacherLive.events('expression_update').at(-1) as ExpressionUpdate | undefined;
      if (update) lastTeacherUpdate = update;
      return update?.lectureExpressions.map((item) => item.count).join() === '1,2,1,2,1';
    }, 'live lecture total');

    const ended = server.expectOk(
      await server.api<ApiBody<Lecture>>('GET', `${base()}/end`, { token: teacher.token }),
      'end',
    );
    end = new Date(ended.endTime).getTime();
    await until(async () => {
      const open = await server.db
        .select({ id: slideIntervals.id })
        .from(slideIntervals)
        .where(and(eq(slideIntervals.lectureId, lecture.id), isNull(slideIntervals.endedAt)));
      return open.length === 0;
    }, 'slides closed at the end');

    // The video page, after the lecture.
    const [a, b] = members;
    for (const [member, body] of [
      [a, { expressionTag: 3, time: 10.4, endTime: 70.4 }],
      [b, { expressionTag: 3, time: 20, endTime: 80 }],
      [a, { expressionTag: 1, time: 100, endTime: 159.6 }],
    ] as const) {
      expect((await post('/video/expression', member!.token, body)).status).toBe(201);
    }
    for (const [member, endTimeSeconds] of [
      [a, 200],
      [b, 150],
      [b, 120],
    ] as const) {
      expect(
        (await post('/video/slideInteraction', member!.token, { endTimeSeconds })).status,
      ).toBe(201);
    }
  }, 60_000);

  afterAll(async () => {
    for (const client of clients) client.close();
    await server?.close();
    await live?.close();
  });

  const counts = (stat: ExpressionStat) => stat.expressions.map((item) => item.count);
  const percents = (stat: ExpressionStat) => stat.expressions.map((item) => item.percentCount);

  it('counts the whole lecture: each student once per slide, latest reaction, a repeat once', async () => {
    const stat = await data<ExpressionStat>('/expression/stat');
    expect(stat).toEqual({
      slideNumber: null,
      stats: [1, 1, 2, 2, 3, 1, 4, 2, 5, 1],
      expressions: [
        { tag: 1, count: 1, percentCount: 14, totalExpressions: 7 },
        { tag: 2, count: 2, percentCount: 29, totalExpressions: 7 },
        { tag: 3, count: 1, percentCount: 14, totalExpressions: 7 },
        { tag: 4, count: 2, percentCount: 29, totalExpressions: 7 },
        { tag: 5, count: 1, percentCount: 14, totalExpressions: 7 },
      ],
      expressionMap: { '1': 1, '2': 2, '3': 1, '4': 2, '5': 1 },
      totalExpressions: 7,
      numQuestions: 2,
      numAnswers: 1,
      numDiscussions: 1,
      hidden: { questions: 0, answers: 0, discussions: 0 },
    });
    // The live bar's lecture total said the same before the end.
    expect(lastTeacherUpdate.lectureExpressions.map((item) => item.count)).toEqual(counts(stat));
  });

  it('counts each slide, -1, -3 and the video (-2)', async () => {
    const slide1 = await data<ExpressionStat>('/expression/stat/1');
    expect(slide1).toMatchObject({ slideNumber: 1, totalExpressions: 3 });
    expect(counts(slide1)).toEqual([0, 1, 1, 1, 0]);
    expect(percents(slide1)).toEqual([0, 33, 33, 33, 0]);
    expect(slide1).toMatchObject({ numQuestions: 1, numAnswers: 1, numDiscussions: 1 });

    const slide2 = await data<ExpressionStat>('/expression/stat/2');
    expect(counts(slide2)).toEqual([1, 1, 0, 0, 1]);
    expect(percents(slide2)).toEqual([33, 33, 0, 0, 33]);
    expect(slide2).toMatchObject({ numQuestions: 1, numAnswers: 0, numDiscussions: 0 });

    const noPdf = await data<ExpressionStat>('/expression/stat/-1');
    expect(noPdf).toMatchObject({ slideNumber: -1, stats: [1, 0, 2, 0, 3, 0, 4, 1, 5, 0] });
    expect(noPdf).toMatchObject({ numQuestions: 0, numAnswers: 0, numDiscussions: 0 });

    const pages = await data<ExpressionStat>('/expression/stat/-3');
    expect(counts(pages)).toEqual([1, 2, 1, 1, 1]);
    expect(percents(pages)).toEqual([17, 33, 17, 17, 17]);
    expect(pages).toMatchObject({ slideNumber: -3, numQuestions: 2, numAnswers: 1 });

    // Each student's latest video reaction: A's I'm lost (replacing Great!), B's Great!.
    const video = await data<ExpressionStat>('/expression/stat/-2');
    expect(counts(video)).toEqual([1, 0, 1, 0, 0]);
    expect(video).toMatchObject({ slideNumber: -2, totalExpressions: 2, numQuestions: 0 });

    const unseen = await data<ExpressionStat>('/expression/stat/7');
    expect(unseen).toMatchObject({ totalExpressions: 0, numQuestions: 0 });
  });

  it('computes THE count in SQL exactly as the contract does over the stored events', async () => {
    const events = await reactionEvents(server.db, lecture.id);
    const expected = countSlideReactions(
      events.map((event) => ({ ...event, at: event.at.getTime() })),
    );
    const rows = await countedReactions(server.db, lecture.id);
    const fromSql = new Map<number, Record<number, number>>();
    for (const row of rows) {
      const totals = fromSql.get(row.slideNumber) ?? { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
      totals[row.tag] = row.count;
      fromSql.set(row.slideNumber, totals);
    }
    expect(fromSql).toEqual(expected);
  });

  it('lists the slides with reactions or questions, in slide order', async () => {
    const slides = await data<ExpressionStat[]>('/expression/slides');
    expect(slides.map((stat) => stat.slideNumber)).toEqual([-1, 1, 2]);
    expect(slides[1]).toEqual(await data<ExpressionStat>('/expression/stat/1'));
    expect(slides.map((stat) => stat.totalExpressions)).toEqual([1, 3, 3]);
  });

  it('says there were reactions without a PDF and on the video', async () => {
    expect(await data<SlideInteractionsExist>('/slideInteractions/exist')).toEqual({
      interactionWithoutPdf: true,
      interactionVideo: true,
    });
    const other = `/course/${noVideoLecture.courseId}/lecture/${noVideoLecture.lectureNum}`;
    const none = await server.api<ApiBody<SlideInteractionsExist>>(
      'GET',
      `${other}/slideInteractions/exist`,
      { token: teacher.token },
    );
    expect(none.body.data).toEqual({ interactionWithoutPdf: false, interactionVideo: false });
  });

  it('lays each slide out on its own time axis, stays end to end, times to the second', async () => {
    const list = await data<SlideInteractions[]>('/slideInteractions');
    expect(list.map((slide) => slide.slideNumber)).toEqual([-1, 1, 2]);
    // The teacher receives clock times rounded to whole seconds, never the milliseconds.
    const toSecond = (ms: number) => new Date(Math.round(ms / SECOND) * SECOND).toISOString();
    const at = (seconds: number) => toSecond(t0 + seconds * SECOND);
    expect(t0 % SECOND, 'the script starts off the whole second').not.toBe(0);
    const secondStay = Math.round((end - (t0 + 100 * SECOND)) / SECOND);

    const slide1 = await data<SlideInteractions>('/slideInteractions/1');
    expect(list[1]).toEqual(slide1);
    expect(slide1).toEqual({
      slideNumber: 1,
      duritationSec: Math.round((60 * SECOND + end - (t0 + 100 * SECOND)) / SECOND),
      intervals: [
        {
          startSec: 0,
          endSec: 60,
          startTime: at(10),
          endTime: at(70),
          expressions: [
            // A: I'm lost until A changed it; B: Great! until the slide changed; A: Not clear
            // until the slide changed; C: Great! (pressed twice) until the slide changed.
            { id: 1, tag: 1, startSec: 5, endSec: 15, startTime: at(15), endTime: at(25) },
            { id: 2, tag: 3, startSec: 6, endSec: 60, startTime: at(16), endTime: at(70) },
            { id: 1, tag: 2, startSec: 15, endSec: 60, startTime: at(25), endTime: at(70) },
            { id: 3, tag: 3, startSec: 20, endSec: 60, startTime: at(30), endTime: at(70) },
          ],
        },
        {
          startSec: 60,
          endSec: 60 + secondStay,
          startTime: at(100),
          endTime: toSecond(end),
          expressions: [
            {
              id: 2,
              tag: 4,
              startSec: 70,
              endSec: 60 + secondStay,
              startTime: at(110),
              endTime: toSecond(end),
            },
          ],
        },
      ],
      suppressed: false,
    });
    expect(slide1.duritationSec).toBeGreaterThan(60);

    const slide2 = await data<SlideInteractions>('/slideInteractions/2');
    expect(slide2).toEqual({
      slideNumber: 2,
      duritationSec: 30,
      intervals: [
        {
          startSec: 0,
          endSec: 30,
          startTime: at(70),
          endTime: at(100),
          expressions: [
            { id: 1, tag: 5, startSec: 5, endSec: 30, startTime: at(75), endTime: at(100) },
            { id: 2, tag: 1, startSec: 6, endSec: 30, startTime: at(76), endTime: at(100) },
            { id: 3, tag: 2, startSec: 10, endSec: 30, startTime: at(80), endTime: at(100) },
          ],
        },
      ],
      suppressed: false,
    });

    // Before the first slide: slide -1 from the lecture's start to the first slide shown. Only C
    // reacted there: below the minimum group, so the stay is shown without C's reaction.
    const noPdf = await data<SlideInteractions>('/slideInteractions/-1');
    expect(noPdf).toEqual({
      slideNumber: -1,
      duritationSec: 310,
      intervals: [
        {
          startSec: 0,
          endSec: 310,
          startTime: toSecond(start),
          endTime: at(10),
          expressions: [],
        },
      ],
      suppressed: true,
    });
    // Its count (one student's latest reaction) stays among the aggregates, as on the live bar.
    expect((await data<ExpressionStat>('/expression/stat/-1')).totalExpressions).toBe(1);

    expect(await data<SlideInteractions>('/slideInteractions/9')).toEqual({
      slideNumber: 9,
      duritationSec: 0,
      intervals: [],
      suppressed: false,
    });
  });

  it("gives the video's timeline: the watched length, but not two students' reactions alone", async () => {
    // A and B reacted on the video: two students are below the minimum group of three.
    expect(await data<SlideInteractions>('/slideInteractions/-2')).toEqual({
      slideNumber: -2,
      duritationSec: 200,
      intervals: [{ startSec: 0, endSec: 200, startTime: null, endTime: null, expressions: [] }],
      suppressed: true,
    });
  });

  it('computes the lecture statistics from the Q&A (no constant zeros)', async () => {
    expect(await data<LectureStatistics>('/statistics')).toEqual({
      pseudonymCreated: 3,
      newUsers: 3,
      questions: 2,
      questionsLikedStudents: 1,
      questionsLikedTeacher: 1,
      studentsNeverPostQ: 1,
      answers: 1,
      answerLikedStudents: 1,
      answerLikedTeacher: 1,
      studentsNeverPostA: 2,
      discussions: 1,
      hidden: { questions: 0, answers: 0, discussions: 0 },
    });
    const response = await get<LectureStatistics>('/statistics', members[0]!.token);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(CLASS_STATUS_MESSAGES.statistics);
  });

  it('shows admin teachers every lecture with its creator, but the internal account', async () => {
    for (const path of ['/teacher/adminStatistics/', '/teacher/adminStatistics']) {
      const response = await server.api<ApiBody<AdminStatisticsEntry[]>>('GET', path, {
        token: admin.token,
      });
      expect(response.status).toBe(200);
      bodies.push(response.body);
      const entries = response.body.data;
      const starts = entries.map((entry) => new Date(entry.lecture.startTime).getTime());
      expect(starts).toEqual(starts.toSorted((x, y) => y - x));
      expect(entries.some((entry) => entry.course.id === hiddenCourseId)).toBe(false);
      const entry = entries.find((item) => item.lecture.id === lecture.id);
      expect(entry).toMatchObject({
        lecture: { id: lecture.id, name: 'Scripted class', state: 'ENDED' },
        course: { id: lecture.courseId, name: 'Statistics 101', shortName: 'ALG' },
        creator: {
          username: teacher.username,
          firstName: 'Grace',
          email: teacher.email,
          university: 'Hopper College',
          anonId: null,
        },
        pseudonymCreated: 3,
        newUsers: 3,
        questions: 2,
        answers: 1,
        discussions: 1,
      });
      expect(entries.find((item) => item.lecture.id === noVideoLecture.id)).toMatchObject({
        pseudonymCreated: 0,
        questions: 0,
      });
    }
    for (const token of [teacher.token, members[0]!.token]) {
      const refused = await server.api('GET', '/teacher/adminStatistics/', { token });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: AUTH_MESSAGES.adminsOnly });
    }
  });

  it('lets the owner, admins and registered students read aggregates; timelines are for teachers', async () => {
    const student = members[0]!.token;
    for (const path of [
      '/expression/stat',
      '/expression/stat/1',
      '/expression/slides',
      '/slideInteractions/exist',
      '/statistics',
    ]) {
      expect((await get(path, student)).status, path).toBe(200);
      expect((await get(path, admin.token)).status, path).toBe(200);
      const refused = await get(path, stranger.token);
      expect(refused.status, path).toBe(403);
      expect(refused.body).toEqual({ message: COURSE_MESSAGES.noAccess });
      expect((await get(path, outsider.token)).status, path).toBe(403);
    }
    for (const path of ['/slideInteractions', '/slideInteractions/1', '/slideInteractions/-2']) {
      const refused = await get(path, student);
      expect(refused.status, path).toBe(403);
      expect(refused.body).toEqual({ message: COURSE_MESSAGES.noAccess });
      expect((await get(path, stranger.token)).status, path).toBe(403);
      expect((await get(path, admin.token)).status, path).toBe(200);
    }
    expect((await server.api('GET', `${base()}/expression/stat`)).status).toBe(401);
  });

  it('answers 404 for a missing course or lecture and 400 for a slide that cannot be', async () => {
    const missingLecture = await server.api(
      'GET',
      `/course/${lecture.courseId}/lecture/999/expression/stat`,
      { token: teacher.token },
    );
    expect(missingLecture.status).toBe(404);
    expect(missingLecture.body).toEqual({ message: LECTURE_MESSAGES.notFound });
    const missingCourse = await server.api('GET', '/course/999999/lecture/1/statistics', {
      token: admin.token,
    });
    expect(missingCourse.status).toBe(404);
    expect(missingCourse.body).toEqual({ message: COURSE_MESSAGES.notFound });
    for (const path of [
      '/expression/stat/0',
      '/expression/stat/-4',
      '/expression/stat/abc',
      '/expression/stat/1.5',
      '/slideInteractions/-3',
      '/slideInteractions/0',
    ]) {
      const response = await get(path, teacher.token);
      expect(response.status, path).toBe(400);
      expect(response.body).toEqual({ message: STATISTICS_MESSAGES.slideInvalid });
    }
  });

  describe('video page', () => {
    const valid = { expressionTag: 2, time: 12.5, endTime: 72.5 };

    it('validates reactions and watch reports', async () => {
      const token = members[2]!.token;
      for (const [body, message] of [
        [{ ...valid, expressionTag: 0 }, STATISTICS_MESSAGES.videoTagInvalid],
        [{ ...valid, expressionTag: 6 }, STATISTICS_MESSAGES.videoTagInvalid],
        [{ ...valid, expressionTag: 2.5 }, STATISTICS_MESSAGES.videoTagInvalid],
        [{ ...valid, expressionTag: '2' }, STATISTICS_MESSAGES.videoTagInvalid],
        [{ ...valid, expressionTag: null }, STATISTICS_MESSAGES.videoTagInvalid],
        [{ ...valid, time: -1 }, STATISTICS_MESSAGES.videoTimeInvalid],
        [{ ...valid, time: '\u0000' }, STATISTICS_MESSAGES.videoTimeInvalid],
        [{ ...valid, endTime: 'soon' }, STATISTICS_MESSAGES.videoTimeInvalid],
        [{ ...valid, endTime: 1e9 }, STATISTICS_MESSAGES.videoTimeInvalid],
        [{ ...valid, endTime: 12 }, STATISTICS_MESSAGES.videoEndBeforeTime],
        [{ expressionTag: 2 }, STATISTICS_MESSAGES.videoTimeInvalid],
      ] as const) {
        const response = await post('/video/expression', token, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body).toEqual({ message });
      }
      expect((await post('/video/expression', token, '\u0000')).status).toBe(400);
      for (const body of [{ endTimeSeconds: -0.5 }, { endTimeSeconds: '\u0000' }, {}]) {
        const response = await post('/video/slideInteraction', token, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body).toEqual({ message: STATISTICS_MESSAGES.videoTimeInvalid });
      }
    });

    it('is for students registered in the course, on lectures with a video', async () => {
      const teacherTry = await post('/video/expression', teacher.token, valid);
      expect(teacherTry.status).toBe(403);
      expect(teacherTry.body).toEqual({ message: AUTH_MESSAGES.studentsOnly });
      expect(
        (await post('/video/slideInteraction', admin.token, { endTimeSeconds: 3 })).status,
      ).toBe(403);
      expect((await get('/video/lastExpression', teacher.token)).status).toBe(403);

      for (const response of [
        await post('/video/expression', outsider.token, valid),
        await post('/video/slideInteraction', outsider.token, { endTimeSeconds: 3 }),
        await get('/video/lastExpression', outsider.token),
      ]) {
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ message: COURSE_MESSAGES.noAccess });
      }

      const other = `/course/${noVideoLecture.courseId}/lecture/${noVideoLecture.lectureNum}`;
      const token = members[2]!.token;
      for (const response of [
        await server.api('POST', `${other}/video/expression`, { token, body: valid }),
        await server.api('POST', `${other}/video/slideInteraction`, {
          token,
          body: { endTimeSeconds: 3 },
        }),
        await server.api('GET', `${other}/video/lastExpression`, { token }),
      ]) {
        expect(response.status).toBe(409);
        expect(response.body).toEqual({ message: STATISTICS_MESSAGES.noVideo });
      }
      const missing = await server.api(
        'GET',
        `/course/${lecture.courseId}/lecture/999/video/lastExpression`,
        { token },
      );
      expect(missing.status).toBe(404);
    });

    it("returns the caller's latest video reaction, or null", async () => {
      const latest = await data<VideoExpression | null>('/video/lastExpression', members[0]!.token);
      expect(latest).toMatchObject({ expressionTag: 1, time: 100, endTime: 159.6 });
      expect(await data('/video/lastExpression', members[2]!.token)).toBeNull();
    });

    it('limits video writes per session', async () => {
      const student = await server.createStudent();
      await server.enrol(lecture.courseId, student.id);
      for (let report = 1; report <= VIDEO_WRITES_PER_MINUTE; report += 1) {
        const response = await post('/video/slideInteraction', student.token, {
          endTimeSeconds: report,
        });
        expect(response.status).toBe(201);
      }
      const refused = await post('/video/slideInteraction', student.token, { endTimeSeconds: 1 });
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
    });

    it('keeps the furthest point watched', async () => {
      const response = await post<{ endTimeSeconds: number }>(
        '/video/slideInteraction',
        members[1]!.token,
        { endTimeSeconds: 90 },
      );
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        message: STATISTICS_MESSAGES.videoInteractionSaved,
        data: { endTimeSeconds: 150 },
      });
    });
  });

  it('never names a student: no pseudonym, private ID or account in any statistics answer', () => {
    const text = JSON.stringify(bodies);
    for (const member of members) {
      expect(text).not.toContain(member.pseudonym);
      expect(text).not.toContain(member.anonId);
      expect(member.pseudonymId).toBeGreaterThan(3);
    }
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
    walk(bodies);
    for (const key of ['pseudonym', 'pseudonymId', 'studentId', 'userId', 'authorId']) {
      expect(keys.has(key), key).toBe(false);
    }
    // The timelines number each slide's students 1, 2, 3: never a pseudonym or account id.
    const ids = new Set<number>();
    const collect = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') {
        const record = value as Record<string, unknown>;
        if (typeof record.id === 'number' && typeof record.tag === 'number') ids.add(record.id);
        Object.values(record).forEach(collect);
      }
    };
    collect(bodies);
    expect([...ids].sort()).toEqual([1, 2, 3]);
    for (const member of members) {
      expect(ids.has(member.pseudonymId)).toBe(false);
      expect(ids.has(member.studentId)).toBe(false);
    }
    // The admin entry's creator carries the spec's anonId, always null.
    expect(text).not.toMatch(/"anonId":"/);
  });
});
