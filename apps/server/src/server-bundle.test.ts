// The server's bundle (scripts/lib/server-bundle.mjs), built by esbuild for `npm start`: built when
// missing, rebuilt when a source's content changes (not its time), kept when a build fails, and run
// with each module's import.meta.url its source file's, from wherever the checkout is, with stack
// traces that name the TypeScript sources. On a small
// project of the same layout in a scratch directory (apps/server/src/main.ts and two modules).
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

interface ServerBundle {
  serverBuildReason(options: { root: string }): string | null;
  ensureServerBuild(options: { root: string; log: (line: string) => void }): Promise<boolean>;
}
const serverBundle = async () =>
  (await import(
    pathToFileURL(path.join(ROOT, 'scripts/lib/server-bundle.mjs')).href
  )) as ServerBundle;

const scratch: string[] = [];
afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A checkout with the server's layout: main.ts imports one module and loads another lazily. */
function project() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'o4f-bundle-'));
  scratch.push(root);
  const src = path.join(root, 'apps', 'server', 'src');
  mkdirSync(path.join(src, 'lib'), { recursive: true });
  writeFileSync(
    path.join(src, 'main.ts'),
    [
      "import { where } from './lib/where.ts';",
      "const { greeting } = await import('./lib/greeting.ts');",
      "const stack = new Error('here').stack ?? '';",
      'console.log(JSON.stringify({ where, greeting, stack }));',
    ].join('\n'),
  );
  writeFileSync(
    path.join(src, 'lib', 'where.ts'),
    "import { fileURLToPath } from 'node:url';\nexport const where: string = fileURLToPath(import.meta.url);\n",
  );
  const greeting = path.join(src, 'lib', 'greeting.ts');
  const greet = (text: string) =>
    writeFileSync(greeting, `export const greeting: string = ${JSON.stringify(text)};\n`);
  greet('hello');
  return { root, src, greeting, greet };
}

/** Runs the bundle as `npm start` does (node apps/server/dist/main.mjs) and parses what it says. */
const run = (root: string) =>
  JSON.parse(
    execFileSync(process.execPath, ['apps/server/dist/main.mjs'], { cwd: root, encoding: 'utf8' }),
  ) as { where: string; greeting: string; stack: string };

it('builds a missing bundle, whose modules keep their source files as import.meta.url', async () => {
  const { serverBuildReason, ensureServerBuild } = await serverBundle();
  const { root, src } = project();
  const log: string[] = [];

  expect(serverBuildReason({ root })).toBe('apps/server/dist is missing');
  expect(await ensureServerBuild({ root, log: (line) => log.push(line) })).toBe(true);
  expect(log.join('\n')).toMatch(/Building the server \(apps\/server\/dist is missing\)/);
  expect(serverBuildReason({ root })).toBeNull();
  const first = run(root);
  expect(first).toMatchObject({ where: path.join(src, 'lib', 'where.ts'), greeting: 'hello' });
  // Stack traces name the TypeScript source, line and column (through the build's source map).
  expect(first.stack.split('\n')[1]).toContain(`${path.join(src, 'main.ts')}:3:`);

  // Up to date: nothing is built again.
  log.length = 0;
  expect(await ensureServerBuild({ root, log: (line) => log.push(line) })).toBe(true);
  expect(log).toEqual([]);

  // The checkout moved (a copy, an image): the paths follow it.
  const moved = mkdtempSync(path.join(os.tmpdir(), 'o4f-bundle-moved-'));
  scratch.push(moved);
  cpSync(root, moved, { recursive: true });
  expect(run(moved).where).toBe(path.join(moved, 'apps', 'server', 'src', 'lib', 'where.ts'));
  expect(serverBuildReason({ root: moved })).toBeNull();
}, 60_000);

it('rebuilds when a source changes, not when only its time does', async () => {
  const { serverBuildReason, ensureServerBuild } = await serverBundle();
  const { root, greeting, greet } = project();
  const log: string[] = [];
  await ensureServerBuild({ root, log: () => {} });

  const later = new Date(Date.now() + 60_000);
  utimesSync(greeting, later, later);
  expect(serverBuildReason({ root })).toBeNull();

  greet('bonjour');
  expect(serverBuildReason({ root })).toBe('a source file changed since the last build');
  expect(await ensureServerBuild({ root, log: (line) => log.push(line) })).toBe(true);
  expect(log[0]).toMatch(/Building the server \(a source file changed since the last build\)/);
  expect(run(root).greeting).toBe('bonjour');
  // The earlier build stays beside it (a starting server may still load its chunks).
  const builds = readdirSync(path.join(root, 'apps', 'server', 'dist'));
  expect(builds.filter((name) => name.startsWith('b-'))).toHaveLength(2);
  expect(builds.filter((name) => !name.startsWith('b-'))).toEqual(['main.mjs']);
}, 60_000);

it('keeps the last good bundle when a build fails, and says so', async () => {
  const { serverBuildReason, ensureServerBuild } = await serverBundle();
  const { root, greeting } = project();
  await ensureServerBuild({ root, log: () => {} });

  writeFileSync(greeting, 'export const greeting: string = ;\n');
  const log: string[] = [];
  expect(await ensureServerBuild({ root, log: (line) => log.push(line) })).toBe(false);
  expect(log.at(-1)).toMatch(/^\[o4f\] The server build failed: /);
  expect(serverBuildReason({ root })).toBe('a source file changed since the last build');
  expect(run(root).greeting).toBe('hello');
  // No half-written build is left behind.
  expect(readdirSync(path.join(root, 'apps', 'server', 'dist')).sort()).toEqual([
    expect.stringMatching(/^b-[0-9a-f]{16}$/),
    'main.mjs',
  ]);
}, 60_000);
