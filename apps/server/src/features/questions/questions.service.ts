// Questions of a lecture: lists (per lecture and across lectures), posting, editing with history,
// deleting, and the moderation actions. Every answer is shaped for its viewer (docs/rules.md).
import { QA_MESSAGES, sortPosts } from '@o4f/contract';
import type { NotificationEvent, QaUpdateKind, Question, SortKey } from '@o4f/contract';
import type { AppContext } from '../../context.ts';
import type { QuestionRow } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import * as moderation from '../moderation/moderation.service.ts';
import type { PostPlace } from '../moderation/moderation.service.ts';
import { notifyMany, unreadSummary } from '../notifications/notifications.service.ts';
import { lectureAccessCache } from './lecture-access-cache.ts';
import { encodeJson } from './json-response.ts';
import type { Encoding, EncodedJson } from './json-response.ts';
import { questionListCache } from './question-list-cache.ts';
import type { SharedList } from './question-list-cache.ts';
import * as repo from './questions.repository.ts';
import { viewerMarksCache } from './viewer-marks-cache.ts';
import { lectureAccess, lecturesAccess, mayWrite } from '../lectures/lecture-access.ts';
import type { LectureAccess } from '../lectures/lecture-access.ts';
import { removedPseudonymIds } from '../pseudonyms/pseudonyms.repository.ts';

const placeOf = (row: QuestionRow): PostPlace => ({
  questionId: row.id,
  answerId: null,
  pseudonym: row.pseudonym,
});

const NO_THREAD: repo.ThreadCounts = {
  answers: { total: 0, teacherVisible: 0 },
  discussions: { total: 0, teacherVisible: 0 },
};

type Interactions = Awaited<ReturnType<typeof moderation.interactionsOf>>;
/** The viewer's unread notifications per question and event. */
interface Unread {
  count(postId: number, events: readonly NotificationEvent[]): number;
  newest(postId: number, events: readonly NotificationEvent[]): number | null;
}

/** What the viewer's own part of a question depends on, read once per list. */
interface ViewerState {
  user: AuthUser;
  mine: Interactions;
  unread: Unread;
  /** Per lecture: whether answers may be posted now. */
  open: ReadonlyMap<number, boolean>;
}

const MARKS = new Set(['vote', 'flag', 'riseUp']);
/** The notifications a question's own fields count (answerNotifCount) and point to (notificationId). */
const ANSWERED: readonly NotificationEvent[] = ['question_answered'];
const TOLD: readonly NotificationEvent[] = [
  'question_posted',
  'question_answered',
  'question_flagged',
];

/** The viewer's marks and unread notifications over one lecture's questions. */
interface ViewerMarks {
  mine: Interactions;
  unread: Unread;
}

/** The viewer's marks over one lecture's questions, from its one statement. */
async function readViewerMarks(
  ctx: AppContext,
  lectureId: number,
  userId: number,
): Promise<ViewerMarks> {
  const rows = await repo.viewerMarksInLecture(ctx.db, lectureId, userId);
  const mine: Interactions = { votes: new Map(), flags: new Set(), riseUps: new Set() };
  const unreadRows = new Map<number, repo.ViewerMarkRow[]>();
  for (const row of rows) {
    if (row.mark === 'vote') mine.votes.set(row.postId, row.value);
    else if (row.mark === 'flag') mine.flags.add(row.postId);
    else if (row.mark === 'riseUp') mine.riseUps.add(row.postId);
    else if (!MARKS.has(row.mark)) {
      const list = unreadRows.get(row.postId);
      if (list) list.push(row);
      else unreadRows.set(row.postId, [row]);
    }
  }
  const matching = (postId: number, events: readonly NotificationEvent[]) =>
    (unreadRows.get(postId) ?? []).filter((row) => events.includes(row.mark as NotificationEvent));
  const unread: Unread = {
    count: (postId, events) => matching(postId, events).reduce((sum, row) => sum + row.count, 0),
    newest: (postId, events) => {
      const ids = matching(postId, events).map((row) => row.newestId);
      return ids.length === 0 ? null : Math.max(...ids);
    },
  };
  return { mine, unread };
}

