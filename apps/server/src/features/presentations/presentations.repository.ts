import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lectures, presentations } from '../../db/schema/index.ts';
import type { PresentationRow } from '../../db/schema/index.ts';

export type PresentationMetaRow = Omit<PresentationRow, 'data'>;

const metaColumns = {
  id: presentations.id,
  lectureId: presentations.lectureId,
  fileName: presentations.fileName,
  mimeType: presentations.mimeType,
  size: presentations.size,
  createdAt: presentations.createdAt,
};

/**
 * Stores (or replaces) the lecture's presentation and records its name on the lecture, which
 * is what makes the lecture's `hasPresentation` true.
 */
export async function savePresentation(
  db: Db,
  values: Omit<PresentationRow, 'id' | 'createdAt'>,
): Promise<PresentationMetaRow> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .insert(presentations)
      .values({ ...values, createdAt: now })
      .onConflictDoUpdate({
        target: presentations.lectureId,
        set: {
          fileName: values.fileName,
          mimeType: values.mimeType,
          size: values.size,
          data: values.data,
          createdAt: now,
        },
      })
      .returning(metaColumns);
    await tx
      .update(lectures)
      .set({ presentationName: values.fileName, presentationUploadedAt: now, updatedAt: now })
      .where(eq(lectures.id, values.lectureId));
    return row!;
  });
}

export async function findPresentationMeta(
  db: Db,
  lectureId: number,
): Promise<PresentationMetaRow | undefined> {
  const [row] = await db
    .select(metaColumns)
    .from(presentations)
    .where(eq(presentations.lectureId, lectureId))
    .limit(1);
  return row;
}

export async function findPresentation(
  db: Db,
  lectureId: number,
): Promise<PresentationRow | undefined> {
  const [row] = await db
    .select()
    .from(presentations)
    .where(eq(presentations.lectureId, lectureId))
    .limit(1);
  return row;
}

/** Deletes the presentation; false when there was none. */
export async function deletePresentation(db: Db, lectureId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(presentations)
      .where(eq(presentations.lectureId, lectureId))
      .returning({ id: presentations.id });
    await tx
      .update(lectures)
      .set({ presentationName: null, presentationUploadedAt: null, updatedAt: sql`now()` })
      .where(eq(lectures.id, lectureId));
    return deleted.length > 0;
  });
}
