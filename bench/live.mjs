// Socket budgets (DESIGN §8): admission, reactions, slide fan-out, memory per connected student
// and the questions list, measured on the real server and, in the same run, on a bare Socket.IO
// server doing the same fan-out (bench/baseline-server.mjs). Only 127.0.0.1; every wait is bounded.
import { fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { api, setUpLiveLecture } from './lib/api.mjs';
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
  verdict,
} from './lib/common.mjs';
import { pinToCore, readCpuMs, startBaselineServer, startProductServer } from './lib/server.mjs';
import { connect, once, request } from './lib/sockets.mjs';

const usage = `
Usage: node bench/live.mjs [options]

Starts the real server (PostgreSQL: a fresh database on BENCH_DATABASE_URL or TEST_DATABASE_URL;
otherwise PGlite in a temp dir) and the bare Socket.IO baseline, one after the other, and drives
simulated students from worker processes (socket.io-client, websocket transport):
  admit    --admit students wait in the waiting room; the teacher's admit_new → each access_granted
  memory   server RSS (/proc) before and after --students students connect to /expressions
  react    every student presses once within --window ms → the teacher's expression_update
           reflecting the press (presses ranked by send time against the running total)
  slide    the teacher's set_slide → every student's slide_changed (--rounds rounds)
  list     (product only) --questions questions posted, then GET .../questions at --concurrency
           concurrent requests (--requests in all); baseline: GET /apio4f/v1/test, same load
Students beyond --admit are admitted in further unmeasured batches of up to 1,000.`;

const options = cli({
  usage,
  options: {
    students: { type: 'string', number: true, min: 1, default: 1000, help: 'connected students' },
    admit: {
      type: 'string',
      number: true,
      min: 1,
      default: 1000,
      help: 'students in the measured "Admit all" (at most --students)',
    },
    workers: { type: 'string', number: true, min: 1, default: 1, help: 'load-generator processes' },
    'no-pin': {
      type: 'boolean',
      help: 'do not pin the server to core 0 and the load generator (this process and its workers) to core 1 with taskset',
    },
    window: { type: 'string', number: true, min: 1, default: 1000, help: 'reaction window, ms' },
    rounds: { type: 'string', number: true, min: 1, default: 3, help: 'slide changes measured' },
    questions: {
      type: 'string',
      number: true,
      min: 0,
      default: 500,
      help: 'questions in the listed lecture (0: skip the list scenario)',
    },
    concurrency: {
      type: 'string',
      number: true,
      min: 1,
      default: 50,
      help: 'concurrent list requests',
    },
    requests: { type: 'string', number: true, min: 1, default: 1000, help: 'list requests in all' },
    repeat: {
      type: 'string',
      number: true,
      min: 1,
      default: 1,
      help: 'measure baseline and product this many times, alternately; the table shows the median run of each (by the reaction p99) and a line lists every run',
    },
    'baseline-only': { type: 'boolean', help: 'measure only the bare Socket.IO baseline' },
    'product-only': { type: 'boolean', help: 'measure only the real server' },
    json: { type: 'boolean', help: 'print the figures as JSON after the table' },
  },
});
options.admit = Math.min(options.admit, options.students);

const BUDGET = {
  admitP99: 250,
  reactP50: 40,
  reactP99: 100,
  slideP99: (students) => (students <= 5000 ? 100 : 200),
  rssKB: 16,
  listP99: 50,
};
const STEP_TIMEOUT = Math.max(30_000, options.students * 20);

// ---------------------------------------------------------------- workers

// The server on core 0, the load generator (this process, the teacher's socket and the clock, and
// the workers with the students' sockets) on core 1, so that decoding 10,000 copies of each
// broadcast does not take the server's CPU. Needs taskset and two cores; else nothing is pinned.
/** Cores of the machine, read before this process is pinned to one of them. */
const CORES = availableParallelism();
const PIN = !options['no-pin'] && CORES >= 2;
const SERVER_CORE = 0;
const GENERATOR_CORE = 1;
let pinned = PIN && pinToCore(process.pid, GENERATOR_CORE);

