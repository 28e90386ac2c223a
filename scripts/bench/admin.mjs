// The admin area, measured as the seed admin uses it: signed in through the member
// login form, phone-sized, in the same browser as the public measures.
//
// - the JavaScript each admin screen downloads on a first load (cold cache) beyond
//   what the home page already loaded;
// - Firestore reads on a scripted admin visit: the dashboard, two lists, then the
//   same again within the session through the admin's own menu (no reload);
// - with `--catalogue N`: the price list's admin screen with the CPU slowed 4×,
//   time to its first rows and to the answer of a search.
import { readSeedUsers } from '../lib/seed-data.mjs';
import { phoneContext } from './browser.mjs';
import { firestoreCounter } from './reads.mjs';
import { measureTransfer } from './transfer.mjs';

const ADMIN = readSeedUsers().find((u) => u.customClaims?.admin === true);

/** Admin screens whose first load is measured. */
export const ADMIN_PAGES = ['/admin', '/admin/katalog/pricelist'];

/** The lists the read count opens: collection → the list's title (its link and heading). */
const LISTS = { pricelist: 'Pricelist HP & Laptop', aksesoris: 'Aksesoris' };

/** A phone context signed in as the seed admin (Auth keeps the session in IndexedDB). */
export async function adminContext(browser, base) {
  if (!ADMIN) throw new Error('seed/auth/users.json has no user with the admin claim');
  const context = await phoneContext(browser);
  await context.addInitScript(() => sessionStorage.setItem('og-promo-popup-shown', '1'));
  const page = await context.newPage();
  await page.goto(`${base}/member/login`);
  await page.getByLabel('Alamat email').fill(ADMIN.email);
  await page.getByLabel('Kata sandi').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL(/\/member\/beranda$/, { timeout: 30_000 });
  await page.close();
  return context;
}

/** Throws unless a page is still where it was sent (not bounced to the login). */
function expectAt(url, path) {
  const at = new URL(url).pathname;
  if (at !== path) throw new Error(`expected to be at ${path} as the admin, but the page is at ${at}`);
}

/**
 * JS of each admin screen's first load, and how much of it the home page ('/')
 * had not already loaded (`publicJs`: the JS files '/' loaded, by path).
 */
export async function measureAdminPages(browser, base, publicJs) {
  const context = await adminContext(browser, base);
  try {
    const pages = [];
    for (const path of ADMIN_PAGES) {
      const transfer = await measureTransfer(browser, base + path, { context });
      expectAt(transfer.url, path);
      const admin = transfer.files.filter((f) => f.type === 'js' && f.beforeUsable && !publicJs.has(f.file));
      pages.push({
        path,
        js: transfer.js,
        jsBeyondPublic: admin.reduce((n, f) => n + f.bytes, 0),
        filesBeyondPublic: admin.map((f) => f.file),
        transfer,
      });
    }
    return pages;
  } finally {
    await context.close();
  }
}

/** Resolves once no loading face is left on the page. */
const loaded = (page) =>
  page.waitForFunction(() => document.querySelector('.load-face') === null, null, { timeout: 30_000 });

/**
 * Documents and count queries read at each step of an admin visit in one tab:
 * the dashboard (a page load), then each list, the dashboard and each list again,
 * all through the admin's menu (the app keeps running).
 */
