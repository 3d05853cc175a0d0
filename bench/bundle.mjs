// Bundle budget (DESIGN §8): gzip size of the JavaScript a student's browser loads before the
// first interaction, on the join page and the live Feedback page, beside a bare React page
// built by the same Vite in the same run. Loads only 127.0.0.1; every page load is time-bounded.
/* global window, document -- addInitScript and evaluate run in the page */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  cli,
  ensureWebBuild,
  fmt,
  printTable,
  ratio,
  requireNode,
  sleep,
  verdict,
} from './lib/common.mjs';
import { admitOneStudent, buildBaseline, serveDir } from './lib/pages.mjs';
import { startProductServer } from './lib/server.mjs';

export const BUDGET_KB = 150;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const usage = `
Usage: node bench/bundle.mjs [options]

Builds the web app when stale, starts the real server on a free port of 127.0.0.1 (PGlite in a
temp dir, or a fresh database on BENCH_DATABASE_URL / TEST_DATABASE_URL), admits one student to
a live lecture through the real join flow, and loads in headless Chromium:
  - the join screen            /old-or-new-student?new=1   (a visitor, no session)
  - the live Feedback page     /lecture/{n}/live?tab=feedback   (the admitted student)
  - the About page             /about   (context: the public landing page)
  - the baseline               a bare React 19 hello page built by the same Vite in this run
It sums the gzip size (zlib level 9, applied here to every JavaScript body) of each JavaScript
response until the network has been quiet for --quiet ms, and prints the table with the budget
(${BUDGET_KB} KB) and the ratio to the baseline.`;

const options = cli({
  usage,
  options: {
    'no-build': { type: 'boolean', help: 'measure apps/web/dist as it is (no rebuild when stale)' },
    quiet: {
      type: 'string',
      number: true,
      min: 100,
      default: 1500,
      help: 'network quiet time that ends a load, ms',
    },
    timeout: {
      type: 'string',
      number: true,
      min: 1000,
      default: 20_000,
      help: 'longest wait for one page, ms',
    },
    verbose: { type: 'boolean', help: 'list every JavaScript file per page' },
    json: { type: 'boolean', help: 'print the figures as JSON after the table' },
    language: {
      type: 'string',
      help: "the browser's language (navigator.languages), e.g. de: the pages must answer in it",
    },
  },
});

const isJavaScript = (response) => {
  const type = response.headers()['content-type'] ?? '';
  return (
    /javascript|ecmascript/.test(type) || /\.m?js(\?|$)/.test(new URL(response.url()).pathname)
  );
};

/**
 * Loads `url` in a fresh context (empty cache) and sums the JavaScript it receives until no
 * request has been in flight or started for `quiet` ms. `ready` is a locator check proving the
 * page rendered what a student sees (not an error page or a redirect).
 */
async function measurePage(browser, { url, storage, ready, language }) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    ...(options.language ? { locale: options.language } : {}),
  });
  if (storage) {
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, storage);
  }
  const page = await context.newPage();
  const files = [];
  const pending = new Set();
  const bodies = [];
  let lastActivity = Date.now();
  page.on('request', (req) => {
    pending.add(req);
    lastActivity = Date.now();
  });
  const settle = (req) => {
    pending.delete(req);
    lastActivity = Date.now();
  };
  page.on('requestfailed', settle);
  page.on('requestfinished', settle);
  page.on('response', (response) => {
    if (!isJavaScript(response)) return;
    bodies.push(
      response.body().then(
        (body) => {
          files.push({
            url: new URL(response.url()).pathname,
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
          });
        },
        () => {},
      ),
    );
  });
  const started = Date.now();
  await page.goto(url, { waitUntil: 'load', timeout: options.timeout });
  // Sockets stay open on the live page: only HTTP requests count towards "quiet".
  while (Date.now() - started < options.timeout) {
    const http = [...pending].filter((req) => !/^wss?:/.test(req.url()));
    if (http.length === 0 && Date.now() - lastActivity >= options.quiet) break;
    await sleep(100);
  }
  let rendered = true;
  if (ready && language) {
    // In another language the names differ: the page must say which language it speaks.
    const lang = await page.evaluate(() => document.documentElement.lang);
    rendered = lang === language.split('-')[0];
  }
  if (ready && rendered) {
    rendered = await ready(page)
      .waitFor({ state: 'visible', timeout: 5000 })
      .then(
        () => true,
        () => false,
      );
  }
  await Promise.all(bodies);
  await context.close();
  const gzip = files.reduce((sum, file) => sum + file.gzip, 0);
  const raw = files.reduce((sum, file) => sum + file.raw, 0);
  return {
    files: files.sort((a, b) => b.gzip - a.gzip),
    gzipKB: gzip / 1024,
    rawKB: raw / 1024,
    rendered,
  };
}

