import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { feedback } from '../../db/schema/index.ts';
import type { FeedbackRow } from '../../db/schema/index.ts';

export async function insertFeedback(
  db: Db,
  values: { userId: number | null; courseId: number | null; teacher: boolean; message: string },
): Promise<FeedbackRow> {
  const [row] = await db.insert(feedback).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function listFeedback(db: Db): Promise<FeedbackRow[]> {
  return db.select().from(feedback).orderBy(desc(feedback.createdAt), desc(feedback.id));
}

export async function findFeedback(db: Db, id: number): Promise<FeedbackRow | undefined> {
  const [row] = await db.select().from(feedback).where(eq(feedback.id, id)).limit(1);
  return row;
}
