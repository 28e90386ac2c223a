// A reporter that repeats each failed test's error at the very end of the run, and names
// every test that passed only on its retry. CI keeps only the tail of a long log; the line
// reporter prints errors where they happen, hundreds of lines earlier, so the tail alone
// said nothing. A retry keeps a flake from turning a run red (playwright.config.ts), but a
// flaky test is a defect to fix: it is named here, and in `npm test`'s summary
// (scripts/lib/flaky.mjs).
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { FLAKY_FILE_ENV, flakyLine, flakyName, writeFlaky } from '../../../scripts/lib/flaky.mjs';

const ANSI = new RegExp(String.raw`\u001b\[[0-9;]*m`, 'g');
const MAX_LINES = 25;

export default class FailureDigest implements Reporter {
  private failures = new Map<string, string>();
  /** Tests that failed, then passed on a retry, in the order they did. */
  private flaky = new Map<string, string>();

  onTestEnd(test: TestCase, result: TestResult) {
    const key = test.id;
    const project = test.parent.project()?.name ?? '?';
    if (result.status === 'passed' || result.status === 'skipped') {
      this.failures.delete(key);
      if (test.outcome() === 'flaky') this.flaky.set(key, flakyName(test.titlePath().slice(2), project));
      return;
    }
    const title = `[${project}] ${test.titlePath().slice(2).join(' › ')}`;
    const error = (result.errors[0]?.message ?? result.status).replace(ANSI, '');
    const lines = error.split('\n');
    const shown = lines.slice(0, MAX_LINES).join('\n');
    const more = lines.length > MAX_LINES ? `\n… (${lines.length - MAX_LINES} more lines)` : '';
    this.failures.set(key, `✖ ${title} (attempt ${result.retry + 1})\n${shown}${more}`);
  }

  onEnd() {
    const flaky = [...this.flaky.values()];
    const file = process.env[FLAKY_FILE_ENV];
    if (file) writeFlaky(file, flaky);
    if (flaky.length) {
      console.log(`\n━━ Flaky browser tests (a defect to fix, not to retry): ${flaky.length}\n`);
      for (const name of flaky) console.log(flakyLine(name));
    }
    if (this.failures.size === 0) return;
    console.log(`\n━━ Failed browser tests: ${this.failures.size}\n`);
    for (const text of this.failures.values()) console.log(text + '\n');
  }

  printsToStdio() {
    return true;
  }
}
