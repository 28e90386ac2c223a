// The admin's bulk tools on the price list: a CSV export, an import whose dry run
// sorts good rows from bad before anything is written, and a bulk price change.
// Runs in the admin-content project (after the rest): other specs count price-list rows.
import { readFile } from 'node:fs/promises';
import { firestore, rebuildVisitorLists, writeDoc } from './support/emulators';
import { SEEDED_ADMIN, startSignedIn } from './support/member';
import { expect, test } from './support/test';

test.use({ promoPopupSeen: true });

const stamp = `E2E Impor ${Date.now()}`;
const existingId = `e2e-impor-${Date.now()}`;
const existing = {
  brand: 'E2E',
  type: `${stamp} Lama`,
  kategori: 'android',
  colours: [],
  baru: 3e6,
  second: 2e6,
  stok: 1,
};
const header = 'id,brand,type,kategori,colours,baru,second,stok';

const stored = async () =>
  (await firestore.list('pricelist')).filter((d) => String(d.data.type).startsWith(stamp));

test.beforeAll(() => writeDoc(`pricelist/${existingId}`, existing));
test.afterAll(async () => {
  for (const d of await stored()) await firestore.remove(`pricelist/${d.id}`);
  // Removed outside the admin: the visitors' lists are rebuilt, or they keep these rows.
  await rebuildVisitorLists();
});

test('export, then an import with good and bad rows: the dry run names each, only good rows are stored; then a bulk price change', async ({
  page,
}) => {
  test.setTimeout(120_000); // two batched writes and their previews
  await startSignedIn(page, SEEDED_ADMIN);
  await page.goto('/admin/katalog/pricelist');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ekspor CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^pricelist-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = await readFile((await file.path())!, 'utf8');
  expect(exported.split('\r\n')[0]).toBe(`\uFEFF${header}`);
  expect(exported).toContain(`${existingId},E2E,${stamp} Lama,android,,3000000,2000000,1`);

  await page.getByRole('link', { name: 'Impor CSV' }).click();
  const csv = [
    header,
    `,E2E,${stamp} Baru,android,"Hitam, Biru",2.500.000,2000000,3`,
    `,E2E,${stamp} Tablet,tablet,,1000000,900000,1`,
    `${existingId},E2E,${stamp} Lama,android,,3000000,1.800.000,1`,
    `tidak-ada,E2E,${stamp} Hantu,android,,1,1,1`,
  ].join('\n');
  await page
    .getByLabel('File CSV')
    .setInputFiles({ name: 'harga.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

  await expect(page.getByTestId('plan-counts')).toHaveText(/Baru: 1\s*Berubah: 1\s*Sama: 0\s*Tidak valid: 2/);
  await expect(page.getByTestId('plan-invalid').getByRole('listitem')).toHaveText([
    'Baris 3: Kategori: Pilih salah satu: iPhone, Android, Laptop, Mac.',
    'Baris 5: ID "tidak-ada" tidak ada di Pricelist HP & Laptop. Kosongkan kolom id untuk item baru.',
  ]);
  await expect(page.getByTestId('plan-changed')).toContainText('Harga Second Rp 2.000.000 → Rp 1.800.000');
  expect((await stored()).map((d) => d.data.type)).toEqual([`${stamp} Lama`]); // nothing written yet
  // The dry run's long lines wrap on a phone.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'Simpan 2 baris' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Impor selesai' })).toHaveText(
    /Impor selesai: 1 baru dan 1 berubah disimpan\. 2 baris tidak valid dilewati\./,
  );
  const rows = await stored();
  expect(rows.map((d) => [d.data.type, d.data.second]).sort()).toEqual([
    [`${stamp} Baru`, 2_000_000],
    [`${stamp} Lama`, 1_800_000],
  ]);
  expect(rows.find((d) => d.data.type === `${stamp} Baru`)!.data).toMatchObject({
    baru: 2_500_000,
    colours: ['Hitam', 'Biru'],
  });
  const entries = (await firestore.list('riwayat')).filter((h) =>
    (h.data.docIds as string[]).includes(existingId),
  );
  expect(entries.map((h) => [h.data.action, (h.data.docIds as string[]).length])).toEqual([['impor', 2]]);

  // "Android second −3 %" for this test's items, rounded to Rp 1.000.
  await page.getByRole('status').getByRole('link', { name: 'Kembali ke Pricelist HP & Laptop' }).click();
  await page.getByRole('link', { name: 'Ubah harga massal' }).click();
  await page.getByLabel('Cari (nama, brand, ...)').fill(stamp);
  await page.getByLabel('Kategori').selectOption('android');
  await expect(page.getByText('2 dari')).toBeVisible();
  await page.getByLabel('Harga yang diubah').selectOption({ label: 'Harga Second' });
  await page.getByLabel('Perubahan (%)').fill('tiga');
  await expect(page.getByLabel('Perubahan (%)')).toHaveAccessibleDescription(/Isi dengan angka persen/);
  await page.getByLabel('Perubahan (%)').fill('−3');
  await expect(page.getByTestId('plan-counts')).toHaveText(/Baru: 0\s*Berubah: 2\s*Sama: 0\s*Tidak valid: 0/);
  await expect(page.getByTestId('plan-changed')).toContainText('Harga Second Rp 1.800.000 → Rp 1.746.000');
  await page.getByRole('button', { name: 'Terapkan ke 2 item' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'sudah diubah' })).toBeVisible();
  expect((await stored()).map((d) => d.data.second).sort()).toEqual([1_746_000, 1_940_000]);

  // The list shows the new prices without reading the collection again.
  await page.getByRole('status').getByRole('link', { name: 'Kembali ke Pricelist HP & Laptop' }).click();
  await page.getByRole('searchbox').fill(`${stamp} Baru`);
  // The row itself, whether or not the search has narrowed the list yet (CI once met all 20).
  await expect(page.getByTestId('admin-row').filter({ hasText: `${stamp} Baru` })).toContainText(
    'Harga Second: Rp 1.940.000',
  );
});
