// A local cluster: N server instances on one PostgreSQL and one Redis behind HAProxy, its
// configuration generated from deploy/haproxy.cfg. Used by scripts/cluster.mjs (`npm run cluster`),
// the cluster test (apps/server/src/cluster.test.ts, through that script) and bench/cluster.mjs.
// deploy/compose.yaml and deploy/Dockerfile run the same command with the same variables;
// apps/server/src/deploy-in-step.test.ts fails when they drift apart.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './build.mjs';
import { START_COMMAND, ensureServerBuild } from './server-bundle.mjs';

export const HAPROXY = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';
export const HAPROXY_TEMPLATE = join(ROOT, 'deploy', 'haproxy.cfg');
export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** How every instance starts (the Dockerfile's CMD is the same, from the image's /app). */
export { START_COMMAND };

/**
 * The variables an instance gets from the cluster (the rest of the environment passes through):
 * the same names as deploy/compose.yaml's instances.
 */
export function instanceEnv({ port, publicUrl, databaseUrl, redisUrl }) {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    TRUST_PROXY: 'true',
    PUBLIC_URL: publicUrl,
  };
}
export const INSTANCE_ENV_NAMES = Object.keys(
  instanceEnv({ port: 0, publicUrl: '', databaseUrl: '', redisUrl: '' }),
);

