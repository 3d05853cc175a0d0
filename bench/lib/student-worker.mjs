// A load-generator process for bench/live.mjs: holds a share of the simulated students'
// sockets and answers the coordinator's commands over IPC. The waiting room uses socket.io-client
// (websocket only); the lecture's sockets, which press and watch the slide, are LightSockets
// (light-socket.mjs), so that the generator does not set the pace of the reactions.
// Every time it reports is wall-clock milliseconds (lib/common.mjs `now`), comparable across
// processes on one machine.
import { now, sleep } from './common.mjs';
import { LightSocket } from './light-socket.mjs';
import { connect } from './sockets.mjs';

const CONNECT_CONCURRENCY = 50;
let waiting = [];
let students = [];
let slideWatch = null;

const send = (message) => process.send(message);

/** Runs `task(item, index)` over items with at most `limit` in flight. */
async function pool(items, limit, task) {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      await task(items[index], index);
    }
  });
  await Promise.all(runners);
}

/** Resolves on `event`, or with null after timeoutMs / on a connect error. */
function settle(socket, event, timeoutMs) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(null), timeoutMs);
    const done = (value) => {
      clearTimeout(timer);
      socket.off(event, onEvent);
      socket.off('connect_error', onError);
      resolve(value);
    };
    const onEvent = (payload) => done(payload ?? true);
    const onError = (error) => {
      socket.refusal = error?.message ?? String(error);
      done(null);
    };
    socket.on(event, onEvent);
    socket.on('connect_error', onError);
    socket.once('access_denied', (payload) => {
      socket.refusal = `access_denied ${JSON.stringify(payload)}`;
    });
  });
}

async function openWaiting({ base, classId, count, timeoutMs }) {
  waiting = [];
  let failed = 0;
  const reasons = {};
  await pool(Array.from({ length: count }), CONNECT_CONCURRENCY, async (_, index) => {
    const socket = connect(base, '/waiting_room', {
      query: { classId, maskId: (index % 12) + 1 },
    });
    const entry = { socket, grantedAt: null, token: null };
    socket.once('access_granted', (granted) => {
      entry.grantedAt = now();
      entry.token = granted?.token ?? null;
    });
    const entered = await settle(socket, 'entered_waiting_room', timeoutMs);
    if (!entered) {
      failed += 1;
      const reason = socket.refusal ?? 'timed out';
      reasons[reason] = (reasons[reason] ?? 0) + 1;
      socket.close();
      return;
    }
    waiting.push(entry);
  });
  send({ type: 'waiting-ready', count: waiting.length, failed, reasons });
}

async function collectGranted({ timeoutMs }) {
  const deadline = Date.now() + timeoutMs;
  while (waiting.some((entry) => entry.grantedAt === null) && Date.now() < deadline)
    await sleep(20);
  const granted = waiting.filter((entry) => entry.grantedAt !== null);
  send({
    type: 'granted',
    times: granted.map((entry) => entry.grantedAt),
    tokens: granted.map((entry) => entry.token),
    missing: waiting.length - granted.length,
  });
  for (const entry of waiting) entry.socket.close();
  waiting = [];
}

async function connectStudents({ base, tokens, query, timeoutMs }) {
  let failed = 0;
  await pool(tokens, CONNECT_CONCURRENCY, async (token) => {
    const socket = new LightSocket(base, '/expressions', { auth: { token }, query });
    const student = { socket };
    const granted = socket.granted(timeoutMs);
    socket.on('slide_changed', ({ slideNumber }) => {
      if (slideWatch && slideNumber === slideWatch.slideNumber && !slideWatch.seen.has(student)) {
        slideWatch.seen.set(student, now());
      }
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

/** Each student presses one reaction at a random moment of [startAt, startAt + windowMs). */
async function press({ startAt, windowMs, timeoutMs }) {
  const sent = [];
  const refused = {};
  let accepted = 0;
  await Promise.all(
    students.map(async (student, index) => {
      const at = startAt + Math.random() * windowMs;
      const delay = at - now();
      if (delay > 0) await sleep(delay);
      const tag = (index % 5) + 1;
      const sentAt = now();
      try {
        const result = await student.socket.emitWithAck(
          'press_button',
          { expressionTag: tag },
          timeoutMs,
        );
        if (result?.ok) {
          accepted += 1;
          sent.push(sentAt);
        } else {
          const code = result?.error ?? 'unknown';
          refused[code] = (refused[code] ?? 0) + 1;
        }
      } catch {
        refused.timeout = (refused.timeout ?? 0) + 1;
      }
    }),
  );
  send({ type: 'pressed', sent, accepted, refused });
}

async function watchSlide({ slideNumber, timeoutMs }) {
  slideWatch = { slideNumber, seen: new Map() };
  send({ type: 'slide-armed' });
  const deadline = Date.now() + timeoutMs;
  while (slideWatch.seen.size < students.length && Date.now() < deadline) await sleep(10);
  const times = [...slideWatch.seen.values()];
  slideWatch = null;
  send({ type: 'slide', times, missing: students.length - times.length });
}

process.on('message', (message) => {
  const handlers = {
    waiting: openWaiting,
    granted: collectGranted,
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

// The coordinator gone: stop rather than linger.
process.on('disconnect', () => process.exit(0));
