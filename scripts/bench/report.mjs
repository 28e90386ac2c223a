// Budgets and the printed / written report.
import { APP_HTML, PAGE_LIST } from '../../src/app/pages.ts';
import { listsOf } from '../../src/firebase/list-changes.ts';
import { LISTS } from '../../src/firebase/lists.ts';
import { BIO_SECOND_PAGE_MS, BIO_TAPS } from './bio.mjs';
import { twinBudgetText, withinTwin } from './twins.mjs';

/**
 * The public pages the bench loads, from the page table (src/app/pages.ts): every route
 * with a page file of its own (not the member and admin areas' app), and a path of its
 * own (no pattern, not the not-found page). A page added to the table is measured too.
 */
export const ROUTES = PAGE_LIST.filter((p) => p.file && p.file !== APP_HTML && !/[:*]/.test(p.path)).map(
  (p) => p.path,
);

const KB = 1000;
const kb = (b) => `${(b / KB).toFixed(1)} kB`;
const ms = (x) => (x == null ? '–' : `${Math.round(x)} ms`);
const ok = (pass) => (pass ? '✔' : '✖');
const cssGrowth = (r) =>
  CSS_BEFORE_DESIGN[r.route] === undefined
    ? '–'
    : `${r.transfer.css >= CSS_BEFORE_DESIGN[r.route] ? '+' : '−'}${kb(Math.abs(r.transfer.css - CSS_BEFORE_DESIGN[r.route]))} (≤ +${kb(DESIGN_CSS_GROWTH)})`;

/**
 * Each route's CSS (gzip) before the design system (bench at dd43e0f): the look may add at
 * most DESIGN_CSS_GROWTH to any route, so a page stays as quick to paint as it was.
 */
export const CSS_BEFORE_DESIGN = {
  '/link': 10_366,
  '/': 11_436,
  '/pricelist': 11_657,
  '/aksesoris': 10_083,
  '/goodnews': 10_095,
  '/kalkulator-harga': 10_047,
  '/cek-servisan': 10_981,
  '/member/login': 10_145,
};
export const DESIGN_CSS_GROWTH = 3 * KB;

/**
 * JavaScript before usable per route on the day of the main-thread issue (bench/RESULTS.md
 * at 4e1118e, gzip bytes): no route may load more before it is usable.
 */
export const JS_BEFORE_USABLE_THEN = {
  '/': 109_700,
  '/link': 2_000,
  '/pricelist': 111_100,
  '/aksesoris': 109_600,
  '/goodnews': 101_500,
  '/kalkulator-harga': 105_300,
  '/cek-servisan': 106_600,
  '/member/login': 130_200,
};

/** Where the page's script evaluation during load (Lighthouse's bootup-time, 4×) is held to BOOTUP_MS. */
export const BOOTUP_ROUTES = [
  '/',
  '/pricelist',
  '/pricelist?tab=sparepart',
  '/aksesoris',
  '/kalkulator-harga',
];
export const BOOTUP_MS = 400;
/** The home page's promo popup may never be its late largest paint: every load's LCP. */
export const HOME_LCP_EVERY_LOAD_MS = 2500;

export function routeBudget(route) {
  return route === '/link'
    ? { score: 0.98, js: 100 * KB, css: 20 * KB }
    : { score: 0.95, js: 150 * KB, css: 20 * KB, fcpRatio: 1.3, tbt: 150, cls: 0.05 };
}

/**
 * `lh`: { now, twin, base? } from lighthouseSideBySide (medians with their spread). LCP
 * keeps to the route's twin (twins.mjs); FCP ≤ 1.3 × the twin's; TBT ≤ 150 ms; bootup
 * ≤ 400 ms where BOOTUP_ROUTES says, elsewhere (with a base) no higher than the base's
 * highest load.
 */
export function judgeRoute(route, transfer, lh) {
  const b = routeBudget(route);
  const checks = {};
  if (transfer) {
    checks.js = transfer.js <= b.js;
    checks.css = transfer.css <= b.css;
    if (JS_BEFORE_USABLE_THEN[route] !== undefined)
      checks.jsThen = transfer.js <= JS_BEFORE_USABLE_THEN[route];
    if (CSS_BEFORE_DESIGN[route] !== undefined)
      checks.cssGrowth = transfer.css - CSS_BEFORE_DESIGN[route] <= DESIGN_CSS_GROWTH;
  }
  if (lh) {
    const { now, twin, base } = lh;
    checks.score = now.score >= b.score;
    checks.lcp = withinTwin(route, now.lcp, twin.lcp);
    if (b.fcpRatio) checks.fcp = now.fcp <= b.fcpRatio * twin.fcp;
    if (b.tbt) checks.tbt = now.tbt <= b.tbt;
    if (b.cls) checks.cls = now.cls <= b.cls;
    if (BOOTUP_ROUTES.includes(route)) checks.bootup = now.bootup <= BOOTUP_MS;
    else if (base) checks.bootup = now.bootup <= base.spread.bootup[1];
    if (route === '/') checks.lcpEveryLoad = now.spread.lcp[1] <= HOME_LCP_EVERY_LOAD_MS;
  }
  return checks;
}

