// Who may post and interact in a lecture's Q/A/D, and the moderation actions shared by
// questions and answers: votes, flags (doghouse), rise-ups, views (teacherCanView), history.
import { isLectureLive, QA_MESSAGES, TEACHER_PSEUDONYM } from '@o4f/contract';
import type {
  PostVote,
  FlagResult,
  HistoryEntry,
  NotificationEvent,
  QaUpdateKind,
  RiseUpResult,
  VoteResult,
} from '@o4f/contract';
import type { AppContext } from '../../context.ts';
import type { LectureRow } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import { mayWrite } from '../lectures/lecture-access.ts';
import type { LectureAccess } from '../lectures/lecture-access.ts';
import { countsChanged, notify } from '../notifications/notifications.service.ts';
import { teacherPseudonym } from '../pseudonyms/pseudonyms.repository.ts';
import * as repo from './moderation.repository.ts';
import type { PostKind } from './moderation.repository.ts';

export type { PostKind } from './moderation.repository.ts';

export type PostingKind = 'question' | 'answer' | 'discussion';

/**
 * Whether the lecture takes posts of this kind now: always outside the live window; while live,
 * only when the lecture allows it (the teacher's live permission toggle overrides the setting).
 */
export async function postingOpen(
  ctx: AppContext,
  lecture: LectureRow,
  kind: PostingKind,
): Promise<boolean> {
  if (lecture.state === 'ENDED' || !isLectureLive(lecture)) return true;
  const overrides = await ctx.live.getPermissions({
    courseId: lecture.courseId,
    lectureNum: lecture.lectureNum,
  });
  return kind === 'discussion'
    ? (overrides.allowDiscussions ?? lecture.allowDiscussionsDuringLecture)
    : (overrides.allowQuestions ?? lecture.allowQuestionsDuringLecture);
}

/** Per lecture: whether this kind of post may be posted there now. */
export async function postingOpenIn(
  ctx: AppContext,
  accessByLecture: ReadonlyMap<number, Pick<LectureAccess, 'lecture'>>,
  lectureIds: readonly number[],
  kind: PostingKind,
): Promise<Map<number, boolean>> {
  const open = await Promise.all(
    lectureIds.map((id) => postingOpen(ctx, accessByLecture.get(id)!.lecture, kind)),
  );
  return new Map(lectureIds.map((id, index) => [id, open[index]!]));
}

const CLOSED_MESSAGE: Record<PostingKind, string> = {
  question: QA_MESSAGES.questionsNotAllowed,
  answer: QA_MESSAGES.answersNotAllowed,
  discussion: QA_MESSAGES.discussionsNotAllowed,
};

/** 403 unless the viewer may post this kind in the lecture now. */
export async function assertMayPost(
  ctx: AppContext,
  access: LectureAccess,
  kind: PostingKind,
): Promise<void> {
  if (!mayWrite(access)) throw forbidden(QA_MESSAGES.readOnly);
  if (!access.isTeacher) {
    const reputation = await repo.reputationOf(ctx.db, access.user.id);
    if (reputation <= ctx.config.REPUTATION_MIN_TO_POST) throw forbidden(QA_MESSAGES.lowReputation);
  }
  if (!(await postingOpen(ctx, access.lecture, kind))) throw forbidden(CLOSED_MESSAGE[kind]);
}

export interface Author {
  authorId: number;
  pseudonymId: number | null;
  pseudonym: string;
  authorIsTeacher: boolean;
  teacherPost: boolean;
}