function startWorkers(count) {
  return Array.from({ length: count }, () => {
    const child = fork(join(ROOT, 'bench', 'lib', 'student-worker.mjs'), [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    if (pinned) pinned = pinToCore(child.pid, GENERATOR_CORE);
    const inbox = [];
    const waiters = [];
    child.on('message', (message) => {
      const index = waiters.findIndex(
        (waiter) => waiter.type === message.type || message.type === 'error',
      );
      if (index === -1) inbox.push(message);
      else waiters.splice(index, 1)[0].resolve(message);
    });
    const next = (type, timeoutMs) =>
      new Promise((resolve, reject) => {
        const queued = inbox.findIndex(
          (message) => message.type === type || message.type === 'error',
        );
        const deliver = (message) =>
          message.type === 'error'
            ? reject(new Error(`worker: ${message.message}`))
            : resolve(message);
        if (queued !== -1) return deliver(inbox.splice(queued, 1)[0]);
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`worker: no ${type} within ${timeoutMs} ms`));
        }, timeoutMs);
        const waiter = {
          type,
          resolve: (message) => {
            clearTimeout(timer);
            deliver(message);
          },
        };
        waiters.push(waiter);
      });
    return {
      pid: child.pid,
      send: (message) => child.send(message),
      next,
      stop: () =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve();
          const timer = setTimeout(() => {
            child.kill('SIGKILL');
            resolve();
          }, 5000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.send({ type: 'close' });
        }),
    };
  });
}

/** Splits `total` into `parts` near-equal shares. */
const shares = (total, parts) =>
  Array.from(
    { length: parts },
    (_, index) => Math.floor(total / parts) + (index < total % parts ? 1 : 0),
  );

async function all(workers, message, replyType, timeoutMs, perWorker) {
  const replies = workers.map((worker) => worker.next(replyType, timeoutMs));
  workers.forEach((worker, index) => worker.send(perWorker ? perWorker(index) : message));
  return Promise.all(replies);
}

// ---------------------------------------------------------------- scenarios

/** Waiting room → admit_new; returns the admitted tokens and (if measured) the latencies. */
async function admitBatch(target, workers, codes, count) {
  const counts = shares(count, workers.length);
  const ready = await all(workers, null, 'waiting-ready', STEP_TIMEOUT, (index) => ({
    type: 'waiting',
    base: target.url,
    classId: target.code,
    count: counts[index],
    timeoutMs: STEP_TIMEOUT,
  }));
  const failed = ready.reduce((sum, reply) => sum + reply.failed, 0);
  if (failed > 0) {
    const reasons = ready.map((reply) => JSON.stringify(reply.reasons ?? {})).join(' ');
    throw new Error(`${failed} students could not enter the waiting room: ${reasons}`);
  }
  const grantedReplies = workers.map((worker) => worker.next('granted', STEP_TIMEOUT));
  const started = now();
  const result = await request(codes, 'admit_new', undefined, STEP_TIMEOUT);
  const ackMs = now() - started;
  for (const worker of workers) worker.send({ type: 'granted', timeoutMs: STEP_TIMEOUT });
  const replies = await Promise.all(grantedReplies);
  const latencies = replies.flatMap((reply) => reply.times.map((time) => time - started));
  const tokens = replies.flatMap((reply) => reply.tokens);
  const missing = replies.reduce((sum, reply) => sum + reply.missing, 0);
  return { latencies, tokens, missing, ackMs, count: result?.count };
}

