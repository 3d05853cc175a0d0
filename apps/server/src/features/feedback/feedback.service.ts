import { FEEDBACK_MESSAGES } from '@o4f/contract';
import type { Feedback } from '@o4f/contract';
import type { AppContext } from '../../context.ts';
import type { FeedbackRow } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import * as repo from './feedback.repository.ts';

const present = (row: FeedbackRow): Feedback => ({
  id: row.id,
  courseId: row.courseId,
  teacher: row.teacher,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

/** Anyone may send feedback; a logged-in sender is linked, and a teacher's is marked as such. */
export async function sendFeedback(
  ctx: AppContext,
  user: AuthUser | null,
  input: { courseId?: number | null | undefined; teacher: boolean; message: string },
) {
  await repo.insertFeedback(ctx.db, {
    userId: user?.id ?? null,
    courseId: input.courseId ?? null,
    teacher: user ? user.isTeacher : input.teacher,
    message: input.message,
  });
}

export async function listFeedback(ctx: AppContext) {
  return (await repo.listFeedback(ctx.db)).map(present);
}

export async function getFeedback(ctx: AppContext, id: number) {
  const row = await repo.findFeedback(ctx.db, id);
  if (!row) throw notFound(FEEDBACK_MESSAGES.notFound);
  return present(row);
}
