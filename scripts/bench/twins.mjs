// The list pages against their static twins: each page as the app leaves it once its
// rows are in, saved as plain HTML with no script (what a page with its rows baked in
// would paint), measured by Lighthouse in the same run as the page itself. The ratio
// of the two LCPs says how close to "as fast as static" the rows come.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { phoneContext } from './browser.mjs';
import { lighthouseMedian } from './lighthouse.mjs';

/** The list pages and the rows each waits for. */
export const LIST_PAGES = [
  { url: '/pricelist', rows: '[data-testid="pricelist-row"]' },
  { url: '/pricelist?tab=sparepart', rows: '[data-testid="sparepart-row"]' },
  { url: '/aksesoris', rows: '[data-testid="accessory-card"]' },
];

export const TWIN_LCP_RATIO = 1.3;

/** The page's HTML once its rows are drawn, without its scripts: the twin a static site would serve. */
async function writeTwin(browser, base, dist, page) {
  const context = await phoneContext(browser);
  try {
    const tab = await context.newPage();
    await tab.goto(base + page.url);
    await tab.locator(page.rows).first().waitFor({ timeout: 30_000 });
    const html = await tab.evaluate(() => {
      for (const el of document.querySelectorAll('script, link[rel="modulepreload"]')) el.remove();
      return '<!doctype html>\n' + document.documentElement.outerHTML;
    });
    const file = `bench-twin-${page.url.replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '')}.html`;
    writeFileSync(path.join(dist, file), html);
    return `/${file}`;
  } finally {
    await context.close();
  }
}

/** Each list page and its twin, Lighthouse's median of `runs` for both. */
export async function measureTwins(browser, base, dist, runs) {
  const out = [];
  for (const page of LIST_PAGES) {
    console.log(`▶ ${page.url} and its static twin`);
    const twinUrl = await writeTwin(browser, base, dist, page);
    const twin = await lighthouseMedian(base + twinUrl, runs);
    const real = await lighthouseMedian(base + page.url, runs);
    const ratio = real.lcp / twin.lcp;
    out.push({ url: page.url, lcp: real.lcp, twinLcp: twin.lcp, ratio, pass: ratio <= TWIN_LCP_RATIO });
  }
  return out;
}