/** Who a new post is by: the student's pseudonym, or the teacher openly or under a pseudonym. */
export async function authorOf(
  ctx: AppContext,
  access: LectureAccess,
  underPseudonym: boolean,
): Promise<Author> {
  const authorId = access.user.id;
  if (!access.isTeacher) {
    return {
      authorId,
      pseudonymId: access.pseudonymId,
      pseudonym: access.pseudonym!,
      authorIsTeacher: false,
      teacherPost: false,
    };
  }
  if (!underPseudonym) {
    return {
      authorId,
      pseudonymId: null,
      pseudonym: TEACHER_PSEUDONYM,
      authorIsTeacher: true,
      teacherPost: true,
    };
  }
  return {
    authorId,
    pseudonymId: null,
    pseudonym: await teacherPseudonym(ctx.db, access.lecture.id, authorId),
    authorIsTeacher: true,
    teacherPost: false,
  };
}

/** A post as the moderation rules see it. */
export interface ModeratedPost {
  id: number;
  authorId: number | null;
  authorIsTeacher: boolean;
  teacherPost: boolean;
  doghouse: boolean;
  teacherCanView: boolean;
}

/** Teachers never receive doghouse posts, nor posts not yet seen by enough students. */
export const visibleToTeacher = (post: Pick<ModeratedPost, 'doghouse' | 'teacherCanView'>) =>
  !post.doghouse && post.teacherCanView;

/** A new post is visible to the teacher at once when a teacher wrote it (or no views are needed). */
export const initialTeacherCanView = (ctx: AppContext, author: Author) =>
  author.authorIsTeacher || ctx.config.TEACHER_VIEW_THRESHOLD === 0;

type Action = 'vote' | 'flag' | 'riseUp';

function assertMayInteract(access: LectureAccess, post: ModeratedPost, action: Action): void {
  if (!mayWrite(access)) throw forbidden(QA_MESSAGES.readOnly);
  if (post.authorId === access.user.id) throw forbidden(QA_MESSAGES.ownPost);
  if (action === 'flag' && post.teacherPost) throw forbidden(QA_MESSAGES.teacherPostNoFlag);
  if (action === 'riseUp' && access.isTeacher) throw forbidden(QA_MESSAGES.teacherNoRiseUp);
}

/** Announces a change for open Q&A pages (kept from the teacher while they may not see the post). */
export function announce(
  ctx: AppContext,
  access: Pick<LectureAccess, 'course' | 'lecture'> & { user?: { id: number } },
  kind: QaUpdateKind,
  ids: { questionId: number | null; answerId?: number | null },
  teacherVisible: boolean,
): void {
  ctx.events.emit('qa', {
    update: {
      courseId: access.lecture.courseId,
      lectureNum: access.lecture.lectureNum,
      kind,
      questionId: ids.questionId,
      answerId: ids.answerId ?? null,
    },
    teacherId: access.course.teacherId,
    teacherVisible,
    ...(access.user ? { actorId: access.user.id } : {}),
  });
}

/** One post of a batch to announce: its lecture, where it lives, whether the teacher may see it. */
export interface Announced {
  lectureId: number;
  questionId: number;
  answerId?: number | null;
  teacherVisible: boolean;
}

/**
 * Announces a batch of changes of one kind: a post alone as `announce` does; several in one
 * lecture as one update without ids (every page refetches), so that posts reaching their views
 * together — a hall opening Q&A on posts nobody had seen — are one frame to each socket of the
 * lecture rather than one per post. The teacher gets it when they may see one of them.
 */
export function announceAll(
  ctx: AppContext,
  accessByLecture: ReadonlyMap<number, Pick<LectureAccess, 'course' | 'lecture'>>,
  kind: QaUpdateKind,
  posts: readonly Announced[],
): void {
  const byLecture = new Map<number, Announced[]>();
  for (const post of posts) {
    const batch = byLecture.get(post.lectureId);
    if (batch) batch.push(post);
    else byLecture.set(post.lectureId, [post]);
  }
  for (const [lectureId, batch] of byLecture) {
    const access = accessByLecture.get(lectureId)!;
    const [first] = batch;
    const ids = batch.length === 1 ? first! : { questionId: null, answerId: null };
    announce(
      ctx,
      access,
      kind,
      ids,
      batch.some((post) => post.teacherVisible),
    );
  }
}

