import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES } from './lib/compression.ts';
import { createTestServer } from './testing/test-server.ts';
import type { TestServer } from './testing/test-server.ts';

// A small stand-in for apps/web/dist as the build leaves it: .br and .gz beside each text file.
const INDEX_HTML = `<!doctype html><html><head><title>Open4Feedback</title></head><body>${'<div id="root"></div>'.repeat(40)}</body></html>`;
const APP_JS = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const ROBOTS = 'User-agent: *\n';

let dist: string;
let server: TestServer;

function writeWithVariants(file: string, text: string) {
  const data = Buffer.from(text);
  writeFileSync(file, data);
  writeFileSync(`${file}.br`, brotliCompressSync(data));
  writeFileSync(`${file}.gz`, gzipSync(data));
}

const get = (url: string, acceptEncoding?: string) =>
  server.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

type Reply = Awaited<ReturnType<typeof get>>;

/** The body as the client sees it after undoing the content encoding. */
function decoded(reply: Reply): string {
  const encoding = reply.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(reply.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(reply.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return reply.rawPayload.toString();
}

const varies = (reply: Reply) =>
  String(reply.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'o4f-web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeWithVariants(path.join(dist, 'index.html'), INDEX_HTML);
  writeWithVariants(path.join(dist, 'assets', 'app-Bq3xY9k1.js'), APP_JS);
  // Too small to gain from compression: the build writes no variants for it.
  writeFileSync(path.join(dist, 'robots.txt'), ROBOTS);
  server = await createTestServer({ env: { WEB_DIST: dist } });
});

afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the web app: precompressed files and cache headers', () => {
  it('sends a hashed asset as brotli when accepted, gzip when only gzip is, else as it is', async () => {
    const url = '/assets/app-Bq3xY9k1.js';
    const br = await get(url, 'gzip, deflate, br');
    const gzip = await get(url, 'gzip');
    const identity = await get(url);
    const refused = await get(url, 'identity');
    expect([br, gzip, identity, refused].map((reply) => reply.statusCode)).toEqual([
      200, 200, 200, 200,
    ]);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(br.rawPayload.length).toBeLessThan(APP_JS.length);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    for (const reply of [br, gzip, identity, refused]) {
      expect(decoded(reply)).toBe(APP_JS);
      expect(reply.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(varies(reply)).toBe(true);
    }
  });

  it('sends index.html compressed and revalidated, at / and as the fallback of app routes', async () => {
    for (const url of ['/', '/index.html', '/lecture/3/live?tab=feedback', '/old-or-new-student']) {
      const br = await get(url, 'br, gzip');
      const gzip = await get(url, 'gzip');
      const identity = await get(url);
      expect(br.headers['content-encoding']).toBe('br');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(identity.headers['content-encoding']).toBeUndefined();
      for (const reply of [br, gzip, identity]) {
        expect(reply.statusCode).toBe(200);
        expect(decoded(reply)).toBe(INDEX_HTML);
        expect(reply.headers['content-type']).toMatch(/^text\/html/);
        expect(reply.headers['cache-control']).toBe('no-cache');
        expect(varies(reply)).toBe(true);
      }
    }
  });

  it('sends a file without compressed variants as it is, and a missing asset as a 404', async () => {
    const robots = await get('/robots.txt', 'br, gzip');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-encoding']).toBeUndefined();
    expect(robots.body).toBe(ROBOTS);
    expect(robots.headers['cache-control']).toBe('no-cache');

    const missing = await get('/assets/app-OldHash1.js', 'br, gzip');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
  });
});

describe('API responses', () => {
  it('compresses JSON above the threshold with brotli or gzip, and not below it', async () => {
    const large = await get('/apio4f/docs/json', 'gzip, deflate, br');
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(varies(large)).toBe(true);
    const document = JSON.parse(decoded(large)) as { openapi: string };
    expect(document.openapi).toMatch(/^3\./);
    const plain = await get('/apio4f/docs/json');
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(large.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const gzip = await get('/apio4f/docs/json', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(plain.body);

    const small = await get('/apio4f/v1/test', 'gzip, deflate, br');
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual((await get('/apio4f/v1/test')).json());
  });

  it('sends a presentation PDF as it is, even when the client accepts compression', async () => {
    const teacher = await server.createTeacher();
    const course = await server.createCourse(teacher.token);
    const lecture = await server.createLecture(teacher.token, course.id);
    const path = `/apio4f/course/${course.id}/lecture/${lecture.lectureNum}/presentation`;
    // Blank pages compress extremely well: only the content type keeps this one uncompressed.
    const pdf = Buffer.alloc(4 * COMPRESSION_THRESHOLD_BYTES, 0x20);
    pdf.write('%PDF-1.7\n', 0, 'latin1');
    const form = new FormData();
    form.append('presentation', new Blob([pdf], { type: 'application/pdf' }), 'slides.pdf');
    const uploaded = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${teacher.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);

    const download = await server.app.inject({
      method: 'GET',
      url: path,
      headers: { authorization: `Bearer ${teacher.token}`, 'accept-encoding': 'br, gzip' },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-encoding']).toBeUndefined();
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });
});
