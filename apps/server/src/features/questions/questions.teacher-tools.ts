// The lecture's teacher's marks on a question: answered, and the one highlighted on the
// projected screen.
import { QA_MESSAGES } from '@o4f/contract';
import type { Question } from '@o4f/contract';
import type { AppContext } from '../../context.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import * as moderation from '../moderation/moderation.service.ts';
import { presentQuestions } from './questions.presenter.ts';
import * as repo from './questions.repository.ts';
import { byLecture, loadQuestion } from './questions.service.ts';
import type { QuestionRef } from './questions.service.ts';
import { lectureAccess } from '../lectures/lecture-access.ts';

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
