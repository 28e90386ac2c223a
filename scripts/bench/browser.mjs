// Debian's Chromium through Playwright, for the benchmark.
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../lib/chromium.mjs';

export { CHROMIUM, CHROMIUM_FLAGS };

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
}

/** A fresh phone-sized context: empty cache, empty storage. */
export function phoneContext(browser) {
  return browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'id-ID',
  });
}
