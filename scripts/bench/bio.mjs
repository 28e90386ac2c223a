// The bio visitor's second page: most visitors arrive on /link from Instagram and tap
// on. From a tap on /link's Pricelist or Aksesoris to the first rows on screen, with the
// bench's phone settings applied to a real browser (CPU 4× slower, Lighthouse's slow
// 4G as DevTools applies it: every request 562.5 ms, 1.47 Mbit/s down), on a first
// visit (cold cache) and on a second visit (another day: a new tab of the same browser,
// its cache and service worker kept, the tab's list cache gone). The visitor reads /link
// for a while before tapping (READ_MS), as people do.
import { phoneContext } from './browser.mjs';
import { median } from './lighthouse.mjs';

/** Lighthouse's mobileSlow4G as DevTools throttling applies it (requestLatencyMs, kbps × 1024 / 8). */
export const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 0.9 * 1024) / 8,
  uploadThroughput: (750 * 0.9 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;
/** How long the visitor is on /link before tapping. */
const READ_MS = 2000;
/** Budget: the rows on screen within this of the tap on a first visit. */
export const BIO_SECOND_PAGE_MS = 1000;

export const BIO_TAPS = [
  { label: 'Pricelist', rows: '[data-testid="pricelist-row"]' },
  { label: 'Aksesoris', rows: '[data-testid="accessory-card"]' },
];

async function throttled(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

/** In every page of `context`: the tap's time (kept in window.name across the navigation) and the rows' first frame. */
async function watch(context, rows) {
  await context.addInitScript((selector) => {
    const now = () => performance.timeOrigin + performance.now();
    document.addEventListener('pointerdown', () => (window.name = `og-tap:${now()}`), { capture: true });
    const seen = () => {
      if (!document.querySelector(selector)) return false;
      requestAnimationFrame(() => (window.__ogRowsAt = now()));
      return true;
    };
    if (!seen())
      new MutationObserver((_, o) => seen() && o.disconnect()).observe(document, {
        childList: true,
        subtree: true,
      });
  }, rows);
}

/** One visit: /link loaded and read, a tap on `label`, ms until its rows are on screen. */
async function visit(page, url, label) {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(READ_MS);
  await page.getByRole('link', { name: label, exact: true }).tap();
  await page.waitForURL((u) => !u.pathname.startsWith('/link'), { waitUntil: 'commit' });
  const at = await page.waitForFunction(() => window.__ogRowsAt, null, { timeout: 30_000, polling: 50 });
  const rowsAt = await at.jsonValue();
  const tapAt = Number((await page.evaluate(() => window.name)).replace('og-tap:', ''));
  return Math.round(rowsAt - tapAt);
}

/** `bases`: { name: origin }; loads alternate between them. Returns { name: { label: { first, second } } }. */
export async function timeBioSecondPage(browser, bases, runs) {
  const out = {};
  for (const name of Object.keys(bases)) out[name] = {};
  for (const { label, rows } of BIO_TAPS) {
    const times = Object.fromEntries(Object.keys(bases).map((n) => [n, { first: [], second: [] }]));
    for (let i = 0; i < runs; i++) {
      const names = Object.keys(bases);
      for (const name of i % 2 ? names.reverse() : names) {
        const context = await phoneContext(browser);
        try {
          await watch(context, rows);
          const first = await throttled(context);
          times[name].first.push(await visit(first, `${bases[name]}/link`, label));
          await first.waitForLoadState('load');
          await first.close();
          times[name].second.push(await visit(await throttled(context), `${bases[name]}/link`, label));
        } finally {
          await context.close();
        }
      }
    }
    for (const name of Object.keys(bases)) {
      const t = times[name];
      const sum = (xs) => ({ median: median(xs), min: Math.min(...xs), max: Math.max(...xs), samples: xs });
      out[name][label] = { first: sum(t.first), second: sum(t.second) };
    }
  }
  return out;
}
