// `node scripts/bench/admin-list.mjs [--runs 5] [--catalogue 5000] [--trace out.json] [--no-build]`
// `node scripts/bench/admin-list.mjs --summarise out.json` (a trace taken before, same build)
// `--compare DIR`: another build of the app (e.g. an earlier commit's, built the same
// way) is served beside this one and the runs alternate between the two, so that a
// busy machine slows both alike; medians for each.
// The bench's "admin list usable" measure alone, without the rest of `npm run bench`:
// builds as the bench does (with source maps), starts seeded emulators, adds the
// bench catalogue, and runs timeAdminList() `--runs` times (CPU 4×, cold cache).
// With `--trace FILE`, one more load is traced (Chrome's performance trace with
// CPU samples) and summed up: when each request went and came back, and where the
// main thread's time went between navigation, the Firestore request and the first row.
import path from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { readFileSync, writeFileSync } from 'node:fs';
import { ROOT } from '../lib/config.mjs';
import { parseArgs } from '../lib/admin-sdk.mjs';
import { adminContext, timeAdminList } from './admin.mjs';
import { launchBrowser } from './browser.mjs';
import { benchBuild } from './build.mjs';
import { seedCatalogue } from './catalogue.mjs';
import { median } from './lighthouse.mjs';
import { benchOrigin, startStaticServer } from './serve.mjs';
import { withEmulators } from '../with-emulators.mjs';

const { flags } = parseArgs(process.argv.slice(2));
const runs = Number(flags.runs ?? 5);
const items = Number(flags.catalogue ?? 5000);
const tracePath = typeof flags.trace === 'string' ? path.resolve(flags.trace) : null;
process.env.OG_PORT_SHIFT ??= '500';
const OUT = path.join(ROOT, 'dist-bench-admin-list');

/** One traced load of the list (CPU 4×, cold cache), marks 'og-first-row' when a row appears. */
async function traceLoad(browser, base) {
  const context = await adminContext(browser, base);
  try {
    await context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[data-testid="admin-row"]')) return;
        observer.disconnect();
        performance.mark('og-first-row');
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'disabled-by-default-v8.cpu_profiler',
        'blink.user_timing',
        'loading',
      ],
    });
    await page.goto(`${base}/admin/katalog/pricelist`, { waitUntil: 'commit' });
    await page.getByTestId('admin-row').first().waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForTimeout(300);
    const buffer = await browser.stopTracing();
    return JSON.parse(buffer.toString('utf8'));
  } finally {
    await context.close();
  }
}

