// A vitest reporter that writes per-project counts to VITEST_SUMMARY_FILE for scripts/test.mjs.
// vitest's own JSON report does not say which project a file ran in (server and server-pg share files).
import { writeFileSync } from 'node:fs';

export default class SummaryReporter {
  onTestRunEnd(testModules, unhandledErrors = []) {
    const projects = {};
    for (const module of testModules) {
      const name = module.project.name || 'root';
      const counts = (projects[name] ??= { passed: 0, failed: 0, skipped: 0 });
      let tests = 0;
      for (const test of module.children.allTests()) {
        tests += 1;
        const state = test.result().state;
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') counts.failed += 1;
        else counts.skipped += 1;
      }
      // A file that fails to load has no tests but must still count as a failure.
      if (tests === 0 && module.state() === 'failed') counts.failed += 1;
    }
    const file = process.env.VITEST_SUMMARY_FILE;
    if (file)
      writeFileSync(file, JSON.stringify({ projects, unhandledErrors: unhandledErrors.length }));
  }
}