/** The viewer's marks in the lecture, kept between their refetches (viewer-marks-cache.ts). */
const viewerMarks = (ctx: AppContext, user: AuthUser, lecture: LectureAccess['lecture']) => {
  const read = () => readViewerMarks(ctx, lecture.id, user.id);
  return viewerMarksCache<ViewerMarks>(ctx)?.get(lecture, user.id, read) ?? read();
};

/** The answers and discussions of a question as a viewer of this kind sees them. */
const seenCounts = (teacherView: boolean, thread: repo.ThreadCounts) => ({
  answers: teacherView ? thread.answers.teacherVisible : thread.answers.total,
  discussions: teacherView ? thread.discussions.teacherVisible : thread.discussions.total,
});

/** The fields of a question that are the same for every viewer of a kind (teacher or student). */
function sharedFields(
  ctx: AppContext,
  access: LectureAccess,
  row: QuestionRow,
  thread: repo.ThreadCounts,
  removed: ReadonlySet<number>,
) {
  const seen = seenCounts(access.isTeacher, thread);
  return {
    id: row.id,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    pseudonym: row.pseudonym,
    courseId: access.lecture.courseId,
    lectureNum: access.lecture.lectureNum,
    flagged: row.doghouse,
    // Computed from the answers this viewer can see: to the teacher a hidden answer (not yet
    // visible to them, or in the doghouse) is no answer at all.
    answerCount: seen.answers,
    numUpVotes: row.upVotes,
    numDownVotes: row.downVotes,
    removedFromClass: row.pseudonymId !== null && removed.has(row.pseudonymId),
    teacherQuestion: row.teacherPost,
    hasHistory: row.edited,
    slideNumber: row.slideNumber,
    teacherCanView: moderation.presentedTeacherCanView(ctx, row),
    discussionCount: seen.discussions,
    lectureId: row.lectureId,
    answered: row.answeredAt !== null,
    highlighted: row.highlightedAt !== null,
  };
}

/** The fields of a question that depend on who views it (their marks, notifications, rights). */
function viewerFields(
  ctx: AppContext,
  access: LectureAccess,
  row: QuestionRow,
  thread: repo.ThreadCounts,
  viewer: ViewerState,
) {
  const { mine, unread } = viewer;
  const teacherView = access.isTeacher;
  const seenAnswers = seenCounts(teacherView, thread).answers;
  const selfPosted = row.authorId === viewer.user.id;
  const unanswered = seenAnswers === 0;
  return {
    selfFlagged: mine.flags.has(row.id),
    vote: moderation.voteOf(mine.votes.get(row.id)),
    showRiseUp: row.doghouse && !selfPosted && !teacherView && access.hasPseudonym,
    hasRiseUp: mine.riseUps.has(row.id),
    selfPosted,
    editable: selfPosted && unanswered,
    respondable:
      mayWrite(access) &&
      !row.doghouse &&
      seenAnswers < ctx.config.MAX_ANSWERS_PER_QUESTION &&
      viewer.open.get(row.lectureId)!,
    answerNotifCount: unread.count(row.id, ANSWERED),
    notificationId: unread.newest(row.id, TOLD),
    deletable: selfPosted && unanswered,
  };
}

/** The viewer's marks, unread notifications and the lectures' answering state for these rows. */
async function viewerState(
  ctx: AppContext,
  user: AuthUser,
  accessByLecture: ReadonlyMap<number, LectureAccess>,
  rows: readonly QuestionRow[],
): Promise<ViewerState> {
  const ids = rows.map((row) => row.id);
  const lectureIds = [...new Set(rows.map((row) => row.lectureId))];
  const [mine, unread, open] = await Promise.all([
    moderation.interactionsOf(ctx, 'question', ids, user.id),
    unreadSummary(ctx, user.id, 'questionId', ids),
    moderation.postingOpenIn(ctx, accessByLecture, lectureIds, 'answer'),
  ]);
  return { user, mine, unread, open };
}

/** The authors' pseudonym ids among the rows that were removed from the class. */
const removedAuthors = (ctx: AppContext, rows: readonly QuestionRow[]) =>
  removedPseudonymIds(ctx.db, [
    ...new Set(rows.flatMap((row) => (row.pseudonymId === null ? [] : [row.pseudonymId]))),
  ]);

