// The admin edits what every page shows (the shop's WhatsApp, the promo, an
// article), and a fresh visitor sees each change. Runs after the phone and
// desktop projects (playwright.config.ts): other specs read the seeded contact.
import type { Page } from '@playwright/test';
import { openAdminArea } from './support/admin';
import { firestore, writeDoc } from './support/emulators';
import { SEEDED_ADMIN, startSignedIn } from './support/member';
import { expect, test } from './support/test';

test.use({ promoPopupSeen: true });

const originals: Record<string, Record<string, unknown> | null> = {};
test.beforeAll(async () => {
  for (const path of ['kontak/aktif', 'promo/promo_aktif']) originals[path] = await firestore.get(path);
});
test.afterAll(async () => {
  for (const [path, data] of Object.entries(originals)) if (data) await writeDoc(path, data);
});

async function save(page: Page) {
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Tersimpan.' })).toBeVisible();
}

test('the admin changes the WhatsApp number, the promo and an article; a fresh visitor sees each', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000); // three admin saves and a visitor's three pages
  const judul = `Artikel E2E ${Date.now()}`;
  await startSignedIn(page, SEEDED_ADMIN);
  await page.goto('/admin/katalog');
  await page.getByRole('link', { name: 'Kontak Toko' }).click();
  await page.getByLabel('WhatsApp').fill('081299990000');
  await expect(page.getByTestId('contact-preview')).toContainText('WhatsApp: https://wa.me/6281299990000');
  await save(page);

  // The active promo is under Promo, beside the requests; saving it stays there.
  await openAdminArea(page, 'Promo');
  await page
    .getByRole('navigation', { name: 'Bagian promo' })
    .getByRole('link', { name: 'Promo Aktif' })
    .click();
  await page.getByLabel('Judul').fill('Promo Admin E2E');
  await page.getByLabel('Baris Slider').fill('Baris satu\nBaris dua');
  await save(page);
  await expect(page).toHaveURL(/\/admin\/promo$/);

  await openAdminArea(page, 'Katalog');
  await page.getByRole('link', { name: 'Artikel (Good News)' }).click();
  await page.getByRole('link', { name: 'Tambah artikel' }).click();
  await page.getByLabel('Judul').fill(judul);
  await page.getByLabel('Isi').fill('Paragraf pertama.\n\nParagraf kedua.');
  await save(page);

  const visitor = await browser.newPage();
  await visitor.addInitScript(() => sessionStorage.setItem('og-promo-popup-shown', '1'));
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { name: 'Promo Admin E2E' })).toBeVisible();
  await expect(
    visitor.getByRole('list', { name: 'Kontak ONE GADGET' }).getByRole('link', { name: 'WhatsApp' }),
  ).toHaveAttribute('href', 'https://wa.me/6281299990000');
  await visitor.goto('/goodnews');
  await visitor.getByRole('link', { name: new RegExp(`Baca Selengkapnya.*${judul}`) }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: judul })).toBeVisible();
  await expect(visitor.locator('.article-body p')).toHaveText(['Paragraf pertama.', 'Paragraf kedua.']);
  await visitor.close();

  const article = (await firestore.list('artikel')).find((d) => d.data.judul === judul);
  expect(article).toBeDefined();
  await firestore.remove(`artikel/${article!.id}`);
});
