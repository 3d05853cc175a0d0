// `npm run bench`: every bench with small defaults, one after the other (a few minutes at most).
// Never part of `npm test` or CI: the figures depend on the machine and on what else it runs.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, cli, requireNode } from './lib/common.mjs';

const options = cli({
  usage: `
Usage: node bench/run.mjs [options]   (npm run bench -- [options])

Runs bench/bundle.mjs, then bench/live.mjs with small defaults (1,000 students; its list
scenario left to bench/qa-list.mjs), then bench/qa-list.mjs (500 questions, 100 viewers, 50 in
flight, --requests requests, PGlite and PostgreSQL when BENCH_DATABASE_URL or
TEST_DATABASE_URL is set); with --lighthouse also bench/lighthouse.mjs (about 2.5 minutes
more). Each script has its own --help and more options; run them directly to go further, e.g.
node bench/live.mjs --students 10000 --workers 2.`,
  options: {
    students: {
      type: 'string',
      number: true,
      min: 1,
      default: 1000,
      help: 'students for bench/live.mjs',
    },
    requests: {
      type: 'string',
      number: true,
      min: 1,
      default: 1000,
      help: 'list requests for bench/qa-list.mjs',
    },
    'skip-bundle': { type: 'boolean', help: 'do not run bench/bundle.mjs' },
    'skip-live': { type: 'boolean', help: 'do not run bench/live.mjs' },
    'skip-list': { type: 'boolean', help: 'do not run bench/qa-list.mjs' },
    lighthouse: {
      type: 'boolean',
      help: 'also run bench/lighthouse.mjs (join and live pages on a simulated slow-4G phone)',
    },
  },
});

requireNode();
const started = Date.now();
const steps = [];
if (!options['skip-bundle']) steps.push(['bundle.mjs']);
if (!options['skip-live'])
  steps.push(['live.mjs', '--students', String(options.students), '--questions', '0']);
if (!options['skip-list']) steps.push(['qa-list.mjs', '--requests', String(options.requests)]);

if (options.lighthouse) steps.push(['lighthouse.mjs']);

let failed = false;
for (const [script, ...args] of steps) {
  console.log(`\n=== bench/${script} ${args.join(' ')}`.trimEnd());
  const result = spawnSync(process.execPath, [join(ROOT, 'bench', script), ...args], {
    cwd: ROOT,
    stdio: 'inherit',
    timeout: 10 * 60_000,
  });
  if (result.status !== 0) {
    failed = true;
    console.error(
      `bench/${script} failed (${result.status ?? result.signal ?? result.error?.message}).`,
    );
  }
}
console.log(`\nbench finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(failed ? 1 : 0);
