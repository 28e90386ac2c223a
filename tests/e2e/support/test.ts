import { test as base, expect, type Page } from '@playwright/test';
import { PROMO_POPUP_KEY } from '../../../src/features/home/popup';
import { NOT_FOUND_URL, shellForPath } from '../../../src/sw/shell-for-path';

export interface Options {
  /** Console errors and uncaught exceptions fail the test unless this is true. */
  allowConsoleErrors: boolean;
  /** Start with the home page's once-per-session promo popup already seen. */
  promoPopupSeen: boolean;
}

/** A path as Hosting reads it: decoded, dot segments resolved ('/artikel/..%2Fx' is '/x'). */
function hostingPath(pathname: string): string {
  try {
    return new URL(decodeURIComponent(pathname), 'http://x').pathname;
  } catch {
    return pathname;
  }
}

/** Playwright's test, plus: no console error or page crash may pass unnoticed. */
export const test = base.extend<Options>({
  allowConsoleErrors: [false, { option: true }],
  promoPopupSeen: [false, { option: true }],
  page: async ({ page, allowConsoleErrors, promoPopupSeen }, use) => {
    // OG_CPU_THROTTLE=4: every page on a CPU that many times slower, to find a test that races.
    const throttle = Number(process.env.OG_CPU_THROTTLE ?? 1);
    if (throttle > 1) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    }
    if (promoPopupSeen) await page.addInitScript((key) => sessionStorage.setItem(key, '1'), PROMO_POPUP_KEY);
    const errors: string[] = [];
    // Hosting answers a path no page has with 404.html and status 404, and Chromium logs
    // that status as a console error. Accepted only for a page visited at a path the page
    // table does not know; a 404 for any other request (a script, an image) still fails.
    const unknownPages = new Set<string>();
    page.on('response', (res) => {
      const req = res.request();
      if (res.status() === 404 && req.isNavigationRequest() && req.resourceType() === 'document') {
        const asHostingReadsIt = hostingPath(new URL(res.url()).pathname);
        if (shellForPath(asHostingReadsIt) === NOT_FOUND_URL) unknownPages.add(res.url());
      }
    });
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      const unknownPage =
        msg.text().startsWith('Failed to load resource: the server responded with a status of 404') &&
        unknownPages.has(msg.location().url);
      if (!unknownPage) errors.push(`console: ${msg.text()}`);
    });
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
    await use(page);
    if (!allowConsoleErrors) expect(errors, 'console errors on the page').toEqual([]);
  },
});

/**
 * Waits until React has taken over the page's HTML rendered at build time
 * (src/main.tsx removes data-shell then). Before it, a form's submit button
 * submits natively (GET with the fields in the URL), which a test of the page's own
 * validation must not race; and a button does nothing yet (pages whose largest paint
 * is in their HTML start their scripts only after it, scripts/vite-static-pages.ts).
 */
export async function takenOver(page: Page): Promise<void> {
  await expect(page.locator('#root[data-shell]')).toHaveCount(0);
}

/**
 * On a list page, waits until the app has drawn its own list box: the app takes the
 * page over in slices, and drops the box painted before it only once its list is drawn.
 * Until then a row's button (an accessory's zoom) is the early paint's and does nothing.
 */
export async function listDrawn(page: Page): Promise<void> {
  await takenOver(page);
  await expect(page.locator('[data-early-rows]')).toHaveCount(0);
}

export { expect };