/** deploy/haproxy.cfg with the local ports and servers. */
export function haproxyConfig({ port, statsPort, instances }) {
  const template = readFileSync(HAPROXY_TEMPLATE, 'utf8');
  const begin = template.indexOf('    # servers begin\n');
  const end = template.indexOf('    # servers end\n');
  if (begin < 0 || end < 0) throw new Error('deploy/haproxy.cfg lost its server markers');
  const servers = instances
    .map((one) => `    server ${one.name} 127.0.0.1:${one.port} cookie ${one.name}\n`)
    .join('');
  const config = `${template.slice(0, begin)}    # servers begin\n${servers}${template.slice(end)}`
    .replace(/^(frontend o4f\n\s+bind )\S+/m, `$1127.0.0.1:${port}`)
    .replace(/^(listen stats\n\s+bind )\S+/m, `$1127.0.0.1:${statsPort}`);
  if (!config.includes(`127.0.0.1:${port}\n`) || !config.includes(`127.0.0.1:${statsPort}\n`)) {
    throw new Error('deploy/haproxy.cfg lost its frontend or stats bind line');
  }
  return config;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function status(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/**
 * Starts the cluster. `onEvent({ event, ... })` hears what happens (started, out, restarted,
 * exited …). Instances that exit on their own (a crash, a kill -9) are started again.
 */
export async function startCluster({
  instances: count = 3,
  port = 8080,
  statsPort = 8404,
  instancePorts = Array.from({ length: count }, (_, index) => 3001 + index),
  env = process.env,
  logs = 'inherit',
  onEvent = () => {},
}) {
  // The instances run the server's bundle: built once here when stale, before any starts.
  if (!(await ensureServerBuild({ log: (line) => console.error(line) }))) {
    throw new Error('The server could not be built (scripts/lib/server-bundle.mjs)');
  }
  const databaseUrl = env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const redisUrl = env.REDIS_URL || DEFAULT_REDIS_URL;
  const url = `http://127.0.0.1:${port}`;
  const publicUrl = env.PUBLIC_URL || url;
  const statsUrl = `http://127.0.0.1:${statsPort}/stats`;
  const scratch = mkdtempSync(join(tmpdir(), 'o4f-cluster-'));
  const instances = instancePorts.slice(0, count).map((instancePort, index) => ({
    name: `o4f-${index + 1}`,
    port: instancePort,
    child: null,
    planned: false,
  }));
  let closing = false;
  // 'inherit', 'stderr' (the events own stdout) or 'ignore'.
  const stdio = {
    inherit: ['ignore', 'inherit', 'inherit'],
    stderr: ['ignore', 2, 2],
    ignore: 'ignore',
  }[logs];

  function launch(instance) {
    const [command, ...args] = START_COMMAND;
    const child = spawn(command === 'node' ? process.execPath : command, args, {
      cwd: ROOT,
      stdio,
      env: {
        ...env,
        ...instanceEnv({ port: instance.port, publicUrl, databaseUrl, redisUrl }),
      },
    });
    instance.child = child;
    instance.planned = false;
    onEvent({ event: 'started', name: instance.name, port: instance.port, pid: child.pid });
    child.once('exit', (code, signal) => {
      if (instance.child !== child) return;
      instance.child = null;
      if (closing || instance.planned) return;
      onEvent({ event: 'exited', name: instance.name, code, signal });
      // A supervisor's job: an instance that died comes back (compose: restart: unless-stopped).
      launch(instance);
      void untilReady(instance).then(
        () => onEvent({ event: 'ready', name: instance.name }),
        () => {},
      );
    });
    return child;
  }

  async function untilReady(instance, timeoutMs = 120_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if ((await status(`http://127.0.0.1:${instance.port}/apio4f/v1/ready`)) === 200) return;
      if (closing) throw new Error('closing');
      await sleep(200);
    }
    throw new Error(`${instance.name} did not become ready within ${timeoutMs / 1000} s`);
  }

  /** HAProxy's view of each server: name → UP / DOWN / MAINT …, from the stats CSV. */
  async function states() {
    const response = await fetch(`${statsUrl};csv`, { signal: AbortSignal.timeout(2000) });
    const [header, ...rows] = (await response.text()).trim().split('\n');
    const columns = header.replace(/^# /, '').split(',');
    const [proxy, server, state] = ['pxname', 'svname', 'status'].map((name) =>
      columns.indexOf(name),
    );
    return Object.fromEntries(
      rows
        .map((row) => row.split(','))
        .filter((cells) => cells[proxy] === 'o4f' && cells[server].startsWith('o4f-'))
        .map((cells) => [cells[server], cells[state]]),
    );
  }

  async function untilHaproxySays(instance, wanted, timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (haproxy && haproxy.exitCode !== null)
        throw new Error('HAProxy exited (see its output above)');
      const state = await states().catch(() => ({}));
      if (wanted(state[instance.name] ?? '')) return;
      await sleep(100);
    }
    throw new Error(`HAProxy did not see ${instance.name} change within ${timeoutMs / 1000} s`);
  }

  async function stopInstance(instance, signal = 'SIGTERM') {
    const child = instance.child;
    if (!child) return;
    instance.planned = true;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }

  /** SIGTERM one instance, wait until HAProxy has it out and it exited, start it, wait until in. */
  async function restart(instance) {
    const started = Date.now();
    const stopping = stopInstance(instance, 'SIGTERM');
    await untilHaproxySays(instance, (state) => !state.startsWith('UP'));
    onEvent({ event: 'out', name: instance.name, ms: Date.now() - started });
    await stopping;
    launch(instance);
    await untilReady(instance);
    await untilHaproxySays(instance, (state) => state === 'UP');
    onEvent({ event: 'restarted', name: instance.name, ms: Date.now() - started });
  }

  let haproxy = null;
  try {
    // The first instance alone migrates the database; the others start once it is ready.
    launch(instances[0]);
    await untilReady(instances[0]);
    for (const instance of instances.slice(1)) launch(instance);
    await Promise.all(instances.slice(1).map((instance) => untilReady(instance)));

    const configFile = join(scratch, 'haproxy.cfg');
    writeFileSync(configFile, haproxyConfig({ port, statsPort, instances }));
    haproxy = spawn(HAPROXY, ['-db', '-f', configFile], { stdio });
    haproxy.once('exit', (code, signal) => {
      if (!closing) onEvent({ event: 'haproxy-exited', code, signal });
    });
    for (const instance of instances) await untilHaproxySays(instance, (state) => state === 'UP');
  } catch (error) {
    await close();
    throw error;
  }

  async function close() {
    if (closing) return;
    closing = true;
    await Promise.all(instances.map((instance) => stopInstance(instance, 'SIGTERM')));
    if (haproxy && haproxy.exitCode === null && haproxy.signalCode === null) {
      const exited = new Promise((resolve) => haproxy.once('exit', resolve));
      haproxy.kill('SIGTERM');
      await exited;
    }
    rmSync(scratch, { recursive: true, force: true });
  }

  return {
    url,
    statsUrl,
    instances: () =>
      instances.map(({ name, port: p, child }) => ({ name, port: p, pid: child?.pid })),
    states,
    /** Restarts one instance (SIGTERM, out of HAProxy, started, in again). */
    restart(name) {
      return restart(instances.find((instance) => instance.name === name));
    },
    /** Restarts every instance, one after another. */
    async rollingRestart() {
      for (const instance of instances) await restart(instance);
      onEvent({ event: 'rolled' });
    },
    /** kill -9 of one instance (it is started again, as after any crash). */
    kill(name) {
      instances.find((instance) => instance.name === name)?.child?.kill('SIGKILL');
    },
    close,
  };
}
