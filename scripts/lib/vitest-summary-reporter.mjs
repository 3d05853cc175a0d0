// A vitest reporter that writes per-project counts, and the tests that failed, to
// VITEST_SUMMARY_FILE for scripts/test.mjs. vitest's own JSON report does not say which project
// a file ran in (server and server-pg share files).
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

/** The first line of a failure's message, short enough for a summary line. */
const firstLine = (message = '') => message.split('\n')[0].slice(0, 160);

export default class SummaryReporter {
  onTestRunEnd(testModules, unhandledErrors = []) {
    const projects = {};
    const failures = [];
    for (const module of testModules) {
      const name = module.project.name || 'root';
      const file = relative(process.cwd(), module.moduleId);
      const counts = (projects[name] ??= { passed: 0, failed: 0, skipped: 0 });
      let tests = 0;
      for (const test of module.children.allTests()) {
        tests += 1;
        const state = test.result().state;
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') {
          counts.failed += 1;
          const reason = firstLine(test.result().errors?.[0]?.message);
          failures.push({ project: name, test: `${file} › ${test.fullName}`, reason });
        } else counts.skipped += 1;
      }
      // A file that fails to load has no tests but must still count as a failure.
      if (tests === 0 && module.state() === 'failed') {
        counts.failed += 1;
        const reason = firstLine(module.errors()[0]?.message);
        failures.push({ project: name, test: `${file} (did not load)`, reason });
      }
    }
    const file = process.env.VITEST_SUMMARY_FILE;
    if (file)
      writeFileSync(
        file,
        JSON.stringify({ projects, failures, unhandledErrors: unhandledErrors.length }),
      );
  }
}
