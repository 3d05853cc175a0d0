// The baseline for bench/many-lectures.mjs: a bare Socket.IO 4.8.4 server on 127.0.0.1 relaying
// the product's live events for many lectures at once, with no database, no authentication, no
// Redis and no live-state port (bench/baseline-server.mjs does the same for one lecture):
//   /expressions  joins the room of its lecture (handshake query courseId + lectureNum);
//                 access_granted on connection; press_button counted in memory; the lecture's
//                 counts sent as the product sends them: to its teachers at most every 50 ms
//                 when they changed (at once when the last went 50 ms ago or more), to its
//                 students at most once a second when they changed, in slices of 1,000
//                 sockets; get_expressions → expression_update to the asker;
//                 set_slide → slide_changed to the lecture's room
//   GET /apio4f/course/:c/lecture/:n/questions → a fixed JSON list of --questions questions
//   GET /health → 200
// The token "teacher" is a teacher; any other token is a student.
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { Server } from 'socket.io';
import { dueBroadcast } from './due-broadcast.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    questions: { type: 'string', default: '20' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log(`Usage: node bench/lib/baseline-lectures.mjs [--port n] [--questions n]

A bare Socket.IO server doing the product's live fan-out for many lectures, without database or
auth; started by bench/many-lectures.mjs as the baseline. Prints "listening <port>".`);
  process.exit(0);
}

const TAGS = [1, 2, 3, 4, 5];
const BROADCAST_MS = 50;
const STUDENT_BROADCAST_MS = 1000;
const STUDENT_SLICE = 1000;

// A question list of the product's shape, the same for every lecture.
const questionList = JSON.stringify({
  message: 'ok',
  data: Array.from({ length: Number(values.questions) }, (_, index) => ({
    id: index + 1,
    text: `Bench question ${index + 1}: why does the second example work?`,
    pseudonym: `Mask${(index % 12) + 1} ${index + 1}`,
    createdAt: new Date().toISOString(),
    votes: index % 3,
    answers: [],
    ownVote: 0,
  })),
});
const QUESTIONS = /^\/apio4f\/course\/\d+\/lecture\/\d+\/questions$/;

const http = createServer((req, res) => {
  if (req.url === '/health' || QUESTIONS.test(req.url ?? '')) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(req.url === '/health' ? '{"message":"ok"}' : questionList);
    return;
  }
  res.writeHead(404);
  res.end();
});
const io = new Server(http, { path: '/socketo4f', serveClient: false });
const ack = (args) => args.find((arg) => typeof arg === 'function') ?? (() => {});
const expressions = io.of('/expressions');

/** Per lecture: its room, the active reaction per socket, the running totals, the slide. */
const lectures = new Map();
function lectureOf(courseId, lectureNum) {
  const key = `${courseId}:${lectureNum}`;
  let lecture = lectures.get(key);
  if (!lecture) {
    lecture = {
      room: `lecture:${key}`,
      teachers: `teachers:${key}`,
      students: `students:${key}`,
      studentsSent: '',
      courseId,
      lectureNum,
      active: new Map(),
      counts: new Map(TAGS.map((tag) => [tag, 0])),
      slideNumber: 1,
      dirty: false,
    };
    lectures.set(key, lecture);
  }
  return lecture;
}

const update = (lecture) => {
  const current = new Map(TAGS.map((tag) => [tag, 0]));
  for (const tag of lecture.active.values()) current.set(tag, current.get(tag) + 1);
  return {
    slideNumber: lecture.slideNumber,
    expressions: TAGS.map((tag) => ({ tag, count: current.get(tag) })),
    lectureExpressions: TAGS.map((tag) => ({ tag, count: lecture.counts.get(tag) })),
  };
};

const teachersDue = dueBroadcast(BROADCAST_MS, () => {
  for (const lecture of lectures.values()) {
    if (!lecture.dirty) continue;
    lecture.dirty = false;
    expressions.to(lecture.teachers).emit('expression_update', update(lecture));
  }
});

setInterval(async () => {
  for (const lecture of lectures.values()) {
    const current = update(lecture);
    const serialized = JSON.stringify(current);
    if (serialized === lecture.studentsSent) continue;
    lecture.studentsSent = serialized;
    const ids = [...(expressions.adapter.rooms.get(lecture.students) ?? [])];
    for (let start = 0; start < ids.length; start += STUDENT_SLICE) {
      if (start > 0) await new Promise((resolve) => setImmediate(resolve));
      expressions.to(ids.slice(start, start + STUDENT_SLICE)).emit('expression_update', current);
    }
  }
}, STUDENT_BROADCAST_MS).unref();

expressions.on('connection', (socket) => {
  const isTeacher = socket.handshake.auth?.token === 'teacher';
  const lecture = lectureOf(
    Number(socket.handshake.query.courseId) || 1,
    Number(socket.handshake.query.lectureNum) || 1,
  );
  void socket.join([lecture.room, isTeacher ? lecture.teachers : lecture.students]);
  socket.emit('access_granted', {
    courseId: lecture.courseId,
    lectureNum: lecture.lectureNum,
    role: isTeacher ? 'TEACHER' : 'STUDENT',
    pseudonym: isTeacher ? null : 'Baseline',
    slideNumber: lecture.slideNumber,
    allowReactions: true,
  });
  socket.on('get_expressions', () => socket.emit('expression_update', update(lecture)));
  socket.on('press_button', (...args) => {
    const tag = Number(args[0]?.expressionTag);
    if (!TAGS.includes(tag))
      return ack(args)({ ok: false, error: 'invalid_payload', message: 'Invalid request' });
    if (lecture.active.get(socket.id) !== tag) {
      lecture.active.set(socket.id, tag);
      lecture.counts.set(tag, lecture.counts.get(tag) + 1);
      lecture.dirty = true;
      teachersDue();
    }
    const data = { expressionTag: tag, slideNumber: lecture.slideNumber };
    socket.emit('active_expression', data);
    ack(args)({ ok: true, data });
  });
  socket.on('set_slide', (...args) => {
    lecture.slideNumber = Number(args[0]?.slideNumber);
    for (const [id, tag] of lecture.active)
      expressions.to(id).emit('expression_deactivated', { expressionTag: tag });
    lecture.active.clear();
    lecture.dirty = true;
    teachersDue();
    expressions.to(lecture.room).emit('slide_changed', { slideNumber: lecture.slideNumber });
    ack(args)({ ok: true, data: { slideNumber: lecture.slideNumber } });
  });
  socket.on('disconnect', () => lecture.active.delete(socket.id));
});

http.listen(Number(values.port), '127.0.0.1', () => {
  console.log(`listening ${http.address().port}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