/** A list page's first rows at the large catalogue, on a phone's CPU (4×, the network unthrottled). */
export const FIRST_ROWS_MS = 1200;

/** Admin budgets: the public entry's growth, the JS of an admin screen's first load. */
export const ADMIN_BUDGET = {
  publicGrowth: 5 * KB,
  js: 150 * KB,
  listUsableMs: 2500,
  csvDryRunMs: 3000,
  statusChangeMs: 1000,
};

/** The chat chart's query on document ids: at most one more day than it shows (docs/chat-taps.md). */
const CHAT_TAP_DAYS = 31;

/** One step of the admin visit: what it may read, and whether it kept to it. */
export function judgeAdminStep(step, counts) {
  // The dashboard counts with count queries; its chat chart reads a month of chat_taps days, one document each.
  if (!step.collection)
    return {
      budget: `count queries, and at most ${CHAT_TAP_DAYS} chat-tap days`,
      pass: step.reads <= CHAT_TAP_DAYS && step.aggregations > 0,
    };
  if (step.name.endsWith('again'))
    return { budget: 'nothing', pass: step.reads === 0 && step.aggregations === 0 };
  // A collection with visitor lists is read from them, with one count to know they hold every document.
  const parts = listsOf(step.collection).reduce((sum, name) => sum + LISTS[name].parts, 0);
  if (parts > 0)
    return {
      budget: `its visitor lists once (${parts}) and one count`,
      pass: step.reads === parts && step.aggregations === 1,
    };
  const n = counts[step.collection];
  return { budget: `the collection once (${n})`, pass: step.reads === n && step.aggregations === 0 };
}

const total = (x) => (x ? x.js + x.css : null);

/** A first load's growth since before the admin area (null when that build had no such route). */
export const growthOf = (row) => (row.before ? total(row.now) - total(row.before) : null);

/** What the admin area adds to a public first load: against this build without it. */
const adminShareOf = (row) => (row.withoutAdmin ? total(row.now) - total(row.withoutAdmin) : null);

/**
 * The budget: the public entry grows ≤ 5 kB since before the admin area, and no
 * route's first load carries more than 5 kB of the admin area's making. A route's
 * growth since that commit is shown too, but also holds later public work
 * (prerendered pages, the price list's first rows, the offline copy).
 */
function publicGrowthPasses(row) {
  const measured = row.name === 'entry' ? growthOf(row) : adminShareOf(row);
  return measured === null ? null : measured <= ADMIN_BUDGET.publicGrowth;
}

export function judgeAdmin(admin) {
  const judged = admin.firstLoads.rows.map(publicGrowthPasses).filter((p) => p !== null);
  const checks = {
    publicGrowth: judged.length > 0 && judged.every(Boolean),
    // Vacuous if the build had no admin code to find: then the check itself is broken.
    noAdminCodeOnPublicRoutes: admin.adminFiles.length > 0 && admin.publicRoutesWithAdminCode.length === 0,
  };
  for (const p of admin.pages) checks[`js ${p.path}`] = p.jsBeyondPublic <= ADMIN_BUDGET.js;
  checks.statusChange = admin.repairStatus.ms <= ADMIN_BUDGET.statusChangeMs;
  const steps = admin.reads.map((s) => ({ ...s, judged: judgeAdminStep(s, admin.collectionSizes) }));
  checks.dashboardCounts = steps.filter((s) => !s.collection).every((s) => s.judged.pass);
  checks.listsReadOnce = steps
    .filter((s) => s.collection && !s.name.endsWith('again'))
    .every((s) => s.judged.pass);
  checks.revisitsReadNothing = steps
    .filter((s) => s.collection && s.name.endsWith('again'))
    .every((s) => s.judged.pass);
  return checks;
}

const signed = (b) => (b == null ? '–' : `${b < 0 ? '−' : '+'}${kb(Math.abs(b))}`);