export async function countAdminReads(browser, base, firestoreHost) {
  const context = await adminContext(browser, base);
  const page = await context.newPage();
  const counter = firestoreCounter(page, firestoreHost);
  const menu = (name) =>
    page.getByRole('navigation', { name: 'Menu admin' }).getByRole('link', { name, exact: true }).click();
  const dashboard = async () => {
    await page.getByRole('heading', { level: 1, name: 'Ringkasan' }).waitFor();
    await loaded(page);
  };
  const openList = (collection) => async () => {
    await menu('Katalog');
    await page.getByRole('link', { name: LISTS[collection], exact: true }).click();
    await page.getByRole('heading', { level: 1, name: LISTS[collection] }).waitFor();
    await page.getByTestId('admin-row').first().waitFor({ timeout: 30_000 });
    expectAt(page.url(), `/admin/katalog/${collection}`);
  };
  const visit = [
    [
      'dashboard',
      null,
      async () => {
        await page.goto(`${base}/admin`);
        await dashboard();
        expectAt(page.url(), '/admin');
      },
    ],
    ...Object.keys(LISTS).map((c) => [`${c} list`, c, openList(c)]),
    [
      'dashboard again',
      null,
      async () => {
        await menu('Ringkasan');
        await dashboard();
      },
    ],
    ...Object.keys(LISTS).map((c) => [`${c} list again`, c, openList(c)]),
  ];
  const steps = [];
  try {
    for (const [name, collection, action] of visit) {
      const step = await counter.step(name, action);
      step.collection = collection;
      steps.push(step);
    }
  } finally {
    await context.close();
  }
  return steps;
}

/**
 * The price list's admin screen with the CPU slowed 4× and a cold cache: from
 * navigation to the first rows, measured in the page until the browser can paint them
 * (and when Firestore's answer had arrived, seen from outside), then from
 * typing a search to the list's answer (measured in the page, until the browser can
 * paint it).
 */
