// Each route against its static twin: the page as the app leaves it once usable (the
// list pages: once their rows are in), saved as plain HTML with no script (what a page
// with everything baked in would paint), measured by Lighthouse in the same run as the
// page itself, load for load. /link's twin is its own HTML without its script.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { phoneContext } from './browser.mjs';

/** The list pages and the rows each waits for: their LCP is data read from another origin. */
export const LIST_PAGES = [
  { url: '/pricelist', rows: '[data-testid="pricelist-row"]' },
  { url: '/pricelist?tab=sparepart', rows: '[data-testid="sparepart-row"]' },
  { url: '/aksesoris', rows: '[data-testid="accessory-card"]' },
];

export const listPage = (url) => LIST_PAGES.find((p) => p.url === url);

/**
 * A list page waits for a cold connection to the data's origin that its twin never
 * makes (docs/performance.md, "Known gaps"): it may paint its rows at most this much
 * after the twin. Every other page: at most TWIN_LCP_RATIO × the twin's LCP.
 */
export const LIST_TWIN_LCP_MARGIN_MS = 500;
export const TWIN_LCP_RATIO = 1.3;

/** Whether a route's LCP (ms) keeps to its twin's. */
export function withinTwin(url, lcp, twinLcp) {
  return listPage(url) ? lcp <= twinLcp + LIST_TWIN_LCP_MARGIN_MS : lcp <= TWIN_LCP_RATIO * twinLcp;
}

export const twinBudgetText = (url) =>
  listPage(url) ? `≤ twin + ${LIST_TWIN_LCP_MARGIN_MS} ms` : `≤ ${TWIN_LCP_RATIO.toFixed(1)} × twin`;

/** The page's HTML once usable (its rows drawn), without its scripts: the twin a static site would serve. */
export async function writeTwin(browser, base, dist, url) {
  const context = await phoneContext(browser);
  // The popup is not part of the page a twin stands for.
  await context.addInitScript(() => sessionStorage.setItem('og-promo-popup-shown', '1'));
  try {
    const tab = await context.newPage();
    await tab.goto(base + url);
    const list = listPage(url);
    if (list) await tab.locator(list.rows).first().waitFor({ timeout: 30_000 });
    else
      await tab.waitForFunction(
        () => {
          const root = document.getElementById('root');
          const appIn = Object.keys(root ?? {}).some((k) => k.startsWith('__reactContainer'));
          return appIn && document.querySelector('h1') && !document.querySelector('.load-face');
        },
        null,
        { timeout: 30_000, polling: 100 },
      );
    const html = await tab.evaluate(() => {
      for (const el of document.querySelectorAll('script, link[rel="modulepreload"]')) el.remove();
      return '<!doctype html>\n' + document.documentElement.outerHTML;
    });
    const file = `bench-twin-${url.replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '') || 'home'}.html`;
    writeFileSync(path.join(dist, file), html);
    return `/${file}`;
  } finally {
    await context.close();
  }
}
