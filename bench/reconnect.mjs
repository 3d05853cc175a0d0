// A hall comes back after its server restarts: N attending students connected with the web
// app's reconnection settings (apps/web/src/lib/reconnect.ts), the server killed (or stopped) and
// started again on the same port and data; how the students' reconnections spread over time.
// Never part of `npm test`: the figures depend on the machine.
import { io } from 'socket.io-client';
import { admitStudents, setUpLiveLecture } from './lib/api.mjs';
import { cli, fmt, now, printTable, requireNode, sleep } from './lib/common.mjs';
import { startProductServer } from './lib/server.mjs';
import { SOCKET_PATH } from './lib/sockets.mjs';

const options = cli({
  usage: `
Usage: node bench/reconnect.mjs [options]

Admits twice --students students to a live lecture on the embedded database and connects them:
half with the web app's reconnection backoff, half (the baseline, same run) with the same delays
and no jitter. Ends the server with --signal, waits --down seconds, starts it again on the same
port and data, and reports for each half when its students came back: the time until all were
back, and the most reconnections in any 1 s and 100 ms window.`,
  options: {
    students: { type: 'string', number: true, min: 1, default: 2000, help: 'students' },
    signal: { type: 'string', default: 'SIGKILL', help: 'SIGKILL or SIGTERM' },
    down: { type: 'string', number: true, min: 0, default: 5, help: 'seconds the server is away' },
  },
});

requireNode();
// The web app's numbers, read from its source through tsx (the same values, not a copy).
const { register } = await import('tsx/esm/api');
register();
const { RECONNECT } = await import('../apps/web/src/lib/reconnect.ts');

const students = options.students;
let server = await startProductServer({ database: 'pglite', env: { LOG_LEVEL: 'error' } });
const sockets = [];
try {
  const { teacherToken, lecture } = await setUpLiveLecture(server.url);
  const query = { courseId: lecture.courseId, lectureNum: lecture.lectureNum };
  const tokens = await admitStudents(server.url, teacherToken, query, 2 * students);
  /** Per student: the times of its connections. The second half is the baseline (no jitter). */
  const connects = tokens.map(() => []);
  await Promise.all(
    tokens.map(
      (token, index) =>
        new Promise((resolve, reject) => {
          const socket = io(`${server.url}/expressions`, {
            path: SOCKET_PATH,
            transports: ['websocket'],
            forceNew: true,
            auth: { token },
            query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
            reconnectionDelay: RECONNECT.firstDelayMs,
            reconnectionDelayMax: RECONNECT.maxDelayMs,
            randomizationFactor: index < students ? RECONNECT.jitter : 0,
          });
          sockets.push(socket);
          socket.on('connect', () => {
            connects[index].push(now());
            resolve();
          });
          socket.once('connect_error', (error) => {
            if (!socket.active) reject(error);
          });
        }),
    ),
  );
  console.log(
    `${2 * students} students attend (${students} and ${students}); ending the server with ${options.signal}`,
  );

  const endedAt = now();
  await server.end(options.signal);
  await sleep(options.down * 1000);
  const restartedAt = now();
  server = await startProductServer({
    database: 'pglite',
    env: { LOG_LEVEL: 'error' },
    restartOf: server,
  });
  const readyAt = now();
  const deadline = readyAt + 120_000;
  while (connects.some((times) => times.length < 2) && now() < deadline) await sleep(100);

  const figures = (group) => {
    const back = group.filter((times) => times.length >= 2).map((times) => times[1]);
    back.sort((a, b) => a - b);
    const busiest = (windowMs) => {
      let most = 0;
      for (let start = 0, end = 0; end < back.length; end += 1) {
        while (back[end] - back[start] >= windowMs) start += 1;
        most = Math.max(most, end - start + 1);
      }
      return `${most} (${fmt((100 * most) / group.length, 0)} %)`;
    };
    const after = (time) => `${fmt(Math.max(0, (time ?? readyAt) - readyAt) / 1000)} s`;
    const sinceStart = (time) => `${fmt(((time ?? readyAt) - restartedAt) / 1000)} s`;
    return {
      count: back.length,
      rows: [
        `${back.length} of ${group.length}`,
        sinceStart(back[0]),
        sinceStart(back.at(-1)),
        after(back[0]),
        after(back.at(-1)),
        busiest(1000),
        busiest(100),
      ],
    };
  };
  const web = figures(connects.slice(0, students));
  const baseline = figures(connects.slice(students));
  const names = [
    'students back',
    'first back, after the server was started again',
    'all back, after the server was started again',
    'first back, after the server was ready',
    'all back, after the server was ready',
    'most reconnections in any 1 s',
    'most reconnections in any 100 ms',
  ];
  console.log(
    `server away (end → ready): ${fmt((readyAt - endedAt) / 1000)} s; started again → ready: ${fmt((readyAt - restartedAt) / 1000)} s`,
  );
  printTable(
    ['figure', 'web app (±50 % jitter)', 'baseline: same delays, no jitter'],
    names.map((name, row) => [name, web.rows[row], baseline.rows[row]]),
  );
  if (web.count < students || baseline.count < students) process.exitCode = 1;
} finally {
  for (const socket of sockets) socket.close();
  await server.stop();
}
