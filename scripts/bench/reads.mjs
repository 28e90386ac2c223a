// Firestore documents read on a scripted visit, counted from the responses of
// the Firestore emulator (runQuery/batchGet/get; count aggregations apart), next
// to what the naive design (read everything on every visit) would read.
import { phoneContext } from './browser.mjs';

// Each step is a page load in the same tab, except the Android step: a tab switch.
export const VISIT = [
  ['home', '/'],
  ['pricelist iPhone', '/pricelist?tab=hp'],
  ['pricelist Android', { tab: 'Android' }],
  ['aksesoris', '/aksesoris'],
  ['home again', '/'],
  ['pricelist iPhone again', '/pricelist?tab=hp'],
];

function parsed(body) {
  try {
    const json = JSON.parse(body);
    return Array.isArray(json) ? json : [json];
  } catch {
    return [];
  }
}

/** Documents in a response (runQuery, batchGet, get). */
const documentsIn = (list) => list.filter((x) => x && (x.document || x.found || (x.name && x.fields))).length;

/** Aggregation results in a response (runAggregationQuery): a count costs one read per 1,000 matches. */
const aggregationsIn = (list) => list.filter((x) => x?.result?.aggregateFields).length;

/**
 * Counts what `page` reads from the Firestore emulator, step by step:
 * `await counter.step(name, action)` runs `action` (which also waits until the
 * page shows what it loaded), waits a little for stragglers and returns
 * { name, reads, aggregations }.
 */
export function firestoreCounter(page, firestoreHost) {
  let current = null;
  const pending = new Set();
  page.on('response', (res) => {
    if (!res.url().includes(firestoreHost)) return;
    const step = current;
    const p = res
      .text()
      .then((body) => {
        const list = parsed(body);
        step.reads += documentsIn(list);
        step.aggregations += aggregationsIn(list);
      })
      .catch(() => {});
    pending.add(p);
  });
  return {
    async step(name, action) {
      current = { name, reads: 0, aggregations: 0 };
      const step = current;
      await action();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      await Promise.all(pending);
      pending.clear();
      return step;
    },
  };
}

export async function countVisitReads(browser, base, firestoreHost) {
  const context = await phoneContext(browser);
  await context.addInitScript(() => sessionStorage.setItem('og-promo-popup-shown', '1'));
  const page = await context.newPage();
  const counter = firestoreCounter(page, firestoreHost);
  const steps = [];
  for (const [name, target] of VISIT) {
    // The step itself: a late answer still counts until the next step starts.
    const step = await counter.step(name, () =>
      typeof target === 'string'
        ? page.goto(base + target, { waitUntil: 'load' })
        : page.getByRole('tab', { name: target.tab }).click(),
    );
    steps.push(step);
  }
  await context.close();
  return steps;
}

/** The naive design: every /pricelist visit reads all three price collections, home all its data. */
export function naiveReads(counts) {
  const home = 1 + 1 + counts.testimoni;
  const pricelist = counts.pricelist + counts.pricelist_servisan + counts.sparepart;
  return {
    home: home,
    'pricelist iPhone': pricelist,
    'pricelist Android': 0, // a tab switch within the same visit
    aksesoris: counts.aksesoris,
    'home again': home,
    'pricelist iPhone again': pricelist,
  };
}

/** Each page whose reads must not grow with the catalogue: every price-list tab and the accessories. */
export const PAGE_VISITS = [
  ['pricelist iPhone', '/pricelist?tab=hp'],
  ['pricelist Android', '/pricelist?tab=android'],
  ['pricelist Laptop / Mac', '/pricelist?tab=laptop'],
  ['pricelist Service', '/pricelist?tab=service'],
  ['pricelist Sparepart', '/pricelist?tab=sparepart'],
  ['aksesoris', '/aksesoris'],
];

/** Documents read by a first visit (fresh context: no cache, no copy) to each of PAGE_VISITS. */
export async function countPageReads(browser, base, firestoreHost) {
  const out = [];
  for (const [name, url] of PAGE_VISITS) {
    const context = await phoneContext(browser);
    await context.addInitScript(() => sessionStorage.setItem('og-promo-popup-shown', '1'));
    const page = await context.newPage();
    const step = await firestoreCounter(page, firestoreHost).step(name, () =>
      page.goto(base + url, { waitUntil: 'load' }),
    );
    out.push({ name, reads: step.reads });
    await context.close();
  }
  return out;
}
