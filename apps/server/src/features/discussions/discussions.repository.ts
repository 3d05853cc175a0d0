import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { anyId } from '../../db/id-list.ts';
import { discussionMessages, discussions } from '../../db/schema/index.ts';
import type { DiscussionMessageRow, DiscussionRow } from '../../db/schema/index.ts';

export async function discussionsOfAnswers(db: Db, answerIds: number[]): Promise<DiscussionRow[]> {
  if (answerIds.length === 0) return [];
  return db
    .select()
    .from(discussions)
    .where(anyId(discussions.answerId, answerIds))
    .orderBy(asc(discussions.createdAt), asc(discussions.id));
}

export async function messagesOf(db: Db, discussionIds: number[]): Promise<DiscussionMessageRow[]> {
  if (discussionIds.length === 0) return [];
  return db
    .select()
    .from(discussionMessages)
    .where(anyId(discussionMessages.discussionId, discussionIds))
    .orderBy(asc(discussionMessages.createdAt), asc(discussionMessages.id));
}

export async function findDiscussion(db: Db, id: number): Promise<DiscussionRow | undefined> {
  const [row] = await db.select().from(discussions).where(eq(discussions.id, id));
  return row;
}

export async function discussionCountsOfAnswers(
  db: Db,
  answerIds: number[],
): Promise<Map<number, number>> {
  if (answerIds.length === 0) return new Map();
  const rows = await db
    .select({ answerId: discussions.answerId, count: sql<number>`count(*)::int` })
    .from(discussions)
    .where(anyId(discussions.answerId, answerIds))
    .groupBy(discussions.answerId);
  return new Map(rows.map((row) => [row.answerId, row.count]));
}

export interface NewMessage {
  authorId: number;
  pseudonym: string;
  teacherPost: boolean;
  message: string;
}

/**
 * Starts the starter's discussion on the answer with a first message, or adds the message to the
 * one they already have there. Returns the discussion and whether it is new.
 */
export async function startOrContinue(
  db: Db,
  answerId: number,
  starter: { id: number; pseudonym: string; isTeacher: boolean },
  message: NewMessage,
): Promise<{ discussion: DiscussionRow; created: boolean }> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(discussions)
      .values({
        answerId,
        starterId: starter.id,
        starterPseudonym: starter.pseudonym,
        starterIsTeacher: starter.isTeacher,
      })
      .onConflictDoNothing()
      .returning();
    const discussion =
      inserted[0] ??
      (
        await tx
          .select()
          .from(discussions)
          .where(and(eq(discussions.answerId, answerId), eq(discussions.starterId, starter.id)))
      )[0]!;
    await tx.insert(discussionMessages).values({ ...message, discussionId: discussion.id });
    await tx
      .update(discussions)
      .set({ updatedAt: new Date() })
      .where(eq(discussions.id, discussion.id));
    return { discussion, created: inserted.length > 0 };
  });
}

export async function addMessage(db: Db, discussionId: number, message: NewMessage): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(discussionMessages).values({ ...message, discussionId });
    await tx
      .update(discussions)
      .set({ updatedAt: new Date() })
      .where(eq(discussions.id, discussionId));
  });
}
