// Statistics after (or during) a lecture: reaction counts per slide and for the whole lecture,
// the slide timelines, the lecture's Q&A numbers, and the admin overview. Numbers only: no
// pseudonym, account or private ID leaves here (DESIGN §6, §10).
import {
  COURSE_MESSAGES,
  EXPRESSION_TAG_LIST,
  LECTURE_MESSAGES,
  SLIDE,
  STATISTICS_MESSAGES,
  emptyTagTotals,
  flatTagCounts,
  percentOf,
  totalOf,
} from '@o4f/contract';
import type {
  AdminStatisticsEntry,
  ExpressionStat,
  ExpressionTag,
  HiddenPosts,
  LectureStatistics,
  SlideInteractions,
  SlideInteractionsExist,
  TagTotals,
} from '@o4f/contract';
import type { AppContext } from '../../context.ts';
import type { LectureRow } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import { findCourse, isRegistered } from '../courses/courses.repository.ts';
import { findLecture } from '../lectures/lectures.repository.ts';
import { presentLecture } from '../lectures/lectures.service.ts';
import { listSlideIntervals } from '../slides/slides.repository.ts';
import * as repo from './statistics.repository.ts';
import type {
  CountedReactions,
  PostCounts,
  PostTotals,
  SlideScope,
} from './statistics.repository.ts';
import {
  lectureStays,
  slideTimeline,
  slidesInShowingOrder,
  videoTimeline,
} from './statistics.timeline.ts';

/** 'aggregates': counts (owner, admin teachers, registered students); 'timeline': teachers only. */
type StatisticsUse = 'aggregates' | 'timeline';

/**
 * The lecture if the user may read its statistics: the course's teacher and every admin
 * teacher; for aggregates also the students registered in the course. 404 for a missing course
 * or lecture, 403 otherwise.
 */
async function authorizeStatistics(
  ctx: AppContext,
  user: AuthUser,
  courseId: number,
  lectureNum: number,
  use: StatisticsUse,
): Promise<LectureRow> {
  const course = await findCourse(ctx.db, courseId);
  if (!course) throw notFound(COURSE_MESSAGES.notFound);
  const allowed =
    course.teacherId === user.id ||
    user.isAdmin ||
    (use === 'aggregates' && !user.isTeacher && (await isRegistered(ctx.db, courseId, user.id)));
  if (!allowed) throw forbidden(COURSE_MESSAGES.noAccess);
  const lecture = await findLecture(ctx.db, courseId, lectureNum);
  if (!lecture) throw notFound(LECTURE_MESSAGES.notFound);
  return lecture;
}

const isTag = (tag: number): tag is ExpressionTag =>
  (EXPRESSION_TAG_LIST as readonly number[]).includes(tag);

function addCounts(totals: TagTotals, rows: readonly { tag: number; count: number }[]): TagTotals {
  for (const { tag, count } of rows) if (isTag(tag)) totals[tag] += count;
  return totals;
}

/** The posts of a scope the viewer sees, and how many they may not see (docs/rules.md). */
interface SeenPosts {
  seen: PostTotals;
  hidden: HiddenPosts;
}

/** Teachers (the course's and admins) see only the posts a teacher may see; students see all. */
const seesAsTeacher = (user: AuthUser) => user.isTeacher;

const KINDS = ['questions', 'answers', 'discussions'] as const;

function sumPosts(
  rows: readonly PostCounts[],
  include: (slide: number) => boolean,
  teacherView: boolean,
): SeenPosts {
  const all = { questions: 0, answers: 0, discussions: 0 };
  const seen = { questions: 0, answers: 0, discussions: 0 };
  for (const row of rows) {
    if (!include(row.slideNumber)) continue;
    const visible = teacherView ? row.teacherVisible : row.all;
    for (const kind of KINDS) {
      all[kind] += row.all[kind];
      seen[kind] += visible[kind];
    }
  }
  return {
    seen,
    hidden: {
      questions: all.questions - seen.questions,
      answers: all.answers - seen.answers,
      discussions: all.discussions - seen.discussions,
    },
  };
}

