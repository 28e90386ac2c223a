import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { emulatorConfig, firestore } from './support/emulators';
import { chooseCsv } from './support/admin';
import { SEEDED_ADMIN, startSignedIn } from './support/member';
import { expect, takenOver, test } from './support/test';
import { rp } from '../../src/test/rupiah';

const firestoreOrigin = `http://${emulatorConfig.host}:${emulatorConfig.firestorePort}`;

async function open(page: Page) {
  await page.goto('/kalkulator-harga');
  // A fresh emulator's first read on a busy machine can take longer than the default wait.
  await expect(page.getByRole('button', { name: 'Hitung' })).toBeVisible({ timeout: 20_000 });
}

/**
 * Types a name as it is, past the suggestions: they open over what follows while a
 * name is typed, so a visitor who wants their own text closes them (Escape, or a tap
 * elsewhere).
 */
async function typeName(page: Page, label: string, name: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(name);
  await input.press('Escape');
}

async function tradeIn(page: Page, oldName: string, newName: string) {
  await typeName(page, 'HP lama kamu', oldName);
  await typeName(page, 'HP baru yang diinginkan', newName);
  await page.getByRole('button', { name: 'Hitung' }).click();
}

test.describe('Kalkulator Harga', () => {
  test('trade-in: suggestions as you type, the extra cost, and a chat link carrying it @phone', async ({
    page,
  }) => {
    await open(page);
    await expect(page).toHaveTitle(/^Kalkulator Harga/);
    await expect(page.getByRole('button', { name: 'Tukar Tambah' })).toHaveAttribute('aria-pressed', 'true');
    await takenOver(page);
    // Part of a name offers the names that hold it; a tap fills the field.
    const oldInput = page.getByRole('combobox', { name: 'HP lama kamu' });
    await oldInput.pressSequentially('iphone 1');
    const oldList = page.getByRole('listbox', { name: 'Saran HP lama kamu' });
    await expect(oldList).toBeVisible();
    const offered = await oldList.getByRole('option').allTextContents();
    expect(offered.length).toBeGreaterThanOrEqual(2);
    for (const name of offered) expect(name.toLowerCase()).toContain('iphone 1');
    expect(offered).toContain('iPhone 11 64GB');
    await expectAccessible(page, 'kalkulator, suggestions open');
    await oldList.getByRole('option', { name: 'iPhone 11 64GB', exact: true }).click();
    await expect(oldInput).toHaveValue('iPhone 11 64GB');
    await expect(oldList).toBeHidden();
    await expect(oldInput).toHaveAttribute('aria-expanded', 'false');

    // The new phone's list is the other list (kalkulator_hp_baru), words in any order.
    const newInput = page.getByRole('combobox', { name: 'HP baru yang diinginkan' });
    await newInput.pressSequentially('128 16');
    const newList = page.getByRole('listbox', { name: 'Saran HP baru yang diinginkan' });
    await newList.getByRole('option', { name: 'iPhone 16 128GB', exact: true }).click();
    await expect(newInput).toHaveValue('iPhone 16 128GB');
    await page.getByRole('button', { name: 'Hitung' }).click();
    const result = page.getByRole('region', { name: 'Hasil perhitungan' });
    await expect(result.getByTestId('calculator-total')).toHaveText('Kamu cukup menambah Rp 11.500.000');
    await expect(result).toContainText('Nilai tukar Rp 3.500.000');
    await expect(result).toContainText('Harga Rp 15.000.000');
    await expect(result.locator('.price')).toHaveText(['Rp 3.500.000', 'Rp 15.000.000', 'Rp 11.500.000']);

    const chat = result.getByRole('link', { name: 'Tanya Admin via WhatsApp' });
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat).toHaveClass(/\bbtn-whatsapp\b/);
    await expectAccessible(page, 'kalkulator, result');
    // The build's number may show until the shop's is read; the shop's wins.
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/6281234567890\?/);
    const href = new URL((await chat.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe('https://wa.me/6281234567890');
    const text = href.searchParams.get('text') ?? '';
    expect(text).toContain(rp('HP lama: iPhone 11 64GB (nilai tukar Rp 3.500.000)'));
    expect(text).toContain(rp('HP baru: iPhone 16 128GB (harga Rp 15.000.000)'));
    expect(text).toContain(rp('tambah biaya Rp 11.500.000'));
  });

  test('trade-in: an old phone worth more is shown as money the customer receives @phone', async ({
    page,
  }) => {
    await open(page);
    // Names match regardless of letter case and extra spaces.
    await tradeIn(page, '  iphone 14 pro 256gb ', 'Samsung Galaxy S24 FE 256GB');
    const total = page.getByTestId('calculator-total');
    await expect(total).toHaveText('Kamu menerima Rp 500.000');
    await expect(page.getByText('selisihnya kami bayarkan ke kamu')).toBeVisible();
    const text = new URL(
      (await page.getByRole('link', { name: 'Tanya Admin via WhatsApp' }).getAttribute('href'))!,
    ).searchParams.get('text');
    expect(text).toContain(rp('saya menerima Rp 500.000'));
  });

  test("trade-in: a phone that is not in the lists alerts 'Data HP tidak ditemukan' @phone", async ({
    page,
  }) => {
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

  test('the suggestions by keyboard: arrows move through them, Enter fills, Escape closes @phone', async ({
    page,
  }) => {
    await open(page);
    await takenOver(page);
    await page.getByRole('button', { name: 'Jual HP' }).click();
    const input = page.getByRole('combobox', { name: 'HP yang mau dijual' });
    await input.pressSequentially('galaxy s23');
    const list = page.getByRole('listbox', { name: 'Saran HP yang mau dijual' });
    const first = (await list.getByRole('option').first().textContent())!;
    expect(first).toMatch(/Galaxy S23/);
    await input.press('ArrowDown');
    await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await input.press('Enter');
    await expect(input).toHaveValue(first);
    await expect(page.getByTestId('calculator-total')).toHaveCount(0);
    // A second Enter sends the form with the name the list holds.
    await input.press('Enter');
    await expect(page.getByTestId('calculator-total')).toHaveText(/^Rp\u00a0/);

    await input.fill('samsung');
    await expect(list).toBeVisible();
    await input.press('Escape');
    await expect(list).toBeHidden();
    await expect(input).toHaveValue('samsung');
  });

  test("sell: the name must match exactly, else 'HP tidak ditemukan dalam daftar kami' @phone", async ({
    page,
  }) => {
    await open(page);
    await page.getByRole('button', { name: 'Jual HP' }).click();
    await typeName(page, 'HP yang mau dijual', 'Samsung Galaxy S23');
    await page.getByRole('button', { name: 'Hitung' }).click();
    await expect(page.getByRole('alert').locator('p').first()).toHaveText(
      'HP tidak ditemukan dalam daftar kami',
    );
    await expect(page.getByRole('alert')).toContainText('HP "Samsung Galaxy S23" tidak ada di daftar kami.');
    const ask = page.getByRole('alert').getByRole('link', { name: 'Tanya Admin via WhatsApp' });
    await expect(ask).toHaveAttribute('href', /text=.*Samsung%20Galaxy%20S23/);

    await typeName(page, 'HP yang mau dijual', 'Samsung Galaxy S23 256GB');
    await page.getByRole('button', { name: 'Hitung' }).click();
    await expect(page.getByTestId('calculator-total')).toHaveText('Rp 5.800.000');
    await expect(page.getByRole('alert')).toHaveCount(0);
    const text = new URL(
      (await page.getByRole('link', { name: 'Tanya Admin via WhatsApp' }).getAttribute('href'))!,
    ).searchParams.get('text');
    expect(text).toContain('saya mau jual HP');
    expect(text).toContain('Samsung Galaxy S23 256GB');
  });

  test('switching mode clears the result and the selections @phone', async ({ page }) => {
    await open(page);
    await tradeIn(page, 'iPhone 11 64GB', 'iPhone 16 128GB');
    await expect(page.getByTestId('calculator-total')).toBeVisible();
    await page.getByRole('button', { name: 'Jual HP' }).click();
    await expect(page.getByRole('button', { name: 'Jual HP' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('calculator-total')).toHaveCount(0);
    await expect(page.getByLabel('HP yang mau dijual', { exact: true })).toHaveValue('');

    await typeName(page, 'HP yang mau dijual', 'Nokia');
    await page.getByRole('button', { name: 'Hitung' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await page.getByRole('button', { name: 'Tukar Tambah' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByLabel('HP lama kamu', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('HP baru yang diinginkan', { exact: true })).toHaveValue('');
  });

  test('a revisit within the cache time reads nothing from Firestore @phone', async ({ page }) => {
    await open(page);
    const reads: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(firestoreOrigin)) reads.push(r.url());
    });
    // Away (a page that reads nothing by itself) and back, in the same tab.
    await page.goto('/cek-servisan');
    await takenOver(page);
    await page.goto('/kalkulator-harga');
    await expect(page.getByRole('button', { name: 'Hitung' })).toBeVisible();
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

  test('with the questions open the headline is their range: 0, some and all answered @phone', async ({
    page,
  }) => {
    test.setTimeout(60_000); // ten questions answered, then an accessibility pass
    await open(page);
    await takenOver(page);
    await tradeIn(page, 'iPhone 11 64GB', 'iPhone 16 128GB');
    const result = page.getByRole('region', { name: 'Hasil perhitungan' });
    const total = result.getByTestId('calculator-total');
    await expect(total).toHaveText(rp('Kamu cukup menambah Rp 11.500.000'));
    await page.getByRole('button', { name: 'Cek kondisi HP lama' }).click();
    const range = page.getByTestId('condition-range');
    const extra = page.getByTestId('condition-extra');

    // Nothing answered: the seeded typical wear (scratches, lecet, 80–84 % battery: 15 %
    // of Rp 3.500.000), not the worst answers, and never "Rp 0".
    await expect(range).toContainText(rp('Perkiraan Rp 2.975.000 – Rp 3.500.000, harga final'));
    await expect(extra).toHaveText(rp('Tambah Rp 11.500.000 – Rp 12.025.000'));
    await expect(total).toHaveText(rp('Kamu cukup menambah Rp 11.500.000 – Rp 12.025.000'));
    // The range wraps inside the card on a phone, not out of it.
    expect(await total.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
    await expect(result).toContainText(rp('Nilai tukar sebelum cek kondisi Rp 3.500.000'));
    await expect(page.getByTestId('condition-open')).toContainText('pertanyaan belum dijawab');
    await expect(range).not.toContainText(/Rp\s0(?![.\d])/);
    // One WhatsApp button for the one answer: the condition's send, carrying the range.
    await expect(result.getByRole('link', { name: 'Tanya Admin via WhatsApp' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Kirim ke WhatsApp' })).toHaveCount(1);

    // Some: a cracked screen (20 %) in place of the typical scratches.
    await page
      .getByRole('group', { name: 'Layar', exact: true })
      .getByRole('button', { name: 'Retak' })
      .click();
    await expect(extra).toHaveText(rp('Tambah Rp 12.200.000 – Rp 12.550.000'));
    await expect(total).toHaveText(rp('Kamu cukup menambah Rp 12.200.000 – Rp 12.550.000'));

    // All: one figure, the same at the top and in the box.
    const answers: [string, string][] = [
      ['Bodi', 'Mulus'],
      ['Face ID / Touch ID', 'Normal'],
      ['Kamera', 'Normal'],
      ['Speaker', 'Normal'],
      ['Sinyal', 'Normal'],
      ['Kelengkapan', 'Fullset (dus & charger)'],
      ['Resmi atau inter', 'Resmi (IMEI terdaftar)'],
      ['Akun iCloud / Google', 'Sudah logout'],
    ];
    for (const [question, answer] of answers)
      await page
        .getByRole('group', { name: question, exact: true })
        .getByRole('button', { name: answer })
        .click();
    await page.getByLabel('Kesehatan baterai dalam persen').fill('90');
    await expect(extra).toHaveText(rp('Tambah Rp 12.200.000'));
    await expect(total).toHaveText(rp('Kamu cukup menambah Rp 12.200.000'));
    await expect(page.getByTestId('condition-open')).toHaveCount(0);
    await expectAccessible(page, 'kalkulator, cek kondisi dijawab');
  });
});

test.describe('Potongan kondisi (admin)', () => {
  test('a second deduction for the same answer and phone is refused in the form @phone', async ({ page }) => {
    const before = (await firestore.list('potongan_kondisi')).length;
    await startSignedIn(page, SEEDED_ADMIN);
    await page.goto('/admin/katalog/potongan_kondisi/baru');
    // "Khusus HP" offers the calculator's phones, not free text.
    const model = page.getByLabel('Khusus HP');
    await expect(model.getByRole('option', { name: 'iPhone 15 Pro Max 256GB' })).toBeAttached();
    await expect(model.locator('option').first()).toHaveText('Semua HP');
    const kode = page.getByLabel('Kondisi', { exact: true });
    await kode.selectOption('layar-retak');
    await page.getByLabel('Jenis potongan').selectOption('rupiah');
    await page.getByLabel('Potongan', { exact: true }).fill('3000000');
    await model.selectOption('iPhone 15 Pro Max 256GB');
    // The check compares with the deductions the page reads: they are there once the preview shows a phone.
    await expect(page.getByTestId('deduction-preview')).toContainText('iPhone 15 Pro Max 256GB');
    await page.getByRole('button', { name: 'Simpan' }).click();
    // Seeded: a cracked screen for the iPhone 15 Pro Max has its own deduction.
    await expect(kode).toHaveAccessibleDescription(
      'Potongan Layar: retak untuk iPhone 15 Pro Max 256GB sudah ada. Ubah potongan yang sudah ada itu, atau pilih kondisi atau HP lain.',
    );
    await model.selectOption('');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(kode).toHaveAccessibleDescription(/Layar: retak untuk semua HP sudah ada/);
    expect((await firestore.list('potongan_kondisi')).length).toBe(before);
  });

  test('a CSV row repeating an answer and phone is refused, the row named @phone', async ({ page }) => {
    await startSignedIn(page, SEEDED_ADMIN);
    await page.goto('/admin/katalog/potongan_kondisi/impor');
    await chooseCsv(page, 'potongan.csv', [
      'kode,tipe,nilai,model',
      'kamera-rusak,persen,12,iPhone 11 64GB',
      'kamera-rusak,persen,15,iPhone 11 64GB',
      'inter,persen,30,',
    ]);
    await expect(page.getByTestId('plan-invalid').getByRole('listitem')).toHaveText([
      'Baris 3: Kondisi: Potongan Kamera bermasalah untuk iPhone 11 64GB sudah ada di baris 2 file ini. Ubah potongan yang sudah ada itu, atau pilih kondisi atau HP lain.',
      'Baris 4: Kondisi: Potongan HP inter (bukan resmi) untuk semua HP sudah ada (ID inter). Ubah potongan yang sudah ada itu, atau pilih kondisi atau HP lain.',
    ]);
    await expect(page.getByTestId('plan-counts')).toContainText('Tidak valid: 2');
  });
});
