// Debian's Chromium through Playwright, for the benchmark.
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS as FLAGS } from '../lib/chromium.mjs';
import { runCertificate } from './serve.mjs';

/** The bench serves over TLS with a certificate of its own, which its browsers trust (serve.mjs). */
export const CHROMIUM_FLAGS = [...FLAGS, `--ignore-certificate-errors-spki-list=${runCertificate().spki}`];
export { CHROMIUM };

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
