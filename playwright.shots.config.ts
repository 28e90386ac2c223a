import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './scripts/lib/chromium.mjs';
import { TEST_PORT_SHIFT, testServerPorts } from './scripts/lib/test-servers.mjs';

// `npm run shots`: the screenshot gallery (tests/shots/), not a test suite. It writes
// every public, member and admin screen at phone and desktop size into shots/.
const shift = Number(process.env.OG_PORT_SHIFT ?? TEST_PORT_SHIFT);
const ports = testServerPorts(shift);

export default defineConfig({
  testDir: 'tests/shots',
  outputDir: `test-results/shots-${shift}`,
  fullyParallel: true,
  workers: 2,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${ports.preview}`,
    locale: 'id-ID',
    timezoneId: 'Asia/Makassar',
    serviceWorkers: 'block',
    // AOS and the autoplaying video stay still, so a shot shows the page settled.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_FLAGS },
  },
  projects: [
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
});
