// A rolling restart and a kill -9 under load: --instances server instances on PostgreSQL and Redis
// behind HAProxy (scripts/lib/cluster.mjs, what `npm run cluster` starts), --lectures live
// lectures with --students students in all, pressing with acknowledgements through HAProxy with the
// web app's reconnection settings. Reports acknowledged presses lost (against the database) and,
// per restart, how long the moved clients took to be back in their lecture, beside a baseline
// phase of the same run with no restart. Never part of `npm test` (apps/server/src/
// cluster-restart.pg.test.ts runs the same scenario small and asserts it).
import { existsSync } from 'node:fs';
import { io } from 'socket.io-client';
import { HAPROXY, startCluster } from '../scripts/lib/cluster.mjs';
import { admitStudents, setUpLiveLecture } from './lib/api.mjs';
import { cli, fmt, now, printTable, quantile, requireNode, sleep } from './lib/common.mjs';
import { freePort, postgresUrl } from './lib/server.mjs';
import { SOCKET_PATH } from './lib/sockets.mjs';

const options = cli({
  usage: `
Usage: node bench/cluster.mjs [options]

Needs PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL; a fresh database is created and
dropped), Redis (BENCH_REDIS_URL, else TEST_REDIS_URL, else redis://127.0.0.1:6379) and HAProxy.
Every student presses a reaction every --every seconds (acknowledged). Phases of --phase seconds:
a baseline without restarts, then each instance restarted in turn (SIGTERM: drain, close, flush),
then a kill -9 of one. Reports per phase: clients moved, back in the lecture p50/p99/max
(disconnect → access_granted), presses acknowledged and press → acknowledgement p50/p99; then
acknowledged presses missing from the database.`,
  options: {
    instances: { type: 'string', number: true, min: 2, default: 3, help: 'server instances' },
    lectures: { type: 'string', number: true, min: 1, default: 10, help: 'live lectures' },
    students: { type: 'string', number: true, min: 1, default: 1000, help: 'students in all' },
    every: { type: 'string', number: true, min: 0.5, default: 2, help: 'seconds between presses' },
    phase: { type: 'string', number: true, min: 2, default: 10, help: 'seconds of the baseline' },
    drain: { type: 'string', number: true, min: 0, default: 3, help: 'DRAIN_SECONDS' },
  },
});

requireNode();
const databaseAdmin = postgresUrl();
if (!databaseAdmin) {
  console.error('bench/cluster.mjs needs PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL.');
  process.exit(2);
}
if (!existsSync(HAPROXY)) {
  console.error(`bench/cluster.mjs needs HAProxy at ${HAPROXY} (apt-get install haproxy).`);
  process.exit(2);
}
const redisUrl =
  process.env.BENCH_REDIS_URL || process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
// The web app's reconnection, read from its own module (the same values, not a copy).
const { register } = await import('tsx/esm/api');
register();
const { RECONNECT } = await import('../apps/web/src/lib/reconnect.ts');
const { default: pg } = await import('pg');

async function adminQuery(url, sql, parameters = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql, parameters);
  } finally {
    await client.end();
  }
}

const dbName = `o4f_bench_cluster_${process.pid}_${Date.now().toString(36)}`;
const databaseUrl = (() => {
  const parsed = new URL(databaseAdmin);
  parsed.pathname = `/${dbName}`;
  return parsed.toString();
})();
await adminQuery(databaseAdmin, `CREATE DATABASE "${dbName}"`);

/** One page's socket, reconnecting by itself as the web app's does. */
function participant(url, token, query) {
  const one = { downAt: [], back: [], pseudonym: null, grants: 0 };
  one.socket = io(`${url}/expressions`, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    forceNew: true,
    reconnectionDelay: RECONNECT.firstDelayMs,
    reconnectionDelayMax: RECONNECT.maxDelayMs,
    randomizationFactor: RECONNECT.jitter,
    auth: { token },
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  });
  one.socket.on('disconnect', () => one.downAt.push(now()));
  one.socket.on('access_granted', (grant) => {
    one.grants++;
    // Pseudonyms are unique within a lecture: the lecture is part of the key.
    one.pseudonym ??= `${grant.courseId}:${grant.lectureNum}:${grant.pseudonym}`;
    if (one.downAt.length > one.back.length) {
      const downAt = one.downAt.at(-1);
      one.back.push({ downAt, ms: now() - downAt });
    }
  });
  one.inLecture = () =>
    one.socket.connected && one.grants > 0 && one.downAt.length === one.back.length;
  return one;
}

