// The server's bundle: `npm start` runs apps/server/dist/main.mjs, built by esbuild from the
// TypeScript sources (and @o4f/contract's) whenever one of them changed since the last build.
// Loading ~200 modules through tsx's hooks cost seconds at every start; the bundle is a handful of
// plain files. Dependencies stay in node_modules (not bundled). The tests and `npm run dev` still
// run the sources through tsx. See docs/decisions/server-bundle.md.
//
// Layout: every build is a directory of its own, apps/server/dist/b-<hash of its inputs>/, never
// changed once written; apps/server/dist/main.mjs is a small entry that imports the current one.
// A server that is starting while another `npm start` rebuilds keeps loading its own build's
// chunks, and two builds at once both finish (the same inputs give the same directory).
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './build.mjs';

/**
 * V8's young generation fixed at 64 MB a semi-space (16 MB by default): under a hall's flood of
 * presses, what a press holds while its reaction is stored then dies young instead of being
 * copied and promoted. About 120 MB more memory for half the press → teacher p99 at 10,000
 * students (docs/decisions/young-generation.md).
 */
const SERVER_NODE_FLAGS = ['--max-semi-space-size=64', '--min-semi-space-size=64'];
/** How every instance starts, from the repository's root (the Dockerfile's CMD is the same). */
export const START_COMMAND = ['node', ...SERVER_NODE_FLAGS, 'apps/server/dist/main.mjs'];
/** The arguments that run the sources instead, as the tests do (O4F_FROM_SOURCE=1). */
export const SOURCE_COMMAND = [
  ...SERVER_NODE_FLAGS,
  '--import',
  'tsx',
  join('apps', 'server', 'src', 'main.ts'),
];

const paths = (root) => {
  const server = join(root, 'apps', 'server');
  const dist = join(server, 'dist');
  return { server, dist, entry: join(dist, 'main.mjs') };
};
/** The entry `npm start`, scripts/cluster.mjs and the Docker image run. */
export const SERVER_ENTRY = paths(ROOT).entry;

const INPUTS_FILE = 'inputs.json';
const BUILDS_KEPT = 3;
/** Bumped when the build's options change, so that every earlier bundle is stale. */
const FORMAT = 1;
const ENTRY_IMPORT = /^await import\('\.\/(b-[0-9a-f]+)\/main\.mjs'\);$/m;

// esbuild is a dependency of the server (pinned in its package.json).
const serverRequire = createRequire(join(paths(ROOT).server, 'package.json'));
const esbuildVersion = () => serverRequire('esbuild/package.json').version;

const toPosix = (path) => path.split(sep).join('/');

/** The build that dist/main.mjs imports, or null. */
function currentBuild(root) {
  const { dist, entry } = paths(root);
  if (!existsSync(entry)) return null;
  const name = ENTRY_IMPORT.exec(readFileSync(entry, 'utf8'));
  return name ? join(dist, name[1]) : null;
}