/**
 * Shapes questions for the viewer; `accessByLecture` holds the viewer's access to each lecture.
 * `threadCounts`: the rows' answer and discussion counts when already read (the shared list).
 */
export async function presentQuestions(
  ctx: AppContext,
  user: AuthUser,
  accessByLecture: ReadonlyMap<number, LectureAccess>,
  rows: readonly QuestionRow[],
  threadCounts?: ReadonlyMap<number, repo.ThreadCounts>,
): Promise<Question[]> {
  const [counts, removed, viewer] = await Promise.all([
    threadCounts ??
      repo.threadCounts(
        ctx.db,
        rows.map((row) => row.id),
      ),
    removedAuthors(ctx, rows),
    viewerState(ctx, user, accessByLecture, rows),
  ]);
  return rows.map((row) => {
    const access = accessByLecture.get(row.lectureId)!;
    const thread = counts.get(row.id) ?? NO_THREAD;
    return {
      ...sharedFields(ctx, access, row, thread, removed),
      ...viewerFields(ctx, access, row, thread, viewer),
    };
  });
}

/**
 * The answers a viewer can see: the teacher only those visible to them (a hidden answer must not
 * change what their question allows), anyone else all of them.
 */
export const answersSeenBy = (
  access: Pick<LectureAccess, 'isTeacher'>,
  counts?: repo.PostCounts,
) => (counts ? (access.isTeacher ? counts.teacherVisible : counts.total) : 0);

/**
 * The questions became visible to the teacher: tell them (question_posted, one write for all) and
 * refresh their page.
 */
async function questionsBecameVisible(
  ctx: AppContext,
  accessByLecture: ReadonlyMap<number, LectureAccess>,
  rows: readonly QuestionRow[],
  kind: QaUpdateKind = 'visible',
): Promise<void> {
  const shown = rows.filter((row) => !row.doghouse);
  const byTeacher = new Map<number, QuestionRow[]>();
  for (const row of shown) {
    if (row.authorIsTeacher) continue;
    const teacherId = accessByLecture.get(row.lectureId)!.course.teacherId;
    const list = byTeacher.get(teacherId);
    if (list) list.push(row);
    else byTeacher.set(teacherId, [row]);
  }
  await Promise.all(
    [...byTeacher].map(([teacherId, list]) =>
      notifyMany(
        ctx,
        { id: teacherId, isTeacher: true },
        list.map((row) => ({
          event: 'question_posted' as const,
          lectureId: row.lectureId,
          questionId: row.id,
          pseudonym: row.pseudonym,
        })),
      ),
    ),
  );
  for (const row of shown) {
    moderation.announce(
      ctx,
      accessByLecture.get(row.lectureId)!,
      kind,
      { questionId: row.id },
      true,
    );
  }
}

/**
 * Counts a student's views of the listed questions and applies any visibility they unlock. A view
 * that changed the posts' counters drops the lecture's shared list (the counters are in it).
 */
async function recordViews(
  ctx: AppContext,
  user: AuthUser,
  accessByLecture: ReadonlyMap<number, LectureAccess>,
  rows: readonly QuestionRow[],
): Promise<readonly QuestionRow[]> {
  const { posts, shown, wrote } = await moderation.recordViews(ctx, user, 'question', rows);
  // Views this request stored changed the counters. Rows it only brought up to date (another
  // request stored their views, and dropped the list then) leave the list as it is.
  if (wrote && posts !== rows) {
    for (const { lecture } of accessByLecture.values())
      questionListCache(ctx)?.invalidate(lecture.courseId, lecture.lectureNum);
  }
  if (shown.length > 0) await questionsBecameVisible(ctx, accessByLecture, shown);
  return posts;
}

const byLecture = (access: LectureAccess) => new Map([[access.lecture.id, access]]);

/** The lecture's questions as the viewer's kind sees them, with their counts and removed authors. */
async function readSharedList(ctx: AppContext, access: LectureAccess): Promise<SharedList> {
  const rows = await repo.listQuestions(ctx.db, [access.lecture.id], access.isTeacher);
  const [counts, removed] = await Promise.all([
    repo.threadCounts(
      ctx.db,
      rows.map((row) => row.id),
    ),
    removedAuthors(ctx, rows),
  ]);
  return { rows, counts, removed, fragments: new Map(), unmarked: new Map(), orders: new Map() };
}

