// JavaScript and CSS a route transfers before it is usable, as the browser's
// network log counts it (encodedDataLength: compressed bytes on the wire).
//
// "Usable" = the page has its heading and no loading face left (every load it
// starts with has answered). Requests sent after that moment — sections loaded
// when scrolled near, idle prefetches — are reported apart, as `later`. The moment is
// the page's own (checked every frame, on the wall clock the network log stamps each
// request with), not when the bench hears of it: the home page asks for its scroll
// animations some 50 ms after it is usable, and the bench used to hear of that moment
// late enough to count them as before on one run in two.
import { phoneContext } from './browser.mjs';

/**
 * The wall-clock time (ms) at which the page first showed a heading and no `.load-face`
 * (the shared loading face), read on the frame it happened.
 */
export async function usable(page) {
  const handle = await page.waitForFunction(
    () =>
      document.querySelector('h1') !== null &&
      document.querySelector('.load-face') === null &&
      performance.timeOrigin + performance.now(),
    null,
    { timeout: 30_000, polling: 'raf' },
  );
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
