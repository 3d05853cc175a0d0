import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The journeys run against the real product: the server from source (as `npm start` runs it)
// serving the built web app, with a fresh embedded database for every run.
const port = Number(process.env.E2E_PORT ?? 3900);
const baseURL = `http://127.0.0.1:${port}`;
const root = resolve(import.meta.dirname, '..');
const dataDir = join(tmpdir(), `o4f-e2e-data-${port}`);
const isWorker = process.env.TEST_WORKER_INDEX !== undefined;

// Workers load this file too; only the runner, which starts the server, may reset the data.
if (!isWorker && !process.env.E2E_BASE_URL) rmSync(dataDir, { recursive: true, force: true });

export default defineConfig({
  testDir: './journeys',
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Two cores: one server and two browsers is the most these machines run smoothly.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // Time limits guard against a hang; they measure nothing. A journey's limit is about three times
  // what it takes in a CI run on two cores (its `test.setTimeout`), because a loaded machine runs
  // the same journey up to twice as slowly: the QA journey took 128 s of its 150 in one run.
  timeout: 120_000,
  // A page's first render waits on the same two cores: in one CI run a student's questions page
  // took 10 s from its navigation to its tabs (its API calls 1.1-1.5 s each, while the other
  // worker's journey kept the server busy). Steps wait up to 20 s; a hang still fails.
  expect: { timeout: 20_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_JSON_REPORT ?? './playwright-report/results.json' }],
  ],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? baseURL,
    // A failed journey keeps its trace: every action with the page's DOM before and after it, and
    // the failure's screenshot. Not the screencast: recording every page's frames for every
    // journey made the 48 take 1,103 s instead of 931 s, summed (tests decision record).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    actionTimeout: 20_000,
    navigationTimeout: 20_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  // E2E_BASE_URL points the journeys at a server that is already running instead.
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        // First the statistics journey's admin teacher, made with the admin CLI on the fresh data
        // directory (ADMIN_EMAILS needs a verified address, and the e2e server sends no mail).
        command:
          'node --import tsx ../apps/server/src/cli/make-admin.ts --create stats.admin stats.admin@school.example.edu' +
          ' && node --import tsx ../apps/server/src/main.ts',
        url: `${baseURL}/apio4f/v1/test`,
        timeout: 120_000,
        reuseExistingServer: false,
        stdout: process.env.E2E_SERVER_LOGS ? 'pipe' : 'ignore',
        stderr: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
        env: {
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          WEB_DIST: process.env.E2E_WEB_DIST ?? join(root, 'apps', 'web', 'dist'),
          PUBLIC_URL: baseURL,
          LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
          // Every journey logs in from 127.0.0.1; the per-address limits are tested by the server suites.
          RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
          RATE_LIMIT_REGISTER_PER_MINUTE: '1000',
          LOGIN_FAILURES_PER_ADDRESS: '1000',
          // The Q&A journey has three students: with the default of 3 flags the third flag would
          // have to be the teacher's, who can only flag what they see, so a post could never
          // reach the doghouse unseen by the teacher. Two students' flags send it there.
          DOGHOUSE_FLAGS: '2',
          // The password of the statistics journey's admin teacher (the command above).
          ADMIN_PASSWORD: 'Stats4dmin',
        },
      },
});
