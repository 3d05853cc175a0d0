// Shared by start.mjs and test.mjs: knows when the web bundle is stale and how to rebuild it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const WEB_DIST = join(ROOT, 'apps', 'web', 'dist');

/** Inputs of the web build; a change to any of them makes the bundle stale. */
const WEB_INPUTS = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/package.json',
  'packages/contract/src',
];

const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.vite']);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isDirectory() && SKIPPED_DIRS.has(entry.name)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

/** Why the bundle must be (re)built, or null when it is up to date. */
export function webBuildReason() {
  const index = join(WEB_DIST, 'index.html');
  if (!existsSync(index)) return 'apps/web/dist is missing';
  const built = statSync(index).mtimeMs;
  for (const input of WEB_INPUTS) {
    if (newestMtime(join(ROOT, input)) > built) return `${input} changed since the last build`;
  }
  return null;
}

/** Builds the web app when stale; returns false when the build failed. */
export function ensureWebBuild({ log = console.log } = {}) {
  const reason = webBuildReason();
  if (!reason) return true;
  log(`[o4f] Building the web app (${reason}) ...`);
  const started = Date.now();
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '-w', '@o4f/web'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    log(`[o4f] The web build failed (exit ${result.status ?? result.signal}).`);
    return false;
  }
  log(`[o4f] Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return true;
}

/** Exits with a clear message on a Node.js older than the one the product needs. */
export function requireNode(minimum = [20, 19]) {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major > minimum[0] || (major === minimum[0] && minor >= minimum[1])) return;
  console.error(
    `[o4f] Node.js ${minimum.join('.')} or newer is required; this is ${process.version}. ` +
      'Install the current LTS from https://nodejs.org/.',
  );
  process.exit(1);
}