const maps = new Map();
function original(url, line, column) {
  const file = url.startsWith('http') ? new URL(url).pathname : null;
  if (!file || !file.endsWith('.js')) return null;
  if (!maps.has(file)) {
    try {
      maps.set(file, new TraceMap(readFileSync(path.join(OUT, file + '.map'), 'utf8')));
    } catch {
      maps.set(file, null);
    }
  }
  const map = maps.get(file);
  if (!map) return null;
  const pos = originalPositionFor(map, { line: line + 1, column });
  if (!pos.source) return null;
  const source = pos.source.replace(/^(\.\.\/)+/, '').replace(/.*node_modules\//, '');
  return { source, name: pos.name, line: pos.line };
}

/** Requests, marks and CPU self time by window and by function, relative to navigation start. */
function summarise(trace) {
  const events = trace.traceEvents;
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame);
  const t0 = nav?.ts ?? Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
  const rel = (ts) => Math.round((ts - t0) / 1000);
  const sends = new Map();
  const requests = [];
  for (const e of events) {
    const d = e.args?.data;
    if (e.name === 'ResourceSendRequest') sends.set(d.requestId, { url: d.url, sent: rel(e.ts) });
    if (e.name === 'ResourceFinish' && sends.has(d.requestId)) {
      const r = sends.get(d.requestId);
      requests.push({ ...r, done: rel(e.ts), bytes: d.encodedDataLength });
    }
  }
  const short = (u) =>
    u
      .replace(/^https?:\/\/[^/]+/, '')
      .replace(/\?.*/, '')
      .slice(0, 90);
  console.log('\nRequests (ms from navigation start):');
  for (const r of requests.sort((a, b) => a.sent - b.sent))
    console.log(`  ${String(r.sent).padStart(5)} → ${String(r.done).padStart(5)}  ${short(r.url)}`);
  const firstRow = events.find((e) => e.name === 'og-first-row');
  const firestore = requests.filter((r) => r.url.includes(':documents') || r.url.includes('/documents'));
  const fsReq = firestore.at(-1);
  const marks = {
    firestoreSent: fsReq?.sent ?? null,
    firestoreDone: fsReq?.done ?? null,
    firstRow: firstRow ? rel(firstRow.ts) : null,
  };
  console.log('Marks:', marks);

  // CPU samples: the Profile / ProfileChunk events of the page's main thread.
  const chunks = events.filter((e) => e.name === 'ProfileChunk');
  // The page's main thread (other renderers, e.g. the browser's own UI, profile too).
  const profile = events.find((e) => e.name === 'Profile' && e.pid === (firstRow ?? nav)?.pid);
  if (!profile || chunks.length === 0) return;
  const nodes = new Map();
  let ts = profile.args.data.startTime;
  const samples = [];
  for (const c of chunks.filter((c) => c.pid === profile.pid && c.id === profile.id)) {
    const p = c.args.data.cpuProfile ?? {};
    for (const n of p.nodes ?? []) nodes.set(n.id, n);
    const deltas = c.args.data.timeDeltas ?? [];
    (p.samples ?? []).forEach((s, i) => {
      ts += deltas[i] ?? 0;
      samples.push({ node: s, ts });
    });
  }
  const label = (n) => {
    const f = n.callFrame;
    if (!f.url) return f.functionName || '(program)';
    const o = original(f.url, f.lineNumber, f.columnNumber);
    return o
      ? `${o.name ?? f.functionName ?? '?'} ${o.source}:${o.line}`
      : `${f.functionName} ${short(f.url)}`;
  };
  const windows = [
    ['navigation → Firestore request sent', 0, marks.firestoreSent],
    ['request in flight', marks.firestoreSent, marks.firestoreDone],
    ['Firestore answer → first row', marks.firestoreDone, marks.firstRow],
  ];
  for (const [name, from, to] of windows) {
    if (from === null || to === null) continue;
    const self = new Map();
    const bySource = new Map();
    let total = 0;
    for (let i = 0; i < samples.length - 1; i++) {
      const at = rel(samples[i].ts);
      if (at < from || at >= to) continue;
      const dur = (samples[i + 1].ts - samples[i].ts) / 1000;
      const n = nodes.get(samples[i].node);
      if (!n || n.callFrame.functionName === '(idle)') continue;
      total += dur;
      const l = label(n);
      self.set(l, (self.get(l) ?? 0) + dur);
      const src = l.split(' ')[1]?.split(':')[0] ?? l;
      const group = src.includes('/') ? src.split('/').slice(0, 2).join('/') : src;
      bySource.set(group, (bySource.get(group) ?? 0) + dur);
    }
    console.log(`\n${name} (${from}–${to} ms, ${to - from} ms): busy ${Math.round(total)} ms`);
    const top = (m, k) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, k)
        .map(([l, d]) => `    ${String(Math.round(d)).padStart(5)} ms  ${l}`)
        .join('\n');
    console.log('  by package / folder:\n' + top(bySource, 10));
    console.log('  by function (self):\n' + top(self, 15));
  }
}

if (typeof flags.summarise === 'string') {
  summarise(JSON.parse(readFileSync(flags.summarise, 'utf8')));
  process.exit(0);
}

const code = await withEmulators(async (env) => {
  if (!flags['no-build'] && (await benchBuild(OUT, env, ['--sourcemap'])) !== 0) return 1;
  await seedCatalogue(env, items);
  const port = 6000 + Number(env.OG_PORT_SHIFT);
  const base = benchOrigin(port);
  const server = await startStaticServer(OUT, port);
  const compare = typeof flags.compare === 'string' ? path.resolve(flags.compare) : null;
  const other = compare && (await startStaticServer(compare, port + 1));
  const sides = [
    ...(compare ? [{ name: path.basename(compare), base: benchOrigin(port + 1), results: [] }] : []),
    { name: path.basename(OUT), base, results: [] },
  ];
  const browser = await launchBrowser();
  try {
    for (let i = 0; i < runs; i++) {
      for (const side of sides) {
        const r = await timeAdminList(browser, side.base, env.VITE_FIRESTORE_EMULATOR_HOST);
        side.results.push(r);
        console.log(
          `${side.name} run ${i + 1}: firstRows ${r.firstRowsMs} ms (polled ${r.polledFirstRowsMs}), firestoreDone ${r.firestoreDoneMs} ms, search ${Math.round(r.searchMs)} ms, usable ${Math.round(r.usableMs)} ms`,
        );
      }
    }
    for (const side of runs ? sides : []) {
      const m = (k) => Math.round(median(side.results.map((r) => r[k])));
      console.log(
        `${side.name} median: firstRows ${m('firstRowsMs')} ms (polled ${m('polledFirstRowsMs')}), firestoreDone ${m('firestoreDoneMs')} ms, search ${m('searchMs')} ms, usable ${m('usableMs')} ms (max ${Math.round(Math.max(...side.results.map((r) => r.usableMs)))} ms)`,
      );
    }
    if (tracePath) {
      const trace = await traceLoad(browser, base);
      writeFileSync(tracePath, JSON.stringify(trace));
      summarise(trace);
    }
  } finally {
    await browser.close();
    server.close();
    other?.close();
  }
  return 0;
});
process.exit(code);