/** Where a post lives, for announcements and notifications. */
export interface PostPlace {
  questionId: number;
  answerId: number | null;
  pseudonym: string;
}

export async function vote(
  ctx: AppContext,
  access: LectureAccess,
  kind: PostKind,
  post: ModeratedPost,
  place: PostPlace,
  value: 1 | -1,
): Promise<VoteResult> {
  assertMayInteract(access, post, 'vote');
  const outcome = await repo.toggleVote(ctx.db, kind, post.id, access.user.id, value);
  if (!outcome) throw notFound(notFoundMessage(kind));
  announce(ctx, access, 'voted', place, visibleToTeacher(post));
  return outcome;
}

const FLAG_EVENT: Record<PostKind, NotificationEvent> = {
  question: 'question_flagged',
  answer: 'answer_flagged',
};

const notFoundMessage = (kind: PostKind) =>
  kind === 'question' ? QA_MESSAGES.questionNotFound : QA_MESSAGES.answerNotFound;

/** Toggles the viewer's flag; enough flags send the post to the doghouse (docs/rules.md). */
export async function flag(
  ctx: AppContext,
  access: LectureAccess,
  kind: PostKind,
  post: ModeratedPost,
  place: PostPlace,
): Promise<FlagResult> {
  assertMayInteract(access, post, 'flag');
  const outcome = await repo.toggleFlag(ctx.db, kind, post.id, access.user.id, {
    threshold: ctx.config.DOGHOUSE_FLAGS,
    penalty: ctx.config.REPUTATION_DOGHOUSE_PENALTY,
  });
  if (!outcome) throw notFound(notFoundMessage(kind));
  if (outcome.entered && outcome.authorId !== null && !outcome.authorIsTeacher) {
    await notify(
      ctx,
      { id: outcome.authorId, isTeacher: false },
      {
        event: FLAG_EVENT[kind],
        lectureId: access.lecture.id,
        questionId: place.questionId,
        answerId: place.answerId,
        pseudonym: place.pseudonym,
      },
    );
  }
  // Entering the doghouse is news to the teacher too: the post leaves their lists, and their
  // notifications about it leave their counts.
  announce(ctx, access, 'flagged', place, visibleToTeacher(post));
  if (outcome.entered && visibleToTeacher(post))
    countsChanged(ctx, [access.course.teacherId], access.course.id);
  return { selfFlagged: outcome.selfFlagged, flagged: outcome.flagged };
}

/** Toggles the viewer's rise-up on a doghouse post; enough of them bring it back. */
export async function riseUp(
  ctx: AppContext,
  access: LectureAccess,
  kind: PostKind,
  post: ModeratedPost,
  place: PostPlace,
): Promise<RiseUpResult> {
  assertMayInteract(access, post, 'riseUp');
  const outcome = await repo.toggleRiseUp(ctx.db, kind, post.id, access.user.id, {
    threshold: ctx.config.RISE_UP_THRESHOLD,
    penalty: ctx.config.REPUTATION_DOGHOUSE_PENALTY,
  });
  if (!outcome) throw notFound(notFoundMessage(kind));
  if (outcome === 'not_in_doghouse') throw badRequest(QA_MESSAGES.notInDoghouse);
  announce(ctx, access, 'risen_up', place, outcome.left && post.teacherCanView);
  if (outcome.left && post.teacherCanView)
    countsChanged(ctx, [access.course.teacherId], access.course.id);
  return { hasRiseUp: outcome.hasRiseUp, flagged: outcome.flagged };
}

/**
 * `teacherCanView` as a student receives it. A teacher's post under a pseudonym is visible to the
 * teacher (its author) at once, but shown by the student rule (enough views), so that students
 * cannot tell it from a student's post. Open teacher posts and students' posts show the stored
 * value; so does everything a teacher receives (they only receive posts visible to them).
 */
