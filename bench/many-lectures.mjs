// Many lectures at once (issue 21): --lectures live lectures × --students students each on 1 and
// on 2 instances behind HAProxy (scripts/lib/cluster.mjs, what `npm run cluster` starts), on
// PostgreSQL and a Redis of its own; beside them, in the same run on the same machine, a bare
// Socket.IO server relaying the same events (bench/lib/baseline-lectures.mjs). Every student
// presses once within --window ms (--rounds rounds), each lecture's teacher watches its counts,
// the question list is fetched --gets times a second per lecture, and every teacher changes the
// slide within one second (--slides rounds). Reports per lecture press → teacher's counts and
// slide fan-out, and the cost of a press: CPU ms of the instances, Redis commands and PUBLISHes
// (the messages between instances), rows stored in PostgreSQL. Never part of `npm test`.
import { execFileSync, fork, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_DATABASE_URL, HAPROXY, startCluster } from '../scripts/lib/cluster.mjs';
import { admitStudents, api, setUpLiveLecture } from './lib/api.mjs';
import {
  ROOT,
  cli,
  fmt,
  now,
  printTable,
  quantile,
  ratio,
  requireNode,
  sleep,
} from './lib/common.mjs';
import { freePort } from './lib/server.mjs';
import { connect, once, request } from './lib/sockets.mjs';

const options = cli({
  usage: `
Usage: node bench/many-lectures.mjs [options]

Needs PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else ${DEFAULT_DATABASE_URL}; a fresh
database is created and dropped), redis-server (a private one is started on a free port, so that
its command counts are this run's alone) and HAProxy. The lectures and students are set up once
through the real API and waiting room, then measured on each --instances count in turn (the
cluster stopped and started again on the same database and Redis), after the bare baseline.`,
  options: {
    lectures: { type: 'string', number: true, min: 1, default: 50, help: 'live lectures' },
    students: { type: 'string', number: true, min: 1, default: 200, help: 'students per lecture' },
    instances: { type: 'string', default: '1,2', help: 'instance counts to measure, in order' },
    workers: { type: 'string', number: true, min: 1, default: 2, help: 'load-generator processes' },
    rounds: { type: 'string', number: true, min: 1, default: 3, help: 'reaction rounds' },
    window: { type: 'string', number: true, min: 1, default: 1000, help: 'reaction window, ms' },
    slides: { type: 'string', number: true, min: 1, default: 2, help: 'slide-change rounds' },
    gets: {
      type: 'string',
      number: true,
      min: 0,
      default: 2,
      help: 'question-list GETs per second per lecture',
    },
    questions: { type: 'string', number: true, min: 0, default: 20, help: 'questions per lecture' },
    quiet: {
      type: 'string',
      number: true,
      min: 1,
      default: 3,
      help: 'seconds of the no-press sample (list GETs only) subtracted from the press cost',
    },
    'per-lecture': { type: 'boolean', help: 'print a row per lecture as well' },
    'no-baseline': { type: 'boolean', help: 'skip the bare Socket.IO baseline' },
  },
});

requireNode();
if (!existsSync(HAPROXY)) {
  console.error(`bench/many-lectures.mjs needs HAProxy at ${HAPROXY} (apt-get install haproxy).`);
  process.exit(2);
}
const instanceCounts = options.instances.split(',').map(Number);
if (instanceCounts.some((n) => !Number.isInteger(n) || n < 1 || n > 16)) {
  console.error('--instances takes instance counts from 1 to 16, comma-separated (e.g. 1,2).');
  process.exit(2);
}
const databaseAdmin =
  process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || DEFAULT_DATABASE_URL;
const { default: pg } = await import('pg');
const STEP_TIMEOUT = Math.max(60_000, options.lectures * options.students * 10);
const CLOCK_TICKS = 100; // USER_HZ on Linux: /proc/<pid>/stat counts CPU time in 1/100 s

async function adminQuery(url, sql, parameters = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql, parameters);
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------- processes

