// Shared by bundle.mjs and lighthouse.mjs: the bare React baseline page, and one student admitted
// to a live lecture through the real join flow (whose localStorage opens the live page).
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { setUpLiveLecture } from './api.mjs';
import { ROOT } from './common.mjs';
import { HOST, freePort } from './server.mjs';
import { connect, once, request } from './sockets.mjs';

/** Builds bench/baseline-web with the project's Vite into `outDir`. */
export async function buildBaseline(outDir) {
  const viteUrl = pathToFileURL(join(ROOT, 'node_modules', 'vite', 'dist', 'node', 'index.js'));
  const { build } = await import(existsSync(viteUrl) ? viteUrl.href : 'vite');
  await build({
    root: join(ROOT, 'bench', 'baseline-web'),
    configFile: false,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/**
 * A tiny static server for the baseline build (127.0.0.1 only). With `gzip`, text files go out
 * gzip-compressed (level 9) to a client that accepts it, as the product sends them.
 */
export async function serveDir(dir, { gzip = false } = {}) {
  const port = await freePort();
  const server = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    let file = normalize(join(dir, path === '/' ? 'index.html' : path));
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory())
      file = join(dir, 'index.html');
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    if (gzip && TYPES[extname(file)] && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      const body = gzipSync(readFileSync(file), { level: 9 });
      res.writeHead(200, {
        'content-type': type,
        'content-encoding': 'gzip',
        vary: 'accept-encoding',
      });
      res.end(body);
      return;
    }
    res.writeHead(200, { 'content-type': type });
    createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(port, HOST, resolve));
  return { url: `http://${HOST}:${port}`, close: () => new Promise((r) => server.close(r)) };
}

/**
 * One admitted student: Lecture Code from the teacher, waiting room, "Admit" — as the app does.
 * Returns the lecture number and the localStorage entries the web app keeps for that student.
 */
export async function admitOneStudent(base) {
  const { teacherToken, course, lecture } = await setUpLiveLecture(base);
  const query = { courseId: course.id, lectureNum: lecture.lectureNum };
  const codes = connect(base, '/class_id_generator', { token: teacherToken, query });
  const students = [];
  try {
    await once(codes, 'connect');
    const { code } = await request(codes, 'start', { ttl: 600 });
    const waiting = connect(base, '/waiting_room', { query: { classId: code, maskId: 3 } });
    students.push(waiting);
    await once(waiting, 'entered_waiting_room');
    const granted = once(waiting, 'access_granted');
    await request(codes, 'admit_new');
    const { token } = await granted;
    return {
      lectureNum: lecture.lectureNum,
      storage: {
        anonToken: token,
        anon_user_role: 'STUDENT',
        selectedCourse: JSON.stringify({
          id: course.id,
          name: course.name,
          shortName: course.shortName,
        }),
      },
    };
  } finally {
    codes.close();
    for (const socket of students) socket.close();
  }
}
