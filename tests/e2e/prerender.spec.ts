// Every public route is served already rendered (scripts/vite-prerender.ts): the
// page shows its layout, navigation and headings before any script has arrived,
// and React takes that HTML over (hydrates it) instead of drawing the page again.
// A hydration mismatch is logged as a console error, which fails any test.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/** Holds every script of the app back until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/?]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

// [path, the first heading the shell shows, what the page shows once its data is in]
const ROUTES = [
  ['/', 'ONE GADGET Bali', { role: 'heading', name: 'Kontak' }],
  ['/pricelist?tab=android', 'Pricelist', { role: 'tab', name: 'Android', selected: true }],
  ['/aksesoris', 'Aksesoris', { role: 'searchbox' }],
  ['/goodnews', 'Good News', { role: 'link', name: /Baca Selengkapnya/ }],
  ['/artikel/tips-merawat-baterai-iphone', null, { role: 'article' }],
  ['/kalkulator-harga', 'Kalkulator Harga', { role: 'button', name: 'Hitung' }],
  ['/cek-servisan?kode=OG-2406-A7K2', 'Cek Servisan', { role: 'heading', name: 'Kode OG-2406-A7K2' }],
  ['/member/login', null, { role: 'button', name: 'Login' }],
  ['/tidak-ada', 'Halaman tidak ditemukan', { role: 'link', name: 'Kembali ke Beranda' }],
] as const;

test.describe('prerendered shells', () => {
  test.use({ promoPopupSeen: true });

  for (const [path, heading, loaded] of ROUTES) {
    test(`${path}: shown before any script runs, then taken over in place`, async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto(path, { waitUntil: 'commit' });

      const nav = page.getByRole('navigation', { name: 'Navigasi utama', includeHidden: true });
      await expect(page.getByRole('link', { name: 'ONE GADGET' })).toBeVisible();
      await expect(nav).toBeAttached();
      const marker = heading
        ? page.getByRole('heading', { level: 1, name: heading })
        : page.getByRole('link', { name: 'ONE GADGET' });
      await expect(marker).toBeVisible();
      const before = await marker.boundingBox();
      // An expando on the shell's own element: still there afterwards only if React
      // kept the served HTML instead of replacing it.
      await marker.evaluate((el) => ((el as HTMLElement & { __shell?: true }).__shell = true));

      release();
      const { role, ...options } = loaded;
      await expect(page.getByRole(role, options).first()).toBeVisible({ timeout: 15_000 });
      expect(await marker.evaluate((el) => (el as HTMLElement & { __shell?: true }).__shell)).toBe(true);
      expect(await marker.boundingBox()).toEqual(before);
    });
  }
});