export function presentedTeacherCanView(
  ctx: AppContext,
  post: Pick<ModeratedPost, 'authorIsTeacher' | 'teacherPost' | 'teacherCanView'> & {
    viewCount: number;
  },
): boolean {
  if (!post.authorIsTeacher || post.teacherPost) return post.teacherCanView;
  return post.viewCount >= ctx.config.TEACHER_VIEW_THRESHOLD;
}

/**
 * What this process knows about views, so that listing posts again costs no statement at all:
 * the (post, viewer) pairs it already handed to the database (stored in post_views, or not needed),
 * and the posts that have the views they need (TEACHER_VIEW_THRESHOLD). A view row is never
 * removed while its user exists and view counts never go down, so both stay true; they are only
 * shortcuts (another instance may still send a pair, which the database ignores) and are emptied
 * whole when they reach MAX_REMEMBERED_VIEWS. Writes run one after another in the process, so a
 * burst of first openings (a hall opening Q&A at once) writes the views of the first two viewers
 * and the others find the posts already have theirs.
 */
const MAX_REMEMBERED_VIEWS = 200_000;

class ViewMemo {
  private readonly pairs = new Map<string, Set<number>>();
  private size = 0;
  private readonly enough = new Set<string>();
  private tail: Promise<unknown> = Promise.resolve();

  has(kind: PostKind, userId: number, postId: number): boolean {
    return this.pairs.get(`${kind}:${userId}`)?.has(postId) ?? false;
  }

  add(kind: PostKind, userId: number, postIds: readonly number[]): void {
    if (this.size + postIds.length > MAX_REMEMBERED_VIEWS) {
      this.pairs.clear();
      this.size = 0;
    }
    const key = `${kind}:${userId}`;
    let seen = this.pairs.get(key);
    if (!seen) this.pairs.set(key, (seen = new Set()));
    for (const id of postIds) {
      if (seen.has(id)) continue;
      seen.add(id);
      this.size += 1;
    }
  }

  hasEnough(kind: PostKind, postId: number): boolean {
    return this.enough.has(`${kind}:${postId}`);
  }

  markEnough(kind: PostKind, postIds: readonly number[]): void {
    if (this.enough.size + postIds.length > MAX_REMEMBERED_VIEWS) this.enough.clear();
    for (const id of postIds) this.enough.add(`${kind}:${id}`);
  }

  /** Runs `task` after the view writes already queued in this process. */
  inTurn<T>(task: () => Promise<T>): Promise<T> {
    const run = this.tail.then(task, task);
    this.tail = run.catch(() => undefined);
    return run;
  }
}

const recordedViews = new WeakMap<AppContext, ViewMemo>();

function viewsRecorded(ctx: AppContext): ViewMemo {
  let views = recordedViews.get(ctx);
  if (!views) recordedViews.set(ctx, (views = new ViewMemo()));
  return views;
}

/**
 * A student saw these posts: those not yet shown as visible to the teacher count the view.
 * Returns the posts as they now stand, and those that just became visible — to be announced as a
 * student's post would be, also a teacher's post under a pseudonym reaching the views (the
 * teacher saw it from the start; the students must not tell it apart).
 */
