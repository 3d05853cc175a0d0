// Lighthouse (DESIGN §8): the student join and live pages on a simulated slow-4G phone (the default
// mobile config: Lantern-simulated slow 4G and 4× CPU slowdown), each loaded as the product serves
// it (brotli / gzip) and without compression (`Accept-Encoding: identity`, i.e. as served before
// issue 9), beside a bare React page built by the same Vite in the same run. Debian's Chromium,
// no download; loads only 127.0.0.1.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ROOT,
  cli,
  ensureWebBuild,
  fmt,
  printTable,
  ratio,
  requireNode,
  verdict,
} from './lib/common.mjs';
import { admitOneStudent, buildBaseline, serveDir } from './lib/pages.mjs';
import { startProductServer } from './lib/server.mjs';

const CHROMIUM = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const BUDGETS = { score: 90, lcpMs: 2500, tbtMs: 200, jsRequests: 15 };

const options = cli({
  usage: `
Usage: node bench/lighthouse.mjs [options]

Builds the web app when stale, starts the real server on a free port of 127.0.0.1 (PGlite in a
temp dir, or a fresh database on BENCH_DATABASE_URL / TEST_DATABASE_URL), admits one student to
a live lecture through the real join flow, and runs Lighthouse (performance only, mobile) on:
  - the join screen          /old-or-new-student?new=1   (a visitor, no session)
  - the live Feedback page   /lecture/{n}/live?tab=feedback   (the admitted student)
  - the About page           /about   (context)
each compressed (as served) and uncompressed (Accept-Encoding: identity), and on the baseline, a
bare React 19 page served gzip. Each run gets a fresh Chromium profile (empty cache). Prints
performance score, LCP, TBT, JavaScript requests and transferred KB, with the budgets
(score ≥ ${BUDGETS.score}, LCP ≤ ${BUDGETS.lcpMs} ms, TBT ≤ ${BUDGETS.tbtMs} ms, ≤ ${BUDGETS.jsRequests} JS requests).
Takes a few minutes (about 20 s per run on 2 cores).`,
  options: {
    'no-build': { type: 'boolean', help: 'measure apps/web/dist as it is (no rebuild when stale)' },
    runs: {
      type: 'string',
      number: true,
      min: 1,
      default: 1,
      help: 'Lighthouse runs per page and encoding; the median by score is reported',
    },
    'skip-identity': { type: 'boolean', help: 'do not run the uncompressed variant' },
    json: { type: 'boolean', help: 'print the figures as JSON after the table' },
  },
});

/**
 * One Lighthouse run in a fresh Chromium. `storage` is written to the origin's localStorage
 * first (Lighthouse's default storage reset keeps localStorage, and clears the HTTP cache).
 */
async function runLighthouse(url, { storage, identity }) {
  const [{ default: lighthouse }, chromeLauncher, { default: puppeteer }] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
    import('puppeteer-core'),
  ]);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    if (storage) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      // A same-origin file without JavaScript: nothing of the app lands in the cache.
      await page.goto(new URL('/robots.txt', url).href, { timeout: 15_000 });
      await page.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, storage);
      await page.close();
      await browser.disconnect();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(identity ? { extraHeaders: { 'Accept-Encoding': 'identity' } } : {}),
    });
    return summarize(result.lhr, url);
  } finally {
    await chrome.kill();
  }
}

function summarize(lhr, url) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  return {
    score: (lhr.categories.performance.score ?? Number.NaN) * 100,
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    jsRequests: scripts.length,
    // Bytes on the wire, response headers included (about 1.2 KB per response here).
    jsKB: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    jsRawKB: scripts.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0) / 1024,
    // Lighthouse's own check: text responses that compression would shrink by more than 1.4 KB.
    uncompressed: lhr.audits['uses-text-compression']?.details?.items?.length ?? Number.NaN,
    // The app redirects a visitor without a session away from the live page: count that as a failure.
    landed: new URL(lhr.finalDisplayedUrl).pathname === new URL(url).pathname,
    error: lhr.runtimeError?.message,
  };
}

async function measure(entry, identity) {
  const runs = [];
  for (let run = 0; run < options.runs; run += 1)
    runs.push(await runLighthouse(entry.url, { storage: entry.storage, identity }));
  runs.sort((a, b) => a.score - b.score);
  return runs[Math.floor((runs.length - 1) / 2)];
}