function presentStat(
  slideNumber: number | null,
  totals: TagTotals,
  { seen: posts, hidden }: SeenPosts,
): ExpressionStat {
  const total = totalOf(totals);
  return {
    slideNumber,
    stats: flatTagCounts(totals),
    expressions: EXPRESSION_TAG_LIST.map((tag) => ({
      tag,
      count: totals[tag],
      percentCount: percentOf(totals[tag], total),
      totalExpressions: total,
    })),
    expressionMap: Object.fromEntries(EXPRESSION_TAG_LIST.map((tag) => [String(tag), totals[tag]])),
    totalExpressions: total,
    numQuestions: posts.questions,
    numAnswers: posts.answers,
    numDiscussions: posts.discussions,
    hidden,
  };
}

const isLiveSlide = (slide: number) => slide >= 1 || slide === SLIDE.NO_PDF;

/**
 * `slide` null: the whole lecture (every live slide: the pages and -1, not the video); a page;
 * -1 (no PDF); -3 (every page together); -2 (the video: each student's latest video reaction).
 */
export async function expressionStat(
  ctx: AppContext,
  user: AuthUser,
  courseId: number,
  lectureNum: number,
  slide: number | null,
): Promise<ExpressionStat> {
  const lecture = await authorizeStatistics(ctx, user, courseId, lectureNum, 'aggregates');
  const posts = await repo.postCountsBySlide(ctx.db, lecture.id);
  if (slide === SLIDE.VIDEO) {
    const counts = await repo.latestVideoReactionCounts(ctx.db, lecture.id);
    return presentStat(
      slide,
      addCounts(emptyTagTotals(), counts),
      sumPosts(posts, (n) => n === SLIDE.VIDEO, seesAsTeacher(user)),
    );
  }
  const scope: SlideScope =
    slide === null ? 'lecture' : slide === SLIDE.ALL_PAGES ? 'pages' : { slide };
  const include =
    slide === null
      ? () => true
      : slide === SLIDE.ALL_PAGES
        ? (n: number) => n >= 1
        : (n: number) => n === slide;
  const counted = await repo.countedReactions(ctx.db, lecture.id, scope);
  return presentStat(
    slide,
    addCounts(emptyTagTotals(), counted),
    sumPosts(posts, include, seesAsTeacher(user)),
  );
}

/** Every live slide with a counted reaction or a question, in slide order (-1 first). */
export async function slideStats(
  ctx: AppContext,
  user: AuthUser,
  courseId: number,
  lectureNum: number,
): Promise<ExpressionStat[]> {
  const lecture = await authorizeStatistics(ctx, user, courseId, lectureNum, 'aggregates');
  const [counted, posts] = await Promise.all([
    repo.countedReactions(ctx.db, lecture.id, 'lecture'),
    repo.postCountsBySlide(ctx.db, lecture.id),
  ]);
  const bySlide = new Map<number, CountedReactions[]>();
  for (const row of counted) {
    const list = bySlide.get(row.slideNumber);
    if (list) list.push(row);
    else bySlide.set(row.slideNumber, [row]);
  }
  const slides = new Set([
    ...bySlide.keys(),
    ...posts.filter((row) => row.all.questions > 0).map((row) => row.slideNumber),
  ]);
  return [...slides]
    .filter(isLiveSlide)
    .sort((a, b) => a - b)
    .map((slide) =>
      presentStat(
        slide,
        addCounts(emptyTagTotals(), bySlide.get(slide) ?? []),
        sumPosts(posts, (n) => n === slide, seesAsTeacher(user)),
      ),
    )
    .filter(
      (stat) => stat.totalExpressions > 0 || stat.numQuestions > 0 || stat.hidden.questions > 0,
    );
}

export async function interactionsExist(
  ctx: AppContext,
  user: AuthUser,
  courseId: number,
  lectureNum: number,
): Promise<SlideInteractionsExist> {
  const lecture = await authorizeStatistics(ctx, user, courseId, lectureNum, 'aggregates');
  const [withoutPdf, video] = await Promise.all([
    repo.hasReactionsWithoutPdf(ctx.db, lecture.id),
    repo.hasVideoInteraction(ctx.db, lecture.id),
  ]);
  return { interactionWithoutPdf: withoutPdf, interactionVideo: video };
}

async function videoInteractions(ctx: AppContext, lectureId: number) {
  const [reactions, furthest] = await Promise.all([
    repo.videoReactionsOf(ctx.db, lectureId),
    repo.furthestVideoWatch(ctx.db, lectureId),
  ]);
  return videoTimeline(reactions, furthest);
}

