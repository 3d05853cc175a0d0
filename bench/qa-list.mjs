// The question list under load (DESIGN §8): a live lecture with --questions questions (every
// fourth answered, some voted on), then GET /course/{c}/lecture/{n}/questions from --viewers
// admitted students in turn at --concurrency requests in flight, as a browser sends it
// (Accept-Encoding: br, gzip). Beside it, in the same run and server, the same load on
// GET /apio4f/v1/test (one database round trip). Runs on PGlite and, when BENCH_DATABASE_URL or
// TEST_DATABASE_URL names a PostgreSQL server, on PostgreSQL too. Only 127.0.0.1.
import { Agent, get } from 'node:http';
import { availableParallelism } from 'node:os';
import { admitStudents, api, setUpLiveLecture } from './lib/api.mjs';
import { cli, fmt, now, printTable, quantile, ratio, requireNode } from './lib/common.mjs';
import { pinToCore, postgresUrl, startProductServer } from './lib/server.mjs';

const options = cli({
  usage: `
Usage: node bench/qa-list.mjs [options]

Starts the real server, posts --questions questions in a live lecture from --viewers admitted
students (every fourth question answered, every third voted on), admits --readers more who
post nothing, then measures GET .../questions at --concurrency requests in flight in two
phases, each printed on its own: every viewer's and reader's first opening (the hall opens Q&A
at once; views are recorded and posts become visible to the teacher), then --requests
refetches, the viewers and readers taking turns; and
GET /apio4f/v1/test under the same load. Every request sends Accept-Encoding: br, gzip; "KB" is
the body as sent (compressed) and as JSON. Embedded database (PGlite) first, then PostgreSQL
when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.`,
  options: {
    questions: { type: 'string', number: true, min: 1, default: 500, help: 'questions listed' },
    viewers: {
      type: 'string',
      number: true,
      min: 1,
      default: 100,
      help: 'admitted students posting and listing',
    },
    readers: {
      type: 'string',
      number: true,
      min: 0,
      default: 0,
      help: 'admitted students who only list (no post, vote or flag of their own), besides the viewers',
    },
    concurrency: { type: 'string', number: true, min: 1, default: 50, help: 'requests in flight' },
    requests: { type: 'string', number: true, min: 1, default: 1000, help: 'list requests in all' },
    database: {
      type: 'string',
      default: 'both',
      help: 'pglite, postgres or both (postgres needs BENCH_DATABASE_URL or TEST_DATABASE_URL)',
    },
    seen: {
      type: 'boolean',
      help: 'two students open the list before the measurement, so every question already has its views (visible to the teacher, as when questions come in one by one)',
    },
    json: { type: 'boolean', help: 'print the figures as JSON after the table' },
    'no-pin': {
      type: 'boolean',
      help: 'do not pin the server to core 0 and this load generator to core 1 with taskset',
    },
  },
});

// The server on core 0, the load generator (this process: it decodes every compressed answer)
// on core 1, so that the client's work does not take the server's CPU. PostgreSQL, when used, is
// not pinned. Needs taskset and two cores; else nothing is pinned.
const SERVER_CORE = 0;
const GENERATOR_CORE = 1;
let pinned =
  !options['no-pin'] && availableParallelism() >= 2 && pinToCore(process.pid, GENERATOR_CORE);

const BUDGET = { p99: 50, rps: 1000, kb: 60 };

/** Runs `task(index)` for 0..count-1 with `limit` in flight. */
async function pool(count, limit, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, count) }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

async function seed(base, query, tokens) {
  const path = `/course/${query.courseId}/lecture/${query.lectureNum}`;
  const ids = [];
  await pool(options.questions, 8, async (index) => {
    const question = await api(base, 'POST', `${path}/question`, {
      token: tokens[index % tokens.length],
      body: { text: `Bench question ${index + 1}: why does the second example work?` },
    });
    ids[index] = question.id;
  });
  await pool(ids.length, 8, async (index) => {
    const other = tokens[(index + 1) % tokens.length];
    if (index % 4 === 0)
      await api(base, 'POST', `${path}/question/${ids[index]}/answer`, {
        token: other,
        body: { text: `Because the base case comes first (${index}).` },
      });
    if (index % 3 === 0)
      await api(base, 'POST', `${path}/question/${ids[index]}/vote/1`, { token: other });
  });
  return `${base}/apio4f${path}/questions`;
}

/**
 * One GET as a browser sends it, read to its end as bytes: the body stays compressed, because
 * decoding 50 clients' answers on the load generator's one core would measure the generator
 * (each phone decodes its own). Rejects on a network error or after 60 s.
 */
function getRaw(url, headers, agent) {
  return new Promise((resolve, reject) => {
    const call = get(url, { headers, agent }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response.statusCode));
      response.on('error', reject);
    });
    call.setTimeout(60_000, () =>
      call.destroy(Object.assign(new Error('timed out'), { name: 'TimeoutError' })),
    );
    call.on('error', reject);
  });
}

/** `total` GETs with `concurrency` in flight (kept-alive connections), the tokens taking turns. */
async function load(url, tokens, total) {
  const latencies = [];
  let failures = 0;
  const statuses = {};
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const started = now();
  await pool(total, options.concurrency, async (index) => {
    const token = tokens[index % tokens.length];
    const begin = now();
    try {
      const status = await getRaw(
        url,
        {
          'accept-encoding': 'br, gzip',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        agent,
      );
      if (status < 200 || status >= 300) {
        failures += 1;
        statuses[status] = (statuses[status] ?? 0) + 1;
      } else latencies.push(now() - begin);
    } catch (error) {
      failures += 1;
      statuses[error.name] = (statuses[error.name] ?? 0) + 1;
    }
  });
  agent.destroy();
  return { latencies, failures, statuses, seconds: (now() - started) / 1000 };
}

/** The body as the server sends it to a browser (fetch would decode it): bytes and encoding. */
function wireSize(url, token) {
  return new Promise((resolve, reject) => {
    const call = get(
      url,
      { headers: { 'accept-encoding': 'br, gzip', authorization: `Bearer ${token}` } },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () =>
          resolve({ bytes, encoding: response.headers['content-encoding'] ?? 'identity' }),
        );
        response.on('error', reject);
      },
    );
    call.setTimeout(60_000, () => call.destroy(new Error('timed out')));
    call.on('error', reject);
  });
}