function adminSection(lines, a) {
  const f = a.firstLoads;
  lines.push(
    '',
    '## Admin area',
    '',
    `What public pages load first, from the build (JS + CSS, gzip -9): the entry (main.js with its imports, the route preload, their CSS) and each route with the files the route preload starts for it; next to ${f.beforeCommit}, the commit before the admin area, and to this build with the admin area left out. Budget: the entry grows ≤ +${kb(ADMIN_BUDGET.publicGrowth)}; on each route, the admin area's share ≤ +${kb(ADMIN_BUDGET.publicGrowth)} (a route's growth since ${f.beforeCommit} also holds later public work).`,
    '',
    '| first load | now | before the admin area | growth | of which the admin area | budget |',
    '|---|---|---|---|---|---|',
  );
  for (const r of f.rows) {
    const pass = publicGrowthPasses(r);
    const budget = `${r.name === 'entry' ? 'growth' : 'admin share'} ≤ +${kb(ADMIN_BUDGET.publicGrowth)}`;
    lines.push(
      `| ${r.name} | ${kb(total(r.now))} | ${r.before ? kb(total(r.before)) : '–'} | ${signed(growthOf(r))} | ${signed(adminShareOf(r))} | ${pass === null ? '–' : `${budget} ${ok(pass)}`} |`,
    );
  }
  lines.push(
    '',
    'Signed in as the seed admin, phone size; JS as transferred on a first load (cold cache) until the screen is usable.',
    '',
    '| measure | value | budget |',
    '|---|---|---|',
    `| admin code loaded by the public routes (${a.adminFiles.length} admin file(s) in the build, found by their modules) | ${a.publicRoutesWithAdminCode.length ? a.publicRoutesWithAdminCode.map((r) => `${r.route}: ${r.files.join(', ')}`).join('; ') : 'none'} | none ${ok(a.checks.noAdminCodeOnPublicRoutes)} |`,
  );
  for (const p of a.pages) {
    lines.push(
      `| ${p.path}: JS beyond what / loads (all JS ${kb(p.js)}) | ${kb(p.jsBeyondPublic)} | ≤ ${kb(ADMIN_BUDGET.js)} ${ok(a.checks[`js ${p.path}`])} |`,
    );
  }
  const r = a.repairStatus;
  lines.push(
    `| repair ${r.code}: tap '${r.status}' → stored and shown | ${ms(r.ms)} | ≤ ${ADMIN_BUDGET.statusChangeMs} ms ${ok(a.checks.statusChange)} |`,
  );
  lines.push(
    '',
    'Firestore reads on an admin visit: the dashboard loaded, then moving through the admin menu (no reload).',
    '',
    '| step | documents | count queries | budget |',
    '|---|---|---|---|',
  );
  for (const s of a.reads) {
    const j = judgeAdminStep(s, a.collectionSizes);
    lines.push(`| ${s.name} | ${s.reads} | ${s.aggregations} | ${j.budget} ${ok(j.pass)} |`);
  }
}

/** ' (median of 5 loads: 1900–2400 ms)', or nothing for results from before the median. */
function loads(c, list) {
  const spread = c[`${list}FirstRowsSpreadMs`];
  return spread ? ` (median of ${c.firstRowsLoads} loads: ${spread[0]}–${spread[1]} ms)` : '';
}

