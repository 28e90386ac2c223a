// Sharing: the device's share sheet where the browser has Web Share, else a
// WhatsApp message holding the page's address (an article, the promo, an
// accessory, a calculator result).
import type { Page } from '@playwright/test';
import { expect, listDrawn, takenOver, test } from './support/test';

// src/features/home/popup.ts
const POPUP_KEY = 'og-promo-popup-shown';

/** A browser without Web Share (as desktop Chromium here, and many in-app browsers). */
async function withoutWebShare(page: Page) {
  await page.addInitScript(() => {
    delete (Navigator.prototype as Partial<Navigator>).share;
    delete (Navigator.prototype as Partial<Navigator>).canShare;
  });
}

/** The WhatsApp share's message, decoded. */
async function sharedMessage(page: Page, scope = page.locator('body')): Promise<string> {
  const link = scope.getByRole('link', { name: 'Bagikan lewat WhatsApp' });
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/);
  return decodeURIComponent(href.slice('https://wa.me/?text='.length));
}

test.describe('without Web Share, sharing is a WhatsApp message holding the address @phone', () => {
  test.beforeEach(async ({ page }) => {
    await withoutWebShare(page);
    await page.addInitScript((key) => sessionStorage.setItem(key, '1'), POPUP_KEY);
  });

  test('an article', async ({ page }) => {
    await page.goto('/artikel/tips-merawat-baterai-iphone');
    await takenOver(page);
    const end = page.getByRole('region', { name: 'Ada pertanyaan soal ini?' });
    await expect(end.getByRole('link', { name: 'Bagikan lewat WhatsApp' })).toBeVisible();
    expect(await sharedMessage(page, end)).toBe(
      `5 Tips Merawat Baterai iPhone Supaya Awet Bertahun-tahun · ONE GADGET Bali\n${page.url()}`,
    );
  });

  test('the promo', async ({ page }) => {
    await page.goto('/');
    await takenOver(page);
    const banner = page.getByRole('region', { name: /^Promo Servis Bulan Ini/ });
    await expect(banner.getByRole('link', { name: 'Bagikan lewat WhatsApp' })).toBeVisible();
    // The baked promo's link holds the canonical address until the app has taken it over
    // (prerender.spec.ts); from then on, the address in the bar.
    await expect.poll(async () => (await sharedMessage(page, banner)).endsWith(`\n${page.url()}`)).toBe(true);
    const message = await sharedMessage(page, banner);
    expect(message).toMatch(/^Promo Servis Bulan Ini: Hemat s\/d 20%: .+ · ONE GADGET Bali\n/);
  });

  test('an accessory', async ({ page }) => {
    await page.goto('/aksesoris');
    // The cards painted before the app have no zoom yet: the app's own cards are tapped.
    await listDrawn(page);
    await page.getByRole('button', { name: 'Perbesar gambar Tempered Glass Full Cover iPhone 13' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tempered Glass Full Cover iPhone 13' });
    await expect(dialog.getByRole('link', { name: 'Bagikan lewat WhatsApp' })).toBeVisible();
    const message = await sharedMessage(page, dialog);
    expect(message).toMatch(/^Tempered Glass Full Cover iPhone 13 Rp.+ di ONE GADGET Bali\n/);
    expect(message.endsWith(`\n${page.url()}`)).toBe(true);
  });

  test('a calculator result', async ({ page }) => {
    await page.goto('/kalkulator-harga');
    await takenOver(page);
    // Typed past the suggestions (Escape closes them, as a visitor's tap elsewhere does).
    for (const [label, name] of [
      ['HP lama kamu', 'iPhone 13 Pro 256GB'],
      ['HP baru yang diinginkan', 'iPhone 16 Pro 256GB'],
    ] as const) {
      await page.getByRole('combobox', { name: label }).fill(name);
      await page.getByRole('combobox', { name: label }).press('Escape');
    }
    await page.getByRole('button', { name: 'Hitung' }).click();
    await expect(page.getByTestId('calculator-total')).toBeVisible();
    const message = await sharedMessage(page);
    expect(message).toMatch(
      /^Estimasi tukar tambah iPhone 13 Pro 256GB ke iPhone 16 Pro 256GB di ONE GADGET Bali: tambah Rp.+\.\n/,
    );
    expect(message.endsWith(`\n${page.url()}`)).toBe(true);
  });
});

test('with Web Share, the share opens the device sheet with the page address @phone', async ({ page }) => {
  await page.addInitScript(() => {
    const calls: ShareData[] = [];
    (window as unknown as { __shared: ShareData[] }).__shared = calls;
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        calls.push(data);
        return Promise.resolve();
      },
    });
  });
  await page.goto('/artikel/tips-merawat-baterai-iphone');
  await takenOver(page);
  const end = page.getByRole('region', { name: 'Ada pertanyaan soal ini?' });
  await end.getByRole('button', { name: 'Bagikan' }).click();
  const shared = await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared);
  expect(shared).toEqual([
    {
      title: '5 Tips Merawat Baterai iPhone Supaya Awet Bertahun-tahun',
      text: '5 Tips Merawat Baterai iPhone Supaya Awet Bertahun-tahun · ONE GADGET Bali',
      url: page.url(),
    },
  ]);
});
