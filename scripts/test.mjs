// `npm test`: every suite in sequence — vitest (contract, server, web, and server-pg when
// TEST_DATABASE_URL is set), then the web build if stale, then the Playwright browser journeys.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ROOT, ensureWebBuild, requireNode } from './lib/build.mjs';

requireNode();

const scratch = mkdtempSync(join(tmpdir(), 'o4f-test-'));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** One row per suite: { name, passed, failed, skipped, note } */
const results = [];
/** One row per failed test, named in the summary: { suite, test, reason } */
const failures = [];

const banner = (text) => console.log(`\n==== ${text} ${'='.repeat(Math.max(0, 70 - text.length))}`);
const seconds = (started) => `${((Date.now() - started) / 1000).toFixed(1)} s`;

function run(args, options = {}) {
  const child = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit', ...options });
  return child.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function runVitest() {
  banner('vitest: unit and server suites');
  const started = Date.now();
  const summaryFile = join(scratch, 'vitest-summary.json');
  const code = run(
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--reporter=default',
      '--reporter=./scripts/lib/vitest-summary-reporter.mjs',
    ],
    { env: { ...process.env, VITEST_SUMMARY_FILE: summaryFile } },
  );
  const summary = readJson(summaryFile);
  if (!summary) {
    results.push({
      name: 'vitest',
      passed: 0,
      failed: 1,
      skipped: 0,
      note: `exit ${code}, no report`,
    });
    return;
  }
  for (const failure of summary.failures ?? [])
    failures.push({
      suite: `vitest ${failure.project}`,
      test: failure.test,
      reason: failure.reason,
    });
  const names = Object.keys(summary.projects).sort();
  for (const name of names) results.push({ name: `vitest ${name}`, ...summary.projects[name] });
  const countedFailures = names.reduce((sum, name) => sum + summary.projects[name].failed, 0);
  // Unhandled errors and other runner failures fail the run even when every test passed.
  if (code !== 0 && countedFailures === 0) {
    const note = summary.unhandledErrors
      ? `${summary.unhandledErrors} unhandled error(s)`
      : `exit ${code}`;
    results.push({ name: 'vitest (runner)', passed: 0, failed: 1, skipped: 0, note });
  }
  console.log(`[o4f] vitest finished in ${seconds(started)} (exit ${code}).`);
}

/** The first port from `from` up that nobody listens on, so two runs on one machine do not collide. */
async function freePort(from) {
  for (let port = from; port < from + 100; port += 1) {
    const free = await new Promise((done) => {
      const probe = createServer()
        .once('error', () => done(false))
        .once('listening', () => probe.close(() => done(true)));
      probe.listen(port, '127.0.0.1');
    });
    if (free) return port;
  }
  return from;
}

async function runPlaywright() {
  banner('playwright: browser journeys');
  if (!existsSync(chromium)) {
    console.error(
      `[o4f] Chromium was not found at ${chromium}: install Chromium: apt-get install -y chromium`,
    );
    console.error(
      '[o4f] (or point CHROMIUM_PATH at a Chromium binary; never `playwright install`).',
    );
    results.push({
      name: 'playwright',
      passed: 0,
      failed: 1,
      skipped: 0,
      note: 'Chromium missing',
    });
    return;
  }
  if (!ensureWebBuild()) {
    results.push({
      name: 'playwright',
      passed: 0,
      failed: 1,
      skipped: 0,
      note: 'web build failed',
    });
    return;
  }
  const started = Date.now();
  const reportFile = join(scratch, 'playwright.json');
  const code = run(['../node_modules/@playwright/test/cli.js', 'test'], {
    cwd: join(ROOT, 'e2e'),
    env: {
      ...process.env,
      E2E_JSON_REPORT: reportFile,
      E2E_PORT: process.env.E2E_PORT ?? String(await freePort(3900)),
    },
  });
  const report = readJson(reportFile);
  if (!report?.stats) {
    results.push({
      name: 'playwright',
      passed: 0,
      failed: 1,
      skipped: 0,
      note: `exit ${code}, no report`,
    });
    return;
  }
  for (const failure of failedJourneys(report)) failures.push({ suite: 'playwright', ...failure });
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  const failed = unexpected + (code !== 0 && unexpected === 0 ? 1 : 0);
  const errors = report.errors?.length ? `${report.errors.length} error(s) outside tests` : '';
  results.push({ name: 'playwright', passed: expected + flaky, failed, skipped, note: errors });
  console.log(`[o4f] playwright finished in ${seconds(started)} (exit ${code}).`);
}

/** The journeys Playwright's JSON report marks unexpected, with their first error's first line. */
function failedJourneys(report) {
  const found = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message ?? '';
        // Playwright colours its messages; a summary line wants plain text.
        const reason = stripVTControlCharacters(error).split('\n')[0].slice(0, 160);
        found.push({ test: `${spec.file}:${spec.line} › ${spec.title}`, reason });
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return found;
}

const started = Date.now();
try {
  runVitest();
  await runPlaywright();
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

banner('summary');
for (const row of results) {
  const status = row.failed > 0 ? 'FAIL' : 'ok  ';
  const skipped = row.skipped ? `, ${row.skipped} skipped` : '';
  const note = row.note ? `  (${row.note})` : '';
  console.log(
    `${status} ${row.name.padEnd(20)} ${row.passed} passed, ${row.failed} failed${skipped}${note}`,
  );
}
// The failed tests by name, so that the end of a long log says what to look at.
for (const failure of failures)
  console.log(`  failed in ${failure.suite}: ${failure.test}\n    ${failure.reason}`);
const passed = results.reduce((sum, row) => sum + row.passed, 0);
const failed = results.reduce((sum, row) => sum + row.failed, 0);
console.log(`Total time ${seconds(started)}.`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
