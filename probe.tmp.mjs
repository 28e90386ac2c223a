import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { firestoreAdmin } from './scripts/lib/emulator-admin.mjs';
import { launchBrowser, phoneContext } from './scripts/bench/browser.mjs';
import { catalogueDocs } from './scripts/bench/catalogue.mjs';
import { startStaticServer } from './scripts/bench/serve.mjs';
import { withEmulators } from './scripts/with-emulators.mjs';
process.env.OG_PORT_SHIFT = '700';
const code = await withEmulators(async (env) => {
  await firestoreAdmin({ host: '127.0.0.1', firestorePort: Number(env.VITE_FIRESTORE_EMULATOR_HOST.split(':')[1]), projectId: 'demo-onegadget' }).writeDocuments(catalogueDocs(5000));
  const server = await startStaticServer(path.resolve('dist-bench'), 6700);
  const browser = await launchBrowser();
  for (let run = 0; run < 3; run++) {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    const reqs = new Map();
    cdp.on('Network.requestWillBeSent', (e) => reqs.set(e.requestId, { url: e.request.url, t0: e.timestamp }));
    cdp.on('Network.responseReceived', (e) => { const r = reqs.get(e.requestId); if (r) r.tResp = e.timestamp; });
    cdp.on('Network.loadingFinished', (e) => { const r = reqs.get(e.requestId); if (r) { r.tEnd = e.timestamp; r.bytes = e.encodedDataLength; } });
    if (run === 2) await cdp.send('Profiler.enable'), await cdp.send('Profiler.start');
    const start = Date.now();
    await page.goto('http://127.0.0.1:6700/pricelist?tab=android', { waitUntil: 'commit' });
    await page.locator('[data-testid="pricelist-row"]').first().waitFor({ state: 'visible', timeout: 60000 });
    const ms = Date.now() - start;
    if (run === 2) { const { profile } = await cdp.send('Profiler.stop'); writeFileSync('/tmp/prof.cpuprofile', JSON.stringify(profile)); }
    const all = [...reqs.values()]; const t0 = Math.min(...all.map((r) => r.t0));
    console.log(`run ${run}: first rows ${ms} ms`);
    for (const r of all) console.log(`   ${((r.t0 - t0) * 1000).toFixed(0).padStart(5)} → ${((r.tResp - t0) * 1000).toFixed(0).padStart(5)} → ${((r.tEnd - t0) * 1000).toFixed(0).padStart(5)} ${String(r.bytes).padStart(7)} ${r.url.slice(0, 110)}`);
    await context.close();
  }
  await browser.close(); server.close();
  return 0;
});
process.exit(code);