/** The viewer's standing in the lecture, kept between a viewer's refetches (lecture-access-cache.ts). */
const viewerAccess = (ctx: AppContext, user: AuthUser, courseId: number, lectureNum: number) => {
  const read = () => lectureAccess(ctx, user, courseId, lectureNum);
  return lectureAccessCache(ctx)?.get(user, courseId, lectureNum, read) ?? read();
};

/** The rows' indexes in the order of `sort` (kept in the shared list unless it is the viewer's). */
function orderOf(
  shared: SharedList,
  rows: readonly QuestionRow[],
  sort: SortKey,
  teacherView: boolean,
  lectureNum: number,
  selfFlagged: ReadonlySet<number>,
): number[] {
  const reusable = rows === shared.rows && sort !== 'flag';
  const known = reusable ? shared.orders.get(sort) : undefined;
  if (known) return known;
  const items = rows.map((row, index) => {
    const seen = seenCounts(teacherView, shared.counts.get(row.id) ?? NO_THREAD);
    return {
      index,
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      numUpVotes: row.upVotes,
      numDownVotes: row.downVotes,
      selfFlagged: selfFlagged.has(row.id),
      lectureNum,
      answerCount: seen.answers,
      discussionCount: seen.discussions,
    };
  });
  const order = sortPosts(items, sort).map((item) => item.index);
  if (reusable) shared.orders.set(sort, order);
  return order;
}

/**
 * Whether the viewer's own fields of the row are those of any viewer of the same standing: no vote,
 * flag or rise-up, no unread notification, not their post.
 */
const isUnmarked = (row: QuestionRow, { user, mine, unread }: ViewerState) =>
  row.authorId !== user.id &&
  !mine.votes.has(row.id) &&
  !mine.flags.has(row.id) &&
  !mine.riseUps.has(row.id) &&
  // TOLD holds ANSWERED: no unread notification that either field counts.
  unread.newest(row.id, TOLD) === null;

/**
 * What a viewer's own fields depend on besides their marks: their kind (teacher or student),
 * whether they hold a pseudonym and may write, and whether answering is open.
 */
const standingKey = (access: LectureAccess, open: boolean) =>
  [access.isTeacher, access.hasPseudonym, mayWrite(access), open].join('|');

/**
 * The list's JSON envelope: each row's shared fields (serialized once per list) and the viewer's;
 * the whole item of a row the viewer has not marked is serialized once per list and standing.
 */
function questionsJson(
  ctx: AppContext,
  access: LectureAccess,
  shared: SharedList,
  rows: readonly QuestionRow[],
  viewer: ViewerState,
  sort: SortKey,
): string {
  const order = orderOf(
    shared,
    rows,
    sort,
    access.isTeacher,
    access.lecture.lectureNum,
    viewer.mine.flags,
  );
  const standing = standingKey(access, viewer.open.get(access.lecture.id)!);
  let unmarked = shared.unmarked.get(standing);
  if (!unmarked) shared.unmarked.set(standing, (unmarked = new Map()));
  const items = order.map((index) => {
    const row = rows[index]!;
    // Rows that a view just changed are new objects, serialized for this answer only.
    const keep = row === shared.rows[index];
    const plain = isUnmarked(row, viewer);
    const known = plain && keep ? unmarked.get(row) : undefined;
    if (known) return known;
    const thread = shared.counts.get(row.id) ?? NO_THREAD;
    let fragment = shared.fragments.get(row);
    if (fragment === undefined) {
      fragment = JSON.stringify(sharedFields(ctx, access, row, thread, shared.removed)).slice(
        1,
        -1,
      );
      if (keep) shared.fragments.set(row, fragment);
    }
    const own = JSON.stringify(viewerFields(ctx, access, row, thread, viewer));
    const item = `{${fragment},${own.slice(1)}`;
    if (plain && keep) unmarked.set(row, item);
    return item;
  });
  return `{"message":${JSON.stringify(QA_MESSAGES.questions)},"data":[${items.join(',')}]}`;
}

/**
 * GET /course/{c}/lecture/{n}/questions as its encoded body: the same data as presentQuestions
 * sorted, built from the lecture's shared list and the viewer's marks. While neither changed (and
 * no view of this request changed a row), the viewer's previous answer is sent again as it was
 * compressed.
 */