async function measureReactions(server, teacher, workers, students) {
  // The running total of accepted presses, as the teacher's counts show it.
  const updates = [];
  const totalOf = (update) => update.lectureExpressions.reduce((sum, { count }) => sum + count, 0);
  const onUpdate = (update) => updates.push({ at: now(), total: totalOf(update) });
  teacher.on('expression_update', onUpdate);
  const initial = await new Promise((resolve) => {
    teacher.once('expression_update', (update) => resolve(totalOf(update)));
    teacher.emit('get_expressions');
    setTimeout(() => resolve(0), 5000);
  });
  updates.length = 0;

  // CPU time over the window, the server's (all its threads) and the load generator's (this
  // process and its workers): what a press costs, steadier than the latency under saturation.
  const generatorCpu = () =>
    workers.reduce((sum, worker) => sum + readCpuMs(worker.pid), readCpuMs(process.pid));
  const cpuBefore = {
    server: server.cpuMs(),
    mainThread: server.mainThreadCpuMs(),
    generator: generatorCpu(),
  };
  const startAt = now() + 500;
  const replies = await all(
    workers,
    { type: 'press', startAt, windowMs: options.window, timeoutMs: STEP_TIMEOUT },
    'pressed',
    STEP_TIMEOUT + options.window + 5000,
  );
  const sent = replies.flatMap((reply) => reply.sent).sort((a, b) => a - b);
  const refused = {};
  for (const reply of replies)
    for (const [code, count] of Object.entries(reply.refused))
      refused[code] = (refused[code] ?? 0) + count;

  const deadline = Date.now() + 10_000;
  while ((updates.at(-1)?.total ?? initial) < initial + sent.length && Date.now() < deadline)
    await sleep(20);
  teacher.off('expression_update', onUpdate);
  const cpu = {
    serverMs: server.cpuMs() - cpuBefore.server,
    mainThreadMs: server.mainThreadCpuMs() - cpuBefore.mainThread,
    generatorMs: generatorCpu() - cpuBefore.generator,
  };

  const latencies = [];
  let cursor = 0;
  for (let rank = 1; rank <= sent.length; rank += 1) {
    while (cursor < updates.length && updates[cursor].total < initial + rank) cursor += 1;
    if (cursor === updates.length) break;
    latencies.push(updates[cursor].at - sent[rank - 1]);
  }
  return {
    latencies,
    accepted: sent.length,
    unseen: sent.length - latencies.length,
    refused,
    broadcasts: updates.length,
    students,
    cpu,
  };
}

async function measureSlides(teacher, workers) {
  const latencies = [];
  let missing = 0;
  for (let round = 1; round <= options.rounds; round += 1) {
    const slideNumber = round + 1;
    const replies = workers.map((worker) => worker.next('slide', STEP_TIMEOUT));
    // Awaited below; if the round fails first, their later rejection must not end the run.
    for (const reply of replies) reply.catch(() => undefined);
    await all(
      workers,
      { type: 'slide', slideNumber, timeoutMs: STEP_TIMEOUT },
      'slide-armed',
      10_000,
    );
    const started = now();
    await request(teacher, 'set_slide', { slideNumber }, STEP_TIMEOUT);
    for (const reply of await Promise.all(replies)) {
      latencies.push(...reply.times.map((time) => time - started));
      missing += reply.missing;
    }
    await sleep(300);
  }
  return { latencies, missing };
}

/** `total` GETs with `concurrency` in flight; latency per request. */
async function httpLoad(url, token, { concurrency, total }) {
  const latencies = [];
  let issued = 0;
  let failures = 0;
  let size = 0;
  const started = now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (issued < total) {
        issued += 1;
        const begin = now();
        try {
          const response = await fetch(url, {
            headers: token ? { authorization: `Bearer ${token}` } : {},
            signal: AbortSignal.timeout(30_000),
          });
          const body = await response.arrayBuffer();
          if (!response.ok) failures += 1;
          else {
            latencies.push(now() - begin);
            size = body.byteLength;
          }
        } catch {
          failures += 1;
        }
      }
    }),
  );
  return { latencies, failures, seconds: (now() - started) / 1000, bytes: size };
}

async function postQuestions(target, tokens, count) {
  const { courseId, lectureNum } = target.query;
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < count) {
        const index = next++;
        await api(target.url, 'POST', `/course/${courseId}/lecture/${lectureNum}/question`, {
          token: tokens[index % tokens.length],
          body: { text: `Bench question ${index + 1}: why does the second example work?` },
        });
      }
    }),
  );
}

// ---------------------------------------------------------------- one target

