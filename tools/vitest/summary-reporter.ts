import type { Reporter, TestModule } from 'vitest/node';

/** Ends the run with one plain line, `tests: N passed, N failed, N skipped`, that CI logs can be read by. */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed' || state === 'failed' || state === 'skipped') counts[state] += 1;
      }
    }
    process.stdout.write(
      `\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`,
    );
  }
}