export function markdown(results) {
  const lines = [];
  lines.push(`# Benchmark — ${results.date}`, '');
  if (results.minutes) lines.push(`The run took ${results.minutes.toFixed(1)} minutes.`, '');
  lines.push(
    `Production build, gzip, served over HTTP/2 with TLS as Hosting does, local emulators with the seed; phone (390 px). Lighthouse ${results.lighthouseRuns ? `mobile, default throttling, a first visit (cold cache in a browser already running, popup and after-load work inside the trace), median of ${results.lighthouseRuns}` : 'skipped'}. kB = 1,000 bytes.`,
    '',
  );
  if (results.machine)
    lines.push(
      `Machine: the same fixed work (sorting and copying 200,000 numbers in a page, CPU 4×) took ${ms(results.machine.before)} at the start of this run and ${ms(results.machine.after)} at its end. The times below move with it: compare a line across runs only next to this one.`,
      '',
    );
  routeTables(lines, results);
  if (results.bio) bioSection(lines, results);
  const v = results.reads;
  if (v)
    lines.push(
      '',
      '## Firestore documents read on a scripted visit',
      '',
      '| step | read | naive |',
      '|---|---|---|',
    );
  if (v) for (const s of v.steps) lines.push(`| ${s.name} | ${s.reads} | ${v.naive[s.name]} |`);
  if (v)
    lines.push(
      `| **total** | **${v.total}** | **${v.naiveTotal}** |`,
      '',
      `Budget: at most a third of naive (${(v.naiveTotal / 3).toFixed(1)}) ${ok(v.total <= v.naiveTotal / 3)}; revisits read nothing ${ok(v.revisitsReadNothing)}.`,
    );
  if (results.admin) adminSection(lines, results.admin);
  if (results.catalogue) {
    const c = results.catalogue;
    lines.push(
      '',
      `## Catalogue of ${c.items} price-list items and ${c.accessories} accessories (CPU 4× slower)`,
      '',
      `| measure | value | budget |`,
      '|---|---|---|',
      `| /pricelist first rows${loads(c, 'pricelist')} | ${ms(c.pricelistFirstRowsMs)} | ≤ ${FIRST_ROWS_MS} ms ${ok(c.pricelistFirstRowsMs <= FIRST_ROWS_MS)} |`,
      `| /aksesoris first rows${loads(c, 'accessories')} | ${ms(c.accessoriesFirstRowsMs)} | ≤ ${FIRST_ROWS_MS} ms ${ok(c.accessoriesFirstRowsMs <= FIRST_ROWS_MS)} |`,
      `| keystroke → list drawn for the new query (median of ${c.keysAnswered}/${c.keys} keys) | ${ms(c.keystrokeMedianMs)} | ≤ 100 ms ${ok(c.keystrokeMedianMs != null && c.keystrokeMedianMs <= 100)} |`,
    );
    const l = c.adminList;
    if (l) {
      lines.push(
        `| admin /admin/katalog/pricelist first rows (cold cache; Firestore's answer in at ${ms(l.firestoreDoneMs)}) | ${ms(l.firstRowsMs)} | |`,
        `| admin list: search '${l.query}' → list answered (${l.after}) | ${ms(l.searchMs)} | |`,
        `| admin list usable: first rows + search answered | ${ms(l.usableMs)} | ≤ ${ADMIN_BUDGET.listUsableMs} ms ${ok(l.usableMs <= ADMIN_BUDGET.listUsableMs)} |`,
      );
    }
    if (c.pageReads) pageReadsSection(lines, c.pageReads);
    lines.push(
      c.csvImportDryRun
        ? `| admin CSV import dry run, ${c.csvImportDryRun.rows} rows (${c.csvImportDryRun.counts}) | ${ms(c.csvImportDryRun.ms)} | ≤ ${ADMIN_BUDGET.csvDryRunMs} ms ${ok(c.csvImportDryRun.ms <= ADMIN_BUDGET.csvDryRunMs)} |`
        : `| admin CSV import dry run | not measured (run with --catalogue 5000) | ≤ ${ADMIN_BUDGET.csvDryRunMs} ms – |`,
    );
  }
  return lines.join('\n') + '\n';
}

/** At most this many documents on a first visit to a price-list tab or /aksesoris, the same at any catalogue size. */
export const PAGE_READS_BUDGET = 5;

/** Documents read by a first visit to each price-list tab and /aksesoris, at a small and the large catalogue. */
function pageReadsSection(lines, r) {
  lines.push(
    '',
    `Firestore documents read by a first visit (no cache, no copy) to each page, at ${r.small} and at ${r.large} price-list items (${Math.round(r.small * 0.4)} and ${Math.round(r.large * 0.4)} accessories).`,
    '',
    `| page | at ${r.small} | at ${r.large} | budget |`,
    '|---|---|---|---|',
  );
  for (const s of r.atSmall) {
    const large = r.atLarge.find((x) => x.name === s.name)?.reads;
    const pass = large === s.reads && s.reads <= PAGE_READS_BUDGET;
    lines.push(`| ${s.name} | ${s.reads} | ${large ?? '–'} | equal, ≤ ${PAGE_READS_BUDGET} ${ok(pass)} |`);
  }
}

/** '1234 (1100–1300)': a median with the lowest and highest load. */
const spread = (x, metric, fmt = (v) => Math.round(v)) =>
  x ? `${fmt(x[metric])} (${fmt(x.spread[metric][0])}–${fmt(x.spread[metric][1])})` : '–';

function failedOf(checks) {
  const failed = Object.entries(checks)
    .filter(([, v]) => !v)
    .map(([k]) => k);
  return failed.length ? `✖ ${failed.join(', ')}` : '✔';
}