export async function recordViews<T extends ModeratedPost & { viewCount: number }>(
  ctx: AppContext,
  user: AuthUser,
  kind: PostKind,
  posts: readonly T[],
): Promise<{ posts: readonly T[]; shown: T[]; wrote: boolean }> {
  if (user.isTeacher) return { posts, shown: [], wrote: false };
  const memo = viewsRecorded(ctx);
  const threshold = ctx.config.TEACHER_VIEW_THRESHOLD;
  const wanted = new Set(
    posts
      .filter(
        (post) =>
          !presentedTeacherCanView(ctx, post) &&
          post.authorId !== user.id &&
          !memo.has(kind, user.id, post.id),
      )
      .map((post) => post.id),
  );
  if (wanted.size === 0) return { posts, shown: [], wrote: false };
  return memo.inTurn(async () => {
    const candidates = [...wanted].filter((id) => !memo.hasEnough(kind, id));
    const recorded =
      candidates.length === 0
        ? { crossed: [], viewCounts: new Map<number, number>() }
        : await repo.recordViews(ctx.db, kind, candidates, user.id, threshold);
    // Each of them now has this user's view in the database (inserted now or before), or the
    // views it needs.
    memo.add(kind, user.id, candidates);
    memo.markEnough(
      kind,
      [...recorded.viewCounts].filter(([, count]) => count >= threshold).map(([id]) => id),
    );
    const crossed = new Set(recorded.crossed);
    const counted = posts.map((post) => {
      const viewCount = recorded.viewCounts.get(post.id);
      return viewCount === undefined
        ? post
        : { ...post, viewCount, teacherCanView: post.teacherCanView || crossed.has(post.id) };
    });
    const shown = counted.filter(
      (post, index) =>
        !presentedTeacherCanView(ctx, posts[index]!) && presentedTeacherCanView(ctx, post),
    );
    // Posts that got their views from another request since the caller read them: shown as they
    // now stand in the database (visible to the teacher), announced by the request that did it.
    const current = counted.map((post) =>
      wanted.has(post.id) && !recorded.viewCounts.has(post.id) && memo.hasEnough(kind, post.id)
        ? { ...post, viewCount: Math.max(post.viewCount, threshold), teacherCanView: true }
        : post,
    );
    const wrote = candidates.length > 0;
    if (current.every((post, index) => post === posts[index])) return { posts, shown: [], wrote };
    return { posts: current, shown, wrote };
  });
}

export async function history(
  ctx: AppContext,
  kind: PostKind,
  postId: number,
): Promise<HistoryEntry[]> {
  const rows = await repo.listHistory(ctx.db, kind, postId);
  return rows.map((row, index) => ({
    id: row.id,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    latestUpdate: index === 0,
  }));
}

/**
 * The vote, flag, rise-up and history calls of one kind of post, for its routes
 * (postInteractionRoutes): each finds the post the viewer may see, then acts on it.
 */
export function postInteractions<Ref, Post extends ModeratedPost>(
  kind: PostKind,
  find: (
    ctx: AppContext,
    user: AuthUser,
    ref: Ref,
  ) => Promise<{ access: LectureAccess; post: Post; place: PostPlace }>,
) {
  return {
    vote: async (ctx: AppContext, user: AuthUser, ref: Ref, value: 1 | -1) => {
      const { access, post, place } = await find(ctx, user, ref);
      return vote(ctx, access, kind, post, place, value);
    },
    flag: async (ctx: AppContext, user: AuthUser, ref: Ref) => {
      const { access, post, place } = await find(ctx, user, ref);
      return flag(ctx, access, kind, post, place);
    },
    riseUp: async (ctx: AppContext, user: AuthUser, ref: Ref) => {
      const { access, post, place } = await find(ctx, user, ref);
      return riseUp(ctx, access, kind, post, place);
    },
    history: async (ctx: AppContext, user: AuthUser, ref: Ref) => {
      const { post } = await find(ctx, user, ref);
      return history(ctx, kind, post.id);
    },
  };
}

export const addHistory = (
  ctx: AppContext,
  kind: PostKind,
  postId: number,
  text: string,
  at: Date,
) => repo.addHistory(ctx.db, kind, postId, text, at);

export const interactionsOf = (
  ctx: AppContext,
  kind: PostKind,
  postIds: number[],
  userId: number,
) => repo.interactionsOf(ctx.db, kind, postIds, userId);

/** 403 unless the viewer wrote the post. */
export function assertAuthor(access: LectureAccess, post: ModeratedPost): void {
  if (post.authorId !== access.user.id) throw forbidden(QA_MESSAGES.notAuthor);
}

/** The viewer's own vote as the API shows it: 1 up, -1 down, 0 none. */
export const voteOf = (value: number | undefined): PostVote =>
  value === 1 ? 1 : value === -1 ? -1 : 0;
