/** Test data for the statistics pages: expression statistics, questions, timelines, admin entries. */
import type {
  AdminStatisticsEntry,
  ExpressionStat,
  HiddenPosts,
  LectureStatistics,
  SlideInteractions,
} from '@o4f/contract';
import { buildLecture } from './api-mock.ts';

export const NONE_HIDDEN: HiddenPosts = { questions: 0, answers: 0, discussions: 0 };

type Counts = Partial<Record<1 | 2 | 3 | 4 | 5, number>>;

/** Tag counts (1 lost, 2 not clear, 3 great, 4 too hard, 5 too simple) as the server sends them. */
export function buildStat(
  slideNumber: number | null,
  counts: Counts,
  posts: { questions?: number; answers?: number; discussions?: number; hidden?: HiddenPosts } = {},
): ExpressionStat {
  const tags = [1, 2, 3, 4, 5] as const;
  const total = tags.reduce((sum, tag) => sum + (counts[tag] ?? 0), 0);
  return {
    slideNumber,
    stats: tags.flatMap((tag) => [tag, counts[tag] ?? 0]),
    expressions: tags.map((tag) => ({
      tag,
      count: counts[tag] ?? 0,
      percentCount: total ? Math.round(((counts[tag] ?? 0) * 100) / total) : 0,
      totalExpressions: total,
    })),
    expressionMap: Object.fromEntries(tags.map((tag) => [String(tag), counts[tag] ?? 0])),
    totalExpressions: total,
    numQuestions: posts.questions ?? 0,
    numAnswers: posts.answers ?? 0,
    numDiscussions: posts.discussions ?? 0,
    hidden: posts.hidden ?? NONE_HIDDEN,
  };
}

export const buildLectureStatistics = (
  overrides: Partial<LectureStatistics> = {},
): LectureStatistics => ({
  pseudonymCreated: 12,
  newUsers: 4,
  questions: 3,
  questionsLikedStudents: 2,
  questionsLikedTeacher: 1,
  studentsNeverPostQ: 9,
  answers: 5,
  answerLikedStudents: 3,
  answerLikedTeacher: 0,
  studentsNeverPostA: 8,
  discussions: 1,
  hidden: NONE_HIDDEN,
  ...overrides,
});

/** One stay on the slide with the given reactions (student id, tag, seconds). */
export function buildInteractions(
  slideNumber: number,
  duritationSec: number,
  reactions: { id: number; tag: number; startSec: number; endSec: number }[],
): SlideInteractions {
  return {
    slideNumber,
    duritationSec,
    intervals: [
      {
        startSec: 0,
        endSec: duritationSec,
        startTime: '2026-03-02T10:00:00.000Z',
        endTime: '2026-03-02T10:10:00.000Z',
        expressions: reactions.map((reaction) => ({
          ...reaction,
          startTime: null,
          endTime: null,
        })),
      },
    ],
    suppressed: false,
  };
}

export function buildAdminEntry(
  overrides: Partial<AdminStatisticsEntry> = {},
): AdminStatisticsEntry {
  return {
    lecture: buildLecture({ name: 'Sorting algorithms', startTime: '2026-03-02T10:00:00.000Z' }),
    course: { id: 7, name: 'Algorithms', shortName: 'ALG' },
    creator: {
      username: 'ada',
      firstName: 'Ada',
      email: 'ada@school.example',
      university: 'Analytical University',
      createdAt: '2026-01-05T09:00:00.000Z',
      updatedAt: '2026-01-05T09:00:00.000Z',
      anonId: null,
    },
    pseudonymCreated: 30,
    newUsers: 11,
    questions: 6,
    answers: 9,
    discussions: 2,
    hidden: NONE_HIDDEN,
    ...overrides,
  };
}
