import { defineConfig } from '@playwright/test';
import { browserUse, DESKTOP, PHONE, shift } from './tests/browser-settings';

// `npm run shots`: the screenshot gallery (tests/shots/), not a test suite. It writes
// every public, member and admin screen at phone and desktop size into shots/.
export default defineConfig({
  testDir: 'tests/shots',
  outputDir: `test-results/shots-${shift}`,
  fullyParallel: true,
  workers: 2,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // AOS and the autoplaying video stay still, so a shot shows the page settled.
  use: { ...browserUse, reducedMotion: 'reduce' },
  projects: [
    { name: 'phone', use: PHONE },
    { name: 'desktop', use: DESKTOP },
  ],
});
