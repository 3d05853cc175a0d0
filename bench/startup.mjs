// How fast a restarted instance answers on the embedded database (issue 21: within 2 s).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { admitStudents, api, setUpLiveLecture } from './lib/api.mjs';
import {
  ROOT,
  WEB_DIST,
  cli,
  ensureWebBuild,
  fmt,
  now,
  printTable,
  quantile,
  requireNode,
  sleep,
} from './lib/common.mjs';
import { HOST, freePort, startProductServer } from './lib/server.mjs';

const options = cli({
  usage: `
node bench/startup.mjs [options]

Fills an embedded database (PGlite) with a lecture's worth of data through the real server (a
live lecture, --students admitted students, --questions questions), stops it, then starts it
again --runs times as \`npm start\` does (scripts/start.mjs, with WEB_DIST set to a built bundle,
so no web build is timed) — from the server's bundle, and in the same rotation from its sources
through tsx (O4F_FROM_SOURCE=1, every start before the bundle) — and times, from the spawn, the
first answer of GET /apio4f/v1/ready (any status), its first 200, and the first answer and first
200 of the spec's GET /apio4f/v1/test. Beside each run: a bare \`node -e\` HTTP server and
PGlite.create on the same data directory alone (then one query). The server's own phases come from
its start-up log line.
`,
  options: {
    runs: { type: 'string', number: true, min: 1, default: 5, help: 'restarts timed' },
    students: { type: 'string', number: true, min: 0, default: 300, help: 'students admitted' },
    questions: { type: 'string', number: true, min: 0, default: 100, help: 'questions posted' },
    'data-dir': {
      type: 'string',
      help: 'reuse this DATA_DIR (filled on the first run, kept afterwards) instead of a fresh one',
    },
  },
});

requireNode();
const log = (message) => console.log(`[startup] ${message}`);

/** One GET on a fresh connection: the status, or null when nothing answers (yet). */
function probe(url) {
  return new Promise((resolve) => {
    const req = httpGet(url, { agent: false, timeout: 30_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    });
    req.on('error', () => resolve(null));
    req.on('timeout', () => req.destroy());
  });
}

/**
 * Polls `path` every 10 ms from `start` until it answers `want` (a status, or 'any'); a request
 * held open by the server (the spec's check waits for the database) counts when it is answered.
 */
async function firstAnswer(base, path, want, start, child, timeoutMs = 120_000) {
  const deadline = start + timeoutMs;
  while (now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the process exited (${child.exitCode})`);
    const status = await probe(`${base}${path}`);
    if (status !== null && (want === 'any' || status === want)) return now() - start;
    await sleep(10);
  }
  throw new Error(`${path} did not answer ${want} within ${timeoutMs} ms`);
}

function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

function collect(child) {
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return () => output;
}

/**
 * The product, as `npm start` runs it: from the server's bundle, or with `fromSource` through tsx
 * from the TypeScript sources (O4F_FROM_SOURCE=1, how every start ran before the bundle).
 */
async function timeProduct(dataDir, webDist, { fromSource = false } = {}) {
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const start = now();
  const child = spawn(process.execPath, [join('scripts', 'start.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      WEB_DIST: webDist,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      PORT: String(port),
      HOST,
      PUBLIC_URL: base,
      LOG_LEVEL: 'info',
      DRAIN_SECONDS: '0',
      O4F_FROM_SOURCE: fromSource ? '1' : '',
    },
  });
  const output = collect(child);
  try {
    const [any, ready, testAny, test] = await Promise.all([
      firstAnswer(base, '/apio4f/v1/ready', 'any', start, child),
      firstAnswer(base, '/apio4f/v1/ready', 200, start, child),
      firstAnswer(base, '/apio4f/v1/test', 'any', start, child),
      firstAnswer(base, '/apio4f/v1/test', 200, start, child),
    ]);
    return { any, ready, testAny, test, phases: phasesFrom(output()) };
  } catch (error) {
    throw new Error(`${error.message}\n${output().slice(-3000)}`);
  } finally {
    await stop(child);
  }
}

/** The server's "started" log line: milliseconds since its process started, per phase. */
function phasesFrom(output) {
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line);
      if (entry.startup) return entry.startup;
    } catch {
      // not a log line
    }
  }
  return null;
}

/** A bare HTTP server started with `node -e`: what any Node process costs on this machine now. */
async function timeBare() {
  const port = await freePort();
  const start = now();
  const child = spawn(
    process.execPath,
    ['-e', `require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '${HOST}')`],
    { stdio: 'ignore' },
  );
  try {
    return await firstAnswer(`http://${HOST}:${port}`, '/', 200, start, child);
  } finally {
    await stop(child);
  }
}

/** PGlite.create on the same data directory, then one query: the embedded database alone. */
async function timePglite(dataDir) {
  const start = now();
  const script = `
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create({ dataDir: ${JSON.stringify(join(dataDir, 'pglite'))} });
    await db.query('select 1');
    console.log(JSON.stringify({ opened: performance.now() }));
    await db.close();`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: join(ROOT, 'apps', 'server'),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collect(child);
  await new Promise((resolve) => child.once('exit', resolve));
  if (child.exitCode !== 0) throw new Error(`PGlite alone failed:\n${output()}`);
  return now() - start;
}

