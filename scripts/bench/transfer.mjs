// JavaScript and CSS a route transfers before it is usable, as the browser's
// network log counts it (encodedDataLength: compressed bytes on the wire).
//
// "Usable" = the app has taken the page over (a prerendered page shows its heading
// before any script: its app's files count), and the page has its heading and no
// loading face left (every load it starts with has answered). Requests sent after that
// moment — sections loaded when scrolled near, idle prefetches, the home page's scroll
// animations — are reported apart, as `later`. The moment is the page's own, watched
// from its first frame and stamped on the wall clock the network log stamps each
// request with, not when the bench hears of it (then a request sent a few ms after it
// counted as before on one run and after on the next).
import { phoneContext } from './browser.mjs';

/** Watches `page` from its start for the moment it is usable (window.__ogUsableAt, wall-clock ms). */
function watchUsable(page) {
  return page.addInitScript(() => {
    const check = () => {
      const root = document.getElementById('root');
      // createRoot and hydrateRoot mark their container; /link has no app to wait for.
      const appIn = !root || Object.keys(root).some((k) => k.startsWith('__reactContainer'));
      if (appIn && document.querySelector('h1') && !document.querySelector('.load-face'))
        window.__ogUsableAt = performance.timeOrigin + performance.now();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

/** The wall-clock time (ms) at which the page was first usable: `watchUsable` must be watching it. */
async function usable(page) {
  const handle = await page.waitForFunction(() => window.__ogUsableAt, null, {
    timeout: 30_000,
    polling: 100,
  });
  return handle.jsonValue();
}

/**
 * In a fresh phone context, or in `options.context` (e.g. one signed in as the
 * admin; left open) with the browser's cache off, so both start cold.
 */
export async function measureTransfer(browser, url, options = {}) {
  const context = options.context ?? (await phoneContext(browser));
  // Visitors who already saw the promo popup this session are the common case after the first page.
  if (!options.context)
    await context.addInitScript(() => sessionStorage.setItem('og-promo-popup-shown', '1'));
  const page = await context.newPage();
  await watchUsable(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (options.context) await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) =>
    requests.set(e.requestId, { url: e.request.url, sentAt: e.wallTime * 1000 }),
  );
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.type = e.type;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.bytes = e.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'load' });
  const usableAt = await usable(page);
  await page.waitForLoadState('networkidle');
  const files = [...requests.values()]
    .filter((r) => r.type === 'Script' || r.type === 'Stylesheet')
    .map((r) => ({
      file: new URL(r.url).pathname,
      type: r.type === 'Script' ? 'js' : 'css',
      bytes: r.bytes ?? 0,
      beforeUsable: r.sentAt <= usableAt,
    }));
  const sum = (type, before) =>
    files.filter((f) => f.type === type && f.beforeUsable === before).reduce((n, f) => n + f.bytes, 0);
  const result = {
    url: page.url(),
    js: sum('js', true),
    css: sum('css', true),
    later: { js: sum('js', false), css: sum('css', false) },
    requests: requests.size,
    files,
  };
  if (options.context) await page.close();
  else await context.close();
  return result;
}