export async function timeAdminList(browser, base, firestoreHost, query = 'reno 103') {
  const context = await adminContext(browser, base);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const path = '/admin/katalog/pricelist';
    const start = Date.now();
    // When the last Firestore answer had arrived: the rest of the wait is the page's own work.
    let firestoreDoneMs = null;
    page.on('requestfinished', (req) => {
      if (req.url().includes(firestoreHost)) firestoreDoneMs = Date.now() - start;
    });
    // Timed in the page, from navigation start until the browser can paint the first
    // row: Playwright's wait polls at 500 ms intervals after its first tries, so its
    // own time (kept as polledFirstRowsMs) is late by up to half a second.
    await context.addInitScript(() => {
      window.__firstRowsMs = null;
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[data-testid="admin-row"]')) return;
        observer.disconnect();
        requestAnimationFrame(() => (window.__firstRowsMs = performance.now()));
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(base + path, { waitUntil: 'commit' });
    await page.getByTestId('admin-row').first().waitFor({ state: 'visible', timeout: 60_000 });
    const polledFirstRowsMs = Date.now() - start;
    await page.waitForFunction(() => window.__firstRowsMs !== null, null, { timeout: 30_000 });
    const firstRowsMs = Math.round(await page.evaluate(() => window.__firstRowsMs));
    expectAt(page.url(), path);
    const summary = page.locator('p[aria-live="polite"]').filter({ hasText: / dari / });
    const before = await summary.textContent();
    await page.evaluate(() => {
      const box = document.querySelector('input[type="search"]');
      window.__searchMs = null;
      let t0 = null;
      box.addEventListener('input', () => (t0 = performance.now()), true);
      const observer = new MutationObserver(() => {
        if (t0 === null) return;
        observer.disconnect();
        requestAnimationFrame(() => (window.__searchMs = performance.now() - t0));
      });
      observer.observe(box.closest('section'), { childList: true, subtree: true, characterData: true });
    });
    await page.getByRole('searchbox').fill(query);
    await page.waitForFunction(() => window.__searchMs !== null, null, { timeout: 30_000 });
    const searchMs = await page.evaluate(() => window.__searchMs);
    const after = await summary.textContent();
    const [found, total] = (after.match(/\d+/g) ?? []).map(Number);
    if (!(found > 0 && found < total))
      throw new Error(`the search '${query}' did not narrow the list: ${after}`);
    return {
      firstRowsMs,
      polledFirstRowsMs,
      firestoreDoneMs,
      searchMs,
      usableMs: firstRowsMs + searchMs,
      query,
      before,
      after,
    };
  } finally {
    await context.close();
  }
}

/**
 * Budget: a 5,000-row CSV import dry run finishes in ≤ 3 s (CPU 4×). The price list
 * is opened first (its copy read, as an admin would arrive from the list), then the
 * import page through its link; with the CPU slowed, its file input gets a CSV of
 * every bench item (every other one repriced, a few refused), timed in the page from
 * the file's change event until the dry run's summary can paint.
 */
export async function timeCsvImportDryRun(browser, base, docs) {
  const rows = docs.filter((d) => d.path.startsWith('pricelist/'));
  const header = 'id,brand,type,kategori,colours,baru,second,stok';
  const lines = rows.map(({ path, data }, i) => {
    const id = path.split('/')[1];
    const second = i % 2 ? data.second - 100_000 : data.second;
    const kategori = i % 500 === 7 ? 'tablet' : data.kategori;
    return [
      id,
      data.brand,
      data.type,
      kategori,
      `"${data.colours.join(', ')}"`,
      data.baru,
      second,
      data.stok,
    ].join(',');
  });
  const csv = [header, ...lines].join('\n');
  const context = await adminContext(browser, base);
  try {
    const page = await context.newPage();
    await page.goto(`${base}/admin/katalog/pricelist`);
    await page.getByTestId('admin-row').first().waitFor({ state: 'visible', timeout: 60_000 });
    await page.getByRole('link', { name: 'Impor CSV' }).click();
    await page.getByLabel('File CSV').waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluate(() => {
      window.__dryRunMs = null;
      const input = document.getElementById('file-csv');
      input.addEventListener(
        'change',
        () => {
          const t0 = performance.now();
          const observer = new MutationObserver(() => {
            if (!document.querySelector('[data-testid="plan-counts"]')) return;
            observer.disconnect();
            requestAnimationFrame(() => (window.__dryRunMs = performance.now() - t0));
          });
          observer.observe(document.body, { childList: true, subtree: true });
        },
        true,
      );
    });
    await page
      .getByLabel('File CSV')
      .setInputFiles({ name: 'bench.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.waitForFunction(() => window.__dryRunMs !== null, null, { timeout: 60_000 });
    const ms = await page.evaluate(() => window.__dryRunMs);
    // Each count is its own element: joined as the screen shows them side by side.
    const counts = (await page.getByTestId('plan-counts').locator(':scope > *').allTextContents()).join(
      ' · ',
    );
    return { ms, rows: rows.length, counts };
  } finally {
    await context.close();
  }
}

/** A seeded ticket with status 'Masuk' (seed/firestore/servisan.json). */
const REPAIR_CODE = 'OG-2406-A7K2';

/**
 * Budget: a repair status change is stored ≤ 1 s after the tap. On the seeded
 * ticket's screen, timed in the page from the click on 'Sedang diservice' until
 * the badge shows it (the screen updates once the batch is committed: the read of
 * the ticket as stored, then the write with its history entry).
 */
export async function timeRepairStatusChange(browser, base) {
  const context = await adminContext(browser, base);
  try {
    const page = await context.newPage();
    await page.goto(`${base}/admin/servisan/${REPAIR_CODE}`);
    const next = 'Sedang diservice';
    const button = page
      .getByRole('group', { name: 'Ubah status' })
      .getByRole('button', { name: next, exact: true });
    await button.waitFor({ timeout: 30_000 });
    await page.evaluate((status) => {
      window.__statusMs = null;
      const badge = document.querySelector('[data-testid="ticket-status"]');
      let t0 = null;
      document.addEventListener('click', () => (t0 = performance.now()), { capture: true, once: true });
      new MutationObserver((_, observer) => {
        if (t0 === null || badge.textContent !== status) return;
        observer.disconnect();
        window.__statusMs = performance.now() - t0;
      }).observe(badge, { childList: true, subtree: true, characterData: true });
    }, next);
    await button.click();
    await page.waitForFunction(() => window.__statusMs !== null, null, { timeout: 30_000 });
    return { ms: await page.evaluate(() => window.__statusMs), code: REPAIR_CODE, status: next };
  } finally {
    await context.close();
  }
}
