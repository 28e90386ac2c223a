// `npm run bench [-- --runs 5] [-- --catalogue 5000] [-- --no-lighthouse]`
// Builds for production, serves the build with gzip (as Hosting would) against
// the emulators and the seed, and measures: JS/CSS per route, Lighthouse mobile
// (median), /link against a static copy of itself, Firestore reads on a scripted
// visit, and optionally a large catalogue. Prints a table and writes
// bench/results.json and bench/RESULTS.md.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/config.mjs';
import { parseArgs } from './lib/admin-sdk.mjs';
import { firestoreAdmin } from './lib/emulator-admin.mjs';
import { readSeedDocuments } from './lib/seed-data.mjs';
import { launchBrowser } from './bench/browser.mjs';
import { catalogueDocs, measureCatalogue } from './bench/catalogue.mjs';
import { lighthouseMedian } from './bench/lighthouse.mjs';
import { countVisitReads, naiveReads } from './bench/reads.mjs';
import { judgeRoute, markdown, ROUTES } from './bench/report.mjs';
import { startStaticServer } from './bench/serve.mjs';
import { measureTransfer } from './bench/transfer.mjs';
import { runToEnd, withEmulators } from './with-emulators.mjs';

const { flags } = parseArgs(process.argv.slice(2));
const runs = flags['no-lighthouse'] ? 0 : Number(flags.runs ?? 5);
const catalogue = flags.catalogue ? Number(flags.catalogue) : 0;
process.env.OG_PORT_SHIFT ??= '700';

const OUT = path.join(ROOT, 'dist-bench');

/** /link's pre-rendered HTML without any script: the physical limit for that page. */
function writeStaticLink() {
  const html = readFileSync(path.join(OUT, 'link/index.html'), 'utf8')
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
  writeFileSync(path.join(OUT, 'bench-static-link.html'), html);
}

function seedCounts() {
  const counts = {};
  for (const d of readSeedDocuments()) {
    const c = d.path.split('/')[0];
    if (d.path.split('/').length === 2) counts[c] = (counts[c] ?? 0) + 1;
  }
  return counts;
}

const code = await withEmulators(async (env) => {
  const shift = Number(env.OG_PORT_SHIFT);
  const built = await runToEnd(
    path.join(ROOT, 'node_modules/.bin/vite'),
    ['build', '--mode', 'bench', '--outDir', OUT, '--logLevel', 'warn'],
    { ...env, VITE_USE_EMULATORS: 'true' },
  );
  if (built !== 0) return built;
  writeStaticLink();
  const port = 6000 + shift;
  const base = `http://127.0.0.1:${port}`;
  const server = await startStaticServer(OUT, port);
  const browser = await launchBrowser();
  const results = { date: new Date().toISOString(), lighthouseRuns: runs, routes: [] };
  try {
    if (runs) {
      console.log(`▶ Lighthouse: static /link copy (${runs} runs)`);
      results.staticLink = await lighthouseMedian(`${base}/bench-static-link.html`, runs);
    }
    for (const route of ROUTES) {
      console.log(`▶ ${route}`);
      const transfer = await measureTransfer(browser, base + route);
      const lighthouse = runs ? await lighthouseMedian(base + route, runs) : null;
      const checks = judgeRoute(route, transfer, lighthouse, results.staticLink?.lcp);
      results.routes.push({ route, transfer, lighthouse, checks });
    }
    if (results.staticLink) {
      const link = results.routes.find((r) => r.route === '/link');
      results.linkLcpRatio = link.lighthouse.lcp / results.staticLink.lcp;
    }

    console.log('▶ Firestore reads on the scripted visit');
    const steps = await countVisitReads(browser, base, env.VITE_FIRESTORE_EMULATOR_HOST);
    const naive = naiveReads(seedCounts());
    const total = steps.reduce((n, s) => n + s.reads, 0);
    const naiveTotal = Object.values(naive).reduce((n, x) => n + x, 0);
    const revisitsReadNothing = steps.filter((s) => s.name.endsWith('again')).every((s) => s.reads === 0);
    results.reads = { steps, naive, total, naiveTotal, revisitsReadNothing };

    if (catalogue) {
      console.log(`▶ Catalogue of ${catalogue} items`);
      const docs = catalogueDocs(catalogue);
      await firestoreAdmin({
        host: '127.0.0.1',
        firestorePort: Number(env.VITE_FIRESTORE_EMULATOR_HOST.split(':')[1]),
        projectId: 'demo-onegadget',
      }).writeDocuments(docs);
      results.catalogue = {
        items: catalogue,
        accessories: docs.filter((d) => d.path.startsWith('aksesoris/')).length,
        ...(await measureCatalogue(browser, base)),
      };
    }
  } finally {
    await browser.close();
    server.close();
  }

  const md = markdown(results);
  mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
  writeFileSync(path.join(ROOT, 'bench/results.json'), JSON.stringify(results, null, 2) + '\n');
  writeFileSync(path.join(ROOT, 'bench/RESULTS.md'), md);
  console.log('\n' + md);
  return 0;
});
process.exit(code);
