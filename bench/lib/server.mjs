// Starts the real server (or the bare Socket.IO baseline) as a child process on a free port of
// 127.0.0.1, with a throw-away database, and reads its resident memory from /proc.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { START_COMMAND, ensureServerBuild } from '../../scripts/lib/server-bundle.mjs';
import { ROOT, sleep } from './common.mjs';

export const HOST = '127.0.0.1';

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Pins a process and all its threads (and the threads it starts later) to one core with
 * `taskset -a -p -c`. Returns false when taskset is missing or refuses (the run then goes unpinned).
 */
export function pinToCore(pid, core) {
  const result = spawnSync('taskset', ['-a', '-p', '-c', String(core), String(pid)], {
    stdio: 'ignore',
  });
  return result.status === 0;
}

/**
 * CPU time a process has used so far, user and system, in ms: all its threads, or with `thread`
 * only the one of that id (the main thread's id is the process's). Linux /proc; the kernel counts
 * in clock ticks of 10 ms, so read it over windows of a second or more.
 */
export function readCpuMs(pid, thread) {
  const path = thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`;
  const stat = readFileSync(path, 'utf8');
  // Fields after the command name (which may hold spaces) start at field 3; utime and stime are 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Resident set size of a process in bytes (Linux /proc). */
export function readRss(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  if (!match) throw new Error(`No VmRSS for pid ${pid}`);
  return Number(match[1]) * 1024;
}

/**
 * Watches a child started with --inspect=127.0.0.1:0 for its inspector address and returns a
 * function that runs a full garbage collection in it (HeapProfiler.collectGarbage), so that
 * memory read before and after a step compares live data rather than the collector's timing.
 */
function inspectorGc(child) {
  let address = null;
  let buffer = '';
  child.stderr.on('data', (chunk) => {
    if (address) return;
    buffer += chunk.toString();
    const match = /Debugger listening on (ws:\/\/\S+)/.exec(buffer);
    if (match) address = match[1];
  });
  return async () => {
    if (!address) return false;
    const { WebSocket } = await import('ws');
    const socket = new WebSocket(address);
    try {
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      await new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('collectGarbage timed out')), 30_000);
        socket.on('message', (data) => {
          if (JSON.parse(data.toString()).id === 1) {
            clearTimeout(timer);
            resolve();
          }
        });
        socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }));
      });
      return true;
    } finally {
      socket.close();
    }
  };
}

async function waitForHttp(url, child, logPath, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  let log = '';
  try {
    log = readFileSync(logPath, 'utf8').slice(-3000);
  } catch {
    // no log
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs} ms.\n${log}`);
}