async function runTarget(kind) {
  const label = kind === 'product' ? 'product' : 'baseline';
  const server = kind === 'product' ? await startProductServer() : await startBaselineServer();
  if (pinned) pinned = pinToCore(server.pid, SERVER_CORE);
  const workers = startWorkers(options.workers);
  const sockets = [];
  const result = { kind, database: server.database ?? 'none (in memory)' };
  const log = (line) => console.log(`[${label}] ${line}`);
  try {
    let teacherToken = 'teacher';
    let query = { courseId: 1, lectureNum: 1 };
    if (kind === 'product') {
      const setup = await setUpLiveLecture(server.url);
      teacherToken = setup.teacherToken;
      query = { courseId: setup.course.id, lectureNum: setup.lecture.lectureNum };
    }
    const codes = connect(server.url, '/class_id_generator', { token: teacherToken, query });
    sockets.push(codes);
    await once(codes, 'connect');
    const { code } = await request(codes, 'start', { ttl: 3600 });
    const target = { url: server.url, code, query };

    // admit
    log(`admitting ${options.admit} waiting students`);
    const admission = await admitBatch(target, workers, codes, options.admit);
    result.admit = { ...admission, tokens: undefined };
    const tokens = [...admission.tokens];
    while (tokens.length < options.students) {
      const batch = Math.min(1000, options.students - tokens.length);
      log(`admitting ${batch} more (${tokens.length + batch}/${options.students})`);
      const more = await admitBatch(target, workers, codes, batch);
      tokens.push(...more.tokens);
    }
    if (tokens.some((token) => !token)) throw new Error('An admitted student got no token');

    // memory
    const teacher = connect(server.url, '/expressions', { token: teacherToken, query });
    sockets.push(teacher);
    await once(teacher, 'access_granted');
    await sleep(1500);
    const collected = await server.gc().catch(() => false);
    const rssBefore = server.rss();
    log(`connecting ${tokens.length} students to /expressions`);
    const tokenShares = shares(tokens.length, workers.length);
    let offset = 0;
    const slices = tokenShares.map((count) => tokens.slice(offset, (offset += count)));
    const connected = await all(workers, null, 'connected', STEP_TIMEOUT * 2, (index) => ({
      type: 'connect',
      base: server.url,
      tokens: slices[index],
      query,
      timeoutMs: STEP_TIMEOUT,
    }));
    const students = connected.reduce((sum, reply) => sum + reply.count, 0);
    const connectFailures = connected.reduce((sum, reply) => sum + reply.failed, 0);
    await sleep(2000);
    if (collected) await server.gc();
    const rssAfter = server.rss();
    result.memory = {
      students,
      connectFailures,
      rssBeforeMB: rssBefore / 2 ** 20,
      rssAfterMB: rssAfter / 2 ** 20,
      perStudentKB: (rssAfter - rssBefore) / 1024 / Math.max(1, students),
      afterGc: collected,
    };

    // reactions, slides
    log(`${students} students react within ${options.window} ms`);
    result.react = await measureReactions(server, teacher, workers, students);
    log(`${options.rounds} slide changes to ${students} students`);
    // A step that fails still leaves the figures measured before it in the table.
    result.slide = await measureSlides(teacher, workers).catch((error) => {
      log(`slide changes failed: ${error.message}`);
      return { latencies: [], missing: `all (${error.message})` };
    });

    // questions list
    if (options.questions > 0) {
      if (kind === 'product') {
        log(`posting ${options.questions} questions`);
        await postQuestions(target, tokens, options.questions);
        const listUrl = `${server.url}/apio4f/course/${query.courseId}/lecture/${query.lectureNum}/questions`;
        const check = await api(
          server.url,
          'GET',
          `/course/${query.courseId}/lecture/${query.lectureNum}/questions`,
          { token: tokens[0] },
        );
        log(
          `listing ${check.length} questions: ${options.requests} requests, ${options.concurrency} concurrent`,
        );
        const load = { concurrency: options.concurrency, total: options.requests };
        result.list = { ...(await httpLoad(listUrl, tokens[0], load)), items: check.length };
        result.health = await httpLoad(`${server.url}/apio4f/v1/test`, undefined, load);
      }
    }
    return result;
  } finally {
    for (const socket of sockets) socket.close();
    await Promise.all(workers.map((worker) => worker.stop()));
    await server.stop();
  }
}

