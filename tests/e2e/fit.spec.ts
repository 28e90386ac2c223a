// Every public and member screen at phone size, as a thumb meets it: each control at
// least 44 × 44 px, nothing wider than the screen, the sticky navbar at most 12 % of the
// screen's height. States that add controls (the open menu, the promo form, a found
// repair, a calculator result) are checked too.
import type { Page } from '@playwright/test';
import { expectThumbFriendly } from './support/fit';
import { SEEDED_MEMBER, startSignedIn } from './support/member';
import { expect, takenOver, test } from './support/test';

test.use({ promoPopupSeen: true });

type Screen = {
  name: string;
  path: string;
  then?: (page: Page) => Promise<void>;
  /** The open menu covers the page on purpose: its closed bar is measured on 'home'. */
  menuOpen?: true;
};

const PUBLIC: Screen[] = [
  { name: 'home', path: '/' },
  {
    name: 'home, promo form open',
    path: '/',
    then: async (page) => {
      await page.getByRole('button', { name: 'Ajukan Promo' }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'home, menu open',
    path: '/',
    then: async (page) => {
      await page.getByRole('button', { name: 'Buka menu navigasi' }).click();
      await expect(page.getByRole('link', { name: 'Login Member' })).toBeVisible();
    },
    menuOpen: true,
  },
  { name: 'pricelist', path: '/pricelist' },
  {
    name: 'pricelist, Service',
    path: '/pricelist',
    then: (page) => page.getByRole('tab', { name: 'Service' }).click(),
  },
  {
    name: 'pricelist, Sparepart',
    path: '/pricelist',
    then: (page) => page.getByRole('tab', { name: 'Sparepart' }).click(),
  },
  { name: 'aksesoris', path: '/aksesoris' },
  { name: 'goodnews', path: '/goodnews' },
  { name: 'artikel', path: '/artikel/tips-merawat-baterai-iphone' },
  { name: 'kalkulator', path: '/kalkulator-harga' },
  { name: 'cek-servisan', path: '/cek-servisan' },
  { name: 'cek-servisan, found', path: '/cek-servisan?kode=OG-2406-B3M9' },
  { name: 'link', path: '/link' },
  { name: 'member login', path: '/member/login' },
  { name: '404', path: '/tidak-ada-halaman-ini' },
];

const MEMBER = [
  '/member/beranda',
  '/member/kartu',
  '/member/profil',
  '/member/reward',
  '/member/kupon',
  '/member/notifikasi',
];

/** Opens a screen and waits until React has it and its loads have answered. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await takenOver(page);
  await expect(page.locator('.spinner-border')).toHaveCount(0, { timeout: 15_000 });
  // Sizes measured on an unstyled page would say nothing: the theme is on (body text
  // 16 px in the token navy).
  await expect(page.locator('body')).toHaveCSS('color', 'rgb(17, 24, 39)');
  await expect(page.locator('body')).toHaveCSS('font-size', '16px');
}

test.describe('fits a thumb @phone', () => {
  for (const screen of PUBLIC) {
    test(screen.name, async ({ page }) => {
      await open(page, screen.path);
      if (screen.then) await screen.then(page);
      await expectThumbFriendly(page, screen.name, screen.menuOpen ? null : undefined);
    });
  }

  test('member screens', async ({ page }) => {
    await startSignedIn(page, SEEDED_MEMBER);
    for (const path of MEMBER) {
      await open(page, path);
      await expectThumbFriendly(page, path);
    }
  });
});
