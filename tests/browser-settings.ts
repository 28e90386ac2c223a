// What the browser tests (playwright.config.ts) and the screenshot gallery
// (playwright.shots.config.ts) both run in: the same servers, browser, place and sizes.
import { CHROMIUM, CHROMIUM_FLAGS } from '../scripts/lib/chromium.mjs';
import { TEST_PORT_SHIFT, testServerPorts } from '../scripts/lib/test-servers.mjs';

export const shift = Number(process.env.OG_PORT_SHIFT ?? TEST_PORT_SHIFT);
export const ports = testServerPorts(shift);

export const browserUse = {
  baseURL: `http://127.0.0.1:${ports.preview}`,
  locale: 'id-ID',
  timezoneId: 'Asia/Makassar',
  // The build's service worker would serve scripts from its cache, out of reach of
  // page.route(): only tests/e2e/pwa.spec.ts lets it run.
  serviceWorkers: 'block',
  launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_FLAGS },
} as const;

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
export const DESKTOP = { viewport: { width: 1280, height: 800 } };