// ---------------------------------------------------------------- report

const p = (values, q) => quantile(values, q);

function report(product, baseline) {
  const rows = [];
  const pair = (
    name,
    budgetText,
    productValues,
    baselineValues,
    budgetP50,
    budgetP99,
    note = '',
  ) => {
    const p50 = productValues ? p(productValues, 0.5) : NaN;
    const p99 = productValues ? p(productValues, 0.99) : NaN;
    const b50 = baselineValues ? p(baselineValues, 0.5) : NaN;
    const b99 = baselineValues ? p(baselineValues, 0.99) : NaN;
    const ok =
      (budgetP50 === undefined || verdict(p50, budgetP50) === 'ok') &&
      verdict(p99, budgetP99) === 'ok';
    rows.push([
      name,
      fmt(p50),
      fmt(p99),
      budgetText,
      productValues ? (ok ? 'ok' : 'OVER') : '-',
      fmt(b50),
      fmt(b99),
      ratio(p99, b99),
      note,
    ]);
  };
  const students = product?.memory.students ?? baseline?.memory.students;
  pair(
    `admit all (${options.admit}) → access_granted, ms`,
    `p99 ≤ ${BUDGET.admitP99}`,
    product?.admit.latencies,
    baseline?.admit.latencies,
    undefined,
    BUDGET.admitP99,
    product ? `ack ${fmt(product.admit.ackMs, 0)} ms; missing ${product.admit.missing}` : '',
  );
  pair(
    `reaction → teacher counts (${students}), ms`,
    `p50 ≤ ${BUDGET.reactP50}, p99 ≤ ${BUDGET.reactP99}`,
    product?.react.latencies,
    baseline?.react.latencies,
    BUDGET.reactP50,
    BUDGET.reactP99,
    product
      ? `accepted ${product.react.accepted}, unseen ${product.react.unseen}, refused ${JSON.stringify(product.react.refused)}`
      : '',
  );
  const cpuPerPress = (result, key) =>
    result ? (result.react.cpu[key] * 1000) / Math.max(1, result.react.accepted) : NaN;
  for (const [key, name] of [
    ['serverMs', 'server'],
    ['mainThreadMs', "server's main thread"],
    ['generatorMs', 'load generator'],
  ]) {
    rows.push([
      `${name} CPU per press (${students}), µs`,
      fmt(cpuPerPress(product, key)),
      '',
      '',
      '',
      fmt(cpuPerPress(baseline, key)),
      '',
      ratio(cpuPerPress(product, key), cpuPerPress(baseline, key)),
      `from the window's start until the teacher saw every press` +
        (product ? `; product ${fmt(product.react.cpu[key], 0)} ms in all` : ''),
    ]);
  }
  pair(
    `slide change → slide_changed (${students}), ms`,
    `p99 ≤ ${BUDGET.slideP99(students)}`,
    product?.slide.latencies,
    baseline?.slide.latencies,
    undefined,
    BUDGET.slideP99(students),
    product ? `missing ${product.slide.missing}` : '',
  );
  const kb = (result) => result?.memory.perStudentKB ?? NaN;
  rows.push([
    `memory per connected student (${students}), KB RSS`,
    fmt(kb(product)),
    '',
    `≤ ${BUDGET.rssKB}`,
    product ? verdict(kb(product), BUDGET.rssKB) : '-',
    fmt(kb(baseline)),
    '',
    ratio(kb(product), kb(baseline)),
    product
      ? `RSS ${fmt(product.memory.rssBeforeMB, 0)} → ${fmt(product.memory.rssAfterMB, 0)} MB` +
        (product.memory.afterGc ? ' (after a full GC)' : ' (no GC: inspector unavailable)')
      : '',
  ]);
  if (product?.list) {
    pair(
      `list ${product.list.items} questions @${options.concurrency}, ms`,
      `p99 ≤ ${BUDGET.listP99}`,
      product.list.latencies,
      product.health.latencies,
      undefined,
      BUDGET.listP99,
      `baseline: GET /v1/test; ${fmt(product.list.latencies.length / product.list.seconds, 0)} req/s, ` +
        `${fmt(product.list.bytes / 1024, 0)} KB each, failures ${product.list.failures}`,
    );
  }
  console.log(
    `\nLive budgets — ${students} students, ${options.workers} load worker(s), ${CORES} cores, ` +
      (pinned
        ? `server pinned to core ${SERVER_CORE}, load generator to core ${GENERATOR_CORE} (taskset; the baseline alike), `
        : 'not pinned (load generator and server share the cores), ') +
      `Node ${process.version}; database: ${product?.database ?? '-'}\n`,
  );
  printTable(
    ['scenario', 'p50', 'p99', 'budget', 'verdict', 'base p50', 'base p99', 'ratio p99', 'notes'],
    rows,
  );
}

