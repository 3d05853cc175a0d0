// A load-generator process for bench/many-lectures.mjs: holds a share of the students of many
// lectures (LightSockets, lib/light-socket.mjs: the generator must not set the pace) and answers the coordinator over IPC, reporting
// every time per lecture. Times are wall-clock milliseconds (lib/common.mjs `now`), comparable
// across processes on one machine.
import { now, sleep } from './common.mjs';
import { LightSocket } from './light-socket.mjs';

const CONNECT_CONCURRENCY = 50;
let students = []; // { socket, lecture }
let slideWatch = null; // { slideNumber, seen: Map<student, at> }

const send = (message) => process.send(message);

async function pool(items, limit, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        await task(items[index], index);
      }
    }),
  );
}

/** groups: [{ lecture, query, tokens }] — every token a student of that lecture. */
async function connectStudents({ base, groups, timeoutMs }) {
  const items = groups.flatMap(({ lecture, query, tokens }) =>
    tokens.map((token) => ({ lecture, query, token })),
  );
  let failed = 0;
  await pool(items, CONNECT_CONCURRENCY, async ({ lecture, query, token }) => {
    const socket = new LightSocket(base, '/expressions', { auth: { token }, query });
    const student = { socket, lecture };
    const granted = socket.granted(timeoutMs);
    socket.on('slide_changed', ({ slideNumber }) => {
      if (slideWatch && slideNumber === slideWatch.slideNumber && !slideWatch.seen.has(student))
        slideWatch.seen.set(student, now());
    });
    if (!(await granted)) {
      failed += 1;
      socket.close();
      return;
    }
    students.push(student);
  });
  send({ type: 'connected', count: students.length, failed });
}

/**
 * Each student presses once at a random moment of [startAt, startAt + windowMs), a reaction other
 * than the one of the round before (so that every press changes the counts).
 */
async function press({ startAt, windowMs, round, timeoutMs }) {
  const sent = {}; // lecture → send times of accepted presses
  const refused = {};
  await Promise.all(
    students.map(async (student, index) => {
      const delay = startAt + Math.random() * windowMs - now();
      if (delay > 0) await sleep(delay);
      const tag = ((index + round) % 5) + 1;
      const sentAt = now();
      try {
        const result = await student.socket.emitWithAck(
          'press_button',
          { expressionTag: tag },
          timeoutMs,
        );
        if (result?.ok) (sent[student.lecture] ??= []).push(sentAt);
        else {
          const code = result?.error ?? 'unknown';
          refused[code] = (refused[code] ?? 0) + 1;
        }
      } catch {
        refused.timeout = (refused.timeout ?? 0) + 1;
      }
    }),
  );
  send({ type: 'pressed', sent, refused });
}

async function watchSlide({ slideNumber, timeoutMs }) {
  slideWatch = { slideNumber, seen: new Map() };
  send({ type: 'slide-armed' });
  const deadline = Date.now() + timeoutMs;
  while (slideWatch.seen.size < students.length && Date.now() < deadline) await sleep(10);
  const times = {}; // lecture → arrival times
  for (const [student, at] of slideWatch.seen) (times[student.lecture] ??= []).push(at);
  const missing = students.length - slideWatch.seen.size;
  slideWatch = null;
  send({ type: 'slide', times, missing });
}

process.on('message', (message) => {
  const handlers = {
    connect: connectStudents,
    press,
    slide: watchSlide,
    close: async () => {
      for (const student of students) student.socket.close();
      students = [];
      process.exit(0);
    },
  };
  const handler = handlers[message.type];
  if (!handler) return;
  handler(message).catch((error) =>
    send({ type: 'error', message: String(error?.stack ?? error) }),
  );
});
process.on('disconnect', () => process.exit(0));
