// The installable app and its service worker (src/sw/sw.ts), on the production build:
// the manifest passes Chromium's installability checks, the precache holds the public
// site and no admin or member code, pages stay readable offline, and a new version
// waits for the visitor's "Muat ulang".
import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { hostingPort } from '../../playwright.config';
import { TEST_PORT_SHIFT } from '../../scripts/lib/test-servers.mjs';
import { expect, test } from './support/test';

const DIST = `dist-e2e-${process.env.OG_PORT_SHIFT ?? TEST_PORT_SHIFT}`;

test.use({ serviceWorkers: 'allow', promoPopupSeen: true });

/** Waits until the service worker has installed (precache filled) and controls the page. */
async function serviceWorkerInCharge(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** The URLs (paths) in the service worker's precache. */
function precached(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const name = (await caches.keys()).find((k) => k.startsWith('workbox-precache'));
    if (!name) return [];
    const requests = await (await caches.open(name)).keys();
    return requests.map((r) => new URL(r.url).pathname);
  });
}

test.describe('installable app', () => {
  test('the manifest passes the browser installability checks @phone', async ({ page }) => {
    await page.goto('/');
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({
      name: 'ONE GADGET Bali',
      short_name: 'ONE GADGET',
      lang: 'id',
      start_url: '/',
      display: 'standalone',
      theme_color: '#111827',
    });
    expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) expect((await page.request.get(icon.src)).status()).toBe(200);
    expect(manifest.id).toBe('/');
    // The install sheet's pictures: one for a phone, one for a wide screen, each as large as it says.
    expect(manifest.screenshots.map((s: { form_factor: string }) => s.form_factor)).toEqual([
      'narrow',
      'wide',
    ]);
    for (const shot of manifest.screenshots) {
      const res = await page.request.get(shot.src);
      expect(res.status()).toBe(200);
      const png = await res.body();
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(shot.sizes);
    }
    // A PNG tab icon beside the SVG one, for browsers that take no SVG.
    const pngIcon = page.locator('link[rel="icon"][type="image/png"]');
    expect((await page.request.get((await pngIcon.getAttribute('href'))!)).status()).toBe(200);
    await serviceWorkerInCharge(page);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // Playwright's browser contexts are incognito windows, where nothing installs.
    expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
  });

  test('the precache holds the public pages and their code, and no admin or member code @phone', async ({
    page,
  }) => {
    await page.goto('/pricelist');
    await expect(page.getByTestId('pricelist-row').first()).toBeVisible();
    await serviceWorkerInCharge(page);
    const files = await precached(page);
    // By the addresses Hosting serves them at (cleanUrls): no redirect per page on install.
    for (const shell of ['/', '/pricelist', '/aksesoris', '/artikel', '/404']) expect(files).toContain(shell);
    expect(files.filter((f) => f.endsWith('.html'))).toEqual([]);
    // Every script and stylesheet /pricelist loaded is there.
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name))
        .filter((u) => u.origin === location.origin && /\.(js|css)$/.test(u.pathname))
        .map((u) => u.pathname),
    );
    expect(loaded.length).toBeGreaterThan(3);
    for (const file of loaded) expect(files).toContain(file);
    // No file of the precache holds the admin area's or the member area's screens.
    const scripts = files.filter((f) => f.endsWith('.js'));
    for (const file of scripts) {
      const text = await (await page.request.get(file)).text();
      expect(text, file).not.toContain('Akses khusus admin');
      expect(text, file).not.toContain('Beranda Member');
    }
  });
});

