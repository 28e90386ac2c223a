// Budgets and the printed / written report.
export const ROUTES = [
  '/link',
  '/',
  '/pricelist',
  '/aksesoris',
  '/goodnews',
  '/kalkulator-harga',
  '/cek-servisan',
  '/member/login',
];

const KB = 1000;
const kb = (b) => `${(b / KB).toFixed(1)} kB`;
const ms = (x) => (x == null ? '–' : `${Math.round(x)} ms`);
const ok = (pass) => (pass ? '✔' : '✖');

export function routeBudget(route) {
  return route === '/link'
    ? { score: 0.98, js: 100 * KB, css: 20 * KB, lcpRatio: 1.3 }
    : { score: 0.95, js: 150 * KB, css: 20 * KB, lcp: 2000, tbt: 150, cls: 0.05 };
}

export function judgeRoute(route, transfer, lh, staticLcp) {
  const b = routeBudget(route);
  const checks = { js: transfer.js <= b.js, css: transfer.css <= b.css };
  if (lh) {
    checks.score = lh.score >= b.score;
    if (b.lcpRatio) checks.lcp = lh.lcp <= b.lcpRatio * staticLcp;
    else {
      checks.lcp = lh.lcp <= b.lcp;
      checks.tbt = lh.tbt <= b.tbt;
      checks.cls = lh.cls <= b.cls;
    }
  }
  return checks;
}

export function markdown(results) {
  const lines = [];
  lines.push(`# Benchmark — ${results.date}`, '');
  lines.push(
    `Production build, gzip, local emulators with the seed; phone (390 px). Lighthouse ${results.lighthouseRuns ? `mobile, default throttling, median of ${results.lighthouseRuns}` : 'skipped'}. kB = 1,000 bytes.`,
    '',
  );
  lines.push('| route | JS | CSS | score | LCP | TBT | CLS | budgets |', '|---|---|---|---|---|---|---|---|');
  for (const r of results.routes) {
    const lh = r.lighthouse;
    const failed = Object.entries(r.checks)
      .filter(([, v]) => !v)
      .map(([k]) => k);
    lines.push(
      `| ${r.route} | ${kb(r.transfer.js)} | ${kb(r.transfer.css)} | ${lh ? lh.score.toFixed(2) : '–'} | ${lh ? ms(lh.lcp) : '–'} | ${lh ? ms(lh.tbt) : '–'} | ${lh ? lh.cls.toFixed(3) : '–'} | ${failed.length ? `✖ ${failed.join(', ')}` : '✔'} |`,
    );
  }
  if (results.staticLink) {
    const s = results.staticLink;
    lines.push(
      '',
      `Static HTML with /link's content: LCP ${ms(s.lcp)}, score ${s.score.toFixed(2)}. LCP(/link) ÷ LCP(static) = **${results.linkLcpRatio.toFixed(2)}** (budget ≤ 1.30) ${ok(results.linkLcpRatio <= 1.3)}`,
    );
  }
  const v = results.reads;
  lines.push(
    '',
    '## Firestore documents read on a scripted visit',
    '',
    '| step | read | naive |',
    '|---|---|---|',
  );
  for (const s of v.steps) lines.push(`| ${s.name} | ${s.reads} | ${v.naive[s.name]} |`);
  lines.push(
    `| **total** | **${v.total}** | **${v.naiveTotal}** |`,
    '',
    `Budget: at most a third of naive (${(v.naiveTotal / 3).toFixed(1)}) ${ok(v.total <= v.naiveTotal / 3)}; revisits read nothing ${ok(v.revisitsReadNothing)}.`,
  );
  if (results.catalogue) {
    const c = results.catalogue;
    lines.push(
      '',
      `## Catalogue of ${c.items} price-list items and ${c.accessories} accessories (CPU 4× slower)`,
      '',
      `| measure | value | budget |`,
      '|---|---|---|',
      `| /pricelist first rows | ${ms(c.pricelistFirstRowsMs)} | ≤ 2500 ms ${ok(c.pricelistFirstRowsMs <= 2500)} |`,
      `| /aksesoris first rows | ${ms(c.accessoriesFirstRowsMs)} | ≤ 2500 ms ${ok(c.accessoriesFirstRowsMs <= 2500)} |`,
      `| keystroke → updated list (median of ${c.keysThatChangedTheList}/${c.keys} keys) | ${ms(c.keystrokeMedianMs)} | ≤ 100 ms ${ok(c.keystrokeMedianMs != null && c.keystrokeMedianMs <= 100)} |`,
    );
  }
  return lines.join('\n') + '\n';
}