async function main() {
  requireNode();
  if (!options['no-build'] && !ensureWebBuild()) process.exit(1);
  const baselineDir = mkdtempSync(join(tmpdir(), 'o4f-lighthouse-baseline-'));
  const cleanups = [() => rmSync(baselineDir, { recursive: true, force: true })];
  try {
    await buildBaseline(baselineDir);
    const baselineSite = await serveDir(baselineDir, { gzip: true });
    cleanups.push(() => baselineSite.close());
    const server = await startProductServer();
    cleanups.push(() => server.stop());
    const student = await admitOneStudent(server.url);

    const pages = [
      { name: 'baseline: bare React 19 hello', url: `${baselineSite.url}/`, baseline: true },
      {
        name: 'student join /old-or-new-student?new=1',
        url: `${server.url}/old-or-new-student?new=1`,
      },
      {
        name: `student live /lecture/${student.lectureNum}/live?tab=feedback`,
        url: `${server.url}/lecture/${student.lectureNum}/live?tab=feedback`,
        storage: student.storage,
      },
      { name: 'public /about (context)', url: `${server.url}/about` },
    ];
    const results = [];
    for (const entry of pages) {
      const variants = entry.baseline || options['skip-identity'] ? [false] : [false, true];
      for (const identity of variants) {
        const encoding = entry.baseline ? 'gzip' : identity ? 'none' : 'br/gzip';
        process.stdout.write(`lighthouse: ${entry.name} (${encoding}) ...`);
        const started = Date.now();
        const figures = await measure(entry, identity);
        console.log(` ${((Date.now() - started) / 1000).toFixed(0)} s`);
        results.push({ ...entry, encoding, ...figures });
      }
    }

    const baseline = results[0];
    console.log(
      `\nLighthouse ${lighthouseVersion()}, mobile (simulated slow 4G, 4× CPU), ` +
        `median of ${options.runs} run(s); server: ${server.database}\n`,
    );
    printTable(
      [
        'page',
        'encoding',
        'score',
        'FCP ms',
        'LCP ms',
        'TBT ms',
        'JS req',
        'JS KB sent',
        'JS KB raw',
        'uncompressed',
        'verdict',
        'LCP / baseline',
        'landed',
      ],
      results.map((r) => [
        r.name,
        r.encoding,
        fmt(r.score, 0),
        fmt(r.fcpMs, 0),
        fmt(r.lcpMs, 0),
        fmt(r.tbtMs, 0),
        r.jsRequests,
        fmt(r.jsKB),
        fmt(r.jsRawKB),
        r.uncompressed,
        r.baseline ? '-' : budgetVerdict(r),
        ratio(r.lcpMs, baseline.lcpMs),
        r.landed && !r.error ? 'yes' : `NO${r.error ? ` (${r.error})` : ''}`,
      ]),
    );
    console.log(
      `\nverdict: score ≥ ${BUDGETS.score}, LCP ≤ ${BUDGETS.lcpMs} ms, TBT ≤ ${BUDGETS.tbtMs} ms, ` +
        `≤ ${BUDGETS.jsRequests} JS requests (DESIGN §8); "uncompressed": responses Lighthouse's uses-text-compression audit lists`,
    );
    if (options.json) {
      console.log(
        JSON.stringify(
          results.map(({ storage: _storage, url: _url, ...rest }) => rest),
          null,
          2,
        ),
      );
    }
    if (results.some((r) => !r.landed || r.error)) process.exitCode = 1;
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

const lighthouseVersion = () =>
  JSON.parse(readFileSync(join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8'))
    .version;

function budgetVerdict(r) {
  const over = [
    verdict(-r.score, -BUDGETS.score) === 'OVER' && 'score',
    verdict(r.lcpMs, BUDGETS.lcpMs) === 'OVER' && 'LCP',
    verdict(r.tbtMs, BUDGETS.tbtMs) === 'OVER' && 'TBT',
    verdict(r.jsRequests, BUDGETS.jsRequests) === 'OVER' && 'JS req',
  ].filter(Boolean);
  return over.length === 0 ? 'ok' : `OVER: ${over.join(', ')}`;
}

await main();
