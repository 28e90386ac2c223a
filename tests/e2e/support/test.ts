import { test as base, expect, type Page } from '@playwright/test';
import { PROMO_POPUP_KEY } from '../../../src/features/home/popup';

export interface Options {
  /** Console errors and uncaught exceptions fail the test unless this is true. */
  allowConsoleErrors: boolean;
  /** Start with the home page's once-per-session promo popup already seen. */
  promoPopupSeen: boolean;
}

/** Playwright's test, plus: no console error or page crash may pass unnoticed. */
export const test = base.extend<Options>({
  allowConsoleErrors: [false, { option: true }],
  promoPopupSeen: [false, { option: true }],
  page: async ({ page, allowConsoleErrors, promoPopupSeen }, use) => {
    if (promoPopupSeen) await page.addInitScript((key) => sessionStorage.setItem(key, '1'), PROMO_POPUP_KEY);
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
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

export { expect };
