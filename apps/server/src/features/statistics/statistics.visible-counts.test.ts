// Honest numbers (issue 17): the counts a teacher reads in the statistics are the posts the Q&A
// list shows them; what they may not see yet (not enough student views, or the doghouse) is not
// counted as visible but reported in `hidden`. Students see every post, so nothing is hidden.
import type {
  AdminStatisticsEntry,
  ExpressionStat,
  LectureStatistics,
  Question,
} from '@o4f/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_ENV, classroom, qa } from '../../testing/qa-kit.ts';
import type { Classroom } from '../../testing/qa-kit.ts';
import { createTestServer } from '../../testing/test-server.ts';
import type { ApiBody, TestServer, TestTeacher } from '../../testing/test-server.ts';

let server: TestServer;
let admin: TestTeacher;
let room: Classroom<4>;
let api: ReturnType<typeof qa>;

beforeAll(async () => {
  server = await createTestServer({ env: MODERATION_ENV });
  admin = await server.createTeacher({ admin: true });
  room = await classroom(server, 4);
  api = qa(server, room.lecture);
});
afterAll(async () => {
  await server.close();
});

const read = async <T>(path: string, token: string): Promise<T> =>
  server.expectOk(await server.api<ApiBody<T>>('GET', `${api.base}${path}`, { token }), path);

async function adminEntry(): Promise<AdminStatisticsEntry> {
  const response = await server.api<ApiBody<AdminStatisticsEntry[]>>(
    'GET',
    '/teacher/adminStatistics/',
    { token: admin.token },
  );
  const entry = response.body.data.find((item) => item.lecture.id === room.lecture.id);
  expect(entry).toBeDefined();
  return entry!;
}

/** What the teacher's Q&A list adds up to: its questions, and the answers it says they have. */
async function teacherList() {
  const list = await read<Question[]>('/questions', room.teacher.token);
  return {
    ids: list.map((question) => question.id),
    questions: list.length,
    answers: list.reduce((sum, question) => sum + question.answerCount, 0),
    discussions: list.reduce((sum, question) => sum + question.discussionCount, 0),
  };
}

describe('statistics count what the viewer may see', () => {
  it('agree with the Q&A list for the teacher and report the posts not yet visible', async () => {
    const [a, b, c, d] = room.students;
    const teacher = room.teacher.token;

    // Q1 on slide 1, opened by two peers: visible to the teacher.
    const q1 = server.expectOk(
      await api.ask(a.token, 'Why does the loop stop?', { slideNumber: 1 }),
      'q1',
    );
    await api.questions(b.token);
    await api.questions(c.token);
    // B answers it; only one peer (C) opens the answers: not yet visible to the teacher.
    const answer = server.expectOk(await api.answer(b.token, q1.id, 'Because i reaches n.'), 'a1');
    await api.answers(c.token, q1.id);
    // Q3 on slide 1, seen by two and then sent to the doghouse; Q2 on slide 2, seen by nobody.
    const q3 = server.expectOk(
      await api.ask(d.token, 'Rude words here, sorry.', { slideNumber: 1 }),
      'q3',
    );
    await api.questions(b.token);
    await api.questions(c.token);
    for (const flagger of [b, c]) {
      server.expectOk(await api.call('POST', `${api.q(q3.id)}/flag`, flagger.token), 'flag');
    }
    server.expectOk(await api.ask(a.token, 'Is slide two on the exam?', { slideNumber: 2 }), 'q2');

    const list = await teacherList();
    expect(list).toEqual({ ids: [q1.id], questions: 1, answers: 0, discussions: 0 });

    const statistics = await read<LectureStatistics>('/statistics', teacher);
    expect(statistics).toMatchObject({
      questions: list.questions,
      answers: list.answers,
      discussions: list.discussions,
      studentsNeverPostQ: 3,
      studentsNeverPostA: 4,
      hidden: { questions: 2, answers: 1, discussions: 0 },
    });
    const whole = await read<ExpressionStat>('/expression/stat', teacher);
    expect(whole).toMatchObject({
      numQuestions: 1,
      numAnswers: 0,
      numDiscussions: 0,
      hidden: { questions: 2, answers: 1, discussions: 0 },
    });
    expect(await read<ExpressionStat>('/expression/stat/1', teacher)).toMatchObject({
      numQuestions: 1,
      numAnswers: 0,
      hidden: { questions: 1, answers: 1, discussions: 0 },
    });
    // Slide 2's one question is hidden: the slide is listed, its question said not yet visible.
    const slides = await read<ExpressionStat[]>('/expression/slides', teacher);
    expect(slides.find((stat) => stat.slideNumber === 2)).toMatchObject({
      numQuestions: 0,
      hidden: { questions: 1, answers: 0, discussions: 0 },
    });
    expect(await adminEntry()).toMatchObject({
      questions: 1,
      answers: 0,
      discussions: 0,
      hidden: { questions: 2, answers: 1, discussions: 0 },
    });

    // A student registered in the course reads every post (the doghouse ones too): none hidden.
    expect(await read<LectureStatistics>('/statistics', c.token)).toMatchObject({
      questions: 3,
      answers: 1,
      hidden: { questions: 0, answers: 0, discussions: 0 },
    });
    expect(await read<ExpressionStat>('/expression/stat', c.token)).toMatchObject({
      numQuestions: 3,
      numAnswers: 1,
      hidden: { questions: 0, answers: 0, discussions: 0 },
    });

    // A second peer opens the answers: the answer reaches the teacher, in both places at once.
    await api.answers(d.token, q1.id);
    server.expectOk(
      await api.discuss(c.token, q1.id, answer.id, 'Which n do you mean here?'),
      'discussion',
    );
    const after = await teacherList();
    expect(after).toEqual({ ids: [q1.id], questions: 1, answers: 1, discussions: 1 });
    expect(await read<LectureStatistics>('/statistics', teacher)).toMatchObject({
      questions: 1,
      answers: 1,
      discussions: 1,
      studentsNeverPostA: 3,
      hidden: { questions: 2, answers: 0, discussions: 0 },
    });
    expect(await adminEntry()).toMatchObject({
      answers: 1,
      discussions: 1,
      hidden: { questions: 2, answers: 0, discussions: 0 },
    });
  });
});
