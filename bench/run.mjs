// `npm run bench`: every bench at the sizes of the budgets, one after the other (about 3 minutes;
// --quick for small sizes).
// Never part of `npm test` or CI: the figures depend on the machine and on what else it runs.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, cli, requireNode } from './lib/common.mjs';

const options = cli({
  usage: `
Usage: node bench/run.mjs [options]   (npm run bench -- [options])

Runs bench/bundle.mjs, then bench/live.mjs at the budgets' size (10,000 students on two load
workers; its list scenario left to bench/qa-list.mjs), then bench/qa-list.mjs (500 questions,
100 viewers, 50 in flight, --requests refetches, PGlite and PostgreSQL when BENCH_DATABASE_URL or
TEST_DATABASE_URL is set), then bench/lighthouse.mjs (the join and live pages on a simulated
slow-4G phone): every figure of the budgets, about 3 minutes. --quick: 1,000 students and no
Lighthouse (about 1 minute). Each script has its own --help and more options.`,
  options: {
    students: {
      type: 'string',
      number: true,
      min: 1,
      help: 'students for bench/live.mjs (default 10,000; 1,000 with --quick)',
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
    quick: { type: 'boolean', help: '1,000 students and no Lighthouse' },
    'skip-lighthouse': { type: 'boolean', help: 'do not run bench/lighthouse.mjs' },
  },
});

requireNode();
const started = Date.now();
const steps = [];
if (!options['skip-bundle']) steps.push(['bundle.mjs']);
const students = options.students ?? (options.quick ? 1000 : 10_000);
// Above a few thousand students one load process cannot decode every broadcast in time.
const workers = students >= 5000 ? ['--workers', '2'] : [];
if (!options['skip-live'])
  steps.push(['live.mjs', '--students', String(students), ...workers, '--questions', '0']);
if (!options['skip-list']) steps.push(['qa-list.mjs', '--requests', String(options.requests)]);

if (!options.quick && !options['skip-lighthouse']) steps.push(['lighthouse.mjs']);

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