/** A DATA_DIR with a live lecture, admitted students and questions, left by a stopped server. */
async function fillDataDir(dataDir) {
  const server = await startProductServer({ database: 'pglite' });
  try {
    log(
      `filling ${dataDir}: a live lecture, ${options.students} students, ${options.questions} questions`,
    );
    const { teacherToken, course, lecture } = await setUpLiveLecture(server.url);
    const tokens = await admitStudents(
      server.url,
      teacherToken,
      { courseId: course.id, lectureNum: lecture.lectureNum },
      options.students,
    );
    const path = `/course/${course.id}/lecture/${lecture.lectureNum}`;
    for (let index = 0; index < options.questions; index++) {
      await api(server.url, 'POST', `${path}/question`, {
        token: tokens[index % Math.max(1, tokens.length)] ?? teacherToken,
        body: { text: `Bench question ${index}: what does slide ${index % 30} mean?` },
      });
    }
    await server.end('SIGTERM');
    cpSync(join(server.dir, 'data'), dataDir, { recursive: true });
  } finally {
    await server.stop();
  }
}

const scratch = mkdtempSync(join(tmpdir(), 'o4f-startup-'));
try {
  if (!process.env.WEB_DIST && !ensureWebBuild()) process.exit(1);
  // A copy of the bundle: a web build started by someone else during the run changes nothing.
  const webDist = join(scratch, 'web');
  cpSync(process.env.WEB_DIST ?? WEB_DIST, webDist, { recursive: true });
  const dataDir = options['data-dir'] ?? join(scratch, 'data');
  if (!existsSync(join(dataDir, 'pglite'))) await fillDataDir(dataDir);
  // One unmeasured start of each: the caches (the server's bundle built, tsx's cache, the page
  // cache) are warm for every measured run, as they are on a server restarted after its first start.
  log('warm-up starts');
  await timeProduct(dataDir, webDist);
  await timeProduct(dataDir, webDist, { fromSource: true });

  const rows = { bare: [], pglite: [], bundle: [], source: [] };
  const phases = { bundle: [], source: [] };
  for (let run = 1; run <= options.runs; run++) {
    rows.bare.push(await timeBare());
    rows.pglite.push(await timePglite(dataDir));
    // Alternating which goes first, so that neither always follows the same neighbour.
    const order = run % 2 ? ['bundle', 'source'] : ['source', 'bundle'];
    for (const variant of order) {
      const product = await timeProduct(dataDir, webDist, { fromSource: variant === 'source' });
      rows[variant].push(product);
      if (product.phases) phases[variant].push(product.phases);
    }
    const line = (variant) => {
      const product = rows[variant].at(-1);
      return `${variant}: first answer ${fmt(product.any, 0)}, /v1/test ${fmt(product.testAny, 0)} (200 at ${fmt(product.test, 0)}), ready ${fmt(product.ready, 0)} ms`;
    };
    log(
      `run ${run}: bare ${fmt(rows.bare.at(-1), 0)} ms, PGlite alone ${fmt(rows.pglite.at(-1), 0)} ms; ` +
        `${line('bundle')}; ${line('source')}`,
    );
  }

  const median = (values) => quantile(values, 0.5);
  const cell = (values) =>
    `${fmt(median(values), 0)} ms (${fmt(Math.min(...values), 0)}–${fmt(Math.max(...values), 0)})`;
  const of = (variant, figure) => rows[variant].map((product) => product[figure]);
  console.log(
    `\nA restart on the embedded database, ${options.runs} runs (median, min–max), ms from the ` +
      `spawn, load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}:\n`,
  );
  printTable(
    ['Figure', 'npm start (bundle)', 'from source (tsx)', 'goal'],
    [
      ['first answer (GET /v1/ready, any status)', 'any', '≤ 2,000 ms'],
      ['spec health check answers (GET /v1/test, any status)', 'testAny', '≤ 2,000 ms'],
      ['spec health check 200 (GET /v1/test)', 'test', ''],
      ['ready (GET /v1/ready 200)', 'ready', ''],
    ].map(([name, figure, goal]) => [
      name,
      cell(of('bundle', figure)),
      cell(of('source', figure)),
      goal,
    ]),
  );
  console.log('\nBaselines, same runs:\n');
  printTable(
    ['Baseline', 'ms'],
    [
      ['bare `node -e` HTTP server, first answer', cell(rows.bare)],
      ['PGlite.create on the same data + 1 query (its own process)', cell(rows.pglite)],
    ],
  );
  for (const variant of ['bundle', 'source']) {
    if (phases[variant].length === 0) continue;
    const names = Object.keys(phases[variant][0]);
    console.log(
      `\nThe server's phases (${variant}), ms since its process started (median of the runs):\n`,
    );
    printTable(
      ['phase', 'ms'],
      names.map((name) => [name, fmt(median(phases[variant].map((entry) => entry[name])), 0)]),
    );
  }
  if (process.env.BENCH_JSON)
    writeFileSync(process.env.BENCH_JSON, JSON.stringify({ rows, phases }));
} finally {
  // A --data-dir is outside the scratch directory and stays.
  rmSync(scratch, { recursive: true, force: true });
}
