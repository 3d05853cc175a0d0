// Questions of a lecture: reading one, posting, editing with history, deleting, the moderation
// actions, and the views that make questions visible to the teacher. The lists are
// questions.list.ts, the shape each viewer sees questions.presenter.ts, the teacher's marks
// questions.teacher-tools.ts.
import { QA_MESSAGES } from '@o4f/contract';
import type { QaUpdateKind, Question } from '@o4f/contract';
import type { AppContext } from '../../context.ts';
import type { QuestionRow } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import * as moderation from '../moderation/moderation.service.ts';
import type { PostPlace } from '../moderation/moderation.service.ts';
import { notifyMany } from '../notifications/notifications.service.ts';
import { questionListCache } from './question-list-cache.ts';
import { answersSeenBy, presentQuestions } from './questions.presenter.ts';
import * as repo from './questions.repository.ts';
import { lectureAccess } from '../lectures/lecture-access.ts';
import type { LectureAccess } from '../lectures/lecture-access.ts';

const placeOf = (row: QuestionRow): PostPlace => ({
  questionId: row.id,
  answerId: null,
  pseudonym: row.pseudonym,
});

export const byLecture = (access: LectureAccess) => new Map([[access.lecture.id, access]]);

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
  moderation.announceAll(
    ctx,
    accessByLecture,
    kind,
    shown.map((row) => ({ lectureId: row.lectureId, questionId: row.id, teacherVisible: true })),
  );
}

/**
 * Counts a student's views of the listed questions and applies any visibility they unlock. A view
 * that changed the posts' counters drops the lecture's shared list (the counters are in it).
 */
export async function recordViews(
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
