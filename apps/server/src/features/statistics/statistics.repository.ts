// What the statistics read: counted reactions, reactions held over time, slide stays, Q&A
// counts, the video page's reactions and watches, and the admin overview. Read only.
import { and, asc, count, countDistinct, desc, eq, gte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  answers,
  courses,
  discussions,
  expressionEvents,
  lectures,
  pseudonyms,
  questions,
  users,
  videoReactions,
  videoWatches,
} from '../../db/schema/index.ts';
import type { CourseRow, LectureRow } from '../../db/schema/index.ts';

/** Which live slides a query covers: one slide, every page (≥ 1), or pages and -1 (the lecture). */
export type SlideScope = { slide: number } | 'pages' | 'lecture';

const NO_PDF = -1;

function slideCondition(column: AnyPgColumn, scope: SlideScope): SQL {
  if (scope === 'pages') return gte(column, 1);
  if (scope === 'lecture') return or(gte(column, 1), eq(column, NO_PDF))!;
  return eq(column, scope.slide);
}

export interface CountedReactions {
  slideNumber: number;
  tag: number;
  count: number;
}

/**
 * THE count (packages/contract/src/rules/statistics.ts, countSlideReactions) in SQL, so that a
 * lecture of thousands of students is not loaded into memory: per slide and pseudonym the latest
 * event (by time, then id), counted when it is a `set`. A test holds it equal to the contract's.
 */
export async function countedReactions(
  db: Db,
  lectureId: number,
  scope: SlideScope = 'lecture',
): Promise<CountedReactions[]> {
  const latest = db
    .selectDistinctOn([expressionEvents.slideNumber, expressionEvents.pseudonymId], {
      slideNumber: expressionEvents.slideNumber,
      tag: expressionEvents.tag,
      kind: expressionEvents.kind,
    })
    .from(expressionEvents)
    .where(
      and(
        eq(expressionEvents.lectureId, lectureId),
        slideCondition(expressionEvents.slideNumber, scope),
      ),
    )
    .orderBy(
      asc(expressionEvents.slideNumber),
      asc(expressionEvents.pseudonymId),
      desc(expressionEvents.at),
      desc(expressionEvents.id),
    )
    .as('latest');
  return db
    .select({ slideNumber: latest.slideNumber, tag: latest.tag, count: count() })
    .from(latest)
    .where(eq(latest.kind, 'set'))
    .groupBy(latest.slideNumber, latest.tag)
    .orderBy(latest.slideNumber, latest.tag);
}

/** Every stored reaction event of the lecture in time order (tests compare the two counts). */
export async function reactionEvents(db: Db, lectureId: number) {
  return db
    .select({
      reactor: expressionEvents.pseudonymId,
      slideNumber: expressionEvents.slideNumber,
      tag: expressionEvents.tag,
      kind: expressionEvents.kind,
      at: expressionEvents.at,
    })
    .from(expressionEvents)
    .where(eq(expressionEvents.lectureId, lectureId))
    .orderBy(asc(expressionEvents.at), asc(expressionEvents.id));
}

/** Questions, answers and discussions: all of them, and those a teacher may see. */
export interface PostTotals {
  questions: number;
  answers: number;
  discussions: number;
}

export interface PostCounts {
  slideNumber: number;
  all: PostTotals;
  /** Not in the doghouse and `teacherCanView`, under a question (and answer) that is so too. */
  teacherVisible: PostTotals;
}

// What a teacher may see (docs/rules.md, Questions): written with the tables' own names, so they
// read the same in a joined query and in a correlated subquery.
const QUESTION_VISIBLE = sql.raw('(questions.doghouse = false and questions.teacher_can_view)');
const ANSWER_VISIBLE = sql.raw('(answers.doghouse = false and answers.teacher_can_view)');
/** An answer (named `answers`) whose question a teacher may see. */
const ANSWER_QUESTION_VISIBLE = sql.raw(
  '(exists (select 1 from questions aq where aq.id = answers.question_id and aq.doghouse = false and aq.teacher_can_view))',
);

const countIf = (column: SQL, condition: SQL) =>
  sql<number>`count(distinct ${column}) filter (where ${condition})`.mapWith(Number);