/** One slide's timeline (-2: the video). -3 is not a slide that was shown: 400. */
export async function slideInteractions(
  ctx: AppContext,
  user: AuthUser,
  courseId: number,
  lectureNum: number,
  slide: number,
): Promise<SlideInteractions> {
  if (slide === SLIDE.ALL_PAGES) throw badRequest(STATISTICS_MESSAGES.slideInvalid);
  const lecture = await authorizeStatistics(ctx, user, courseId, lectureNum, 'timeline');
  if (slide === SLIDE.VIDEO) return videoInteractions(ctx, lecture.id);
  const [intervals, reactions] = await Promise.all([
    listSlideIntervals(ctx.db, lecture.id),
    repo.heldReactions(ctx.db, lecture.id, { slide }),
  ]);
  return slideTimeline(slide, lectureStays(intervals, reactions, lecture, Date.now()), reactions);
}

/** The timeline of every live slide shown, in the order they were first shown. */
export async function allSlideInteractions(
  ctx: AppContext,
  user: AuthUser,
  courseId: number,
  lectureNum: number,
): Promise<SlideInteractions[]> {
  const lecture = await authorizeStatistics(ctx, user, courseId, lectureNum, 'timeline');
  const [intervals, reactions] = await Promise.all([
    listSlideIntervals(ctx.db, lecture.id),
    repo.heldReactions(ctx.db, lecture.id, 'lecture'),
  ]);
  const stays = lectureStays(intervals, reactions, lecture, Date.now());
  return slidesInShowingOrder(stays).map((slide) => slideTimeline(slide, stays, reactions));
}

/** GET .../statistics: the Lecture statistics entity (docs/rules.md defines each field). */
export async function lectureStatistics(
  ctx: AppContext,
  user: AuthUser,
  courseId: number,
  lectureNum: number,
): Promise<LectureStatistics> {
  const lecture = await authorizeStatistics(ctx, user, courseId, lectureNum, 'aggregates');
  const counts = await repo.lectureCounts(ctx.db, lecture.id, seesAsTeacher(user));
  return {
    pseudonymCreated: counts.pseudonyms,
    newUsers: counts.newUsers,
    questions: counts.questions,
    questionsLikedStudents: counts.questionsLikedByStudents,
    questionsLikedTeacher: counts.questionsLikedByTeacher,
    studentsNeverPostQ: counts.neverAsked,
    answers: counts.answers,
    answerLikedStudents: counts.answersLikedByStudents,
    answerLikedTeacher: counts.answersLikedByTeacher,
    studentsNeverPostA: counts.neverAnswered,
    discussions: counts.discussions,
    hidden: counts.hidden,
  };
}

/** Every lecture, newest start first, but those of the configured internal account (admins only). */
export async function adminStatistics(ctx: AppContext): Promise<AdminStatisticsEntry[]> {
  const [rows, counts] = await Promise.all([
    repo.adminLectures(ctx.db, ctx.config.STATS_HIDDEN_USERNAME),
    repo.adminCounts(ctx.db),
  ]);
  // Admin teachers are teachers: they see (and count) only what a teacher may see.
  return rows.map(({ lecture, course, creator }) => {
    const issued = counts.pseudonyms.get(lecture.id);
    const seenOf = (map: Map<number, { seen: number }>) => map.get(lecture.id)?.seen ?? 0;
    const hiddenOf = (map: Map<number, { all: number; seen: number }>) => {
      const row = map.get(lecture.id);
      return row ? row.all - row.seen : 0;
    };
    return {
      lecture: presentLecture(lecture),
      course,
      creator: {
        username: creator.username ?? '',
        firstName: creator.firstName,
        email: creator.email ?? '',
        university: creator.university,
        createdAt: creator.createdAt.toISOString(),
        updatedAt: creator.updatedAt.toISOString(),
        anonId: null,
      },
      pseudonymCreated: issued?.pseudonyms ?? 0,
      newUsers: issued?.newUsers ?? 0,
      questions: seenOf(counts.questions),
      answers: seenOf(counts.answers),
      discussions: seenOf(counts.discussions),
      hidden: {
        questions: hiddenOf(counts.questions),
        answers: hiddenOf(counts.answers),
        discussions: hiddenOf(counts.discussions),
      },
    };
  });
}