/** User + system CPU time of a process in ms (/proc/<pid>/stat, fields 14 and 15). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

function stopChild(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** A private redis-server (no persistence) on a free port: its counts are this run's alone. */
async function startRedis() {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const cli = (...args) =>
    execFileSync('redis-cli', ['-p', String(port), ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      if (cli('ping').trim() === 'PONG') break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('redis-server did not start');
    await sleep(100);
  }
  const info = (section) =>
    Object.fromEntries(
      cli('info', section)
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('#'))
        .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]),
    );
  return {
    url: `redis://127.0.0.1:${port}`,
    /** Commands processed, PUBLISHes, Redis CPU ms so far. */
    sample() {
      const stats = info('stats');
      const commands = info('commandstats');
      const calls = (name) =>
        Number(/calls=(\d+)/.exec(commands[`cmdstat_${name}`] ?? '')?.[1] ?? 0);
      const cpu = info('cpu');
      return {
        commands: Number(stats.total_commands_processed),
        publish: calls('publish') + calls('spublish'),
        redisCpuMs: (Number(cpu.used_cpu_user) + Number(cpu.used_cpu_sys)) * 1000,
        byCommand: Object.fromEntries(
          Object.entries(commands).map(([key, value]) => [
            key.replace('cmdstat_', ''),
            Number(/calls=(\d+)/.exec(value)?.[1] ?? 0),
          ]),
        ),
      };
    },
    stop: () => stopChild(child),
  };
}

async function startBaseline() {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      join(ROOT, 'bench', 'lib', 'baseline-lectures.mjs'),
      '--port',
      String(port),
      '--questions',
      String(options.questions),
    ],
    { cwd: ROOT, stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    const ok = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('the baseline server did not start');
    await sleep(100);
  }
  return { url, pids: () => [child.pid], stop: () => stopChild(child) };
}