/** Per slide: the lecture's questions, their answers, and the discussions under those. */
export async function postCountsBySlide(db: Db, lectureId: number): Promise<PostCounts[]> {
  const answerVisible = sql`${QUESTION_VISIBLE} and ${ANSWER_VISIBLE}`;
  const rows = await db
    .select({
      slideNumber: questions.slideNumber,
      questions: countDistinct(questions.id),
      answers: countDistinct(answers.id),
      discussions: countDistinct(discussions.id),
      visibleQuestions: countIf(sql`${questions.id}`, QUESTION_VISIBLE),
      visibleAnswers: countIf(sql`${answers.id}`, answerVisible),
      visibleDiscussions: countIf(sql`${discussions.id}`, answerVisible),
    })
    .from(questions)
    .leftJoin(answers, eq(answers.questionId, questions.id))
    .leftJoin(discussions, eq(discussions.answerId, answers.id))
    .where(eq(questions.lectureId, lectureId))
    .groupBy(questions.slideNumber)
    .orderBy(questions.slideNumber);
  return rows.map((row) => ({
    slideNumber: row.slideNumber,
    all: { questions: row.questions, answers: row.answers, discussions: row.discussions },
    teacherVisible: {
      questions: row.visibleQuestions,
      answers: row.visibleAnswers,
      discussions: row.visibleDiscussions,
    },
  }));
}

/**
 * Each student's latest video reaction (by time, then id), counted per tag; one the student took
 * back (its window closed where it opened) counts for nothing, as on the live page.
 */
export async function latestVideoReactionCounts(
  db: Db,
  lectureId: number,
): Promise<{ tag: number; count: number }[]> {
  const latest = db
    .selectDistinctOn([videoReactions.studentId], {
      tag: videoReactions.tag,
      takenBack: sql<boolean>`${videoReactions.endTime} <= ${videoReactions.time}`.as('taken_back'),
    })
    .from(videoReactions)
    .where(eq(videoReactions.lectureId, lectureId))
    .orderBy(asc(videoReactions.studentId), desc(videoReactions.createdAt), desc(videoReactions.id))
    .as('latest');
  return db
    .select({ tag: latest.tag, count: count() })
    .from(latest)
    .where(sql`not ${latest.takenBack}`)
    .groupBy(latest.tag)
    .orderBy(latest.tag);
}

export async function hasReactionsWithoutPdf(db: Db, lectureId: number): Promise<boolean> {
  const rows = await db
    .select({ id: expressionEvents.id })
    .from(expressionEvents)
    .where(and(eq(expressionEvents.lectureId, lectureId), eq(expressionEvents.slideNumber, NO_PDF)))
    .limit(1);
  return rows.length > 0;
}

export async function hasVideoInteraction(db: Db, lectureId: number): Promise<boolean> {
  const [reaction] = await db
    .select({ id: videoReactions.id })
    .from(videoReactions)
    .where(eq(videoReactions.lectureId, lectureId))
    .limit(1);
  if (reaction) return true;
  const [watch] = await db
    .select({ lectureId: videoWatches.lectureId })
    .from(videoWatches)
    .where(eq(videoWatches.lectureId, lectureId))
    .limit(1);
  return watch !== undefined;
}

/** A `set` reaction and when the same student's next event (any slide) came, if one did. */
export interface HeldReaction {
  id: number;
  reactor: number;
  slideNumber: number;
  tag: number;
  /** Epoch ms. */
  at: number;
  nextAt: number | null;
}

const epochMs = (value: SQL) => sql<number>`round(extract(epoch from ${value}) * 1000)`;

/**
 * The lecture's `set` reactions (on one slide, or every live slide) with the time of the same
 * pseudonym's next event in the lecture, in time order: what the slide timeline is built from.
 */
export async function heldReactions(
  db: Db,
  lectureId: number,
  scope: SlideScope,
): Promise<HeldReaction[]> {
  const withNext = db
    .select({
      id: expressionEvents.id,
      reactor: expressionEvents.pseudonymId,
      slideNumber: expressionEvents.slideNumber,
      tag: expressionEvents.tag,
      kind: expressionEvents.kind,
      at: epochMs(sql`${expressionEvents.at}`)
        .mapWith(Number)
        .as('at_ms'),
      nextAt: epochMs(
        sql`lead(${expressionEvents.at}) over (partition by ${expressionEvents.pseudonymId} order by ${expressionEvents.at}, ${expressionEvents.id})`,
      )
        .mapWith(Number)
        .as('next_at_ms'),
    })
    .from(expressionEvents)
    .where(eq(expressionEvents.lectureId, lectureId))
    .as('with_next');
  const rows = await db
    .select({
      id: withNext.id,
      reactor: withNext.reactor,
      slideNumber: withNext.slideNumber,
      tag: withNext.tag,
      at: withNext.at,
      nextAt: withNext.nextAt,
    })
    .from(withNext)
    .where(and(eq(withNext.kind, 'set'), slideCondition(withNext.slideNumber, scope)))
    .orderBy(asc(withNext.at), asc(withNext.id));
  return rows.map((row) => ({
    ...row,
    at: Number(row.at),
    nextAt: row.nextAt === null ? null : Number(row.nextAt),
  }));
}

