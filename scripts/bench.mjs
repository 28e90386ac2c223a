// `npm run bench [-- --runs 5] [-- --against REV] [-- --catalogue 5000] [-- --no-lighthouse]
//  [-- --routes /,/pricelist] [-- --no-admin]`
// Builds for production, serves the build with gzip (as Hosting would) against
// the emulators and the seed, and measures: JS/CSS per route, Lighthouse mobile
// (median with its spread) beside each route's static twin and, with --against, the
// same route of REV's build, load for load; the bio visitor's second page (a tap on
// /link to the next page's rows), Firestore reads on a scripted
// visit, the admin area (public entry growth, no admin code on public routes,
// admin JS, admin reads), and optionally a large catalogue (public and admin
// lists). Prints a table and writes bench/results.json and bench/RESULTS.md.
import './lib/node-version.mjs';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/config.mjs';
import { parseArgs } from './lib/admin-sdk.mjs';
import { readSeedDocuments } from './lib/seed-data.mjs';
import {
  countAdminReads,
  measureAdminPages,
  timeAdminList,
  timeCsvImportDryRun,
  timeRepairStatusChange,
} from './bench/admin.mjs';
import {
  adminFilesLoaded,
  adminModulesIn,
  compareFirstLoads,
  publicFirstLoads,
  readChunkMap,
} from './bench/admin-code.mjs';
import { launchBrowser } from './bench/browser.mjs';
import { timeFixedWork } from './bench/machine.mjs';
import { benchBuild } from './bench/build.mjs';
import { measureCatalogue, seedCatalogue } from './bench/catalogue.mjs';
import { startLighthouse } from './bench/lighthouse.mjs';
import { LIST_PAGES, writeTwin } from './bench/twins.mjs';
import { buildBase } from './bench/base.mjs';
import { timeBioSecondPage } from './bench/bio.mjs';
import { countPageReads, countVisitReads, naiveReads } from './bench/reads.mjs';
import { judgeAdmin, judgeRoute, markdown, ROUTES } from './bench/report.mjs';
import { benchOrigin, startStaticServer } from './bench/serve.mjs';
import { measureTransfer } from './bench/transfer.mjs';
import { withEmulators } from './with-emulators.mjs';

const { flags } = parseArgs(process.argv.slice(2));
const runs = flags['no-lighthouse'] ? 0 : Number(flags.runs ?? 5);
const catalogue = flags.catalogue ? Number(flags.catalogue) : 0;
const against = typeof flags.against === 'string' ? flags.against : null;
/** A few routes only (`--routes /,/pricelist`): for trying a change, not for RESULTS.md. */
const only = typeof flags.routes === 'string' ? flags.routes.split(',') : null;
const started = Date.now();
process.env.OG_PORT_SHIFT ??= '700';

