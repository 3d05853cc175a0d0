// A lecture's PDF presentation: stored in the database (every instance serves it), replaced by
// a new upload, readable by the course's teacher and its students.
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

export interface UploadedFile {
  fileName: string | undefined;
  data: Buffer;
}

/**
 * Checks that the user owns the lecture before `readFile` reads the upload, so a stranger's
 * file is never read; then stores it if it is a PDF.
 */
export async function uploadPresentation(
  ctx: AppContext,
  user: AuthUser,
  courseId: number,
  lectureNum: number,
  readFile: () => Promise<UploadedFile | undefined>,
): Promise<PresentationUploaded> {
  const lecture = await authorizeLecture(ctx, user, courseId, lectureNum, 'own');
  const file = await readFile();
  if (!file || file.data.length === 0) throw badRequest(PRESENTATION_MESSAGES.noFile);
  if (!isPdf(file.data)) throw badRequest(PRESENTATION_MESSAGES.pdfOnly);
  const fileName = safeFileName(file.fileName);
  const saved = await repo.savePresentation(ctx.db, {
    lectureId: lecture.id,
    fileName,
    mimeType: PRESENTATION_MIME,
    size: file.data.length,
    data: file.data,
  });
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

export async function getPresentationFile(
  ctx: AppContext,
  user: AuthUser,
  courseId: number,
  lectureNum: number,
) {
  const lecture = await authorizeLecture(ctx, user, courseId, lectureNum, 'read');
  const presentation = await repo.findPresentation(ctx.db, lecture.id);
  if (!presentation) throw notFound(PRESENTATION_MESSAGES.missing);
  return presentation;
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