const reactP99 = (result) => p(result.react.latencies, 0.99);

/** The run whose reaction p99 is the median of the runs (the lower middle one of an even count). */
function medianRun(results) {
  if (results.length === 0) return null;
  const sorted = [...results].sort((a, b) => reactP99(a) - reactP99(b));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** Every run's reaction and admission p99, in the order they ran, and each pair's ratio. */
function reportRuns(runs) {
  const list = (results, pick) => results.map((result) => fmt(pick(result), 0)).join(' / ');
  const admitP99 = (result) => p(result.admit.latencies, 0.99);
  console.log(`\nRuns in order (${options.repeat} of each, alternately):`);
  for (const [name, pick] of [
    ['reaction → teacher counts p99, ms', reactP99],
    ['admit all p99, ms', admitP99],
  ]) {
    console.log(
      `  ${name}: product ${list(runs.product, pick)}; baseline ${list(runs.baseline, pick)}`,
    );
    if (runs.product.length > 0 && runs.baseline.length > 0)
      console.log(
        `    ratio of each pair: ${runs.product
          .map((result, index) => ratio(pick(result), pick(runs.baseline[index])))
          .join(' / ')}`,
      );
  }
}

async function main() {
  requireNode();
  const started = Date.now();
  // Alternate runs, so that a slower minute of a shared machine falls on both sides.
  const runs = { baseline: [], product: [] };
  for (let run = 0; run < options.repeat; run += 1) {
    if (!options['product-only']) runs.baseline.push(await runTarget('baseline'));
    if (!options['baseline-only']) runs.product.push(await runTarget('product'));
  }
  const baseline = medianRun(runs.baseline);
  const product = medianRun(runs.product);
  report(product, baseline);
  if (options.repeat > 1) reportRuns(runs);
  console.log(`\n(${((Date.now() - started) / 1000).toFixed(0)} s)`);
  if (options.json) {
    const strip = (result) =>
      result && {
        ...result,
        admit: {
          p50: p(result.admit.latencies, 0.5),
          p99: p(result.admit.latencies, 0.99),
          ackMs: result.admit.ackMs,
        },
        react: {
          p50: p(result.react.latencies, 0.5),
          p99: p(result.react.latencies, 0.99),
          accepted: result.react.accepted,
          refused: result.react.refused,
          cpu: result.react.cpu,
        },
        slide: {
          p50: p(result.slide.latencies, 0.5),
          p99: p(result.slide.latencies, 0.99),
          missing: result.slide.missing,
        },
        list: result.list && {
          p50: p(result.list.latencies, 0.5),
          p99: p(result.list.latencies, 0.99),
          items: result.list.items,
        },
        health: result.health && {
          p50: p(result.health.latencies, 0.5),
          p99: p(result.health.latencies, 0.99),
        },
      };
    console.log(
      JSON.stringify({ options, product: strip(product), baseline: strip(baseline) }, null, 2),
    );
  }
}

await main();
