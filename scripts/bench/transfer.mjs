// JavaScript and CSS a route transfers before it is usable, as the browser's
// network log counts it (encodedDataLength: compressed bytes on the wire).
import { phoneContext } from './browser.mjs';

export async function measureTransfer(browser, url) {
  const context = await phoneContext(browser);
  // Visitors who already saw the promo popup this session are the common case after the first page.
  await context.addInitScript(() => sessionStorage.setItem('og-promo-popup-shown', '1'));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  cdp.on('Network.responseReceived', (e) => requests.set(e.requestId, { type: e.type, url: e.response.url }));
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.bytes = e.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const sum = (type) =>
    [...requests.values()].filter((r) => r.type === type).reduce((n, r) => n + (r.bytes ?? 0), 0);
  const result = { js: sum('Script'), css: sum('Stylesheet'), requests: requests.size };
  await context.close();
  return result;
}
