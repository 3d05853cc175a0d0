// A large upload streams into the database chunk by chunk: other requests keep being answered.
import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { ClientRequest } from 'node:http';
import { Worker } from 'node:worker_threads';
import { GENERIC_MESSAGES, PRESENTATION_MESSAGES } from '@o4f/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presentationChunks, presentations } from '../../db/schema/index.ts';
import { createTestServer } from '../../testing/test-server.ts';
import type { TestServer, TestTeacher } from '../../testing/test-server.ts';

let server: TestServer;
let teacher: TestTeacher;
let base: string;

const MB = 1024 * 1024;

// The uploading client runs in its own thread, as a browser on another machine would: its
// work (building the 40 MB multipart body) does not count against the server's event loop.
const uploader = `
const { parentPort, workerData } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const { size, url, token } = workerData;
// A PDF header followed by varied bytes (so a wrong chunk order changes the hash).
const body = Buffer.allocUnsafe(size);
for (let offset = 0; offset < size; offset += 4) body.writeUInt32LE(offset >>> 2, offset);
body.write('%PDF-1.7\\n', 0, 'latin1');
const form = new FormData();
form.append('presentation', new Blob([body], { type: 'application/pdf' }), 'big.pdf');
fetch(url, { method: 'POST', headers: { authorization: 'Bearer ' + token }, body: form })
  .then(async (response) => {
    parentPort.postMessage({
      status: response.status,
      body: await response.json(),
      sha256: createHash('sha256').update(body).digest('hex'),
    });
  });
`;

