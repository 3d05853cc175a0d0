// The baseline for bench/live.mjs: a bare Socket.IO 4.8.4 server on 127.0.0.1 that speaks the
// same events as the product (same path, namespaces and payload shapes) with no database, no
// authentication and no live-state port — only the fan-out itself:
//   /class_id_generator  start → a fixed code; admit_new → access_granted to each waiting socket
//   /waiting_room        entered_waiting_room on connection; waits for admit_new
//   /expressions         access_granted on connection; press_button counted in memory; the counts
//                        go as the product sends them: to the teachers at most every 50 ms when
//                        they changed, at once when the last went 50 ms ago or more, to the students at most once a second when they changed, in
//                        slices of 1,000 sockets with the event loop free in between, and after
//                        a broadcast that took t, none for 3 × t;
//                        set_slide → slide_changed to the room
// The token "teacher" is the teacher; any other token is a student. GET /health answers 200.
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { Server } from 'socket.io';
import { dueBroadcast } from './lib/due-broadcast.mjs';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '0' }, help: { type: 'boolean', short: 'h' } },
});
if (values.help) {
  console.log(`Usage: node bench/baseline-server.mjs [--port n]

A bare Socket.IO server doing the product's live fan-out without database or auth; started by
bench/live.mjs as the baseline. Listens on 127.0.0.1 (port 0: any free port) and prints
"listening <port>".`);
  process.exit(0);
}

const TAGS = [1, 2, 3, 4, 5];
const BROADCAST_MS = 50;
const STUDENT_BROADCAST_MS = 1000;
const STUDENT_SLICE = 1000;
const STUDENT_REST = 3;

const http = createServer((req, res) => {
  if (req.url === '/health') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"message":"ok","data":{"db":"up"}}');
    return;
  }
  res.writeHead(404);
  res.end();
});
const io = new Server(http, { path: '/socketo4f', serveClient: false });

const ack = (args) => args.find((arg) => typeof arg === 'function') ?? (() => {});
const lecture = { courseId: 1, lectureNum: 1 };

const waiting = new Map();
let admitted = 0;

io.of('/class_id_generator').on('connection', (socket) => {
  socket.on('start', (...args) => ack(args)({ ok: true, data: { code: '123456', ttl: 300 } }));
  socket.on('admit_new', (...args) => {
    const nsp = io.of('/waiting_room');
    let count = 0;
    for (const [id, entry] of waiting) {
      admitted += 1;
      count += 1;
      nsp.to(id).emit('access_granted', {
        ...lecture,
        pseudonym: `Mask${entry.maskId} ${admitted}`,
        credentials: { anonId: `B${admitted}`, password: 'baseline' },
        token: `student-${admitted}`,
      });
    }
    waiting.clear();
    ack(args)({ ok: true, data: { count, totals: { new: 0, noReg: 0, reg: 0 } } });
  });
});

io.of('/waiting_room').on('connection', (socket) => {
  waiting.set(socket.id, { maskId: Number(socket.handshake.query.maskId) || 1 });
  socket.on('disconnect', () => waiting.delete(socket.id));
  socket.emit('entered_waiting_room', { group: 'new' });
});

const expressions = io.of('/expressions');
const active = new Map();
const lectureCounts = new Map(TAGS.map((tag) => [tag, 0]));
let slideNumber = 1;
let dirty = false;
let studentsSent = '';

const update = () => {
  const current = new Map(TAGS.map((tag) => [tag, 0]));
  for (const tag of active.values()) current.set(tag, current.get(tag) + 1);
  return {
    slideNumber,
    expressions: TAGS.map((tag) => ({ tag, count: current.get(tag) })),
    lectureExpressions: TAGS.map((tag) => ({ tag, count: lectureCounts.get(tag) })),
  };
};

const teachersDue = dueBroadcast(BROADCAST_MS, () => {
  if (!dirty) return;
  dirty = false;
  expressions.to('teachers').emit('expression_update', update());
});

let studentsBusy = false;
let studentsRestUntil = 0;
setInterval(async () => {
  if (studentsBusy || performance.now() < studentsRestUntil) return;
  const current = update();
  const serialized = JSON.stringify(current);
  if (serialized === studentsSent) return;
  studentsSent = serialized;
  studentsBusy = true;
  const started = performance.now();
  const ids = [...(expressions.adapter.rooms.get('students') ?? [])];
  for (let start = 0; start < ids.length; start += STUDENT_SLICE) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    expressions.to(ids.slice(start, start + STUDENT_SLICE)).emit('expression_update', current);
  }
  studentsBusy = false;
  studentsRestUntil = performance.now() + (performance.now() - started) * STUDENT_REST;
}, STUDENT_BROADCAST_MS).unref();

expressions.on('connection', (socket) => {
  const isTeacher = socket.handshake.auth?.token === 'teacher';
  void socket.join(['lecture', isTeacher ? 'teachers' : 'students']);
  socket.emit('access_granted', {
    ...lecture,
    role: isTeacher ? 'TEACHER' : 'STUDENT',
    pseudonym: isTeacher ? null : 'Baseline',
    slideNumber,
    allowReactions: true,
  });
  socket.on('press_button', (...args) => {
    const tag = Number(args[0]?.expressionTag);
    if (!TAGS.includes(tag))
      return ack(args)({ ok: false, error: 'invalid_payload', message: 'Invalid request' });
    if (active.get(socket.id) !== tag) {
      active.set(socket.id, tag);
      lectureCounts.set(tag, lectureCounts.get(tag) + 1);
      dirty = true;
      teachersDue();
    }
    const data = { expressionTag: tag, slideNumber };
    socket.emit('active_expression', data);
    ack(args)({ ok: true, data });
  });
  socket.on('set_slide', (...args) => {
    slideNumber = Number(args[0]?.slideNumber);
    for (const [id, tag] of active)
      expressions.to(id).emit('expression_deactivated', { expressionTag: tag });
    active.clear();
    dirty = true;
    teachersDue();
    expressions.to('lecture').emit('slide_changed', { slideNumber });
    ack(args)({ ok: true, data: { slideNumber } });
  });
  socket.on('disconnect', () => active.delete(socket.id));
});

http.listen(Number(values.port), '127.0.0.1', () => {
  console.log(`listening ${http.address().port}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
