// `npm start`: builds the web app and the server's bundle when they are stale, then runs the
// server in this terminal. O4F_FROM_SOURCE=1 runs the TypeScript sources through tsx instead (as
// the tests do); so does a failed server build, after saying so.
import { spawn } from 'node:child_process';
import { ROOT, WEB_DIST, ensureWebBuild, requireNode } from './lib/build.mjs';
import { SOURCE_COMMAND, START_COMMAND, ensureServerBuild } from './lib/server-bundle.mjs';

requireNode();
// WEB_DIST names a bundle built elsewhere (a release, a test): it is served as it is.
if (!process.env.WEB_DIST && !ensureWebBuild()) process.exit(1);
const fromSource = process.env.O4F_FROM_SOURCE === '1' || !(await ensureServerBuild());
if (fromSource && process.env.O4F_FROM_SOURCE !== '1') {
  console.log('[o4f] Running the server from its sources through tsx instead (slower to start).');
}

const server = spawn(process.execPath, fromSource ? SOURCE_COMMAND : START_COMMAND.slice(1), {
  cwd: ROOT,
  stdio: 'inherit',
  // Its own process group: a Ctrl-C reaches the server once, through this wrapper, not twice.
  detached: process.platform !== 'win32',
  env: { ...process.env, WEB_DIST: process.env.WEB_DIST ?? WEB_DIST },
});

// The server owns shutdown (it flushes live state); this wrapper only passes signals on.
// npm relays a terminal's Ctrl-C as well, so a copy arriving within half a second is dropped.
let lastForward = 0;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (Date.now() - lastForward < 500) return;
    lastForward = Date.now();
    server.kill(signal);
  });
}
// SIGUSR2 asks the server for a backup of its embedded database (README, "Backups"); ended here
// by it (its default), the wrapper would stop the server.
process.on('SIGUSR2', () => server.kill('SIGUSR2'));
process.on('exit', () => {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
});

// The server has a process group of its own, so a signal that ends this wrapper's parent (npm,
// and the shell npm runs it in) without reaching the wrapper would leave the server running on
// its port. An orphaned wrapper (its parent changed) stops the server as if sent SIGTERM.
const parent = process.ppid;
const orphanWatch = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(orphanWatch);
  server.kill('SIGTERM');
}, 500);

server.on('error', (error) => {
  console.error(`[o4f] Could not start the server: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  clearInterval(orphanWatch);
  if (signal) {
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
    return;
  }
  process.exit(code ?? 1);
});
