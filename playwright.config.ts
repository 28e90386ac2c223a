import { defineConfig } from '@playwright/test';
import { browserUse, DESKTOP, PHONE, ports, shift } from './tests/browser-settings';

export const hostingPort = ports.hosting;

/**
 * Specs that change shop-wide data other specs read: run alone, after the rest
 * (code-move-all moves every seeded ticket under an old code).
 */
const SHOP_WIDE_EDITS = /admin-(content|bulk|members|code-move-all)\.spec\.ts/;

export default defineConfig({
  testDir: 'tests/e2e',
  // One folder per stack: Playwright empties it at the start of a run.
  outputDir: `test-results/${shift}`,
  fullyParallel: true,
  workers: 2,
  // One retry, locally and in CI alike: a flake does not turn a newcomer's run red, and every
  // test that needed its retry is named as flaky at the end and in npm test's summary
  // (tests/e2e/support/failure-digest.ts): a defect to fix, not to retry.
  retries: 1,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [[process.env.CI ? 'line' : 'list'], ['./tests/e2e/support/failure-digest.ts']],
  use: { ...browserUse, trace: 'retain-on-failure' },
  // Tests tagged @phone or @desktop run at that size only; the rest run at both. A test of
  // what does not depend on the width (data stored, a rule, a message, a flow) is tagged
  // @phone, where visitors and the admin are; layout checks stay untagged.
  projects: [
    {
      name: 'phone',
      grepInvert: /@desktop/,
      testIgnore: SHOP_WIDE_EDITS,
      use: PHONE,
    },
    {
      name: 'desktop',
      grepInvert: /@phone/,
      testIgnore: SHOP_WIDE_EDITS,
      use: DESKTOP,
    },
    // Edits what other specs read (the contact, the promo, the price list): only once they are done.
    {
      name: 'admin-content',
      testMatch: SHOP_WIDE_EDITS,
      dependencies: ['phone', 'desktop'],
      use: PHONE,
    },
  ],
  // No webServer: scripts/e2e.mjs and scripts/test.mjs start the preview and hosting servers
  // (scripts/lib/test-servers.mjs) in process groups that always stop with the run.
});
