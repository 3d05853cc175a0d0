import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// One runner for unit and server suites; the browser journeys run under Playwright (e2e/).
// Two files at a time even on two cores (the default there is one), and the server suites share
// their modules between the files of a worker rather than importing the server anew for each
// (docs/decisions/tests-vitest-and-playwright-with-system-chromium.md, "Test time").

// A server test that only one database can run is named for it: `*.pg.test.ts` (PostgreSQL going
// away, the cluster behind HAProxy) runs in server-pg only, `*.pglite.test.ts` (the embedded
// database's thread) in server only; every other file runs in both.
const serverProject = (name: string, env: Record<string, string>, otherDatabase: string) => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, `src/**/*.${otherDatabase}.test.ts`],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    isolate: false,
    globalSetup: ['src/testing/global-setup.ts'],
    env,
  },
});
export default defineConfig({
  test: {
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      serverProject('server', {}, 'pg'),
      // The same server suite against PostgreSQL, when one is configured.
      ...(process.env.TEST_DATABASE_URL
        ? [serverProject('server-pg', { TEST_DB: 'postgres' }, 'pglite')]
        : []),
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['src/testing/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
