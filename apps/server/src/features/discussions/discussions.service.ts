// Discussions under an answer: readable by everyone who may read the answer, written only by
// the answer's poster and the discussion's starter (docs/rules.md).
import { QA_MESSAGES, TEACHER_PSEUDONYM } from '@o4f/contract';
import type { Discussion, NotificationEvent } from '@o4f/contract';
import type { AppContext } from '../../context.ts';
import type { AnswerRow, DiscussionRow, QuestionRow } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import { resolveAnswer } from '../answers/answers.service.ts';
import type { AnswerRef } from '../answers/answers.service.ts';
import * as moderation from '../moderation/moderation.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { isParticipant, presentDiscussions } from './discussions.presenter.ts';
import * as repo from './discussions.repository.ts';
import type { LectureAccess } from '../lectures/lecture-access.ts';

export interface DiscussionRef extends AnswerRef {
  discussionId: number;
}

const byLecture = (access: LectureAccess) => new Map([[access.lecture.id, access]]);

async function present(
  ctx: AppContext,
  user: AuthUser,
  access: LectureAccess,
  answer: AnswerRow,
  rows: DiscussionRow[],
): Promise<Discussion[]> {
  return presentDiscussions(ctx, user, byLecture(access), rows, new Map([[answer.id, answer]]));
}

export async function listDiscussions(ctx: AppContext, user: AuthUser, ref: AnswerRef) {
  const { access, answer } = await resolveAnswer(ctx, user, ref);
  return present(ctx, user, access, answer, await repo.discussionsOfAnswers(ctx.db, [answer.id]));
}

async function resolveDiscussion(ctx: AppContext, user: AuthUser, ref: DiscussionRef) {
  const resolved = await resolveAnswer(ctx, user, ref);
  const discussion = await repo.findDiscussion(ctx.db, ref.discussionId);
  if (!discussion || discussion.answerId !== resolved.answer.id)
    throw notFound(QA_MESSAGES.discussionNotFound);
  return { ...resolved, discussion };
}

export async function getDiscussion(ctx: AppContext, user: AuthUser, ref: DiscussionRef) {
  const { access, answer, discussion } = await resolveDiscussion(ctx, user, ref);
  const [presented] = await present(ctx, user, access, answer, [discussion]);
  return presented!;
}

function announce(
  ctx: AppContext,
  access: LectureAccess,
  question: QuestionRow,
  answer: AnswerRow,
): void {
  moderation.announce(
    ctx,
    access,
    'discussion_posted',
    { questionId: question.id, answerId: answer.id },
    moderation.visibleToTeacher(question) && moderation.visibleToTeacher(answer),
  );
}

async function tell(
  ctx: AppContext,
  recipient: { id: number | null; isTeacher: boolean },
  event: NotificationEvent,
  answer: AnswerRow,
  discussionId: number,
  pseudonym: string,
): Promise<void> {
  if (recipient.id === null) return;
  await notify(
    ctx,
    { id: recipient.id, isTeacher: recipient.isTeacher },
    {
      event,
      lectureId: answer.lectureId,
      questionId: answer.questionId,
      answerId: answer.id,
      discussionId,
      pseudonym,
    },
  );
}

/**
 * Starts a discussion with the answer's poster (or continues the one the starter already has on
 * this answer). Teachers write openly.
 */
export async function startDiscussion(
  ctx: AppContext,
  user: AuthUser,
  ref: AnswerRef,
  message: string,
): Promise<Discussion> {
  const { access, question, answer } = await resolveAnswer(ctx, user, ref);
  await moderation.assertMayPost(ctx, access, 'discussion');
  if (answer.authorId === user.id) throw forbidden(QA_MESSAGES.discussionOwnAnswer);
  if (answer.doghouse) throw forbidden(QA_MESSAGES.postFlagged);
  const pseudonym = access.isTeacher ? TEACHER_PSEUDONYM : access.pseudonym!;
  const { discussion, created } = await repo.startOrContinue(
    ctx.db,
    answer.id,
    { id: user.id, pseudonym, isTeacher: access.isTeacher },
    { authorId: user.id, pseudonym, teacherPost: access.isTeacher, message },
  );
  await tell(
    ctx,
    { id: answer.authorId, isTeacher: answer.authorIsTeacher },
    created ? 'discussion_started' : 'discussion_reply',
    answer,
    discussion.id,
    pseudonym,
  );
  announce(ctx, access, question, answer);
  const [presented] = await present(ctx, user, access, answer, [discussion]);
  return presented!;
}

/** A reply by one of the two people of the discussion; the other one is told. */
export async function replyDiscussion(
  ctx: AppContext,
  user: AuthUser,
  ref: DiscussionRef,
  message: string,
): Promise<Discussion> {
  const { access, question, answer, discussion } = await resolveDiscussion(ctx, user, ref);
  if (!isParticipant(user.id, discussion, answer))
    throw forbidden(QA_MESSAGES.discussionNotParticipant);
  await moderation.assertMayPost(ctx, access, 'discussion');
  const isStarter = discussion.starterId === user.id;
  const writer = isStarter
    ? { pseudonym: discussion.starterPseudonym, teacherPost: discussion.starterIsTeacher }
    : { pseudonym: answer.pseudonym, teacherPost: answer.teacherPost };
  await repo.addMessage(ctx.db, discussion.id, { authorId: user.id, message, ...writer });
  const other = isStarter
    ? { id: answer.authorId, isTeacher: answer.authorIsTeacher }
    : { id: discussion.starterId, isTeacher: discussion.starterIsTeacher };
  await tell(ctx, other, 'discussion_reply', answer, discussion.id, writer.pseudonym);
  announce(ctx, access, question, answer);
  const [presented] = await present(ctx, user, access, answer, [discussion]);
  return presented!;
}
