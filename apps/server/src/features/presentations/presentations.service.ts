// A lecture's PDF presentation: streamed into the database in chunks (every instance serves it),
// replaced by a complete new upload, readable by the course's teacher and its students.
import { PRESENTATION_MESSAGES, PRESENTATION_MIME } from '@o4f/contract';
import type { PresentationMeta, PresentationUploaded } from '@o4f/contract';
import type { AppContext } from '../../context.ts';
import type { LectureRow } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import { authorizeLecture } from '../lectures/lectures.service.ts';
import * as repo from './presentations.repository.ts';

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
/** Readers accept a PDF header within the first 1024 bytes. */
const PDF_HEADER_WINDOW = 1024;

export const isPdf = (data: Buffer): boolean =>
  data.subarray(0, PDF_HEADER_WINDOW).indexOf(PDF_MAGIC) !== -1;

/** The name as uploaded, without any path and control characters; never empty. */
export function safeFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const limited = cleaned.length > 200 ? cleaned.slice(cleaned.length - 200) : cleaned;
  return limited || 'presentation.pdf';
}

/** `inline` with an ASCII fallback name and the exact name in RFC 5987 form. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

function announceUpdated(ctx: AppContext, row: LectureRow) {
  ctx.events.emit('lecture', {
    type: 'updated',
    courseId: row.courseId,
    lectureNum: row.lectureNum,
    lectureId: row.id,
  });
}

/** Bytes per stored chunk: each database write or read of one stays a few milliseconds. */
const CHUNK_SIZE = 64 * 1024;

/**
 * Lets waiting I/O run. PGlite answers on the microtask queue: a loop of queries over buffered
 * upload data would otherwise never give the event loop a turn until the whole file is stored.
 */
const giveWay = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Cuts a byte stream into `size`-byte pieces (the last one shorter), holding one piece at a time. */
async function* inChunks(source: AsyncIterable<Buffer>, size: number) {
  let chunk = Buffer.allocUnsafe(size);
  let filled = 0;
  for await (const piece of source) {
    let offset = 0;
    while (offset < piece.length) {
      const copied = piece.copy(chunk, filled, offset, offset + size - filled);
      filled += copied;
      offset += copied;
      if (filled === size) {
        yield chunk;
        chunk = Buffer.allocUnsafe(size);
        filled = 0;
      }
    }
  }
  if (filled > 0) yield chunk.subarray(0, filled);
}

export interface IncomingFile {
  fileName: string | undefined;
  /** The file as it arrives; throws when the upload breaks off or goes over the size limit. */
  bytes: AsyncIterable<Buffer>;
}

/** Streams the file into the database chunk by chunk, then makes it the lecture's presentation. */
async function storeFile(ctx: AppContext, lecture: LectureRow, file: IncomingFile) {
  const fileName = safeFileName(file.fileName);
  let uploadId: number | undefined;
  let seq = 0;
  let size = 0;
  try {
    for await (const chunk of inChunks(file.bytes, CHUNK_SIZE)) {
      // The first chunk holds the whole header window (CHUNK_SIZE > PDF_HEADER_WINDOW).
      if (seq === 0 && !isPdf(chunk)) throw badRequest(PRESENTATION_MESSAGES.pdfOnly);
      uploadId ??= await repo.startUpload(ctx.db, {
        lectureId: lecture.id,
        fileName,
        mimeType: PRESENTATION_MIME,
      });
      await repo.appendChunk(ctx.db, uploadId, seq, chunk);
      seq += 1;
      size += chunk.length;
      await giveWay();
    }
    if (uploadId === undefined) throw badRequest(PRESENTATION_MESSAGES.noFile);
    return await repo.completeUpload(ctx.db, {
      id: uploadId,
      lectureId: lecture.id,
      fileName,
      size,
    });
  } catch (error) {
    // Should the database be away now, the next upload's clean-up of stale uploads removes it.
    if (uploadId !== undefined) await repo.discardUpload(ctx.db, uploadId).catch(() => {});
    throw error;
  }
}

/**
 * Checks that the user owns the lecture before `receive` reads the upload, so a stranger's file
 * is never read; `receive` hands the file to the given store as it arrives. The lecture's
 * previous presentation stays served until the new one is complete.
 */
export async function uploadPresentation(
  ctx: AppContext,
  user: AuthUser,
  courseId: number,
  lectureNum: number,
  receive: (store: (file: IncomingFile) => Promise<void>) => Promise<void>,
): Promise<PresentationUploaded> {
  const lecture = await authorizeLecture(ctx, user, courseId, lectureNum, 'own');
  // Uploads cannot outlast the request timeout: older unfinished ones lost their process.
  const staleBefore = Date.now() - (ctx.config.HTTP_REQUEST_TIMEOUT_SECONDS + 60) * 1000;
  await repo.discardStaleUploads(ctx.db, new Date(staleBefore));
  let saved: repo.PresentationMetaRow | undefined;
  await receive(async (file) => {
    saved = await storeFile(ctx, lecture, file);
  });
  if (!saved) throw badRequest(PRESENTATION_MESSAGES.noFile);
  announceUpdated(ctx, lecture);
  return { createdAt: saved.createdAt.toISOString(), originalname: saved.fileName };
}

export async function getPresentationMeta(
  ctx: AppContext,
  user: AuthUser,
  courseId: number,
  lectureNum: number,
): Promise<PresentationMeta> {
  const lecture = await authorizeLecture(ctx, user, courseId, lectureNum, 'read');
  const meta = await repo.findPresentationMeta(ctx.db, lecture.id);
  if (!meta) throw notFound(PRESENTATION_MESSAGES.missing);
  return {
    createdAt: meta.createdAt.toISOString(),
    fileName: meta.fileName,
    originalname: meta.fileName,
    size: meta.size,
  };
}

/** The presentation's description and its bytes, read chunk by chunk as the reader consumes them. */
export async function getPresentationFile(
  ctx: AppContext,
  user: AuthUser,
  courseId: number,
  lectureNum: number,
) {
  const lecture = await authorizeLecture(ctx, user, courseId, lectureNum, 'read');
  const meta = await repo.findPresentationMeta(ctx.db, lecture.id);
  if (!meta) throw notFound(PRESENTATION_MESSAGES.missing);
  const { id, size } = meta;
  async function* bytes() {
    for (let seq = 0, sent = 0; sent < size; seq += 1) {
      const chunk = await repo.readChunk(ctx.db, id, seq);
      // Replaced or deleted while being read: the answer breaks off short of its Content-Length.
      if (!chunk) throw new Error('The presentation was replaced while it was being sent');
      sent += chunk.length;
      yield chunk;
      await giveWay();
    }
  }
  return { ...meta, bytes };
}

export async function deletePresentation(
  ctx: AppContext,
  user: AuthUser,
  courseId: number,
  lectureNum: number,
): Promise<void> {
  const lecture = await authorizeLecture(ctx, user, courseId, lectureNum, 'own');
  if (!(await repo.deletePresentation(ctx.db, lecture.id))) {
    throw notFound(PRESENTATION_MESSAGES.missing);
  }
  announceUpdated(ctx, lecture);
}
