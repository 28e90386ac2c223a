import { test as base, expect } from '@playwright/test';

export interface Options {
  /** Console errors and uncaught exceptions fail the test unless this is true. */
  allowConsoleErrors: boolean;
}

/** Playwright's test, plus: no console error or page crash may pass unnoticed. */
export const test = base.extend<Options>({
  allowConsoleErrors: [false, { option: true }],
  page: async ({ page, allowConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
    });
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
    await use(page);
    if (!allowConsoleErrors) expect(errors, 'console errors on the page').toEqual([]);
  },
});

export { expect };
