// Questions as each viewer sees them: the fields shared by every viewer of a kind (teacher or
// student), and the viewer's own (their marks, unread notifications, rights). docs/rules.md.
import type { NotificationEvent, Question } from '@o4f/contract';
import type { AppContext } from '../../context.ts';
import type { QuestionRow } from '../../db/schema/index.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import * as moderation from '../moderation/moderation.service.ts';
import { unreadSummary } from '../notifications/notifications.service.ts';
import * as repo from './questions.repository.ts';
import { viewerMarksCache } from './viewer-marks-cache.ts';
import { readViewerMarkRows } from './viewer-marks-reads.ts';
import { mayWrite } from '../lectures/lecture-access.ts';
import type { LectureAccess } from '../lectures/lecture-access.ts';
import { removedPseudonymIds } from '../pseudonyms/pseudonyms.repository.ts';

export const NO_THREAD: repo.ThreadCounts = {
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
export interface ViewerState {
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
export interface ViewerMarks {
  mine: Interactions;
  unread: Unread;
  /** No vote, flag, rise-up or unread notification in the lecture at all. */
  none: boolean;
}

/** The viewer's marks over one lecture's questions, from its one statement. */
async function readViewerMarks(
  ctx: AppContext,
  lectureId: number,
  userId: number,
): Promise<ViewerMarks> {
  const rows = await readViewerMarkRows(ctx, lectureId, userId);
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
  return { mine, unread, none: rows.length === 0 };
}

/** The viewer's marks in the lecture, kept between their refetches (viewer-marks-cache.ts). */
export const viewerMarks = (ctx: AppContext, user: AuthUser, lecture: LectureAccess['lecture']) => {
  const read = () => readViewerMarks(ctx, lecture.id, user.id);
  return viewerMarksCache<ViewerMarks>(ctx)?.get(lecture, user.id, read) ?? read();
};

/** The answers and discussions of a question as a viewer of this kind sees them. */
export const seenCounts = (teacherView: boolean, thread: repo.ThreadCounts) => ({
  answers: teacherView ? thread.answers.teacherVisible : thread.answers.total,
  discussions: teacherView ? thread.discussions.teacherVisible : thread.discussions.total,
});

/** The fields of a question that are the same for every viewer of a kind (teacher or student). */
export function sharedFields(
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
export function viewerFields(
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
export const removedAuthors = (ctx: AppContext, rows: readonly QuestionRow[]) =>
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
 * Whether the viewer's own fields of the row are those of any viewer of the same standing: no vote,
 * flag or rise-up, no unread notification, not their post.
 */
export const isUnmarked = (row: QuestionRow, { user, mine, unread }: ViewerState) =>
  row.authorId !== user.id &&
  !mine.votes.has(row.id) &&
  !mine.flags.has(row.id) &&
  !mine.riseUps.has(row.id) &&
  // TOLD holds ANSWERED: no unread notification that either field counts.
  unread.newest(row.id, TOLD) === null;

/**
 * The answers a viewer can see: the teacher only those visible to them (a hidden answer must not
 * change what their question allows), anyone else all of them.
 */
export const answersSeenBy = (
  access: Pick<LectureAccess, 'isTeacher'>,
  counts?: repo.PostCounts,
) => (counts ? (access.isTeacher ? counts.teacherVisible : counts.total) : 0);