function stopChild(child, timeoutMs = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The PostgreSQL server to use: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else none (PGlite). */
export const postgresUrl = () =>
  process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

async function adminQuery(url, sql) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function withDatabase(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** BENCH_CPU_PROF=<dir>: the product and baseline servers write V8 CPU profiles there when they stop. */
const profileArgs = () =>
  process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];

/** BENCH_SERVER_FLAGS="--flag …": Node or V8 flags for the product server alone (a tuning under test). */
const extraFlags = (name = 'BENCH_SERVER_FLAGS') =>
  (process.env[name] ?? '').split(/\s+/).filter(Boolean);

/**
 * The product server as `npm start` runs it (the bundle, built first when stale; the web app as
 * built, WEB_DIST) on a free port. Database: a fresh
 * PostgreSQL database on the server named by BENCH_DATABASE_URL / TEST_DATABASE_URL (dropped on
 * stop), or PGlite in a temporary DATA_DIR. `env` adds variables (rate limits, log level).
 * `restartOf`: a server started before (and killed with `end`), started again on its port and
 * embedded data, as a restart would.
 */
export async function startProductServer({ env = {}, database = 'auto', restartOf } = {}) {
  if (!(await ensureServerBuild({ log: () => {} })))
    throw new Error('The server bundle could not be built: run npm start once to see why.');
  const dir = restartOf?.dir ?? mkdtempSync(join(tmpdir(), 'o4f-bench-'));
  const port = restartOf?.port ?? (await freePort());
  const pgUrl = database === 'pglite' || restartOf ? undefined : postgresUrl();
  let databaseUrl;
  let dbName;
  if (pgUrl) {
    dbName = `o4f_bench_${process.pid}_${Date.now().toString(36)}`;
    await adminQuery(pgUrl, `CREATE DATABASE "${dbName}"`);
    databaseUrl = withDatabase(pgUrl, dbName);
  }
  // BENCH_SERVER_LOG=<file>: the product server's output is written there (kept after the run).
  const logPath = process.env.BENCH_SERVER_LOG || join(dir, 'server.log');
  const log = createWriteStream(logPath);
  const child = spawn(
    process.execPath,
    ['--inspect=127.0.0.1:0', ...profileArgs(), ...extraFlags(), ...START_COMMAND.slice(1)],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        WEB_DIST: process.env.WEB_DIST ?? join(ROOT, 'apps', 'web', 'dist'),
        PORT: String(port),
        HOST,
        DATA_DIR: join(dir, 'data'),
        DATABASE_URL: databaseUrl ?? '',
        REDIS_URL: '',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: `http://${HOST}:${port}`,
        RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
        RATE_LIMIT_REGISTER_PER_MINUTE: '100000',
        // Every simulated student comes from 127.0.0.1: the waiting-room caps per address and
        // per lecture (docs/decisions/waiting-room-limits.md) are raised past the largest run.
        WAITING_NEW_PER_ADDRESS: '1000000',
        WAITING_BURST_PER_ADDRESS: '1000000',
        WAITING_NEW_MAX_WAITING: '1000000',
        WAITING_NEW_MAX_ADMITTED: '1000000',
        WAITING_WARN_PER_MINUTE: '1000000',
        // ... and so is the cap on connections per address (0: none).
        MAX_CONNECTIONS_PER_ADDRESS: '0',
        ...env,
      },
    },
  );
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const gc = inspectorGc(child);
  const url = `http://${HOST}:${port}`;
  const stop = async () => {
    await stopChild(child);
    if (dbName) {
      await adminQuery(pgUrl, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch((error) =>
        console.error(`Could not drop ${dbName}: ${error.message}`),
      );
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${url}/apio4f/v1/test`, child, logPath, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  /** Ends the process with `signal` (SIGTERM, SIGKILL) and keeps its data for a restart. */
  const end = (signal) =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  return {
    url,
    port,
    dir,
    end,
    pid: child.pid,
    database: pgUrl ? `PostgreSQL (${new URL(pgUrl).host})` : 'PGlite (temp dir)',
    logPath,
    rss: () => readRss(child.pid),
    cpuMs: () => readCpuMs(child.pid),
    mainThreadCpuMs: () => readCpuMs(child.pid, child.pid),
    gc,
    stop,
  };
}

/** bench/baseline-server.mjs: a bare Socket.IO server speaking the same events, no database. */
export async function startBaselineServer() {
  const dir = mkdtempSync(join(tmpdir(), 'o4f-baseline-'));
  const port = await freePort();
  const logPath = join(dir, 'baseline.log');
  const log = createWriteStream(logPath);
  const child = spawn(
    process.execPath,
    [
      '--inspect=127.0.0.1:0',
      ...profileArgs(),
      // BENCH_BASELINE_FLAGS: the same for the bare server (the product's own tuning, say).
      ...extraFlags('BENCH_BASELINE_FLAGS'),
      join(ROOT, 'bench', 'baseline-server.mjs'),
      '--port',
      String(port),
    ],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const gc = inspectorGc(child);
  const url = `http://${HOST}:${port}`;
  const stop = async () => {
    await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${url}/health`, child, logPath, 15_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    pid: child.pid,
    rss: () => readRss(child.pid),
    cpuMs: () => readCpuMs(child.pid),
    mainThreadCpuMs: () => readCpuMs(child.pid, child.pid),
    gc,
    stop,
  };
}