const OUT = path.join(ROOT, 'dist-bench');
/** The same app built without its admin area: what public pages would load then. */
const OUT_WITHOUT_ADMIN = path.join(ROOT, 'dist-bench-without-admin');

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
  const admin = !flags['no-admin'] && !only;
  const built =
    (await benchBuild(OUT, env)) ||
    (admin ? await benchBuild(OUT_WITHOUT_ADMIN, { ...env, OG_BENCH_WITHOUT_ADMIN: '1' }) : 0);
  if (built !== 0) return built;
  writeStaticLink();
  const baseBuild = against ? await buildBase(against, env) : null;
  const port = 6000 + shift;
  const base = benchOrigin(port);
  const server = await startStaticServer(OUT, port);
  const other = baseBuild && (await startStaticServer(baseBuild.out, port + 1));
  const origins = { now: base, ...(baseBuild ? { base: benchOrigin(port + 1) } : {}) };
  const browser = await launchBrowser();
  const results = {
    date: new Date().toISOString(),
    lighthouseRuns: runs,
    against: baseBuild ? { rev: against, commit: baseBuild.commit } : null,
    routes: [],
  };
  const pages = [...ROUTES, ...LIST_PAGES.map((p) => p.url).filter((u) => !ROUTES.includes(u))].filter(
    (u) => !only || only.includes(u),
  );
  const lighthouse = runs ? await startLighthouse({ keep: OUT }) : null;
  const minute = () => `${((Date.now() - started) / 60_000).toFixed(1)} min`;
  try {
    results.machine = { before: await timeFixedWork(browser, base) };
    for (const route of pages) {
      console.log(`▶ ${route} (${minute()})`);
      const own = ROUTES.includes(route);
      const transfer = own ? await measureTransfer(browser, base + route) : null;
      const baseTransfer = own && baseBuild ? await measureTransfer(browser, origins.base + route) : null;
      let lh = null;
      if (runs) {
        const twin =
          route === '/link' ? '/bench-static-link.html' : await writeTwin(browser, base, OUT, route);
        const urls = { now: base + route, twin: base + twin };
        if (baseBuild) urls.base = origins.base + route;
        lh = await lighthouse.sideBySide(urls, runs);
      }
      const checks = judgeRoute(route, transfer, lh);
      results.routes.push({ route, transfer, baseTransfer, lighthouse: lh, checks });
    }
    if (!only || only.includes('/link')) {
      console.log(`▶ The bio visitor: a tap on /link to the next page's rows (${minute()})`);
      results.bio = await timeBioSecondPage(browser, origins, Number(flags['bio-runs'] ?? Math.max(runs, 5)));
    }
    if (!admin) {
      results.machine.after = await timeFixedWork(browser, base);
      return report(results);
    }

    console.log('▶ Firestore reads on the scripted visit');
    const steps = await countVisitReads(browser, base, env.VITE_FIRESTORE_EMULATOR_HOST);
    const naive = naiveReads(seedCounts());
    const total = steps.reduce((n, s) => n + s.reads, 0);
    const naiveTotal = Object.values(naive).reduce((n, x) => n + x, 0);
    const revisitsReadNothing = steps.filter((s) => s.name.endsWith('again')).every((s) => s.reads === 0);
    results.reads = { steps, naive, total, naiveTotal, revisitsReadNothing };

    console.log('▶ Admin area: public entry, public routes, admin screens, admin reads');
    const chunks = readChunkMap(OUT);
    const home = results.routes.find((r) => r.route === '/');
    const homeJs = new Set(home.transfer.files.filter((f) => f.type === 'js').map((f) => f.file));
    results.admin = {
      firstLoads: compareFirstLoads(publicFirstLoads(OUT, chunks), publicFirstLoads(OUT_WITHOUT_ADMIN)),
      adminFiles: Object.keys(chunks).filter((f) => adminModulesIn(chunks, f).length > 0),
      publicRoutesWithAdminCode: results.routes
        .filter((r) => r.transfer)
        .map((r) => ({ route: r.route, files: adminFilesLoaded(chunks, r.transfer) }))
        .filter((r) => r.files.length > 0),
      pages: await measureAdminPages(browser, base, homeJs),
      reads: await countAdminReads(browser, base, env.VITE_FIRESTORE_EMULATOR_HOST),
      repairStatus: await timeRepairStatusChange(browser, base),
      collectionSizes: seedCounts(),
    };
    results.admin.checks = judgeAdmin(results.admin);

    if (catalogue) {
      console.log(`▶ Catalogue of ${catalogue} items`);
      // Each page's first-visit reads at a small catalogue, then at the large one: the same.
      const small = Math.min(50, catalogue);
      await seedCatalogue(env, small);
      const pageReadsSmall = await countPageReads(browser, base, env.VITE_FIRESTORE_EMULATOR_HOST);
      const docs = await seedCatalogue(env, catalogue);
      const pageReadsLarge = await countPageReads(browser, base, env.VITE_FIRESTORE_EMULATOR_HOST);
      results.catalogue = {
        items: catalogue,
        pageReads: { small, large: catalogue, atSmall: pageReadsSmall, atLarge: pageReadsLarge },
        accessories: docs.filter((d) => d.path.startsWith('aksesoris/')).length,
        ...(await measureCatalogue(browser, base)),
        adminList: await timeAdminList(browser, base, env.VITE_FIRESTORE_EMULATOR_HOST),
        csvImportDryRun: await timeCsvImportDryRun(browser, base, docs),
      };
    }
    results.machine.after = await timeFixedWork(browser, base);
  } finally {
    await browser.close();
    await lighthouse?.close();
    server.close();
    other?.close();
  }
  return report(results);
});

/** Prints the report; a whole run also writes it to bench/ (a part of one, to dist-bench/). */
function report(results) {
  results.minutes = (Date.now() - started) / 60_000;
  const md = markdown(results);
  const dir = only || flags['no-admin'] ? OUT : path.join(ROOT, 'bench');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'results.json'), JSON.stringify(results, null, 2) + '\n');
  writeFileSync(path.join(dir, 'RESULTS.md'), md);
  console.log('\n' + md);
  return 0;
}
process.exit(code);
