// Answers to a question: lists, posting (limited per question), editing with history, and the
// moderation actions. The author of the question is told (question_answered).
import { QA_MESSAGES, sortPosts } from '@o4f/contract';
import type { Answer, QaUpdateKind, Question, SortKey } from '@o4f/contract';
import type { AppContext } from '../../context.ts';
import type { AnswerRow, QuestionRow } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import * as discussionsRepo from '../discussions/discussions.repository.ts';
import { presentDiscussions } from '../discussions/discussions.presenter.ts';
import * as moderation from '../moderation/moderation.service.ts';
import type { PostPlace } from '../moderation/moderation.service.ts';
import { notify, unreadSummary } from '../notifications/notifications.service.ts';
import * as questionsRepo from '../questions/questions.repository.ts';
import { answersSeenBy, presentQuestions } from '../questions/questions.presenter.ts';
import { loadQuestion } from '../questions/questions.service.ts';
import * as repo from './answers.repository.ts';
import { lectureAccess, lecturesAccess, mayWrite } from '../lectures/lecture-access.ts';
import type { LectureAccess } from '../lectures/lecture-access.ts';
import { removedPseudonymIds } from '../pseudonyms/pseudonyms.repository.ts';

const placeOf = (row: AnswerRow): PostPlace => ({
  questionId: row.questionId,
  answerId: row.id,
  pseudonym: row.pseudonym,
});

/** Shapes answers for the viewer, each with its question and its discussions. */
async function presentAnswers(
  ctx: AppContext,
  user: AuthUser,
  accessByLecture: ReadonlyMap<number, LectureAccess>,
  rows: readonly AnswerRow[],
  questionRows?: readonly QuestionRow[],
): Promise<Answer[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const questionIds = [...new Set(rows.map((row) => row.questionId))];
  const pseudonymIds = rows.flatMap((row) => (row.pseudonymId === null ? [] : [row.pseudonymId]));
  const lectureIds = [...new Set(rows.map((row) => row.lectureId))];
  const [questionList, discussionRows, discussionCounts, mine, unread, removed, open] =
    await Promise.all([
      (questionRows
        ? Promise.resolve(questionRows)
        : questionsRepo.findQuestions(ctx.db, questionIds)
      ).then((found) => presentQuestions(ctx, user, accessByLecture, found)),
      discussionsRepo.discussionsOfAnswers(ctx.db, ids),
      discussionsRepo.discussionCountsOfAnswers(ctx.db, ids),
      moderation.interactionsOf(ctx, 'answer', ids, user.id),
      unreadSummary(ctx, user.id, 'answerId', ids),
      removedPseudonymIds(ctx.db, pseudonymIds),
      moderation.postingOpenIn(ctx, accessByLecture, lectureIds, 'discussion'),
    ]);
  const questionsById = new Map<number, Question>(questionList.map((item) => [item.id, item]));
  const answersById = new Map(rows.map((row) => [row.id, row]));
  const discussions = await presentDiscussions(
    ctx,
    user,
    accessByLecture,
    discussionRows,
    answersById,
  );
  return rows.flatMap((row) => {
    const question = questionsById.get(row.questionId);
    if (!question) return [];
    const access = accessByLecture.get(row.lectureId)!;
    const selfPosted = row.authorId === user.id;
    const discussionCount = discussionCounts.get(row.id) ?? 0;
    return [
      {
        id: row.id,
        questionId: row.questionId,
        question,
        text: row.text,
        createdAt: row.createdAt.toISOString(),
        pseudonym: row.pseudonym,
        courseId: access.lecture.courseId,
        lectureNum: access.lecture.lectureNum,
        numUpVotes: row.upVotes,
        numDownVotes: row.downVotes,
        vote: moderation.voteOf(mine.votes.get(row.id)),
        flagged: row.doghouse,
        hasRiseUp: mine.riseUps.has(row.id),
        selfPosted,
        selfFlagged: mine.flags.has(row.id),
        respondable: mayWrite(access) && !selfPosted && !row.doghouse && open.get(row.lectureId)!,
        discussionCount,
        discussionNotifCount: unread.count(row.id, ['discussion_started', 'discussion_reply']),
        removedFromClass: row.pseudonymId !== null && removed.has(row.pseudonymId),
        notificationId: unread.newest(row.id, [
          'question_answered',
          'answer_flagged',
          'discussion_started',
          'discussion_reply',
        ]),
        editable: selfPosted && discussionCount === 0,
        teacherAnswer: row.teacherPost,
        hasHistory: row.edited,
        teacherCanView: moderation.presentedTeacherCanView(ctx, row),
        discussions: discussions.filter((item) => item.answerId === row.id),
        lectureId: row.lectureId,
        showRiseUp: row.doghouse && !selfPosted && !access.isTeacher && access.hasPseudonym,
      },
    ];
  });
}

