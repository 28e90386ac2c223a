import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './scripts/lib/chromium.mjs';
import { TEST_PORT_SHIFT, testServerPorts } from './scripts/lib/test-servers.mjs';

const shift = Number(process.env.OG_PORT_SHIFT ?? TEST_PORT_SHIFT);
const ports = testServerPorts(shift);
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
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [[process.env.CI ? 'line' : 'list'], ['./tests/e2e/support/failure-digest.ts']],
  use: {
    baseURL: `http://127.0.0.1:${ports.preview}`,
    locale: 'id-ID',
    timezoneId: 'Asia/Makassar',
    trace: 'retain-on-failure',
    // The build's service worker would serve scripts from its cache, out of reach of
    // page.route(): only tests/e2e/pwa.spec.ts lets it run.
    serviceWorkers: 'block',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_FLAGS },
  },
  // Tests tagged @phone or @desktop run at that size only; the rest run at both.
  projects: [
    {
      name: 'phone',
      grepInvert: /@desktop/,
      testIgnore: SHOP_WIDE_EDITS,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    {
      name: 'desktop',
      grepInvert: /@phone/,
      testIgnore: SHOP_WIDE_EDITS,
      use: { viewport: { width: 1280, height: 800 } },
    },
    // Edits what other specs read (the contact, the promo, the price list): only once they are done.
    {
      name: 'admin-content',
      testMatch: SHOP_WIDE_EDITS,
      dependencies: ['phone', 'desktop'],
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  // No webServer: scripts/e2e.mjs and scripts/test.mjs start the preview and hosting servers
  // (scripts/lib/test-servers.mjs) in process groups that always stop with the run.
});
