// A server of the journey's own, for journeys that stop and start it: the same command and
// settings as the journeys' shared server (playwright.config.ts), on another port and data folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');

export interface OwnServer {
  url: string;
  /** Starts the server (again, on the same port and data) and resolves once it answers. */
  start(): Promise<void>;
  /** SIGTERM (a graceful stop: Ctrl-C, a deploy) or SIGKILL (kill -9); resolves once it exited. */
  stop(signal: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

/**
 * `publicUrl: false` leaves PUBLIC_URL unset (as `npm start` on a laptop); `host` is the address
 * it listens on (127.0.0.1; 0.0.0.0 to be reachable at the machine's network address too).
 */
export function ownServer(
  port: number,
  { publicUrl = true, host = '127.0.0.1' }: { publicUrl?: boolean; host?: string } = {},
): OwnServer {
  const url = `http://127.0.0.1:${port}`;
  const dataDir = join(tmpdir(), `o4f-e2e-own-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  let child: ChildProcess | null = null;
  let output = '';

  return {
    url,
    async start() {
      output = '';
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: host,
        DATA_DIR: dataDir,
        WEB_DIST: process.env.E2E_WEB_DIST ?? join(root, 'apps', 'web', 'dist'),
        LOG_LEVEL: 'warn',
        RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
        RATE_LIMIT_REGISTER_PER_MINUTE: '1000',
      };
      if (publicUrl) env.PUBLIC_URL = url;
      else delete env.PUBLIC_URL;
      const started = spawn(
        process.execPath,
        ['--import', 'tsx', join(root, 'apps', 'server', 'src', 'main.ts')],
        {
          cwd: join(root, 'e2e'),
          env,
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      child = started;
      started.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      started.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      for (let attempt = 0; ; attempt++) {
        if (started.exitCode !== null) throw new Error(`The server exited:\n${output}`);
        try {
          if ((await fetch(`${url}/apio4f/v1/test`)).ok) return;
        } catch {
          // Not listening yet.
        }
        if (attempt > 600) throw new Error(`The server did not start:\n${output}`);
        await new Promise((wake) => setTimeout(wake, 100));
      }
    },
    async stop(signal) {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise<void>((done) => running.once('exit', () => done()));
      running.kill(signal);
      await exited;
    },
  };
}