/** Tells a teacher who asked the question that it has an answer they may now see. */
async function answersBecameVisible(
  ctx: AppContext,
  accessByLecture: ReadonlyMap<number, LectureAccess>,
  rows: readonly AnswerRow[],
  kind: QaUpdateKind = 'visible',
): Promise<void> {
  const questions = new Map(
    (
      await questionsRepo.findQuestions(ctx.db, [...new Set(rows.map((row) => row.questionId))])
    ).map((row) => [row.id, row]),
  );
  const announced: moderation.Announced[] = [];
  for (const row of rows) {
    const question = questions.get(row.questionId);
    if (!question || row.doghouse) continue;
    const questionVisible = moderation.visibleToTeacher(question);
    if (
      questionVisible &&
      question.authorIsTeacher &&
      question.authorId !== null &&
      question.authorId !== row.authorId
    ) {
      await notify(
        ctx,
        { id: question.authorId, isTeacher: true },
        {
          event: 'question_answered',
          lectureId: row.lectureId,
          questionId: row.questionId,
          answerId: row.id,
          pseudonym: row.pseudonym,
        },
      );
    }
    announced.push({
      lectureId: row.lectureId,
      questionId: row.questionId,
      answerId: row.id,
      teacherVisible: questionVisible,
    });
  }
  moderation.announceAll(ctx, accessByLecture, kind, announced);
}

async function recordViews(
  ctx: AppContext,
  user: AuthUser,
  accessByLecture: ReadonlyMap<number, LectureAccess>,
  rows: AnswerRow[],
): Promise<AnswerRow[]> {
  const { posts, shown } = await moderation.recordViews(ctx, user, 'answer', rows);
  if (shown.length > 0) await answersBecameVisible(ctx, accessByLecture, shown);
  return [...posts];
}

const byLecture = (access: LectureAccess) => new Map([[access.lecture.id, access]]);

export interface QuestionRef {
  courseId: number;
  lectureNum: number;
  questionId: number;
}

export interface AnswerRef extends QuestionRef {
  answerId: number;
}

/** The answer if it belongs to the question and the viewer may see it; 404 otherwise. */
async function loadAnswer(
  ctx: AppContext,
  access: LectureAccess,
  question: QuestionRow,
  answerId: number,
): Promise<AnswerRow> {
  const row = await repo.findAnswer(ctx.db, answerId);
  if (!row || row.questionId !== question.id) throw notFound(QA_MESSAGES.answerNotFound);
  if (access.isTeacher && !moderation.visibleToTeacher(row))
    throw notFound(QA_MESSAGES.answerNotFound);
  return row;
}

/** Access, question and answer of an answer path, each checked. */
export async function resolveAnswer(ctx: AppContext, user: AuthUser, ref: AnswerRef) {
  const access = await lectureAccess(ctx, user, ref.courseId, ref.lectureNum);
  const question = await loadQuestion(ctx, access, ref.questionId);
  const answer = await loadAnswer(ctx, access, question, ref.answerId);
  return { access, question, answer };
}

export async function listAnswersOfQuestion(
  ctx: AppContext,
  user: AuthUser,
  ref: QuestionRef,
  sort: SortKey = 'time',
): Promise<Answer[]> {
  const access = await lectureAccess(ctx, user, ref.courseId, ref.lectureNum);
  const question = await loadQuestion(ctx, access, ref.questionId);
  const rows = await repo.listAnswersOfQuestion(ctx.db, question.id, access.isTeacher);
  const seen = await recordViews(ctx, user, byLecture(access), rows);
  return sortPosts(await presentAnswers(ctx, user, byLecture(access), seen, [question]), sort);
}

