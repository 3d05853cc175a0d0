// `npm run cluster -- --instances 3`: N server instances on PostgreSQL and Redis behind HAProxy
// (deploy/haproxy.cfg), in this terminal. Ctrl-C (or SIGTERM) stops everything; SIGHUP, or
// --restart once all are up, restarts the instances one after another (a rolling restart).
import { parseArgs } from 'node:util';
import { existsSync } from 'node:fs';
import { ROOT, WEB_DIST, ensureWebBuild, requireNode } from './lib/build.mjs';
import { DEFAULT_DATABASE_URL, DEFAULT_REDIS_URL, HAPROXY, startCluster } from './lib/cluster.mjs';

requireNode();
const usage = `Usage: npm run cluster -- [options]

Starts N Open4Feedback instances (npm start's command, TRUST_PROXY=true) on
DATABASE_URL (default ${DEFAULT_DATABASE_URL}) and REDIS_URL (default ${DEFAULT_REDIS_URL}),
with HAProxy in front (configuration generated from deploy/haproxy.cfg).

  --instances N        instances (default 3)
  --port P             HAProxy's port, the cluster's address (default 8080)
  --stats-port P       HAProxy's stats page (default 8404)
  --instance-ports L   the instances' ports, comma-separated (default 3001, 3002, ...)
  --restart            once all are up, restart them one after another (SIGHUP does it too)
  --json               events as JSON lines on stdout (the instances' logs go to stderr)

Ctrl-C or SIGTERM stops everything (each instance drains and flushes).`;

let options;
try {
  ({ values: options } = parseArgs({
    options: {
      instances: { type: 'string', default: '3' },
      port: { type: 'string', default: '8080' },
      'stats-port': { type: 'string', default: '8404' },
      'instance-ports': { type: 'string' },
      restart: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  }));
} catch (error) {
  console.error(`${error.message}\n\n${usage}`);
  process.exit(2);
}
if (options.help) {
  console.log(usage);
  process.exit(0);
}
const count = Number(options.instances);
if (!Number.isInteger(count) || count < 1 || count > 64) {
  console.error('--instances must be a whole number from 1 to 64');
  process.exit(2);
}
if (!existsSync(HAPROXY)) {
  console.error(`HAProxy is missing at ${HAPROXY}: install it (apt-get install haproxy).`);
  process.exit(1);
}
const env = { ...process.env };
// WEB_DIST names a bundle built elsewhere; otherwise the web app is built when stale, as npm start does.
if (!env.WEB_DIST) {
  if (!ensureWebBuild()) process.exit(1);
  env.WEB_DIST = WEB_DIST;
}

const say = options.json
  ? (event) => console.log(JSON.stringify({ ...event, at: Date.now() }))
  : (event) => {
      const { event: name, ...rest } = event;
      const details = Object.entries(rest)
        .map(([key, value]) => `${key}=${value}`)
        .join(' ');
      console.log(`[cluster] ${name}${details ? ` ${details}` : ''}`);
    };

const instancePorts = options['instance-ports']
  ? options['instance-ports'].split(',').map(Number)
  : undefined;
let cluster;
try {
  cluster = await startCluster({
    instances: count,
    port: Number(options.port),
    statsPort: Number(options['stats-port']),
    ...(instancePorts ? { instancePorts } : {}),
    env,
    logs: options.json ? 'stderr' : 'inherit',
    onEvent: say,
  });
} catch (error) {
  console.error(`[cluster] could not start: ${error.message}`);
  process.exit(1);
}
say({ event: 'up', url: cluster.url, stats: cluster.statsUrl, instances: count, root: ROOT });
if (!options.json) {
  console.log(`\nOpen4Feedback runs on ${cluster.url} (${count} instances behind HAProxy).`);
  console.log(`HAProxy's stats: ${cluster.statsUrl}. Ctrl-C stops; SIGHUP restarts one by one.\n`);
}

let rolling = null;
function rollingRestart() {
  rolling ??= cluster
    .rollingRestart()
    .catch((error) => say({ event: 'restart-failed', message: error.message }))
    .finally(() => (rolling = null));
}
if (options.restart) rollingRestart();
process.on('SIGHUP', rollingRestart);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    say({ event: 'stopping', signal });
    await cluster.close();
    say({ event: 'stopped' });
    process.exit(0);
  });
}
