// `npm start` ended by a signal to npm itself (`kill <pid of npm start>`, a service manager): the
// server it started (in a process group of its own, scripts/start.mjs) stops too and frees its
// port; SIGUSR2 to the wrapper asks the server for a backup and stops nothing. Real processes:
// npm, its shell, the wrapper and the server on a fresh embedded database.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const GENEROUS_MS = 90_000;

const scratch: string[] = [];
const started: ChildProcess[] = [];
let serverPid: number | null = null;

afterEach(async () => {
  // A failed run must not leave a server behind.
  if (serverPid !== null && isRunning(serverPid)) process.kill(serverPid, 'SIGKILL');
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  await Promise.all(scratch.map((dir) => rm(dir, { recursive: true, force: true })));
  scratch.length = 0;
  started.length = 0;
  serverPid = null;
});

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Resolves once `check` holds, polling; rejects after the generous wait. */
async function waitFor(what: string, check: () => boolean): Promise<void> {
  const deadline = Date.now() + GENEROUS_MS;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const portAccepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

async function scratchDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  scratch.push(dir);
  return dir;
}

describe('npm start', () => {
  it(
    'passes SIGUSR2 on for a backup, and stops the server and frees its port when the npm process gets SIGTERM',
    async () => {
      const dataDir = await scratchDir('o4f-start-data-');
      const webDist = await scratchDir('o4f-start-web-');
      await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>o4f</title>');
      // The runner's own variables (its loader, its workers) are not the product's.
      const env = Object.fromEntries(
        Object.entries(process.env).filter(
          ([key]) => !key.startsWith('VITEST') && key !== 'NODE_OPTIONS',
        ),
      );
      const npm = spawn(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['start'], {
        cwd: ROOT,
        env: {
          ...env,
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          WEB_DIST: webDist,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      started.push(npm);
      let output = '';
      npm.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      npm.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));

      // Pino's line: {"pid":123,...,"msg":"Server listening at http://127.0.0.1:45678"}
      const listening = /"pid":(\d+)[^\n]*"msg":"Server listening at http:\/\/127\.0\.0\.1:(\d+)"/;
      await waitFor(`the server to listen (output so far: ${output})`, () =>
        listening.test(output),
      );
      const [, pid, port] = listening.exec(output)!;
      serverPid = Number(pid);
      expect(await portAccepts(Number(port))).toBe(true);

      // The wrapper (the server's parent) passes SIGUSR2 on: a backup, and the server goes on.
      const wrapperPid = Number(
        readFileSync(`/proc/${serverPid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1],
      );
      process.kill(wrapperPid, 'SIGUSR2');
      const backups = path.join(dataDir, 'backups');
      await waitFor(
        'a backup',
        () => existsSync(backups) && readdirSync(backups).some((name) => name.endsWith('.tar.gz')),
      );
      expect(isRunning(wrapperPid)).toBe(true);
      expect(await portAccepts(Number(port))).toBe(true);

      process.kill(npm.pid!, 'SIGTERM');

      await waitFor('the server process to exit', () => !isRunning(serverPid!));
      expect(await portAccepts(Number(port))).toBe(false);
    },
    GENEROUS_MS * 2 + 10_000,
  );
});