async function runOn(database) {
  const server = await startProductServer({ database });
  if (pinned) pinned = pinToCore(server.pid, SERVER_CORE);
  const log = (line) => console.log(`[${server.database}] ${line}`);
  try {
    const { teacherToken, course, lecture } = await setUpLiveLecture(server.url);
    const query = { courseId: course.id, lectureNum: lecture.lectureNum };
    log(`admitting ${options.viewers + options.readers} students`);
    const tokens = await admitStudents(
      server.url,
      teacherToken,
      query,
      options.viewers + options.readers,
    );
    log(`posting ${options.questions} questions, answers and votes`);
    const url = await seed(server.url, query, tokens.slice(0, options.viewers));
    const plain = await fetch(url, { headers: { authorization: `Bearer ${tokens[0]}` } });
    const body = await plain.json();
    log(
      `listing ${body.data.length} questions: ${options.requests} requests, ${options.concurrency} in flight, ${tokens.length} viewers`,
    );
    if (options.seen)
      for (const token of tokens.slice(-2))
        await fetch(url, { headers: { authorization: `Bearer ${token}` } }).then((response) =>
          response.arrayBuffer(),
        );
    const sent = await wireSize(url, tokens[0]);
    // The hall opens Q&A: each viewer's first list (views recorded, posts become visible).
    const first = await load(url, tokens, tokens.length);
    // Then the refetches a client makes on each qa_update.
    const list = await load(url, tokens, options.requests);
    const test = await load(`${server.url}/apio4f/v1/test`, [undefined], options.requests);
    return {
      database: server.database,
      items: body.data.length,
      jsonKB: Buffer.byteLength(JSON.stringify(body)) / 1024,
      wireKB: sent.bytes / 1024,
      encoding: sent.encoding,
      first,
      list,
      test,
    };
  } finally {
    await server.stop();
  }
}

const summary = (run) => ({
  p50: quantile(run.latencies, 0.5),
  p99: quantile(run.latencies, 0.99),
  rps: run.latencies.length / run.seconds,
  failures: run.failures,
});

async function main() {
  requireNode();
  const started = Date.now();
  const targets =
    options.database === 'both'
      ? postgresUrl()
        ? ['pglite', 'postgres']
        : ['pglite']
      : [options.database];
  if (targets.includes('postgres') && !postgresUrl())
    throw new Error('--database postgres needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
  const results = [];
  for (const target of targets) results.push(await runOn(target === 'pglite' ? 'pglite' : 'auto'));

  const rows = [];
  for (const result of results) {
    const test = summary(result.test);
    const kb = result.wireKB;
    const phases = [
      [`first opening (${result.first.latencies.length + result.first.failures})`, result.first],
      [`refetches (${options.requests})`, result.list],
    ];
    for (const [phase, run] of phases) {
      const list = summary(run);
      const ok =
        list.p99 <= BUDGET.p99 && list.rps >= BUDGET.rps && kb <= BUDGET.kb && list.failures === 0;
      rows.push([
        result.database,
        phase,
        fmt(list.p50),
        fmt(list.p99),
        fmt(list.rps, 0),
        `${fmt(kb)} ${result.encoding} / ${fmt(result.jsonKB, 0)} json`,
        ok ? 'ok' : 'OVER',
        fmt(test.p50),
        fmt(test.p99),
        fmt(test.rps, 0),
        ratio(list.p99, test.p99),
        `failures ${list.failures}${list.failures ? ` ${JSON.stringify(run.statuses)}` : ''}`,
      ]);
    }
  }
  console.log(
    `\nQuestion list — ${options.questions} questions${options.seen ? ' (already seen: visible to the teacher)' : ''}, ${options.viewers} viewers${options.readers ? ` and ${options.readers} readers` : ''}, ` +
      `${options.concurrency} in flight, ${options.requests} requests; Node ${process.version}\n` +
      (pinned
        ? `server pinned to core ${SERVER_CORE}, load generator to core ${GENERATOR_CORE} (taskset; PostgreSQL unpinned)\n`
        : 'not pinned (load generator and server share the cores)\n') +
      `goal: p99 ≤ ${BUDGET.p99} ms, ≥ ${BUDGET.rps} req/s, ≤ ${BUDGET.kb} KB compressed; ` +
      `baseline: GET /v1/test, same load, same server\n`,
  );
  printTable(
    [
      'database',
      'requests',
      'p50',
      'p99',
      'req/s',
      'KB sent / JSON',
      'verdict',
      'base p50',
      'base p99',
      'base req/s',
      'ratio p99',
      'notes',
    ],
    rows,
  );
  console.log(`\n(${((Date.now() - started) / 1000).toFixed(0)} s)`);
  if (options.json)
    console.log(
      JSON.stringify(
        results.map((result) => ({
          database: result.database,
          items: result.items,
          jsonKB: result.jsonKB,
          wireKB: result.wireKB,
          encoding: result.encoding,
          first: summary(result.first),
          list: summary(result.list),
          test: summary(result.test),
        })),
        null,
        2,
      ),
    );
}

await main();