function startWorkers(count) {
  return Array.from({ length: count }, () => {
    const child = fork(join(ROOT, 'bench', 'lib', 'lecture-worker.mjs'), [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const inbox = [];
    const waiters = [];
    child.on('message', (message) => {
      const index = waiters.findIndex((w) => w.type === message.type || message.type === 'error');
      if (index === -1) inbox.push(message);
      else waiters.splice(index, 1)[0].deliver(message);
    });
    const next = (type, timeoutMs) =>
      new Promise((resolve, reject) => {
        const deliver = (message) =>
          message.type === 'error'
            ? reject(new Error(`worker: ${message.message}`))
            : resolve(message);
        const queued = inbox.findIndex((m) => m.type === type || m.type === 'error');
        if (queued !== -1) return deliver(inbox.splice(queued, 1)[0]);
        const waiter = {
          type,
          deliver: (message) => {
            clearTimeout(timer);
            deliver(message);
          },
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`worker: no ${type} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    return {
      send: (message) => child.send(message),
      next,
      stop: () => {
        if (child.exitCode !== null) return Promise.resolve();
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.send({ type: 'close' });
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        return exited.then(() => clearTimeout(timer));
      },
    };
  });
}

async function all(workers, replyType, timeoutMs, messageOf) {
  const replies = workers.map((worker) => worker.next(replyType, timeoutMs));
  workers.forEach((worker, index) => worker.send(messageOf(index)));
  return Promise.all(replies);
}

async function pool(items, limit, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await task(items[next++]);
    }),
  );
}

// ---------------------------------------------------------------- setup

/** The lectures on the product: teachers, live lectures, admitted students, questions. */
async function setUpProduct(url) {
  const lectures = Array.from({ length: options.lectures }, (_, index) => ({ key: index }));
  const started = now();
  await pool(lectures, 4, async (lecture) => {
    const { teacherToken, lecture: live } = await setUpLiveLecture(url);
    const query = { courseId: live.courseId, lectureNum: live.lectureNum };
    const tokens = await admitStudents(url, teacherToken, query, options.students);
    const path = `/course/${query.courseId}/lecture/${query.lectureNum}`;
    for (let index = 0; index < options.questions; index++) {
      await api(url, 'POST', `${path}/question`, {
        token: tokens[index % tokens.length],
        body: { text: `Bench question ${index + 1}: why does the second example work?` },
      });
    }
    Object.assign(lecture, { query, teacherToken, tokens, listPath: `/apio4f${path}/questions` });
  });
  console.log(
    `set up ${lectures.length} lectures × ${options.students} students (${options.questions} questions each) in ${fmt((now() - started) / 1000)} s`,
  );
  return lectures;
}

const baselineLectures = () =>
  Array.from({ length: options.lectures }, (_, index) => ({
    key: index,
    query: { courseId: index + 1, lectureNum: 1 },
    teacherToken: 'teacher',
    tokens: Array.from({ length: options.students }, (_, s) => `student-${index}-${s}`),
    listPath: `/apio4f/course/${index + 1}/lecture/1/questions`,
  }));

// ---------------------------------------------------------------- measurement

/** CPU of the target's processes, Redis and PostgreSQL counters, at one moment. */
async function snapshot(target, redis, databaseUrl) {
  const at = now();
  const cpu = target.pids().reduce((sum, pid) => sum + cpuMs(pid), 0);
  const r = target.product ? redis.sample() : null;
  // Reaction events stored so far (the journal writes them in batches).
  const rows = target.product
    ? (await adminQuery(databaseUrl, `select count(*)::int as n from expression_events`)).rows[0].n
    : 0;
  return { at, cpu, redis: r, rows };
}

function delta(before, after) {
  const byCommand = {};
  if (after.redis)
    for (const [name, calls] of Object.entries(after.redis.byCommand))
      byCommand[name] = calls - (before.redis.byCommand[name] ?? 0);
  return {
    ms: after.at - before.at,
    cpu: after.cpu - before.cpu,
    commands: after.redis ? after.redis.commands - before.redis.commands : Number.NaN,
    publish: after.redis ? after.redis.publish - before.redis.publish : Number.NaN,
    redisCpu: after.redis ? after.redis.redisCpuMs - before.redis.redisCpuMs : Number.NaN,
    rows: after.redis ? after.rows - before.rows : Number.NaN,
    byCommand,
  };
}

function addDelta(sum, d) {
  if (!sum) return { ...d, byCommand: { ...d.byCommand } };
  for (const key of ['ms', 'cpu', 'commands', 'publish', 'redisCpu', 'rows']) sum[key] += d[key];
  for (const [name, calls] of Object.entries(d.byCommand))
    sum.byCommand[name] = (sum.byCommand[name] ?? 0) + calls;
  return sum;
}

/** Slide numbers never repeat within a run (the lectures are measured again on each target). */
let slideCounter = 1;

async function measure(label, target, lectures, redis, databaseUrl) {
  const url = target.url;
  const totalOf = (update) => update.lectureExpressions.reduce((sum, { count }) => sum + count, 0);
  const teachers = [];
  const workers = startWorkers(options.workers);
  let listing = false;
  let notConnected = 0;
  const listMs = [];
  const listFailures = { count: 0 };
  const listers = [];
  try {
    for (const lecture of lectures) {
      const socket = connect(url, '/expressions', {
        token: lecture.teacherToken,
        query: lecture.query,
      });
      await once(socket, 'access_granted', 30_000);
      const teacher = { lecture, socket, updates: [] };
      socket.on('expression_update', (update) =>
        teacher.updates.push({ at: now(), total: totalOf(update) }),
      );
      teachers.push(teacher);
    }
    // Each lecture's students spread over the workers.
    await all(workers, 'connected', STEP_TIMEOUT, (w) => ({
      type: 'connect',
      base: url,
      timeoutMs: 60_000,
      groups: lectures.map((lecture) => ({
        lecture: lecture.key,
        query: lecture.query,
        tokens: lecture.tokens.filter((_, i) => i % workers.length === w),
      })),
    })).then((replies) => {
      notConnected = replies.reduce((sum, r) => sum + r.failed, 0);
      const count = replies.reduce((sum, r) => sum + r.count, 0);
      // A few refused or timed-out connections on a loaded machine are reported, not fatal.
      if (notConnected > count / 20)
        throw new Error(`${notConnected} students could not connect (${count} did)`);
    });

    // The question lists, fetched all along by a student of each lecture.
    listing = true;
    if (options.gets > 0) {
      const everyMs = 1000 / options.gets;
      for (const lecture of lectures) {
        listers.push(
          (async () => {
            await sleep(Math.random() * everyMs);
            while (listing) {
              const started = now();
              try {
                const response = await fetch(`${url}${lecture.listPath}`, {
                  headers: { authorization: `Bearer ${lecture.tokens[0]}` },
                  signal: AbortSignal.timeout(10_000),
                });
                await response.arrayBuffer();
                if (response.ok) listMs.push(now() - started);
                else {
                  listFailures.count++;
                  listFailures.first ??= `HTTP ${response.status}`;
                }
              } catch (error) {
                listFailures.count++;
                listFailures.first ??= error.message;
              }
              await sleep(Math.max(0, everyMs * (0.5 + Math.random()) - (now() - started)));
            }
          })(),
        );
      }
    }
    await sleep(1000);
    const quietBefore = await snapshot(target, redis, databaseUrl);
    await sleep(options.quiet * 1000);
    const quiet = delta(quietBefore, await snapshot(target, redis, databaseUrl));

    // Reactions: every student once per round within the window.
    const pressMs = new Map(lectures.map((l) => [l.key, []]));
    let presses = 0;
    let unseen = 0;
    const refused = {};
    let cost = null;
    for (let round = 1; round <= options.rounds; round++) {
      // A new slide first: the lecture's totals count a student's first reaction on each slide
      // (a later one on the same slide moves the count), so each round's presses all add to them.
      const slideNumber = ++slideCounter;
      await Promise.all(
        teachers.map((teacher) => request(teacher.socket, 'set_slide', { slideNumber }, 30_000)),
      );
      await sleep(500);
      const initial = new Map();
      await Promise.all(
        teachers.map(
          (teacher) =>
            new Promise((resolve) => {
              const timer = setTimeout(() => resolve(), 5000);
              teacher.socket.once('expression_update', (update) => {
                clearTimeout(timer);
                initial.set(teacher.lecture.key, totalOf(update));
                resolve();
              });
              teacher.socket.emit('get_expressions');
            }),
        ),
      );
      for (const teacher of teachers) teacher.updates.length = 0;
      const before = await snapshot(target, redis, databaseUrl);
      const startAt = now() + 300;
      const replies = await all(workers, 'pressed', STEP_TIMEOUT + options.window, () => ({
        type: 'press',
        startAt,
        windowMs: options.window,
        round,
        timeoutMs: 30_000,
      }));
      const sent = new Map(lectures.map((l) => [l.key, []]));
      for (const reply of replies) {
        for (const [key, times] of Object.entries(reply.sent)) sent.get(Number(key)).push(...times);
        for (const [code, n] of Object.entries(reply.refused))
          refused[code] = (refused[code] ?? 0) + n;
      }
      for (const times of sent.values()) times.sort((a, b) => a - b);
      const reached = (teacher) =>
        (teacher.updates.at(-1)?.total ?? -1) >=
        (initial.get(teacher.lecture.key) ?? 0) + sent.get(teacher.lecture.key).length;
      const deadline = Date.now() + 10_000;
      while (!teachers.every(reached) && Date.now() < deadline) await sleep(20);
      cost = addDelta(cost, delta(before, await snapshot(target, redis, databaseUrl)));
      for (const teacher of teachers) {
        const times = sent.get(teacher.lecture.key);
        const base = initial.get(teacher.lecture.key) ?? 0;
        presses += times.length;
        let cursor = 0;
        for (let rank = 1; rank <= times.length; rank++) {
          while (cursor < teacher.updates.length && teacher.updates[cursor].total < base + rank)
            cursor++;
          if (cursor === teacher.updates.length) {
            unseen += times.length - rank + 1;
            break;
          }
          pressMs.get(teacher.lecture.key).push(teacher.updates[cursor].at - times[rank - 1]);
        }
      }
      await sleep(500);
    }

    // Slides: every teacher changes the slide at a moment of the same second.
    const slideMs = new Map(lectures.map((l) => [l.key, []]));
    let slideMissing = 0;
    for (let round = 1; round <= options.slides; round++) {
      const slideNumber = ++slideCounter;
      const replies = workers.map((worker) => worker.next('slide', STEP_TIMEOUT));
      for (const reply of replies) reply.catch(() => undefined);
      await all(workers, 'slide-armed', 10_000, () => ({
        type: 'slide',
        slideNumber,
        timeoutMs: 20_000,
      }));
      const startedAt = new Map();
      await Promise.all(
        teachers.map(async (teacher) => {
          await sleep(Math.random() * 1000);
          startedAt.set(teacher.lecture.key, now());
          await request(teacher.socket, 'set_slide', { slideNumber }, 30_000);
        }),
      );
      for (const reply of await Promise.all(replies)) {
        slideMissing += reply.missing;
        for (const [key, times] of Object.entries(reply.times)) {
          const start = startedAt.get(Number(key));
          slideMs.get(Number(key)).push(...times.map((at) => at - start));
        }
      }
      await sleep(500);
    }

    // Cost per press: the press rounds less the quiet sample's rate over the same time.
    const perSecond = (value) => (value / quiet.ms) * cost.ms;
    const perPress = (key) => (cost[key] - perSecond(quiet[key])) / presses;
    const perLecture = lectures.map((lecture) => ({
      key: lecture.key,
      pressP50: quantile(pressMs.get(lecture.key), 0.5),
      pressP99: quantile(pressMs.get(lecture.key), 0.99),
      slideP99: quantile(slideMs.get(lecture.key), 0.99),
    }));
    const allPress = [...pressMs.values()].flat();
    const allSlide = [...slideMs.values()].flat();
    const commandsPerPress = {};
    for (const [name, calls] of Object.entries(cost.byCommand)) {
      const value = (calls - perSecond(quiet.byCommand[name] ?? 0)) / presses;
      if (value >= 0.01) commandsPerPress[name] = value;
    }
    return {
      label,
      students: lectures.length * options.students,
      notConnected,
      presses,
      unseen,
      refused,
      pressP50: quantile(allPress, 0.5),
      pressP99: quantile(allPress, 0.99),
      lecturePressP50: quantile(
        perLecture.map((l) => l.pressP50),
        0.5,
      ),
      lecturePressP99Median: quantile(
        perLecture.map((l) => l.pressP99),
        0.5,
      ),
      lecturePressP99Worst: Math.max(...perLecture.map((l) => l.pressP99)),
      slideP99: quantile(allSlide, 0.99),
      lectureSlideP99Worst: Math.max(...perLecture.map((l) => l.slideP99)),
      slideMissing,
      listP50: quantile(listMs, 0.5),
      listP99: quantile(listMs, 0.99),
      listCount: listMs.length,
      listFailures: listFailures.count,
      listFirstFailure: listFailures.first,
      pressSeconds: cost.ms / 1000,
      cpuPerPress: perPress('cpu'),
      cpuPercentPressing: (cost.cpu / cost.ms) * 100,
      cpuPercentQuiet: (quiet.cpu / quiet.ms) * 100,
      commandsPerPress: perPress('commands'),
      publishPerPress: perPress('publish'),
      redisCpuPerPress: perPress('redisCpu'),
      rowsPerPress: perPress('rows'),
      quietCommandsPerSecond: (quiet.commands / quiet.ms) * 1000,
      quietPublishPerSecond: (quiet.publish / quiet.ms) * 1000,
      commandsByName: commandsPerPress,
      perLecture,
    };
  } finally {
    listing = false;
    await Promise.all(listers);
    for (const teacher of teachers) teacher.socket.close();
    await Promise.all(workers.map((worker) => worker.stop()));
  }
}

// ---------------------------------------------------------------- run

const results = [];
let redis = null;
let baseline = null;
let cluster = null;
let exitCode = 0;
const dbName = `o4f_bench_many_${process.pid}_${Date.now().toString(36)}`;
const databaseUrl = (() => {
  const parsed = new URL(databaseAdmin);
  parsed.pathname = `/${dbName}`;
  return parsed.toString();
})();
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const loadAtStart = load();
try {
  await adminQuery(databaseAdmin, `CREATE DATABASE "${dbName}"`);
  redis = await startRedis();
  console.log(
    `${options.lectures} lectures × ${options.students} students; PostgreSQL ${dbName}, Redis ${redis.url}; load ${loadAtStart}`,
  );
  if (!options['no-baseline']) {
    baseline = await startBaseline();
    results.push(
      await measure(
        'bare Socket.IO (1 process)',
        { ...baseline, product: false },
        baselineLectures(),
        redis,
        databaseUrl,
      ),
    );
    await baseline.stop();
    baseline = null;
    console.log('measured the baseline');
  }
  let lectures = null;
  for (const count of instanceCounts) {
    const [port, statsPort, ...instancePorts] = await Promise.all(
      Array.from({ length: count + 2 }, () => freePort()),
    );
    cluster = await startCluster({
      instances: count,
      port,
      statsPort,
      instancePorts,
      logs: process.env.BENCH_LOGS ? 'stderr' : 'ignore',
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        REDIS_URL: redis.url,
        LOG_LEVEL: process.env.BENCH_LOGS ? 'warn' : 'error',
        WEB_DIST: '/nonexistent/o4f-web-dist',
        RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
        RATE_LIMIT_REGISTER_PER_MINUTE: '100000',
        // Every simulated client comes from 127.0.0.1 (X-Forwarded-For): the per-address caps off.
        WAITING_NEW_PER_ADDRESS: '1000000',
        WAITING_BURST_PER_ADDRESS: '1000000',
        WAITING_NEW_MAX_WAITING: '1000000',
        WAITING_NEW_MAX_ADMITTED: '1000000',
        WAITING_WARN_PER_MINUTE: '1000000',
        MAX_CONNECTIONS_PER_ADDRESS: '0',
      },
    });
    lectures ??= await setUpProduct(cluster.url);
    const target = {
      url: cluster.url,
      product: true,
      pids: () =>
        cluster
          .instances()
          .map((one) => one.pid)
          .filter(Boolean),
    };
    results.push(
      await measure(
        `product, ${count} instance${count > 1 ? 's' : ''} + HAProxy`,
        target,
        lectures,
        redis,
        databaseUrl,
      ),
    );
    console.log(`measured ${count} instance(s)`);
    await cluster.close();
    cluster = null;
  }

  const base = results.find((r) => !r.label.startsWith('product'));
  console.log(
    `\nMany lectures — ${options.lectures} lectures × ${options.students} students, ` +
      `${options.rounds} reaction rounds of ${options.window} ms, ${options.slides} slide rounds, ` +
      `${options.gets} list GETs/s per lecture, ${options.workers} load workers, nothing pinned; ` +
      `load average ${loadAtStart} at the start, ${load()} at the end\n`,
  );
  printTable(
    [
      'target',
      'presses',
      'press→counts p50',
      'p99',
      '× bare',
      'lecture p99 median',
      'worst',
      'slide p99',
      '× bare',
      'worst lecture',
      'list p50',
      'list p99',
    ],
    results.map((r) => [
      r.label,
      `${r.presses}${r.unseen ? ` (${r.unseen} unseen)` : ''}`,
      fmt(r.pressP50),
      fmt(r.pressP99),
      base && r !== base ? ratio(r.pressP99, base.pressP99) : '',
      fmt(r.lecturePressP99Median),
      fmt(r.lecturePressP99Worst),
      fmt(r.slideP99),
      base && r !== base ? ratio(r.slideP99, base.slideP99) : '',
      fmt(r.lectureSlideP99Worst),
      fmt(r.listP50),
      fmt(r.listP99),
    ]),
  );
  console.log('\nCost per press (press rounds less the no-press sample at the same rate)\n');
  printTable(
    [
      'target',
      'CPU ms/press',
      'CPU % pressing',
      'CPU % quiet',
      'Redis cmds/press',
      'PUBLISH/press',
      'Redis CPU ms/press',
      'PG rows/press',
      'quiet Redis cmds/s',
      'quiet PUBLISH/s',
    ],
    results.map((r) => [
      r.label,
      fmt(r.cpuPerPress, 3),
      fmt(r.cpuPercentPressing, 0),
      fmt(r.cpuPercentQuiet, 0),
      fmt(r.commandsPerPress, 2),
      fmt(r.publishPerPress, 3),
      fmt(r.redisCpuPerPress, 4),
      fmt(r.rowsPerPress, 3),
      fmt(r.quietCommandsPerSecond, 0),
      fmt(r.quietPublishPerSecond, 1),
    ]),
  );
  for (const r of results.filter((one) => one.label.startsWith('product'))) {
    console.log(
      `\n${r.label}: Redis commands per press by name: ${Object.entries(r.commandsByName)
        .sort((a, b) => b[1] - a[1])
        .map(([name, value]) => `${name} ${fmt(value, 2)}`)
        .join(', ')}`,
    );
  }
  for (const r of results) {
    const problems = [
      r.notConnected ? `${r.notConnected} students could not connect` : '',
      r.unseen ? `${r.unseen} presses never shown to the teacher` : '',
      Object.keys(r.refused).length ? `refused ${JSON.stringify(r.refused)}` : '',
      r.slideMissing ? `${r.slideMissing} slide changes not received` : '',
      r.listFailures ? `${r.listFailures} list GETs failed (first: ${r.listFirstFailure})` : '',
    ].filter(Boolean);
    console.log(
      `${r.label}: ${r.listCount} list GETs; ${problems.length ? problems.join('; ') : 'nothing lost'}`,
    );
    if (problems.length) exitCode = 1;
  }
  if (options['per-lecture']) {
    for (const r of results) {
      console.log(`\n${r.label}, per lecture (ms)\n`);
      printTable(
        ['lecture', 'press p50', 'press p99', 'slide p99'],
        r.perLecture.map((l) => [l.key + 1, fmt(l.pressP50), fmt(l.pressP99), fmt(l.slideP99)]),
      );
    }
  }
  if (process.env.BENCH_JSON) {
    const { writeFileSync } = await import('node:fs');
    writeFileSync(
      process.env.BENCH_JSON,
      JSON.stringify({ options, loadAtStart, results }, null, 1),
    );
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await cluster?.close().catch(() => {});
  await baseline?.stop();
  await redis?.stop();
  await adminQuery(databaseAdmin, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(
    () => {},
  );
}
process.exit(exitCode);
