import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lectures, presentationChunks, presentations } from '../../db/schema/index.ts';
import type { PresentationRow } from '../../db/schema/index.ts';

export type PresentationMetaRow = Omit<PresentationRow, 'ready'>;

const metaColumns = {
  id: presentations.id,
  lectureId: presentations.lectureId,
  fileName: presentations.fileName,
  mimeType: presentations.mimeType,
  size: presentations.size,
  createdAt: presentations.createdAt,
};

// Bytes travel as base64 text: PGlite (WASM, on the event loop) converts a bytea parameter or
// result byte by byte in JavaScript, several times slower than Node's native base64 and
// PostgreSQL's encode/decode (docs/decisions/presentation-storage.md).
const toDatabase = (data: Buffer) => sql`decode(${data.toString('base64')}, 'base64')`;

/** An upload in progress: a presentation row that is not served until it is complete. */
export async function startUpload(
  db: Db,
  values: { lectureId: number; fileName: string; mimeType: string },
): Promise<number> {
  const [row] = await db
    .insert(presentations)
    .values({ ...values, size: 0, ready: false })
    .returning({ id: presentations.id });
  return row!.id;
}

export async function appendChunk(
  db: Db,
  presentationId: number,
  seq: number,
  data: Buffer,
): Promise<void> {
  await db.insert(presentationChunks).values({ presentationId, seq, data: toDatabase(data) });
}

/**
 * Makes the upload the lecture's presentation in one transaction: the previous one (and its
 * chunks) goes, and the lecture's `hasPresentation` is true.
 */
export async function completeUpload(
  db: Db,
  upload: { id: number; lectureId: number; fileName: string; size: number },
): Promise<PresentationMetaRow> {
  return db.transaction(async (tx) => {
    const now = new Date();
    // Two uploads finishing at once for one lecture take turns (PostgreSQL): the later one wins.
    await tx.execute(
      sql`select 1 from ${lectures} where ${lectures.id} = ${upload.lectureId} for update`,
    );
    await tx
      .delete(presentations)
      .where(
        and(
          eq(presentations.lectureId, upload.lectureId),
          eq(presentations.ready, true),
          ne(presentations.id, upload.id),
        ),
      );
    const [row] = await tx
      .update(presentations)
      .set({ ready: true, size: upload.size, createdAt: now })
      .where(eq(presentations.id, upload.id))
      .returning(metaColumns);
    await tx
      .update(lectures)
      .set({ presentationName: upload.fileName, presentationUploadedAt: now, updatedAt: now })
      .where(eq(lectures.id, upload.lectureId));
    return row!;
  });
}

/** Drops an upload that will not complete, with the chunks it stored. */
export async function discardUpload(db: Db, presentationId: number): Promise<void> {
  await db
    .delete(presentations)
    .where(and(eq(presentations.id, presentationId), eq(presentations.ready, false)));
}

/** Drops uploads started before `before` that never completed (their process was stopped). */
export async function discardStaleUploads(db: Db, before: Date): Promise<void> {
  await db
    .delete(presentations)
    .where(and(eq(presentations.ready, false), lt(presentations.createdAt, before)));
}

export async function findPresentationMeta(
  db: Db,
  lectureId: number,
): Promise<PresentationMetaRow | undefined> {
  const [row] = await db
    .select(metaColumns)
    .from(presentations)
    .where(and(eq(presentations.lectureId, lectureId), eq(presentations.ready, true)))
    .limit(1);
  return row;
}

/** One chunk of a presentation; undefined once it is gone (the presentation was replaced). */
export async function readChunk(
  db: Db,
  presentationId: number,
  seq: number,
): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ data: sql<string>`encode(${presentationChunks.data}, 'base64')` })
    .from(presentationChunks)
    .where(
      and(eq(presentationChunks.presentationId, presentationId), eq(presentationChunks.seq, seq)),
    )
    .limit(1);
  // PostgreSQL breaks base64 into lines; Node's decoder skips the line breaks.
  return row && Buffer.from(row.data, 'base64');
}

/** Deletes the presentation; false when there was none. */
export async function deletePresentation(db: Db, lectureId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(presentations)
      .where(and(eq(presentations.lectureId, lectureId), eq(presentations.ready, true)))
      .returning({ id: presentations.id });
    await tx
      .update(lectures)
      .set({ presentationName: null, presentationUploadedAt: null, updatedAt: sql`now()` })
      .where(eq(lectures.id, lectureId));
    return deleted.length > 0;
  });
}
