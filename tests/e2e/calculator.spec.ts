import type { Page } from '@playwright/test';
import { emulatorConfig } from './support/emulators';
import { expect, takenOver, test } from './support/test';

const firestoreOrigin = `http://${emulatorConfig.host}:${emulatorConfig.firestorePort}`;

async function open(page: Page) {
  await page.goto('/kalkulator-harga');
  await expect(page.getByRole('button', { name: 'Hitung' })).toBeVisible();
}

async function tradeIn(page: Page, oldName: string, newName: string) {
  await page.getByLabel('HP lama kamu').fill(oldName);
  await page.getByLabel('HP baru yang diinginkan').fill(newName);
  await page.getByRole('button', { name: 'Hitung' }).click();
}

test.describe('Kalkulator Harga', () => {
  test('trade-in: suggestions as you type, the extra cost, and a chat link carrying it', async ({ page }) => {
    await open(page);
    await expect(page).toHaveTitle(/^Kalkulator Harga/);
    await expect(page.getByRole('button', { name: 'Tukar Tambah' })).toHaveAttribute('aria-pressed', 'true');
    const oldInput = page.getByLabel('HP lama kamu');
    await expect(oldInput).toHaveAttribute('list', 'daftar-hp-lama');
    await expect(page.getByLabel('HP baru yang diinginkan')).toHaveAttribute('list', 'daftar-hp-baru');
    const suggestions = page.locator('#daftar-hp-lama option');
    expect(await suggestions.count()).toBeGreaterThanOrEqual(8);
    await expect(page.locator('#daftar-hp-lama option[value="iPhone 11 64GB"]')).toHaveCount(1);
    expect(await page.locator('#daftar-hp-baru option').count()).toBeGreaterThanOrEqual(8);

    await tradeIn(page, 'iPhone 11 64GB', 'iPhone 16 128GB');
    const result = page.getByRole('region', { name: 'Hasil perhitungan' });
    await expect(result.getByTestId('calculator-total')).toHaveText('Kamu cukup menambah Rp 11.500.000');
    await expect(result).toContainText('Nilai tukar Rp 3.500.000');
    await expect(result).toContainText('Harga Rp 15.000.000');

    const chat = result.getByRole('link', { name: 'Chat Admin via WhatsApp' });
    await expect(chat).toHaveAttribute('target', '_blank');
    // The build's number may show until the shop's is read; the shop's wins.
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/6281234567890\?/);
    const href = new URL((await chat.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe('https://wa.me/6281234567890');
    const text = href.searchParams.get('text') ?? '';
    expect(text).toContain('HP lama: iPhone 11 64GB (nilai tukar Rp 3.500.000)');
    expect(text).toContain('HP baru: iPhone 16 128GB (harga Rp 15.000.000)');
    expect(text).toContain('tambah biaya Rp 11.500.000');
  });

  test('trade-in: an old phone worth more is shown as money the customer receives', async ({ page }) => {
    await open(page);
    // Names match regardless of letter case and extra spaces.
    await tradeIn(page, '  iphone 14 pro 256gb ', 'Samsung Galaxy S24 FE 256GB');
    const total = page.getByTestId('calculator-total');
    await expect(total).toHaveText('Kamu menerima Rp 500.000');
    await expect(page.getByText('selisihnya kami bayarkan ke kamu')).toBeVisible();
    const text = new URL(
      (await page.getByRole('link', { name: 'Chat Admin via WhatsApp' }).getAttribute('href'))!,
    ).searchParams.get('text');
    expect(text).toContain('saya menerima Rp 500.000');
  });

  test("trade-in: a phone that is not in the lists alerts 'Data HP tidak ditemukan'", async ({ page }) => {
    await open(page);
    await tradeIn(page, 'Nokia 3310', 'iPhone 16 128GB');
    const alert = page.getByRole('alert');
    await expect(alert.locator('p').first()).toHaveText('Data HP tidak ditemukan');
    await expect(alert).toContainText('HP lama "Nokia 3310" tidak ada di daftar kami.');
    await expect(page.getByTestId('calculator-total')).toHaveCount(0);
    // A way on: the shop, with the phones named in the message.
    const chat = alert.getByRole('link', { name: 'Tanya Admin via WhatsApp' });
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/6281234567890\?text=/);
    const text = new URL((await chat.getAttribute('href'))!).searchParams.get('text') ?? '';
    expect(text).toContain('HP lama: Nokia 3310');
    expect(text).toContain('HP baru: iPhone 16 128GB');

    await tradeIn(page, 'iPhone 11 64GB', 'iPhone 16');
    await expect(alert.locator('p').first()).toHaveText('Data HP tidak ditemukan');
    await expect(alert).toContainText('HP baru "iPhone 16" tidak ada di daftar kami.');
    await expect(alert).not.toContainText('HP lama');
    await tradeIn(page, '', '');
    await expect(alert.locator('p').first()).toHaveText('Data HP tidak ditemukan');
    await expect(alert).toContainText('HP lama belum diisi.');
  });

  test("sell: the name must match exactly, else 'HP tidak ditemukan dalam daftar kami'", async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Jual HP' }).click();
    const input = page.getByLabel('HP yang mau dijual');
    await input.fill('Samsung Galaxy S23');
    await page.getByRole('button', { name: 'Hitung' }).click();
    await expect(page.getByRole('alert').locator('p').first()).toHaveText(
      'HP tidak ditemukan dalam daftar kami',
    );
    await expect(page.getByRole('alert')).toContainText('HP "Samsung Galaxy S23" tidak ada di daftar kami.');
    const ask = page.getByRole('alert').getByRole('link', { name: 'Tanya Admin via WhatsApp' });
    await expect(ask).toHaveAttribute('href', /text=.*Samsung%20Galaxy%20S23/);

    await input.fill('Samsung Galaxy S23 256GB');
    await page.getByRole('button', { name: 'Hitung' }).click();
    await expect(page.getByTestId('calculator-total')).toHaveText('Rp 5.800.000');
    await expect(page.getByRole('alert')).toHaveCount(0);
    const text = new URL(
      (await page.getByRole('link', { name: 'Chat Admin via WhatsApp' }).getAttribute('href'))!,
    ).searchParams.get('text');
    expect(text).toContain('saya mau jual HP');
    expect(text).toContain('Samsung Galaxy S23 256GB');
  });

  test('switching mode clears the result and the selections', async ({ page }) => {
    await open(page);
    await tradeIn(page, 'iPhone 11 64GB', 'iPhone 16 128GB');
    await expect(page.getByTestId('calculator-total')).toBeVisible();
    await page.getByRole('button', { name: 'Jual HP' }).click();
    await expect(page.getByRole('button', { name: 'Jual HP' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('calculator-total')).toHaveCount(0);
    await expect(page.getByLabel('HP yang mau dijual')).toHaveValue('');

    await page.getByLabel('HP yang mau dijual').fill('Nokia');
    await page.getByRole('button', { name: 'Hitung' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await page.getByRole('button', { name: 'Tukar Tambah' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByLabel('HP lama kamu')).toHaveValue('');
    await expect(page.getByLabel('HP baru yang diinginkan')).toHaveValue('');
  });

  test('a revisit within the cache time reads nothing from Firestore', async ({ page }) => {
    await open(page);
    const reads: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(firestoreOrigin)) reads.push(r.url());
    });
    // Away (a page that reads nothing by itself) and back, in the same tab.
    await page.goto('/cek-servisan');
    await takenOver(page);
    await page.goto('/kalkulator-harga');
    await expect(page.locator('#daftar-hp-lama option[value="iPhone 11 64GB"]')).toHaveCount(1);
    await tradeIn(page, 'iPhone 11 64GB', 'iPhone 16 128GB');
    await expect(page.getByTestId('calculator-total')).toBeVisible();
    expect(reads).toEqual([]);
  });

  test('no horizontal scroll', async ({ page }) => {
    await open(page);
    await tradeIn(page, 'iPhone 15 Pro Max 256GB', 'iPhone 16 Pro Max 256GB');
    await expect(page.getByTestId('calculator-total')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