/** The lecture's video reactions in the order they were sent. */
export async function videoReactionsOf(db: Db, lectureId: number) {
  return (
    db
      .select({
        studentId: videoReactions.studentId,
        tag: videoReactions.tag,
        time: videoReactions.time,
        endTime: videoReactions.endTime,
      })
      .from(videoReactions)
      // A reaction taken back (its window closed where it opened) is on no timeline.
      .where(
        and(
          eq(videoReactions.lectureId, lectureId),
          sql`${videoReactions.endTime} > ${videoReactions.time}`,
        ),
      )
      .orderBy(asc(videoReactions.createdAt), asc(videoReactions.id))
  );
}

/** The furthest point any student reported watching, in video seconds (0 without any). */
export async function furthestVideoWatch(db: Db, lectureId: number): Promise<number> {
  const [row] = await db
    .select({ furthest: sql<number | null>`max(${videoWatches.endTimeSeconds})` })
    .from(videoWatches)
    .where(eq(videoWatches.lectureId, lectureId));
  return row?.furthest === null || row?.furthest === undefined ? 0 : Number(row.furthest);
}

// drizzle writes a single-table query's columns unqualified, which a correlated subquery would
// resolve against its own tables: these subqueries name every table and column themselves.
const upVotedBy = (post: 'questions' | 'answers', role: 'student' | 'teacher', visible: SQL) => {
  const column = sql.raw(post === 'questions' ? 'v.question_id' : 'v.answer_id');
  const who = role === 'student' ? sql`u.role = 'STUDENT'` : sql`u.role <> 'STUDENT'`;
  return sql<number>`count(*) filter (where ${visible} and exists (
    select 1 from post_votes v inner join users u on u.id = v.user_id
    where ${column} = ${sql.raw(post)}.id and v.value = 1 and ${who}))`.mapWith(Number);
};

const postedNo = (posts: 'questions' | 'answers', teacherView: boolean) => {
  const visible = !teacherView
    ? sql``
    : posts === 'questions'
      ? sql.raw('and p.doghouse = false and p.teacher_can_view')
      : sql.raw(
          'and p.doghouse = false and p.teacher_can_view and exists (select 1 from questions pq where pq.id = p.question_id and pq.doghouse = false and pq.teacher_can_view)',
        );
  return sql<number>`count(*) filter (where not exists (
    select 1 from ${sql.raw(posts)} p where p.pseudonym_id = pseudonyms.id ${visible}))`.mapWith(
    Number,
  );
};

const countWhere = (condition: SQL) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * The Lecture statistics entity's counts (docs/rules.md, Statistics, defines each) over the posts
 * the viewer may see — for `teacherView` those a teacher may see — and how many of the
 * questions, answers and discussions of the lecture that leaves out.
 */
export async function lectureCounts(db: Db, lectureId: number, teacherView: boolean) {
  const TRUE = sql.raw('true');
  const questionSeen = teacherView ? QUESTION_VISIBLE : TRUE;
  const answerSeen = teacherView ? sql`${ANSWER_VISIBLE} and ${ANSWER_QUESTION_VISIBLE}` : TRUE;
  const [issued] = await db
    .select({
      pseudonyms: count(),
      newUsers: sql<number>`count(*) filter (where ${pseudonyms.accountIssuedHere})`.mapWith(
        Number,
      ),
      neverAsked: postedNo('questions', teacherView),
      neverAnswered: postedNo('answers', teacherView),
    })
    .from(pseudonyms)
    .where(eq(pseudonyms.lectureId, lectureId));
  const [asked] = await db
    .select({
      all: count(),
      seen: countWhere(questionSeen),
      likedByStudents: upVotedBy('questions', 'student', questionSeen),
      likedByTeacher: upVotedBy('questions', 'teacher', questionSeen),
    })
    .from(questions)
    .where(eq(questions.lectureId, lectureId));
  const [answered] = await db
    .select({
      all: count(),
      seen: countWhere(answerSeen),
      likedByStudents: upVotedBy('answers', 'student', answerSeen),
      likedByTeacher: upVotedBy('answers', 'teacher', answerSeen),
    })
    .from(answers)
    .where(eq(answers.lectureId, lectureId));
  const [discussed] = await db
    .select({ all: count(), seen: countWhere(answerSeen) })
    .from(discussions)
    .innerJoin(answers, eq(answers.id, discussions.answerId))
    .where(eq(answers.lectureId, lectureId));
  const questionsSeen = asked?.seen ?? 0;
  const answersSeen = answered?.seen ?? 0;
  const discussionsSeen = discussed?.seen ?? 0;
  return {
    pseudonyms: issued?.pseudonyms ?? 0,
    newUsers: issued?.newUsers ?? 0,
    neverAsked: issued?.neverAsked ?? 0,
    neverAnswered: issued?.neverAnswered ?? 0,
    questions: questionsSeen,
    questionsLikedByStudents: asked?.likedByStudents ?? 0,
    questionsLikedByTeacher: asked?.likedByTeacher ?? 0,
    answers: answersSeen,
    answersLikedByStudents: answered?.likedByStudents ?? 0,
    answersLikedByTeacher: answered?.likedByTeacher ?? 0,
    discussions: discussionsSeen,
    hidden: {
      questions: (asked?.all ?? 0) - questionsSeen,
      answers: (answered?.all ?? 0) - answersSeen,
      discussions: (discussed?.all ?? 0) - discussionsSeen,
    },
  };
}

