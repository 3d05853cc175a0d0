// Shapes discussions for their viewer (answers embed them, the discussion calls return them).
import type { Discussion } from '@o4f/contract';
import type { AppContext } from '../../context.ts';
import type { AnswerRow, DiscussionRow } from '../../db/schema/index.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import * as moderation from '../moderation/moderation.service.ts';
import { unreadSummary } from '../notifications/notifications.service.ts';
import * as repo from './discussions.repository.ts';
import { mayWrite } from '../lectures/lecture-access.ts';
import type { LectureAccess } from '../lectures/lecture-access.ts';

/** The two people of a discussion: the answer's poster and its starter. */
export const isParticipant = (userId: number, discussion: DiscussionRow, answer: AnswerRow) =>
  discussion.starterId === userId || answer.authorId === userId;

export async function presentDiscussions(
  ctx: AppContext,
  user: AuthUser,
  accessByLecture: ReadonlyMap<number, LectureAccess>,
  rows: readonly DiscussionRow[],
  answersById: ReadonlyMap<number, AnswerRow>,
): Promise<Discussion[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const lectureIds = [...new Set(rows.map((row) => answersById.get(row.answerId)!.lectureId))];
  const [messages, unread, open] = await Promise.all([
    repo.messagesOf(ctx.db, ids),
    unreadSummary(ctx, user.id, 'discussionId', ids),
    moderation.postingOpenIn(ctx, accessByLecture, lectureIds, 'discussion'),
  ]);
  return rows.map((row) => {
    const answer = answersById.get(row.answerId)!;
    const access = accessByLecture.get(answer.lectureId)!;
    const involved = isParticipant(user.id, row, answer);
    return {
      id: row.id,
      answerPosterPseudonym: answer.pseudonym,
      discussionStarterPseudonym: row.starterPseudonym,
      respondable: involved && mayWrite(access) && open.get(answer.lectureId)!,
      messages: messages
        .filter((message) => message.discussionId === row.id)
        .map((message) => ({
          id: message.id,
          createdAt: message.createdAt.toISOString(),
          pseudonym: message.pseudonym,
          message: message.message,
          teacherPost: message.teacherPost,
        })),
      answerId: row.answerId,
      questionId: answer.questionId,
      courseId: access.lecture.courseId,
      lectureNum: access.lecture.lectureNum,
      createdAt: row.createdAt.toISOString(),
      selfInvolved: involved,
      notificationId: unread.newest(row.id, ['discussion_started', 'discussion_reply']),
    };
  });
}
