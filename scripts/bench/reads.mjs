// Firestore documents read on a scripted visit, counted from the responses of
// the Firestore emulator (runQuery/batchGet/get), next to what the naive design
// (read everything on every visit) would read.
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

function documentsIn(body) {
  let json;
  try {
    json = JSON.parse(body);
  } catch {
    return 0;
  }
  const list = Array.isArray(json) ? json : [json];
  return list.filter((x) => x && (x.document || x.found || (x.name && x.fields))).length;
}

export async function countVisitReads(browser, base, firestoreHost) {
  const context = await phoneContext(browser);
  await context.addInitScript(() => sessionStorage.setItem('og-promo-popup-shown', '1'));
  const page = await context.newPage();
  let current = null;
  const pending = new Set();
  page.on('response', (res) => {
    if (!res.url().includes(firestoreHost)) return;
    const step = current;
    const p = res
      .text()
      .then((body) => {
        step.reads += documentsIn(body);
      })
      .catch(() => {});
    pending.add(p);
  });
  const steps = [];
  for (const [name, target] of VISIT) {
    current = { name, reads: 0 };
    steps.push(current);
    if (typeof target === 'string') await page.goto(base + target, { waitUntil: 'load' });
    else await page.getByRole('tab', { name: target.tab }).click();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    await Promise.all(pending);
    pending.clear();
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
