// /aksesoris on the seeded emulator (seed/firestore/aksesoris.json).
import type { Page } from '@playwright/test';
import { cutFirestore } from './support/emulators';
import { holdAppScripts, markupOf } from './support/early-paint';
import { expect, listDrawn, takenOver, test } from './support/test';
import { rp } from '../../src/test/rupiah';

const cards = (page: Page) => page.getByTestId('accessory-card');
const card = (page: Page, nama: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name: nama }) });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Cari aksesoris' });
const category = (page: Page) => page.getByRole('combobox', { name: 'Kategori' });
const SEEDED = 11;

test.describe('aksesoris', () => {
  test('cards show image, nama, merk, kategori, harga and a stock badge @phone', async ({ page }) => {
    await page.goto('/aksesoris');
    await expect(cards(page)).toHaveCount(SEEDED);
    const charger = card(page, 'Charger USB-C 20W');
    const img = charger.getByRole('img', { name: 'Charger USB-C 20W' });
    await expect(img).toHaveAttribute('src', '/img/aksesoris/charger-putih.svg');
    await expect(img).toHaveAttribute('width', '320');
    await expect(img).toHaveAttribute('height', '320');
    await expect(charger).toContainText('Apple');
    await expect(charger).toContainText('Charger');
    await expect(charger).toContainText('Rp 349.000');
    await expect(charger.getByText('Tersedia', { exact: true })).toBeVisible();
    await expect(card(page, 'Power Bank 10.000 mAh 22,5W').getByText('Habis', { exact: true })).toBeVisible();
    // No kategori in the data: shown under Lainnya.
    await expect(card(page, 'Holder HP Motor Anti Getar')).toContainText('Lainnya');
    // Images below the first screenful load lazily.
    await expect(cards(page).last().getByRole('img')).toHaveAttribute('loading', 'lazy');
    await expect(cards(page).first().getByRole('img')).not.toHaveAttribute('loading', 'lazy');
  });

  test('the first cards paint from the page’s HTML before the app has run; the app takes them over, typed search kept @phone', async ({
    page,
  }) => {
    // Every script of the app waits; the page's early list program does not.
    const release = await holdAppScripts(page);
    await page.goto('/aksesoris', { waitUntil: 'commit' });
    await expect(cards(page)).toHaveCount(SEEDED);
    await expect(page.getByText(`${SEEDED} aksesoris`)).toBeVisible();
    await expect(card(page, 'Charger USB-C 20W')).toContainText(/Rp\s349\.000/);
    await expect(page.getByText('Memuat aksesoris...')).toBeHidden();
    const markup = () => markupOf(cards(page));
    const painted = await markup();
    // Laid out as the app's will be: the card keeps its place and size when the app takes over.
    const firstImage = () => cards(page).first().getByRole('img').boundingBox();
    const paintedBox = await firstImage();
    // Typed before the app: kept, and it filters once the app is in.
    await search(page).fill('charger');

    release();
    await expect(page.locator('[data-early-rows]')).toHaveCount(0);
    await expect(cards(page)).toHaveCount(2);
    await search(page).fill('');
    await expect(cards(page)).toHaveCount(SEEDED);
    expect(await markup()).toEqual(painted);
    expect(await firstImage()).toEqual(paintedBox);
  });

  test('compact cards: at least three products fully in the first screen, each with one full-width Buy Now', async ({
    page,
  }) => {
    await page.goto('/aksesoris');
    await takenOver(page);
    await expect(cards(page)).toHaveCount(SEEDED);
    await expect(cards(page).first().getByRole('img')).toHaveJSProperty('complete', true);
    const screen = page.viewportSize()!;
    const inside = [];
    for (const c of await cards(page).all()) {
      const b = (await c.boundingBox())!;
      if (b.x >= 0 && b.y >= 0 && b.x + b.width <= screen.width && b.y + b.height <= screen.height)
        inside.push(b);
    }
    expect(inside.length, `cards fully inside ${screen.width} × ${screen.height}`).toBeGreaterThanOrEqual(3);
    // Two columns on a phone, more beside each other on a wide screen.
    expect(new Set(inside.map((b) => Math.round(b.x))).size).toBeGreaterThanOrEqual(2);

    const first = cards(page).first();
    const buy = first.getByRole('link', { name: /Buy Now/ });
    await expect(buy).toHaveText('Buy Now');
    const [card, action] = [(await first.boundingBox())!, (await buy.boundingBox())!];
    expect(action.height).toBeGreaterThanOrEqual(44);
    expect(action.width).toBeGreaterThan(card.width * 0.85);
  });

  test('search on nama or merk, case-insensitive @phone', async ({ page }) => {
    await page.goto('/aksesoris');
    await expect(cards(page)).toHaveCount(SEEDED);
    await search(page).fill('KABEL');
    await expect(cards(page)).toHaveCount(2);
    await search(page).fill('baseus');
    await expect(cards(page)).toHaveCount(2);
    await expect(cards(page).getByRole('heading')).toHaveText([
      'Clear Case Anti Crack Galaxy A55',
      'Kabel USB-C to USB-C 100W 2 m',
    ]);
    await search(page).fill('Casing'); // a kategori, not a nama or merk
    await expect(cards(page)).toHaveCount(0);
  });

  test('category filter built from the data, all by default, Lainnya for items without one @phone', async ({
    page,
  }) => {
    await page.goto('/aksesoris');
    await takenOver(page);
    await expect(cards(page)).toHaveCount(SEEDED);
    await expect(category(page)).toHaveValue('');
    await expect(category(page).getByRole('option')).toHaveText([
      'Semua kategori',
      'Audio',
      'Casing',
      'Charger',
      'Kabel',
      'Pelindung Layar',
      'Power Bank',
      'Lainnya',
    ]);
    await category(page).selectOption('Charger');
    await expect(cards(page)).toHaveCount(2);
    await expect(cards(page).getByRole('heading')).toHaveText([
      'Charger GaN 65W 3 Port',
      'Charger USB-C 20W',
    ]);
    await category(page).selectOption('Lainnya');
    await expect(cards(page).getByRole('heading')).toHaveText(['Holder HP Motor Anti Getar']);
    await category(page).selectOption({ label: 'Semua kategori' });
    await expect(cards(page)).toHaveCount(SEEDED);
  });

  test("'Tidak ada aksesoris ditemukan.' when nothing matches @phone", async ({ page }) => {
    await page.goto('/aksesoris');
    await takenOver(page);
    await expect(cards(page)).toHaveCount(SEEDED);
    await category(page).selectOption('Audio');
    await search(page).fill('charger');
    await expect(page.getByText('Tidak ada aksesoris ditemukan.')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await search(page).fill('');
    await expect(cards(page)).toHaveCount(2);
  });

  test('clicking an image opens a zoom modal with the large image and name; focus returns on close', async ({
    page,
  }) => {
    await page.goto('/aksesoris');
    await listDrawn(page); // the cards painted before the app have no zoom yet
    const trigger = page.getByRole('button', { name: 'Perbesar gambar Tempered Glass Full Cover iPhone 13' });
    await trigger.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Tempered Glass Full Cover iPhone 13' })).toBeVisible();
    const big = dialog.getByRole('img', { name: 'Tempered Glass Full Cover iPhone 13' });
    await expect(big).toHaveAttribute('src', '/img/aksesoris/tempered-glass.svg');
    const size = (await big.boundingBox())!;
    const thumb = (await trigger.boundingBox())!;
    expect(size.width).toBeGreaterThan(thumb.width);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    const close = dialog.getByRole('button', { name: 'Tutup' });
    // Measured once the modal has stopped moving in (mid-transition it read 43.99999 px).
    await expect
      .poll(async () => {
        const target = (await close.boundingBox())!;
        return Math.round(Math.min(target.width, target.height) * 100) / 100;
      })
      .toBeGreaterThanOrEqual(44);
    await close.click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('Buy Now is a chat link naming product and price; disabled when out of stock @phone', async ({
    page,
  }) => {
    await page.goto('/aksesoris');
    const buy = card(page, 'Charger GaN 65W 3 Port').getByRole('link', { name: /Buy Now/ });
    await expect(buy).toHaveAttribute('target', '_blank');
    await expect(buy).toHaveAttribute('href', /^https:\/\/wa\.me\/\d*\?text=/);
    const text = decodeURIComponent(((await buy.getAttribute('href')) ?? '').split('?text=')[1] ?? '');
    expect(text).toContain('Charger GaN 65W 3 Port');
    expect(text).toContain(rp('Rp 599.000'));

    for (const nama of ['Power Bank 10.000 mAh 22,5W', 'Clear Case Anti Crack Galaxy A55']) {
      const soldOut = card(page, nama);
      const button = soldOut.getByRole('button', { name: /Buy Now/ });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(soldOut.getByRole('link', { name: /Buy Now/ })).toHaveCount(0);
    }
  });

  test('no horizontal scroll', async ({ page }) => {
    await page.goto('/aksesoris');
    await expect(cards(page)).toHaveCount(SEEDED);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('aksesoris when Firestore cannot be reached', () => {
  test.use({ allowConsoleErrors: true });

  test("shows an error with 'Coba lagi' and recovers once the network is back @phone", async ({ page }) => {
    const reconnect = await cutFirestore(page);
    await page.goto('/aksesoris');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Gagal memuat aksesoris', { timeout: 20_000 });
    await reconnect();
    await alert.getByRole('button', { name: 'Coba lagi' }).click();
    await expect(cards(page)).toHaveCount(SEEDED);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
