import { PRESENTATION_MESSAGES, presentationMeta } from '@o4f/contract';
import type { Lecture } from '@o4f/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LectureEvent } from '../../lib/domain-events.ts';
import { presentationChunks, presentations } from '../../db/schema/index.ts';
import { createTestServer } from '../../testing/test-server.ts';
import type { ApiBody, TestServer, TestTeacher } from '../../testing/test-server.ts';
import { contentDisposition, isPdf, safeFileName } from './presentations.service.ts';

let server: TestServer;
let teacher: TestTeacher;
let lecture: Lecture;
let base: string;

const pdf = (size = 2000) => {
  const body = Buffer.alloc(size, 0x20);
  body.write('%PDF-1.7\n', 0, 'latin1');
  return body;
};

async function upload(
  token: string | undefined,
  data: Buffer,
  fileName = 'Slides week 1.pdf',
  field = 'presentation',
  path = base,
) {
  const form = new FormData();
  form.append(field, new Blob([data], { type: 'application/pdf' }), fileName);
  const response = await fetch(`${server.url}/apio4f${path}`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: response.status, body: (await response.json()) as ApiBody<unknown> };
}

const getLecture = async () =>
  server.expectOk(
    await server.api<ApiBody<Lecture>>(
      'GET',
      `/course/${lecture.courseId}/lecture/${lecture.lectureNum}`,
      {
        token: teacher.token,
      },
    ),
    'lecture',
  );

beforeAll(async () => {
  server = await createTestServer({ env: { UPLOAD_MAX_MB: '1' } });
  teacher = await server.createTeacher();
  const course = await server.createCourse(teacher.token);
  lecture = await server.createLecture(teacher.token, course.id);
  base = `/course/${course.id}/lecture/${lecture.lectureNum}/presentation`;
});
afterAll(() => server.close());

describe('presentations', () => {
  it('uploads, describes, serves and deletes a PDF, keeping hasPresentation in step', async () => {
    const events: LectureEvent[] = [];
    server.app.ctx.events.on('lecture', (event) => events.push(event));
    expect((await server.api('GET', `${base}/meta`, { token: teacher.token })).body).toEqual({
      message: PRESENTATION_MESSAGES.missing,
    });

    const data = pdf();
    const uploaded = await upload(teacher.token, data);
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toEqual({
      message: PRESENTATION_MESSAGES.uploaded,
      data: { createdAt: expect.any(String), originalname: 'Slides week 1.pdf' },
    });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'updated', lectureId: lecture.id }),
    );
    expect((await getLecture()).hasPresentation).toBe(true);

    const meta = await server.api<ApiBody<unknown>>('GET', `${base}/meta`, {
      token: teacher.token,
    });
    expect(meta.status).toBe(200);
    expect(presentationMeta.strict().parse(meta.body.data)).toEqual({
      createdAt: (uploaded.body.data as { createdAt: string }).createdAt,
      fileName: 'Slides week 1.pdf',
      originalname: 'Slides week 1.pdf',
      size: data.length,
    });

    const file = await fetch(`${server.url}/apio4f${base}`, {
      headers: { authorization: `Bearer ${teacher.token}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(
      `inline; filename="Slides week 1.pdf"; filename*=UTF-8''Slides%20week%201.pdf`,
    );
    expect(file.headers.get('cache-control')).toContain('private');
    expect(Buffer.from(await file.arrayBuffer()).equals(data)).toBe(true);
    const cached = await fetch(`${server.url}/apio4f${base}`, {
      headers: {
        authorization: `Bearer ${teacher.token}`,
        'if-none-match': file.headers.get('etag')!,
      },
    });
    expect(cached.status).toBe(304);

    // A new upload replaces the old one.
    const replacement = pdf(3000);
    expect((await upload(teacher.token, replacement, 'v2.pdf')).status).toBe(200);
    const replaced = await fetch(`${server.url}/apio4f${base}`, {
      headers: { authorization: `Bearer ${teacher.token}` },
    });
    expect((await replaced.arrayBuffer()).byteLength).toBe(3000);

    const deleted = await server.api('DELETE', base, { token: teacher.token });
    expect(deleted).toMatchObject({
      status: 200,
      body: { message: 'Presentation deleted', data: null },
    });
    expect((await getLecture()).hasPresentation).toBe(false);
    const missing = await server.api('GET', base, { token: teacher.token });
    expect(missing).toMatchObject({
      status: 404,
      body: {
        message: 'PDF presentation was not correctly uploaded. Please upload presentation again.',
      },
    });
    expect((await server.api('DELETE', base, { token: teacher.token })).status).toBe(404);
  });

  it('refuses a file that is not a PDF, a missing file and a file over UPLOAD_MAX_MB', async () => {
    expect(await upload(teacher.token, Buffer.from('GIF89a not a pdf'), 'x.pdf')).toEqual({
      status: 400,
      body: { message: 'Only PDF presentations can be uploaded.' },
    });
    expect(await upload(teacher.token, pdf(), 'x.pdf', 'other')).toEqual({
      status: 400,
      body: { message: PRESENTATION_MESSAGES.noFile },
    });
    expect(await upload(teacher.token, pdf(1024 * 1024 + 10))).toEqual({
      status: 413,
      body: { message: 'The presentation is larger than 1 MB.' },
    });
    expect((await getLecture()).hasPresentation).toBe(false);
    // The 1 MB streamed in before the limit was hit is gone again.
    const db = server.app.ctx.db;
    expect(await db.select().from(presentations)).toEqual([]);
    expect(await db.select().from(presentationChunks)).toEqual([]);
  });

  it('lets only the owner change it, and the course students read it', async () => {
    const other = await server.createTeacher();
    expect((await upload(other.token, pdf())).status).toBe(403);
    expect((await upload(undefined, pdf())).status).toBe(401);
    expect((await upload(teacher.token, pdf())).status).toBe(200);
    expect((await server.api('DELETE', base, { token: other.token })).status).toBe(403);
    expect((await server.api('GET', `${base}/meta`, { token: other.token })).status).toBe(403);

    const student = await server.createStudent();
    expect((await server.api('GET', base, { token: student.token })).status).toBe(403);
    await server.enrol(lecture.courseId, student.id);
    expect((await server.api('GET', `${base}/meta`, { token: student.token })).status).toBe(200);
    expect((await server.api('GET', base, { token: student.token })).status).toBe(200);
    expect((await upload(student.token, pdf())).status).toBe(403);
    expect((await server.api('DELETE', base, { token: student.token })).status).toBe(403);
  });
});

describe('presentation helpers', () => {
  it('recognises a PDF by its header', () => {
    expect(isPdf(pdf())).toBe(true);
    expect(isPdf(Buffer.concat([Buffer.from('\n\n'), pdf()]))).toBe(true);
    expect(isPdf(Buffer.from('<html>%PDF-'.padStart(2000, ' ')))).toBe(false);
    expect(isPdf(Buffer.alloc(0))).toBe(false);
  });

  it('keeps file names safe', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\Users\\x\\Cours\u0001.pdf')).toBe('Cours.pdf');
    expect(safeFileName('')).toBe('presentation.pdf');
    expect(safeFileName(undefined)).toBe('presentation.pdf');
    expect(contentDisposition('Café "1".pdf')).toBe(
      `inline; filename="Caf_ _1_.pdf"; filename*=UTF-8''Caf%C3%A9%20%221%22.pdf`,
    );
  });
});