/** One hash over the build's format, esbuild's version and the inputs' paths and contents. */
function hashInputs(root, files, version) {
  const hash = createHash('sha256');
  hash.update(`format ${FORMAT}\nesbuild ${version}\n`);
  for (const file of [...files].sort()) {
    const path = join(root, file);
    if (!existsSync(path)) return null;
    hash.update(`${file}\n`);
    hash.update(readFileSync(path));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Each input's size and modification time, as recorded beside the hash. */
const statsOf = (root, files) =>
  Object.fromEntries(
    files.map((file) => {
      const stat = statSync(join(root, file));
      return [file, [stat.size, stat.mtimeMs]];
    }),
  );

/** True when every input has the size and time recorded at the build (no file read). */
function statsUnchanged(root, recorded) {
  if (!recorded) return false;
  return Object.entries(recorded).every(([file, [size, mtimeMs]]) => {
    try {
      const stat = statSync(join(root, file));
      return stat.size === size && stat.mtimeMs === mtimeMs;
    } catch {
      return false;
    }
  });
}

/**
 * Why the bundle must be (re)built, or null when it is up to date. When an input's size or time
 * differs from the build's record, its contents decide (a touched file is not a change).
 */
export function serverBuildReason({ root = ROOT } = {}) {
  const build = currentBuild(root);
  if (!build || !existsSync(join(build, 'main.mjs')) || !existsSync(join(build, INPUTS_FILE))) {
    return 'apps/server/dist is missing';
  }
  const { hash, files, esbuild, stats } = JSON.parse(
    readFileSync(join(build, INPUTS_FILE), 'utf8'),
  );
  if (esbuild !== esbuildVersion()) return 'esbuild was updated';
  if (statsUnchanged(root, stats)) return null;
  const now = hashInputs(root, files, esbuild);
  if (now === null) return 'a source file was removed since the last build';
  if (now !== hash) return 'a source file changed since the last build';
  return null;
}

/**
 * Each module's `import.meta.url` stays its source file's (config.ts finds the repository from it,
 * the database client its migrations and its worker), written relative to the build's directory
 * so that the checkout can move. Every output file lands in that one directory.
 */
const sourceUrls = (outdir) => ({
  name: 'o4f-source-urls',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
      const source = readFileSync(args.path, 'utf8');
      const url = `new URL(${JSON.stringify(toPosix(relative(outdir, args.path)))}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
});

/** The server's dependencies stay in node_modules, except the workspace's TypeScript packages. */
const externalDependencies = {
  name: 'o4f-external-dependencies',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@o4f/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Builds a new bundle and makes it current; returns its directory. Throws when esbuild fails. */
export async function buildServer({ root = ROOT } = {}) {
  const { server, dist, entry } = paths(root);
  const esbuild = await import(pathToFileURL(serverRequire.resolve('esbuild')).href);
  mkdirSync(dist, { recursive: true });
  // Same depth as the final directory: the relative URLs written by sourceUrls hold for both.
  const staging = join(dist, `tmp-${process.pid}-${Date.now().toString(36)}`);
  try {
    const result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: { main: join(server, 'src', 'main.ts') },
      outdir: staging,
      bundle: true,
      // The dynamic imports stay lazy: main.ts listens before the app's modules (and their
      // dependencies) load.
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20.19',
      outExtension: { '.js': '.mjs' },
      chunkNames: '[name]-[hash]',
      sourcemap: 'linked',
      // Names stay as written: stack traces and logs read as they do from the sources.
      keepNames: true,
      metafile: true,
      logLevel: 'silent',
      plugins: [externalDependencies, sourceUrls(staging)],
    });
    const files = Object.keys(result.metafile.inputs)
      .map(toPosix)
      .filter((file) => !file.includes('node_modules/'));
    const version = esbuildVersion();
    const hash = hashInputs(root, files, version);
    writeFileSync(
      join(staging, INPUTS_FILE),
      `${JSON.stringify({ hash, esbuild: version, files, stats: statsOf(root, files) }, null, 1)}\n`,
    );
    const build = join(dist, `b-${hash}`);
    if (!existsSync(join(build, INPUTS_FILE))) {
      rmSync(build, { recursive: true, force: true });
      try {
        renameSync(staging, build);
      } catch (error) {
        // Another start built the same inputs at the same moment: its directory is as good.
        if (!existsSync(join(build, INPUTS_FILE))) throw error;
      }
    }
    const next = `${entry}.${process.pid}.tmp`;
    writeFileSync(
      next,
      [
        '// Written by scripts/lib/server-bundle.mjs: runs the current build of apps/server/src.',
        '// Stack traces name the TypeScript sources, through the build’s source maps.',
        'process.setSourceMapsEnabled(true);',
        `await import('./b-${hash}/main.mjs');`,
        '',
      ].join('\n'),
    );
    renameSync(next, entry);
    pruneBuilds(dist, build);
    return build;
  } finally {
    rmSync(staging, { recursive: true, force: true });
    await esbuild.stop?.();
  }
}

/** Keeps the newest builds: a server started from an older one may still load its chunks. */
function pruneBuilds(dist, current) {
  const older = readdirSync(dist, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('b-'))
    .map((entry) => join(dist, entry.name))
    .filter((build) => build !== current)
    .map((build) => ({ build, time: statSync(build).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const { build } of older.slice(BUILDS_KEPT - 1)) {
    rmSync(build, { recursive: true, force: true });
  }
}

/** Builds the server's bundle when stale; returns false when the build failed (it says why). */
export async function ensureServerBuild({ root = ROOT, log = console.log } = {}) {
  let reason;
  try {
    reason = serverBuildReason({ root });
  } catch (error) {
    reason = `its record could not be read (${error.message})`;
  }
  if (!reason) return true;
  log(`[o4f] Building the server (${reason}) ...`);
  const started = Date.now();
  try {
    await buildServer({ root });
  } catch (error) {
    log(`[o4f] The server build failed: ${error.message}`);
    return false;
  }
  log(`[o4f] Server built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return true;
}