test.describe('offline @phone', () => {
  test.use({ allowConsoleErrors: true }); // every failed request is logged as an error

  test('after one visit, the price list and the accessories come back with no signal', async ({
    page,
    context,
  }) => {
    await page.goto('/pricelist');
    await expect(page.getByTestId('pricelist-row').first()).toBeVisible();
    await serviceWorkerInCharge(page);
    await page.goto('/aksesoris');
    await expect(page.getByTestId('accessory-card').first()).toBeVisible();

    // Another day: a new tab (nothing in the tab's short-lived cache), no signal.
    await context.setOffline(true);
    const later = await context.newPage();
    await later.goto('/pricelist');
    await expect(later.getByTestId('pricelist-row').first()).toBeVisible();
    await expect(later.getByText('Offline', { exact: true })).toBeVisible();
    await expect(later.getByText(/^Harga per \d/)).toBeVisible();
    await later.reload();
    await expect(later.getByTestId('pricelist-row').first()).toBeVisible();
    await later.goto('/aksesoris');
    await expect(later.getByTestId('accessory-card').first()).toBeVisible();
    await expect(later.getByText(/^Harga per \d/)).toBeVisible();
    // A page never opened before still opens: its prerendered shell, from the precache
    // (the network answer would have been kept as the page's copy).
    await later.goto('/kalkulator-harga');
    await expect(later.getByRole('heading', { level: 1 })).toBeVisible();
    const pageCopies = await later.evaluate(async () =>
      (await (await caches.open('og-pages')).keys()).map((r) => new URL(r.url).pathname),
    );
    expect(pageCopies).toContain('/aksesoris');
    expect(pageCopies).not.toContain('/kalkulator-harga');
    // What needs the network says so, and keeps what was typed (a repair is never kept offline).
    await later.goto('/cek-servisan');
    await later.getByLabel('Kode Servisan').fill('OG-2406-A7K2');
    await later.getByRole('button', { name: 'Cek Status' }).click();
    await expect(later.getByText('Gagal memuat data servisan. Periksa koneksi internet kamu.')).toBeVisible();
    await expect(later.getByLabel('Kode Servisan')).toHaveValue('OG-2406-A7K2');
    await context.setOffline(false);
  });
});

test.describe("on Hosting's engine with firebase.json's whole config", () => {
  const hosting = `http://127.0.0.1:${hostingPort}`;

  test('the worker installs though the not-found page comes with status 404, and shows it offline @phone', async ({
    page,
    context,
  }) => {
    // Hosting answers the not-found page's own address with 404; the precache must accept that one.
    expect((await page.request.get(`${hosting}/404`)).status()).toBe(404);
    await page.goto(`${hosting}/`);
    await serviceWorkerInCharge(page);
    expect(await precached(page)).toContain('/404');

    await context.setOffline(true);
    const offline = await page.goto(`${hosting}/halaman-lama`);
    expect(offline?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kembali ke Beranda' })).toBeVisible();
    await context.setOffline(false);
  });
});

test.describe('a new version', () => {
  test('waits for the visitor: "Versi baru tersedia — Muat ulang" @phone', async ({ page }) => {
    await page.goto('/');
    await serviceWorkerInCharge(page);
    const file = `${DIST}/sw.js`;
    const original = readFileSync(file, 'utf8');
    try {
      // A deploy: the served worker differs by a byte.
      writeFileSync(file, `${original}\n// e2e: a new version ${Date.now()}\n`);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
      const prompt = page.getByRole('status').filter({ hasText: 'Versi baru tersedia' });
      await expect(prompt).toHaveText('Versi baru tersedia — Muat ulang', { timeout: 15_000 });
      // Nothing reloads on its own.
      await page
        .getByRole('heading', { level: 1, name: 'ONE GADGET Bali' })
        .evaluate((h) => (h.id = 'still-here'));
      await page.waitForTimeout(500);
      await expect(page.locator('#still-here')).toHaveCount(1);

      await prompt.getByRole('button', { name: 'Muat ulang' }).click();
      await expect(page.locator('#still-here')).toHaveCount(0); // reloaded
      await expect(page.getByRole('heading', { level: 1, name: 'ONE GADGET Bali' })).toBeVisible();
      await expect(page.getByText('Versi baru tersedia')).toHaveCount(0);
    } finally {
      writeFileSync(file, original);
    }
  });
});

test.describe('install hint on an iPhone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  });

  test('says how to add the shop to the home screen, once a week @phone', async ({ page }) => {
    await page.goto('/pricelist');
    const hint = page.getByRole('status').filter({ hasText: 'Tambahkan ke Layar Utama' });
    await expect(hint).toContainText('Bagikan → Tambahkan ke Layar Utama');
    await hint.getByRole('button', { name: 'Tutup' }).click();
    await expect(hint).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('pricelist-row').first()).toBeVisible();
    await expect(page.getByText('Tambahkan ke Layar Utama')).toHaveCount(0);
  });
});