export async function lectureQuestionsBody(
  ctx: AppContext,
  user: AuthUser,
  { courseId, lectureNum }: { courseId: number; lectureNum: number },
  sort: SortKey = 'time',
  encoding: Encoding | null = null,
): Promise<EncodedJson> {
  const access = await viewerAccess(ctx, user, courseId, lectureNum);
  const cache = questionListCache(ctx);
  const shared = cache
    ? await cache.get(access.lecture, access.isTeacher ? 'teacher' : 'student', () =>
        readSharedList(ctx, access),
      )
    : await readSharedList(ctx, access);
  const rows = await recordViews(ctx, user, byLecture(access), shared.rows);
  const [marks, open] = await Promise.all([
    viewerMarks(ctx, user, access.lecture),
    moderation.postingOpen(ctx, access.lecture, 'answer'),
  ]);
  const viewer: ViewerState = { user, ...marks, open: new Map([[access.lecture.id, open]]) };
  const build = () => encodeJson(questionsJson(ctx, access, shared, rows, viewer, sort), encoding);
  const kept = viewerMarksCache<ViewerMarks>(ctx);
  if (!kept || rows !== shared.rows) return build();
  // Everything the answer depends on besides the shared list and the viewer's marks.
  const key = `${sort}|${encoding}|${standingKey(access, open)}`;
  return kept.body(access.lecture, user.id, marks, shared, key, build);
}

/** Questions of several lectures (my-questions screens); unreadable lectures are left out. */
export async function listQuestionsOfLectures(
  ctx: AppContext,
  user: AuthUser,
  lectureIds: number[],
  sort: SortKey = 'time',
): Promise<Question[]> {
  const accesses = await lecturesAccess(ctx, user, lectureIds);
  const accessMap = new Map(accesses.map((access) => [access.lecture.id, access]));
  const rows = await repo.listQuestions(ctx.db, [...accessMap.keys()], user.isTeacher);
  const seen = await recordViews(ctx, user, accessMap, rows);
  return sortPosts(await presentQuestions(ctx, user, accessMap, seen), sort);
}

/** The question if it belongs to the lecture and the viewer may see it; 404 otherwise. */
export async function loadQuestion(
  ctx: AppContext,
  access: LectureAccess,
  questionId: number,
): Promise<QuestionRow> {
  const row = await repo.findQuestion(ctx.db, questionId);
  if (!row || row.lectureId !== access.lecture.id) throw notFound(QA_MESSAGES.questionNotFound);
  if (access.isTeacher && !moderation.visibleToTeacher(row))
    throw notFound(QA_MESSAGES.questionNotFound);
  return row;
}

export interface QuestionRef {
  courseId: number;
  lectureNum: number;
  questionId: number;
}

async function resolve(ctx: AppContext, user: AuthUser, ref: QuestionRef) {
  const access = await lectureAccess(ctx, user, ref.courseId, ref.lectureNum);
  return { access, row: await loadQuestion(ctx, access, ref.questionId) };
}

export async function getQuestion(ctx: AppContext, user: AuthUser, ref: QuestionRef) {
  const { access, row } = await resolve(ctx, user, ref);
  const [seen] = await recordViews(ctx, user, byLecture(access), [row]);
  const [question] = await presentQuestions(ctx, user, byLecture(access), [seen!]);
  return question!;
}

export async function createQuestion(
  ctx: AppContext,
  user: AuthUser,
  courseId: number,
  lectureNum: number,
  input: { text: string; slideNumber: number; pseudonym: boolean },
): Promise<Question> {
  const access = await lectureAccess(ctx, user, courseId, lectureNum);
  await moderation.assertMayPost(ctx, access, 'question');
  const author = await moderation.authorOf(ctx, access, input.pseudonym);
  const teacherCanView = moderation.initialTeacherCanView(ctx, author);
  const row = await repo.insertQuestion(ctx.db, {
    lectureId: access.lecture.id,
    ...author,
    text: input.text,
    slideNumber: input.slideNumber,
    teacherCanView,
  });
  await moderation.addHistory(ctx, 'question', row.id, row.text, row.createdAt);
  if (teacherCanView)
    await questionsBecameVisible(ctx, byLecture(access), [row], 'question_posted');
  else moderation.announce(ctx, access, 'question_posted', { questionId: row.id }, false);
  const [question] = await presentQuestions(ctx, user, byLecture(access), [row]);
  return question!;
}