function uploadInThread(size: number) {
  const worker = new Worker(uploader, {
    eval: true,
    workerData: { size, url: `${server.url}/apio4f${base}`, token: teacher.token },
  });
  return new Promise<{ status: number; body: unknown; sha256: string }>((resolve, reject) => {
    worker.once('message', (result) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

// The checker runs in its own thread: a blocked server event loop cannot delay its timer, so a
// stall shows as a slow answer instead of as checks that were never sent.
const healthChecker = `
const { parentPort, workerData } = require('node:worker_threads');
const latencies = [];
const failures = [];
const pending = [];
const check = async () => {
  const start = performance.now();
  try {
    const response = await fetch(workerData.url);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error('health answered ' + response.status);
    latencies.push(performance.now() - start);
  } catch (error) {
    failures.push(String(error));
  }
};
pending.push(check());
const timer = setInterval(() => pending.push(check()), 100);
parentPort.once('message', async () => {
  clearInterval(timer);
  await Promise.all(pending);
  parentPort.postMessage({ sent: pending.length, latencies, failures });
});
`;

interface HealthReport {
  sent: number;
  latencies: number[];
  failures: string[];
}

/** Health checks every 100 ms until stopped; each records how long its answer took. */
function watchHealth() {
  const worker = new Worker(healthChecker, {
    eval: true,
    workerData: { url: `${server.url}/apio4f/v1/test` },
  });
  return async (): Promise<HealthReport> => {
    const report = new Promise<HealthReport>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    worker.postMessage('stop');
    const result = await report;
    await worker.terminate();
    return result;
  };
}

beforeAll(async () => {
  server = await createTestServer();
  teacher = await server.createTeacher();
  const course = await server.createCourse(teacher.token);
  const lecture = await server.createLecture(teacher.token, course.id);
  base = `/course/${course.id}/lecture/${lecture.lectureNum}/presentation`;
});
afterAll(() => server.close());

describe('a 40 MB presentation upload', () => {
  it('keeps health checks answered and comes back byte for byte', async () => {
    const stop = watchHealth();
    const uploaded = await uploadInThread(40 * MB);
    const download = await fetch(`${server.url}/apio4f${base}`, {
      headers: { authorization: `Bearer ${teacher.token}` },
    });
    const downloaded = Buffer.from(await download.arrayBuffer());
    const health = await stop();
    console.info(
      `health checks during a 40 MB upload and download: ${health.sent} sent, worst ${Math.round(
        Math.max(...health.latencies),
      )} ms`,
    );

    expect(uploaded.status).toBe(200);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-length')).toBe(String(40 * MB));
    expect(createHash('sha256').update(downloaded).digest('hex')).toBe(uploaded.sha256);
    expect(health.failures).toEqual([]);
    // Every check sent during the upload was answered; how fast is printed above, not asserted
    // (a unit test asserts no wall-clock time: the machine may be busy).
    expect(health.latencies).toHaveLength(health.sent);
  }, 120_000);
});

const BOUNDARY = 'o4f-slow-upload';

/** An upload that sends its first `sent` bytes and then waits (until it is destroyed). */
function startSlowUpload(
  sent: number,
  target = { server, path: base, token: teacher.token },
): ClientRequest {
  const request = httpRequest(`${target.server.url}/apio4f${target.path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${target.token}`,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'content-length': String(10 * MB),
    },
  });
  request.on('error', () => {});
  request.write(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="presentation"; filename="slow.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const data = Buffer.alloc(sent, 0x20);
  data.write('%PDF-1.7\n', 0, 'latin1');
  request.write(data);
  return request;
}

const db = () => server.app.ctx.db;
const unfinishedUploads = async () =>
  (
    await db()
      .select({ id: presentations.id })
      .from(presentations)
      .where(eq(presentations.ready, false))
  ).length;

async function until(condition: () => Promise<boolean>) {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** A teacher of `on` with a lecture of their own: where they upload. */
async function teacherWithLecture(on: TestServer) {
  const owner = await on.createTeacher();
  const course = await on.createCourse(owner.token);
  const lecture = await on.createLecture(owner.token, course.id);
  const path = `/course/${course.id}/lecture/${lecture.lectureNum}/presentation`;
  return { server: on, path, token: owner.token };
}

const smallPdf = () => {
  const bytes = Buffer.alloc(300_000, 0x41);
  bytes.write('%PDF-1.4\n', 0, 'latin1');
  const form = new FormData();
  form.append('presentation', new Blob([bytes]), 'small.pdf');
  return form;
};

const upload = async (target: { server: TestServer; path: string; token: string }) => {
  const response = await fetch(`${target.server.url}/apio4f${target.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${target.token}` },
    body: smallPdf(),
  });
  return { status: response.status, body: (await response.json()) as unknown };
};

/** The HTTP answer a request got, or null while it has none. */
const answerOf = (request: ClientRequest) => {
  const answer: { status: number | null } = { status: null };
  request.once('response', (response) => {
    answer.status = response.statusCode ?? null;
    response.resume();
  });
  return answer;
};

describe('upload slots per teacher', () => {
  it("a teacher's upload succeeds while two others trickle theirs, each holding only one slot", async () => {
    // The minimum body rate is off here: the slots alone must keep the victim's upload going.
    const local = await createTestServer({
      env: { HTTP_MIN_BODY_BYTES_PER_SECOND: '0', MAX_CONCURRENT_UPLOADS: '3' },
    });
    try {
      const [slowA, slowB, victim] = [
        await teacherWithLecture(local),
        await teacherWithLecture(local),
        await teacherWithLecture(local),
      ];
      // Each sends its first 64 KB chunk (stored: its upload is in progress), then trickles.
      const trickles = [startSlowUpload(100_000, slowA), startSlowUpload(100_000, slowB)];
      const answers = trickles.map(answerOf);
      const trickle = setInterval(() => {
        for (const request of trickles) if (!request.destroyed) request.write('          ');
      }, 100);
      const unfinished = async () =>
        (
          await local.app.ctx.db
            .select({ id: presentations.id })
            .from(presentations)
            .where(eq(presentations.ready, false))
        ).length;
      await until(async () => (await unfinished()) === 2);
      // Each holds one slot: a second upload of either is refused as their own.
      const own = { status: 503, body: { message: PRESENTATION_MESSAGES.ownUploadRunning } };
      expect(await upload(slowA)).toEqual(own);
      expect(await upload(slowB)).toEqual(own);

      // The victim uploads while both still trickle.
      expect(await upload(victim)).toMatchObject({
        status: 200,
        body: { message: PRESENTATION_MESSAGES.uploaded },
      });
      expect(answers.map((answer) => answer.status)).toEqual([null, null]);
      clearInterval(trickle);
      for (const request of trickles) request.destroy();
    } finally {
      await local.close();
    }
  });

  it('cuts an upload trickled below the minimum rate with 408 and frees its slot', async () => {
    // One slot for the whole instance: only the cut can give it back.
    const local = await createTestServer({
      env: {
        HTTP_MIN_BODY_BYTES_PER_SECOND: '2000',
        HTTP_BODY_GRACE_SECONDS: '0.5',
        MAX_CONCURRENT_UPLOADS: '1',
      },
    });
    try {
      const [slow, victim] = [await teacherWithLecture(local), await teacherWithLecture(local)];
      const request = startSlowUpload(0, slow);
      const body: Buffer[] = [];
      const answered = new Promise<number | undefined>((resolve) => {
        request.once('response', (response) => {
          response.on('data', (chunk: Buffer) => body.push(chunk));
          response.once('end', () => resolve(response.statusCode));
        });
      });
      // 100 bytes every 100 ms: about 1 KB a second, half the minimum.
      const trickle = setInterval(() => {
        if (!request.destroyed) request.write(Buffer.alloc(100, 0x20));
      }, 100);
      try {
        expect(await answered).toBe(408);
      } finally {
        clearInterval(trickle);
        request.destroy();
      }
      expect(JSON.parse(Buffer.concat(body).toString())).toEqual({
        message: GENERIC_MESSAGES.bodyTooSlow,
      });
      // The slot is free again: the other teacher's upload goes through.
      await until(async () => {
        const result = await upload(victim);
        return result.status === 200;
      });
      const meta = await local.api('GET', `${victim.path}/meta`, { token: victim.token });
      expect(meta.body).toMatchObject({ data: { originalname: 'small.pdf' } });
    } finally {
      await local.close();
    }
  });
});

describe('uploads in progress', () => {
  it('are capped per instance, and one that breaks off leaves the previous presentation', async () => {
    const previous = Buffer.alloc(300_000, 0x41);
    previous.write('%PDF-1.4\n', 0, 'latin1');
    const form = new FormData();
    form.append('presentation', new Blob([previous]), 'previous.pdf');
    const first = await fetch(`${server.url}/apio4f${base}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${teacher.token}` },
      body: form,
    });
    expect(first.status).toBe(200);

    // MAX_CONCURRENT_UPLOADS is 4 by default, one per teacher: four teachers' uploads stream
    // chunks into the database...
    const others = [
      await teacherWithLecture(server),
      await teacherWithLecture(server),
      await teacherWithLecture(server),
    ];
    const slow = [
      startSlowUpload(1 * MB),
      ...others.map((other) => startSlowUpload(1 * MB, other)),
    ];
    await until(async () => (await unfinishedUploads()) === 4);

    // ...and a fifth teacher's is turned away until one of them is done.
    const fifth = await teacherWithLecture(server);
    const refused = await fetch(`${server.url}/apio4f${fifth.path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fifth.token}` },
      body: form,
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(await refused.json()).toEqual({ message: PRESENTATION_MESSAGES.busy });

    // The clients go away mid-file: their rows and chunks go, the previous file stays served.
    for (const request of slow) request.destroy();
    await until(async () => (await unfinishedUploads()) === 0);
    const served = await fetch(`${server.url}/apio4f${base}`, {
      headers: { authorization: `Bearer ${teacher.token}` },
    });
    expect(served.headers.get('content-disposition')).toContain('previous.pdf');
    expect(Buffer.from(await served.arrayBuffer()).equals(previous)).toBe(true);
    const [orphans] = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(presentationChunks)
      .where(
        sql`${presentationChunks.presentationId} not in (select ${presentations.id} from ${presentations} where ${presentations.ready})`,
      );
    expect(orphans!.count).toBe(0);

    // The slots are free again.
    const again = await fetch(`${server.url}/apio4f${base}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${teacher.token}` },
      body: form,
    });
    expect(again.status).toBe(200);
  });
});