async function main() {
  requireNode();
  if (!options['no-build'] && !ensureWebBuild()) process.exit(1);
  const { chromium } = await import('@playwright/test');
  const baselineDir = mkdtempSync(join(tmpdir(), 'o4f-bundle-baseline-'));
  const cleanups = [() => rmSync(baselineDir, { recursive: true, force: true })];
  try {
    await buildBaseline(baselineDir);
    const baselineSite = await serveDir(baselineDir);
    cleanups.push(() => baselineSite.close());
    const server = await startProductServer();
    cleanups.push(() => server.stop());
    const student = await admitOneStudent(server.url);
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    cleanups.push(() => browser.close());

    const pages = [
      {
        name: 'baseline: bare React 19 hello',
        url: `${baselineSite.url}/`,
        ready: (page) => page.getByRole('button', { name: /Hello/ }),
        budget: null,
      },
      {
        name: 'student join /old-or-new-student?new=1',
        url: `${server.url}/old-or-new-student?new=1`,
        ready: (page) =>
          page.getByRole('textbox', options.language ? {} : { name: 'Enter Lecture Code' }),
        language: options.language,
        budget: BUDGET_KB,
      },
      {
        name: `student live /lecture/${student.lectureNum}/live?tab=feedback`,
        url: `${server.url}/lecture/${student.lectureNum}/live?tab=feedback`,
        storage: student.storage,
        ready: (page) =>
          page
            .getByRole('group', options.language ? {} : { name: 'Reactions' })
            .getByRole('button')
            .first(),
        language: options.language,
        budget: BUDGET_KB,
      },
      {
        name: 'public /about (context)',
        url: `${server.url}/about`,
        ready: (page) => page.getByRole('heading').first(),
        budget: null,
      },
    ];
    const results = [];
    for (const entry of pages) results.push({ ...entry, ...(await measurePage(browser, entry)) });

    const baseline = results[0].gzipKB;
    console.log(
      `\nJavaScript before first interaction (gzip level 9, fresh cache; server: ${server.database}; browser language: ${options.language ?? 'default (en-US)'})\n`,
    );
    printTable(
      ['page', 'KB gzip', 'KB raw', 'files', 'budget', 'verdict', 'ratio to baseline', 'rendered'],
      results.map((r) => [
        r.name,
        fmt(r.gzipKB),
        fmt(r.rawKB),
        r.files.length,
        r.budget ? `≤ ${r.budget}` : '-',
        r.budget ? verdict(r.gzipKB, r.budget) : '-',
        ratio(r.gzipKB, baseline),
        r.rendered ? 'yes' : 'NO',
      ]),
    );
    if (options.verbose) {
      for (const r of results) {
        console.log(`\n${r.name}`);
        for (const file of r.files)
          console.log(`  ${fmt(file.gzip / 1024).padStart(7)} KB  ${file.url}`);
      }
    }
    if (options.json) {
      console.log(
        JSON.stringify(
          results.map((r) => ({
            page: r.name,
            gzipKB: r.gzipKB,
            rawKB: r.rawKB,
            files: r.files.length,
            budgetKB: r.budget,
            rendered: r.rendered,
          })),
          null,
          2,
        ),
      );
    }
    if (results.some((r) => !r.rendered)) process.exitCode = 1;
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

await main();
