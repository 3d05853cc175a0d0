// A lecture's question list (GET …/questions), built from the lecture's shared list and the
// viewer's marks and kept as compressed while neither changes; and the lists across lectures.
import { QA_MESSAGES, sortPosts } from '@o4f/contract';
import type { Question, SortKey } from '@o4f/contract';
import type { AppContext } from '../../context.ts';
import type { QuestionRow } from '../../db/schema/index.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import * as moderation from '../moderation/moderation.service.ts';
import { lectureAccessCache } from './lecture-access-cache.ts';
import { encodeJson } from './json-response.ts';
import type { Encoding, EncodedJson } from './json-response.ts';
import { questionListCache } from './question-list-cache.ts';
import type { SharedList } from './question-list-cache.ts';
import * as repo from './questions.repository.ts';
import {
  NO_THREAD,
  isUnmarked,
  presentQuestions,
  removedAuthors,
  seenCounts,
  sharedFields,
  viewerFields,
  viewerMarks,
} from './questions.presenter.ts';
import type { ViewerMarks, ViewerState } from './questions.presenter.ts';
import { byLecture, recordViews } from './questions.service.ts';
import { viewerMarksCache } from './viewer-marks-cache.ts';
import { lectureAccess, lecturesAccess, mayWrite } from '../lectures/lecture-access.ts';
import type { LectureAccess } from '../lectures/lecture-access.ts';

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
  return {
    rows,
    counts,
    removed,
    authors: new Set(rows.map((row) => row.authorId)),
    fragments: new Map(),
    unmarked: new Map(),
    orders: new Map(),
    bodies: new Map(),
  };
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
 * What a viewer's own fields depend on besides their marks: their kind (teacher or student),
 * whether they hold a pseudonym and may write, and whether answering is open.
 */
const standingKey = (access: LectureAccess, open: boolean) =>
  [access.isTeacher, access.hasPseudonym, mayWrite(access), open].join('|');

/** The envelope around the list's items, and the separator between them, as UTF-8. */
const LIST_HEAD = Buffer.from(`{"message":${JSON.stringify(QA_MESSAGES.questions)},"data":[`);
const LIST_TAIL = Buffer.from(']}');
const COMMA = Buffer.from(',');

/**
 * The list's JSON as UTF-8: each row's shared fields (serialized once per list) and the viewer's;
 * the whole item of a row the viewer has not marked is encoded once per list and standing. Joined
 * as buffers: joining the 500 items' strings and encoding the result took about 2.5 ms of the
 * main thread per answer, copying their kept buffers about 0.3 ms.
 */
function questionsJson(
  ctx: AppContext,
  access: LectureAccess,
  shared: SharedList,
  rows: readonly QuestionRow[],
  viewer: ViewerState,
  sort: SortKey,
): Buffer {
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
  const parts: Buffer[] = [LIST_HEAD];
  for (const index of order) {
    const row = rows[index]!;
    if (parts.length > 1) parts.push(COMMA);
    // Rows that a view just changed are new objects, serialized for this answer only.
    const keep = row === shared.rows[index];
    const plain = isUnmarked(row, viewer);
    const known = plain && keep ? unmarked.get(row) : undefined;
    if (known) {
      parts.push(known);
      continue;
    }
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
    const item = Buffer.from(`{${fragment},${own.slice(1)}`);
    if (plain && keep) unmarked.set(row, item);
    parts.push(item);
  }
  parts.push(LIST_TAIL);
  return Buffer.concat(parts);
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
  if (marks.none && !shared.authors.has(user.id)) {
    // Nothing of the viewer's own: the answer of anyone of the same standing.
    let body = shared.bodies.get(key);
    if (!body) shared.bodies.set(key, (body = build()));
    return body;
  }
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