function routeTables(lines, results) {
  const base = results.against;
  lines.push('| route | JS before usable | CSS | budgets |', '|---|---|---|---|');
  for (const r of results.routes.filter((x) => x.transfer)) {
    const then = JS_BEFORE_USABLE_THEN[r.route];
    const js = `${kb(r.transfer.js)}${r.baseTransfer ? ` (base ${kb(r.baseTransfer.js)})` : ''}${then ? ` ≤ ${kb(then)}` : ''}`;
    lines.push(
      `| ${r.route} | ${js} | ${kb(r.transfer.css)} · design ${cssGrowth(r)} | ${failedOf(r.checks)} |`,
    );
  }
  const timed = results.routes.filter((x) => x.lighthouse);
  if (!timed.length) return;
  lines.push(
    '',
    `## Lighthouse, side by side`,
    '',
    `Each route beside its static twin (the page once usable, a list page once its rows are in, saved as plain HTML with no script; /link's is its HTML without its script)${base ? ` and beside the same route built at ${base.commit.slice(0, 7)} (\`--against ${base.rev}\`)` : ''}, their loads taking turns in one browser: median of ${results.lighthouseRuns} loads each (lowest–highest). Mobile preset, simulated slow 4G and 4× CPU; a first visit (cold cache, the popup and the after-load work inside the trace). Bootup = Lighthouse's bootup-time (script evaluation and parsing during the load, at 4×). Budgets: LCP ≤ the twin's + 500 ms on the list pages, ≤ 1.3 × elsewhere; FCP ≤ 1.3 × the twin's; TBT ≤ 150 ms; bootup ≤ ${BOOTUP_MS} ms on ${BOOTUP_ROUTES.join(', ')}${base ? ", elsewhere ≤ the base's highest load" : ''}; /: LCP ≤ ${HOME_LCP_EVERY_LOAD_MS} ms in every load (the popup included).`,
    '',
    '| route | build | LCP | FCP | TBT | bootup | score | CLS | LCP element (most loads) | budgets |',
    '|---|---|---|---|---|---|---|---|---|---|',
  );
  const usual = (x) => {
    const counts = {};
    for (const s of x.samples) counts[s.lcpElement] = (counts[s.lcpElement] ?? 0) + 1;
    const [el, n] = Object.entries(counts).sort((a, b) => b[1] - a[1])[0] ?? ['–', 0];
    const others = x.samples.length - n;
    return `\`${el}\`${others ? ` (+${others} other)` : ''}`;
  };
  const cls = (x) => x.cls.toFixed(3);
  for (const r of timed) {
    const { now, twin, base: b } = r.lighthouse;
    const row = (name, x, budgets) =>
      lines.push(
        `| ${r.route} | ${name} | ${spread(x, 'lcp')} | ${spread(x, 'fcp')} | ${spread(x, 'tbt')} | ${spread(x, 'bootup')} | ${x.score.toFixed(2)} | ${cls(x)} | ${usual(x)} | ${budgets} |`,
      );
    row('**now**', now, `LCP ${twinBudgetText(r.route)}; ${failedOf(r.checks)}`);
    if (b) row(base.commit.slice(0, 7), b, '');
    row('twin', twin, '');
  }
}

function bioSection(lines, results) {
  const base = results.against;
  lines.push(
    '',
    "## The bio visitor's second page",
    '',
    `From a tap on /link's button to the next page's first rows on screen, CPU 4× slower and slow 4G as DevTools applies it (562.5 ms a request, 1.47 Mbit/s), after 2 s on /link; a first visit (cold cache) and a second (a new tab of the same browser: its cache and service worker kept). Median of ${results.bio.now[BIO_TAPS[0].label].first.samples.length} (lowest–highest)${base ? `, loads alternating with ${base.commit.slice(0, 7)}'s` : ''}. Budget: ≤ ${BIO_SECOND_PAGE_MS} ms on a first visit.`,
    '',
    '| tap | build | first visit | second visit | budget |',
    '|---|---|---|---|---|',
  );
  const t = (x) => `${x.median} ms (${x.min}–${x.max})`;
  for (const { label } of BIO_TAPS) {
    for (const [name, byTap] of Object.entries(results.bio)) {
      const x = byTap[label];
      const judged =
        name === 'now' ? `≤ ${BIO_SECOND_PAGE_MS} ms ${ok(x.first.median <= BIO_SECOND_PAGE_MS)}` : '';
      lines.push(
        `| ${label} | ${name === 'now' ? '**now**' : base.commit.slice(0, 7)} | ${t(x.first)} | ${t(x.second)} | ${judged} |`,
      );
    }
  }
}
