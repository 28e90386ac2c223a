// What the tests of the rows painted before the app share: holding the app back, and
// comparing the painted markup with the app's.
import type { Locator, Page } from '@playwright/test';
import { canonicalMarkups } from '../../../src/test/markup';

/**
 * Holds the app's entry (main.js, which every part of the app runs from) until
 * `release()`; the page's early list program (list-start, the page's first-rows
 * painter and the modules it shares with the app) still runs. Call before the page is opened.
 */
export async function holdAppScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[^/?]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * When the first painted row appeared and when the app's entry was asked for (ms from
 * the page's start): call before the page is opened, read once the app has run.
 */
export async function watchRowsThenApp(page: Page): Promise<() => Promise<{ rows: number; app: number }>> {
  await page.addInitScript(() => {
    new MutationObserver((_, watcher) => {
      if (!document.querySelector('[data-early-rows] li')) return;
      (window as { __rowsAt?: number }).__rowsAt = performance.now();
      watcher.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(() => ({
      rows: (window as { __rowsAt?: number }).__rowsAt ?? Infinity,
      app:
        performance.getEntriesByType('resource').find((e) => /\/assets\/main-[^/]+\.js$/.test(e.name))
          ?.startTime ?? -1,
    }));
}

/**
 * The elements' markup, attributes in one order, with the chat number left out: the
 * app's turns to the shop's own number once it has read it.
 */
export async function markupOf(elements: Locator): Promise<string[]> {
  const markup = await elements.evaluateAll(canonicalMarkups);
  return markup.map((m) => m.replace(/wa\.me\/\d+/g, 'wa.me/N'));
}
