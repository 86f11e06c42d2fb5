import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/** Prints the plain "e2e: N passed, N failed" line that CI sums (a retried-then-passed test counts once). */
export default class SummaryReporter implements Reporter {
  private final = new Map<string, TestResult["status"]>();
  onTestEnd(test: TestCase, result: TestResult) {
    this.final.set(test.id, result.status);
  }
  async onExit() {
    const n = { passed: 0, failed: 0, skipped: 0 };
    for (const s of this.final.values()) n[s === "passed" ? "passed" : s === "skipped" ? "skipped" : "failed"]++;
    console.log(`e2e: ${n.passed} passed, ${n.failed} failed, ${n.skipped} skipped`);
  }
  printsToStdio() {
    return false;
  }
}