const events = [];
let cluster = null;
const everyone = [];
let pressing = false;
const presses = []; // { pseudonym, tag, sentAt, ms }
const refusals = new Map();
let exitCode = 0;
try {
  const [port, statsPort, ...instancePorts] = await Promise.all(
    Array.from({ length: options.instances + 2 }, () => freePort()),
  );
  console.log(
    `starting ${options.instances} instances behind HAProxy on PostgreSQL (${dbName}) and Redis …`,
  );
  cluster = await startCluster({
    instances: options.instances,
    port,
    statsPort,
    instancePorts,
    logs: process.env.BENCH_LOGS ? 'stderr' : 'ignore',
    onEvent: (event) => events.push({ ...event, at: now() }),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `o4f-bench-cluster-${process.pid}:`,
      LOG_LEVEL: process.env.BENCH_LOGS ? 'warn' : 'error',
      WEB_DIST: '/nonexistent/o4f-web-dist',
      DRAIN_SECONDS: String(options.drain),
      RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
      RATE_LIMIT_REGISTER_PER_MINUTE: '100000',
      // Every student comes from this machine's address (X-Forwarded-For 127.0.0.1).
      WAITING_NEW_PER_ADDRESS: '1000000',
      WAITING_BURST_PER_ADDRESS: '1000000',
      WAITING_NEW_MAX_WAITING: '100000',
      WAITING_NEW_MAX_ADMITTED: '100000',
    },
  });
  const url = cluster.url;

  const perLecture = Math.ceil(options.students / options.lectures);
  const students = [];
  const teachers = [];
  for (let index = 0; index < options.lectures; index++) {
    const count = Math.min(perLecture, options.students - index * perLecture);
    if (count <= 0) break;
    const { teacherToken, lecture } = await setUpLiveLecture(url);
    const query = { courseId: lecture.courseId, lectureNum: lecture.lectureNum };
    const tokens = await admitStudents(url, teacherToken, query, count);
    teachers.push(participant(url, teacherToken, query));
    for (const token of tokens) students.push(participant(url, token, query));
  }
  everyone.push(...teachers, ...students);
  const settle = async (timeoutMs) => {
    const deadline = now() + timeoutMs;
    while (!everyone.every((one) => one.inLecture()) && now() < deadline) await sleep(100);
    return everyone.filter((one) => !one.inLecture()).length;
  };
  const missing = await settle(60_000);
  if (missing > 0) throw new Error(`${missing} clients did not get into their lecture`);
  console.log(
    `${students.length} students in ${teachers.length} lectures through ${url}; pressing every ${options.every} s`,
  );

  pressing = true;
  const everyMs = options.every * 1000;
  const pressers = students.map(async (student, index) => {
    await sleep(Math.random() * everyMs);
    // The next reaction differs from the last one sent, so that every press is a change to store.
    for (let press = 0; pressing;) {
      if (student.inLecture()) {
        const tag = ((index + press++) % 5) + 1;
        const sentAt = now();
        const reply = await student.socket
          .timeout(10_000)
          .emitWithAck('press_button', { expressionTag: tag })
          .catch(() => null);
        if (reply?.ok)
          presses.push({ pseudonym: student.pseudonym, tag, sentAt, ms: now() - sentAt });
        else {
          const reason = reply ? reply.error : 'no acknowledgement';
          refusals.set(reason, (refusals.get(reason) ?? 0) + 1);
        }
      }
      await sleep(everyMs * (0.75 + Math.random() / 2));
    }
  });

  const phases = [];
  const phase = async (name, action) => {
    const start = now();
    await action();
    await settle(30_000);
    phases.push({ name, start, end: now() });
  };
  await phase('baseline: no restart', () => sleep(options.phase * 1000));
  for (const { name } of cluster.instances()) {
    await phase(`rolling restart: ${name} (SIGTERM)`, () => cluster.restart(name));
  }
  const victim = cluster.instances()[1].name;
  await phase(`kill -9: ${victim}`, async () => {
    const killedAt = now();
    cluster.kill(victim);
    const deadline = killedAt + 120_000;
    while (!events.some((e) => e.event === 'ready' && e.name === victim && e.at > killedAt)) {
      if (now() > deadline) throw new Error(`${victim} did not come back`);
      await sleep(200);
    }
    await sleep(3000);
  });
  pressing = false;
  await Promise.all(pressers);

  const rows = phases.map(({ name, start, end }) => {
    const back = everyone.flatMap((one) =>
      one.back.filter((item) => item.downAt >= start && item.downAt < end).map((item) => item.ms),
    );
    const acked = presses.filter((press) => press.sentAt >= start && press.sentAt < end);
    const ms = acked.map((press) => press.ms);
    return [
      name,
      fmt((end - start) / 1000),
      back.length,
      fmt(quantile(back, 0.5), 0),
      fmt(quantile(back, 0.99), 0),
      fmt(back.length ? Math.max(...back) : Number.NaN, 0),
      acked.length,
      fmt(quantile(ms, 0.5)),
      fmt(quantile(ms, 0.99)),
    ];
  });

  // Every acknowledged press must be in the database (the instances were stopped and killed):
  // each is matched to a stored event of its student and reaction made between its send and its
  // acknowledgement; the unmatched ones are lost, counted in the phase they were sent in.
  const { rows: stored } = await adminQuery(
    databaseUrl,
    `select l.course_id || ':' || l.lecture_num || ':' || p.pseudonym as pseudonym, e.tag,
       (extract(epoch from e.at) * 1000)::float8 as at from expression_events e
       join pseudonyms p on p.id = e.pseudonym_id join lectures l on l.id = p.lecture_id
       where e.kind = 'set'`,
  );
  const storedAt = new Map();
  for (const row of stored) {
    const key = `${row.pseudonym}:${row.tag}`;
    if (!storedAt.has(key)) storedAt.set(key, []);
    storedAt.get(key).push(row.at);
  }
  const history = new Map(); // student → stored events, oldest first
  for (const row of [...stored].sort((a, b) => a.at - b.at)) {
    if (!history.has(row.pseudonym)) history.set(row.pseudonym, []);
    history.get(row.pseudonym).push(row);
  }
  const lastStoredTag = (press) =>
    (history.get(press.pseudonym) ?? [])
      .filter((row) => row.at <= press.sentAt + press.ms + 50)
      .at(-1)?.tag;
  const lostPresses = [];
  for (const press of [...presses].sort((a, b) => a.sentAt - b.sentAt)) {
    const times = storedAt.get(`${press.pseudonym}:${press.tag}`) ?? [];
    // Clocks of one machine; 50 ms of slack for the database's timestamp rounding.
    const match = times.findIndex(
      (at) => at >= press.sentAt - 50 && at <= press.sentAt + press.ms + 50,
    );
    if (match >= 0) times.splice(match, 1);
    // A press of the reaction already active (the one before it was sent but its acknowledgement
    // lost) changes nothing and stores nothing: it is in the database if that reaction is.
    else if (lastStoredTag(press) !== press.tag) lostPresses.push(press);
  }
  const lost = lostPresses.length;
  if (process.env.BENCH_LOST_FILE) {
    const { writeFileSync } = await import('node:fs');
    const byKey = new Map(students.map((one) => [one.pseudonym, one]));
    writeFileSync(
      process.env.BENCH_LOST_FILE,
      JSON.stringify(
        {
          phases,
          events,
          lost: lostPresses.map((press) => ({
            ...press,
            storedOfTag: stored
              .filter((row) => row.pseudonym === press.pseudonym && row.tag === press.tag)
              .map((row) => row.at),
            acked: presses.filter((other) => other.pseudonym === press.pseudonym),
            downAt: byKey.get(press.pseudonym)?.downAt,
            back: byKey.get(press.pseudonym)?.back,
          })),
        },
        null,
        1,
      ),
    );
  }
  for (const [index, { start, end }] of phases.entries()) {
    rows[index].push(lostPresses.filter((p) => p.sentAt >= start && p.sentAt < end).length);
  }
  const neverBack = everyone.filter((one) => one.downAt.length > one.back.length).length;
  const allBack = everyone.flatMap((one) => one.back.map((item) => item.ms));

  console.log(
    `\n${options.instances} instances, ${teachers.length} lectures, ${students.length} students + ${teachers.length} teachers, DRAIN_SECONDS=${options.drain}\n`,
  );
  printTable(
    [
      'phase',
      's',
      'clients moved',
      'back p50 ms',
      'back p99 ms',
      'back max ms',
      'presses acked',
      'press→ack p50 ms',
      'press→ack p99 ms',
      'lost',
    ],
    rows,
  );
  console.log(
    `\nacknowledged presses: ${presses.length}; lost (acknowledged, not in the database): ${lost}`,
  );
  console.log(
    `not acknowledged: ${[...refusals].map(([reason, n]) => `${n} ${reason}`).join(', ') || 'none'}`,
  );
  console.log(
    `clients never back: ${neverBack}; back within 5 s: ${allBack.filter((ms) => ms < 5000).length} of ${allBack.length}`,
  );
  if (lost > 0 || neverBack > 0) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  pressing = false;
  for (const one of everyone) one.socket.close();
  await cluster?.close();
  await adminQuery(databaseAdmin, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(
    () => {},
  );
}
process.exit(exitCode);