export async function updateQuestion(
  ctx: AppContext,
  user: AuthUser,
  ref: QuestionRef,
  text: string,
): Promise<Question> {
  const { access, row } = await resolve(ctx, user, ref);
  moderation.assertAuthor(access, row);
  const counts = (await repo.answerCounts(ctx.db, [row.id])).get(row.id);
  if (answersSeenBy(access, counts) > 0) throw forbidden(QA_MESSAGES.notEditable);
  const now = new Date();
  const updated = await repo.updateQuestionText(ctx.db, row.id, text, now);
  if (!updated) throw notFound(QA_MESSAGES.questionNotFound);
  await moderation.addHistory(ctx, 'question', row.id, text, now);
  moderation.announce(
    ctx,
    access,
    'question_updated',
    { questionId: row.id },
    moderation.visibleToTeacher(updated),
  );
  const [question] = await presentQuestions(ctx, user, byLecture(access), [updated]);
  return question!;
}

export async function deleteQuestion(ctx: AppContext, user: AuthUser, ref: QuestionRef) {
  const { access, row } = await resolve(ctx, user, ref);
  moderation.assertAuthor(access, row);
  const counts = (await repo.answerCounts(ctx.db, [row.id])).get(row.id);
  if (answersSeenBy(access, counts) > 0) throw forbidden(QA_MESSAGES.cannotDelete);
  await repo.deleteQuestion(ctx.db, row.id);
  moderation.announce(
    ctx,
    access,
    'question_deleted',
    { questionId: row.id },
    moderation.visibleToTeacher(row),
  );
}

/** Vote, flag, rise up and history of a question the viewer may see. */
export const questionInteractions = moderation.postInteractions(
  'question',
  async (ctx, user, ref: QuestionRef) => {
    const { access, row } = await resolve(ctx, user, ref);
    return { access, post: row, place: placeOf(row) };
  },
);

/** The question if the user is the lecture's teacher and may see it: 403 for anyone else. */
async function resolveForTeacher(ctx: AppContext, user: AuthUser, ref: QuestionRef) {
  const access = await lectureAccess(ctx, user, ref.courseId, ref.lectureNum);
  if (!access.isTeacher) throw forbidden(QA_MESSAGES.teacherOnly);
  return { access, row: await loadQuestion(ctx, access, ref.questionId) };
}

/**
 * The lecture's teacher marks a question answered (or takes the mark back). Open pages refresh
 * through the usual qa_update (question_updated); students see the mark on the question.
 */
export async function markAnswered(
  ctx: AppContext,
  user: AuthUser,
  ref: QuestionRef,
  answered: boolean,
): Promise<Question> {
  const { access, row } = await resolveForTeacher(ctx, user, ref);
  const updated = await repo.setAnswered(ctx.db, row.id, answered ? new Date() : null);
  if (!updated) throw notFound(QA_MESSAGES.questionNotFound);
  moderation.announce(ctx, access, 'question_updated', { questionId: row.id }, true);
  const [question] = await presentQuestions(ctx, user, byLecture(access), [updated]);
  return question!;
}

/**
 * The lecture's teacher highlights a question on the projected screen — the one before, if any,
 * loses it — or clears it. One announcement per question whose highlight changed.
 */
export async function highlight(
  ctx: AppContext,
  user: AuthUser,
  ref: QuestionRef,
  highlighted: boolean,
): Promise<Question> {
  const { access, row } = await resolveForTeacher(ctx, user, ref);
  const { updated, cleared } = await repo.setHighlighted(
    ctx.db,
    access.lecture.id,
    row.id,
    highlighted ? new Date() : null,
  );
  if (!updated) throw notFound(QA_MESSAGES.questionNotFound);
  for (const questionId of new Set([...cleared, row.id]))
    moderation.announce(ctx, access, 'question_updated', { questionId }, true);
  const [question] = await presentQuestions(ctx, user, byLecture(access), [updated]);
  return question!;
}
