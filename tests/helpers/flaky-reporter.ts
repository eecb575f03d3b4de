import { writeFileSync } from "node:fs";
import { relative } from "node:path";
import type { Reporter, TestCase } from "vitest/node";

/**
 * Writes one line per test that passed only on a retry (CI retries a failed test once) to the file
 * VITEST_FLAKY names, for `npm test` to print at the end of its log: a flaky test stays visible
 * instead of being lost among 2,500 passes. The JSON reporter does not record retries.
 */
export default class FlakyReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestCaseResult(testCase: TestCase): void {
    const d = testCase.diagnostic();
    if (d?.flaky) {
      this.flaky.push(`${relative(process.cwd(), testCase.module.moduleId)} › ${testCase.fullName} (passed after ${d.retryCount} ${d.retryCount === 1 ? "retry" : "retries"})`);
    }
  }

  onTestRunEnd(): void {
    const out = process.env.VITEST_FLAKY;
    if (out) writeFileSync(out, this.flaky.map((l) => `${l}\n`).join(""));
  }
}
