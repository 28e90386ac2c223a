// A reporter that repeats each failed test's error at the very end of the run.
// CI keeps only the tail of a long log; the line reporter prints errors where
// they happen, hundreds of lines earlier, so the tail alone said nothing.
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const ANSI = new RegExp(String.raw`\u001b\[[0-9;]*m`, 'g');
const MAX_LINES = 25;

export default class FailureDigest implements Reporter {
  private failures = new Map<string, string>();

  onTestEnd(test: TestCase, result: TestResult) {
    const key = test.id;
    if (result.status === 'passed' || result.status === 'skipped') {
      this.failures.delete(key);
      return;
    }
    const title = `[${test.parent.project()?.name ?? '?'}] ${test.titlePath().slice(2).join(' › ')}`;
    const error = (result.errors[0]?.message ?? result.status).replace(ANSI, '');
    const lines = error.split('\n');
    const shown = lines.slice(0, MAX_LINES).join('\n');
    const more = lines.length > MAX_LINES ? `\n… (${lines.length - MAX_LINES} more lines)` : '';
    this.failures.set(key, `✖ ${title} (attempt ${result.retry + 1})\n${shown}${more}`);
  }

  onEnd() {
    if (this.failures.size === 0) return;
    console.log(`\n━━ Failed browser tests: ${this.failures.size}\n`);
    for (const text of this.failures.values()) console.log(text + '\n');
  }

  printsToStdio() {
    return true;
  }
}