export interface AdminLectureRow {
  lecture: LectureRow;
  course: Pick<CourseRow, 'id' | 'name' | 'shortName'>;
  creator: {
    username: string | null;
    firstName: string | null;
    email: string | null;
    university: string | null;
    createdAt: Date;
    updatedAt: Date;
  };
}

/**
 * Every lecture, newest start first, with its course and the course's teacher; lectures of the
 * teacher named `hiddenUsername` (ignoring case) are left out.
 */
export async function adminLectures(
  db: Db,
  hiddenUsername: string | undefined,
): Promise<AdminLectureRow[]> {
  return db
    .select({
      lecture: lectures,
      course: { id: courses.id, name: courses.name, shortName: courses.shortName },
      creator: {
        username: users.username,
        firstName: users.firstName,
        email: users.email,
        university: users.university,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
      },
    })
    .from(lectures)
    .innerJoin(courses, eq(courses.id, lectures.courseId))
    .innerJoin(users, eq(users.id, courses.teacherId))
    .where(
      hiddenUsername === undefined
        ? undefined
        : sql`lower(${users.username}) is distinct from lower(${hiddenUsername})`,
    )
    .orderBy(desc(lectures.startTime), desc(lectures.id));
}

export interface AdminCounts {
  pseudonyms: Map<number, { pseudonyms: number; newUsers: number }>;
  /** Per lecture: all of them, and those a teacher may see (admins are teachers). */
  questions: Map<number, { all: number; seen: number }>;
  answers: Map<number, { all: number; seen: number }>;
  discussions: Map<number, { all: number; seen: number }>;
}

const byLecture = <T extends { lectureId: number }, V>(rows: T[], value: (row: T) => V) =>
  new Map(rows.map((row) => [row.lectureId, value(row)]));

const allAndSeen = (row: { all: number; seen: number }) => ({ all: row.all, seen: row.seen });

/** Per lecture: pseudonyms and accounts issued, questions, answers, discussions (four queries). */
export async function adminCounts(db: Db): Promise<AdminCounts> {
  const answerSeen = sql`${ANSWER_VISIBLE} and ${ANSWER_QUESTION_VISIBLE}`;
  const [issued, asked, answered, discussed] = await Promise.all([
    db
      .select({
        lectureId: pseudonyms.lectureId,
        pseudonyms: count(),
        newUsers: sql<number>`count(*) filter (where ${pseudonyms.accountIssuedHere})`.mapWith(
          Number,
        ),
      })
      .from(pseudonyms)
      .groupBy(pseudonyms.lectureId),
    db
      .select({ lectureId: questions.lectureId, all: count(), seen: countWhere(QUESTION_VISIBLE) })
      .from(questions)
      .groupBy(questions.lectureId),
    db
      .select({ lectureId: answers.lectureId, all: count(), seen: countWhere(answerSeen) })
      .from(answers)
      .groupBy(answers.lectureId),
    db
      .select({ lectureId: answers.lectureId, all: count(), seen: countWhere(answerSeen) })
      .from(discussions)
      .innerJoin(answers, eq(answers.id, discussions.answerId))
      .groupBy(answers.lectureId),
  ]);
  return {
    pseudonyms: byLecture(issued, (row) => ({
      pseudonyms: row.pseudonyms,
      newUsers: row.newUsers,
    })),
    questions: byLecture(asked, allAndSeen),
    answers: byLecture(answered, allAndSeen),
    discussions: byLecture(discussed, allAndSeen),
  };
}