/** Answers of several lectures (my-answers and my-discussions screens). */
export async function listAnswersOfLectures(
  ctx: AppContext,
  user: AuthUser,
  lectureIds: number[],
  sort: SortKey = 'time',
): Promise<Answer[]> {
  const accesses = await lecturesAccess(ctx, user, lectureIds);
  const accessMap = new Map(accesses.map((access) => [access.lecture.id, access]));
  const rows = await repo.listAnswersOfLectures(ctx.db, [...accessMap.keys()], user.isTeacher);
  const seen = await recordViews(ctx, user, accessMap, rows);
  return sortPosts(await presentAnswers(ctx, user, accessMap, seen), sort);
}

export async function getAnswer(ctx: AppContext, user: AuthUser, ref: AnswerRef): Promise<Answer> {
  const { access, question, answer } = await resolveAnswer(ctx, user, ref);
  const [seen] = await recordViews(ctx, user, byLecture(access), [answer]);
  const [presented] = await presentAnswers(ctx, user, byLecture(access), [seen!], [question]);
  return presented!;
}

export async function createAnswer(
  ctx: AppContext,
  user: AuthUser,
  ref: QuestionRef,
  input: { text: string; pseudonym: boolean },
): Promise<Answer> {
  const access = await lectureAccess(ctx, user, ref.courseId, ref.lectureNum);
  const question = await loadQuestion(ctx, access, ref.questionId);
  await moderation.assertMayPost(ctx, access, 'answer');
  if (question.doghouse) throw forbidden(QA_MESSAGES.postFlagged);
  const counts = (await questionsRepo.answerCounts(ctx.db, [question.id])).get(question.id);
  if (answersSeenBy(access, counts) >= ctx.config.MAX_ANSWERS_PER_QUESTION)
    throw forbidden(QA_MESSAGES.tooManyAnswers);
  const author = await moderation.authorOf(ctx, access, input.pseudonym);
  const row = await repo.insertAnswer(ctx.db, {
    questionId: question.id,
    lectureId: access.lecture.id,
    ...author,
    text: input.text,
    teacherCanView: moderation.initialTeacherCanView(ctx, author),
  });
  await moderation.addHistory(ctx, 'answer', row.id, row.text, row.createdAt);
  const toAuthor = question.authorId !== null && question.authorId !== user.id;
  if (toAuthor && !question.authorIsTeacher) {
    await notify(
      ctx,
      { id: question.authorId!, isTeacher: false },
      {
        event: 'question_answered',
        lectureId: row.lectureId,
        questionId: question.id,
        answerId: row.id,
        pseudonym: row.pseudonym,
      },
    );
  }
  if (row.teacherCanView)
    await answersBecameVisible(ctx, byLecture(access), [row], 'answer_posted');
  else moderation.announce(ctx, access, 'answer_posted', placeOf(row), false);
  const [presented] = await presentAnswers(ctx, user, byLecture(access), [row], [question]);
  return presented!;
}

export async function updateAnswer(
  ctx: AppContext,
  user: AuthUser,
  ref: AnswerRef,
  text: string,
): Promise<Answer> {
  const { access, question, answer } = await resolveAnswer(ctx, user, ref);
  moderation.assertAuthor(access, answer);
  const discussions = (await discussionsRepo.discussionCountsOfAnswers(ctx.db, [answer.id])).get(
    answer.id,
  );
  if (discussions) throw forbidden(QA_MESSAGES.notEditable);
  const now = new Date();
  const updated = await repo.updateAnswerText(ctx.db, answer.id, text, now);
  if (!updated) throw notFound(QA_MESSAGES.answerNotFound);
  await moderation.addHistory(ctx, 'answer', answer.id, text, now);
  moderation.announce(
    ctx,
    access,
    'answer_updated',
    placeOf(updated),
    moderation.visibleToTeacher(updated) && moderation.visibleToTeacher(question),
  );
  const [presented] = await presentAnswers(ctx, user, byLecture(access), [updated], [question]);
  return presented!;
}

/** Vote, flag, rise up and history of an answer the viewer may see. */
export const answerInteractions = moderation.postInteractions(
  'answer',
  async (ctx, user, ref: AnswerRef) => {
    const { access, answer } = await resolveAnswer(ctx, user, ref);
    return { access, post: answer, place: placeOf(answer) };
  },
);
