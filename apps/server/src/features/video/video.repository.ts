// The video page's records: reactions (append only) and how far each student watched.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { videoReactions, videoWatches } from '../../db/schema/index.ts';
import type { VideoReactionRow } from '../../db/schema/index.ts';

export async function insertVideoReaction(
  db: Db,
  values: { lectureId: number; studentId: number; tag: number; time: number; endTime: number },
): Promise<VideoReactionRow> {
  const [row] = await db.insert(videoReactions).values(values).returning();
  return row!;
}

export async function latestVideoReaction(
  db: Db,
  lectureId: number,
  studentId: number,
): Promise<VideoReactionRow | undefined> {
  const [row] = await db
    .select()
    .from(videoReactions)
    .where(and(eq(videoReactions.lectureId, lectureId), eq(videoReactions.studentId, studentId)))
    .orderBy(desc(videoReactions.createdAt), desc(videoReactions.id))
    .limit(1);
  return row;
}

/**
 * Takes back a reaction: its window closes where it opened (end time = time), which the
 * statistics read as counted for nothing. Returns the row as it is now.
 */
export async function takeBackVideoReaction(
  db: Db,
  id: number,
): Promise<VideoReactionRow | undefined> {
  const [row] = await db
    .update(videoReactions)
    .set({ endTime: sql`${videoReactions.time}` })
    .where(eq(videoReactions.id, id))
    .returning();
  return row;
}

/** Records how far the student watched, keeping the greatest point; returns it. */
export async function recordVideoWatch(
  db: Db,
  values: { lectureId: number; studentId: number; endTimeSeconds: number },
): Promise<number> {
  const [row] = await db
    .insert(videoWatches)
    .values(values)
    .onConflictDoUpdate({
      target: [videoWatches.lectureId, videoWatches.studentId],
      set: {
        endTimeSeconds: sql`greatest(${videoWatches.endTimeSeconds}, excluded.end_time_seconds)`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ endTimeSeconds: videoWatches.endTimeSeconds });
  return row!.endTimeSeconds;
}
