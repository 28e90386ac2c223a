// The admin area's door: who gets in, who is refused, and that public pages never
// download its code.
import type { Page } from '@playwright/test';
import type { Plain } from '../../src/firebase/plain';
import { adminLogout, openAdminArea } from './support/admin';
import { firestore } from './support/emulators';
import { SEEDED_ADMIN, signIn, startSignedIn } from './support/member';
import { expect, test } from './support/test';

test.use({ promoPopupSeen: true });

async function fillLogin(page: Page, { email, password }: { email: string; password: string }) {
  await page.getByLabel('Alamat email').fill(email);
  await page.getByLabel('Kata sandi').fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
}

test.describe('admin access', () => {
  test('a visitor is sent to the login and, signed in as admin, comes back to the dashboard', async ({
    page,
  }) => {
    test.setTimeout(75_000); // eleven admin screens, each loaded afresh
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/member\/login$/);
    await fillLogin(page, SEEDED_ADMIN);
    await expect(page).toHaveURL(/\/admin$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Ringkasan' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // Not the public navbar: the admin's own bar.
    await expect(page.getByRole('navigation', { name: 'Navigasi utama' })).toHaveCount(0);
    for (const path of [
      '/admin',
      '/admin/katalog',
      '/admin/katalog/pricelist',
      '/admin/katalog/pricelist/impor',
      '/admin/katalog/pricelist/harga-massal',
      '/admin/riwayat',
      '/admin/promo',
      '/admin/promo/aktif',
      '/admin/member',
      '/admin/lainnya',
      '/admin/katalog/coupons',
      '/admin/katalog/notifikasi/baru',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `sideways scroll on ${path}`).toBeLessThanOrEqual(0);
    }
    // The sold-out count is what Firestore holds; a test beside this one may change an
    // accessory's stock between the two reads, so both are read again until they agree.
    await expect(async () => {
      await page.goto('/admin');
      const soldOut = (await firestore.list('aksesoris')).filter((d) => Number(d.data.stok) <= 0).length;
      await expect(page.getByTestId('habis-aksesoris')).toHaveText(`${soldOut} item habis`, {
        timeout: 5_000,
      });
    }).toPass();
    // Other tests send promo requests meanwhile: a count, not a fixed number.
    await expect(page.getByTestId('promo-baru')).toHaveText(/^\d+ belum ditangani$/);

    await adminLogout(page);
    await expect(page).toHaveURL(/\/member\/login$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/member\/login$/);
  });

  test('a member without the claim is refused, with a way back; the member area has no admin link @phone', async ({
    page,
  }) => {
    await signIn(page);
    await expect(page.getByRole('link', { name: 'Panel Admin' })).toHaveCount(0);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Akses khusus admin' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ringkasan' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Ke Area Member' }).click();
    await expect(page).toHaveURL(/\/member\/beranda$/);
  });

  test('the admin finds the panel from the member area @phone', async ({ page }) => {
    await signIn(page, SEEDED_ADMIN);
    await page.getByRole('link', { name: 'Panel Admin' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ringkasan' })).toBeVisible();
  });

  test('public pages never download admin code @phone', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    for (const path of ['/', '/pricelist', '/member/login']) {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
    }
    expect(scripts.filter((u) => /AdminApp|recorded-batch/i.test(u))).toEqual([]);
  });
});

test.describe('admin catalogue @phone', () => {
  test('the admin adds, corrects, prices and deletes an accessory; visitors see it; history records each write and gives a version back', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000); // a dozen admin writes, and a visitor's page
    const nama = `E2E Admin Case ${Date.now()}-${testInfo.project.name}`;
    await startSignedIn(page, SEEDED_ADMIN);
    await page.goto('/admin/katalog');
    await page.getByRole('link', { name: 'Aksesoris' }).click();
    await page.getByRole('link', { name: 'Tambah aksesoris' }).click();

    const form = page.getByRole('form', { name: 'Form aksesoris' });
    await form.getByLabel('Nama').fill(nama);
    await form.getByLabel('Kategori').fill('E2E Admin');
    await form.getByLabel('Harga').fill('mahal');
    await form.getByLabel('Stok').fill('3');
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expect(form.getByLabel('Harga')).toHaveAccessibleDescription(/Harus berupa angka/);
    await expect(form.getByLabel('Nama')).toHaveValue(nama);
    // Typed without dots, shown grouped as the shop writes it, stored as a number.
    await form.getByLabel('Harga').clear();
    await form.getByLabel('Harga').pressSequentially('125000');
    await expect(form.getByLabel('Harga')).toHaveValue('125.000');
    await expect(form.getByLabel('Harga')).not.toHaveAttribute('aria-invalid');
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Tersimpan.' })).toBeVisible();

    const stored = async () => (await firestore.list('aksesoris')).find((d) => d.data.nama === nama);
    await expect.poll(async () => (await stored())?.data.harga).toBe(125_000);
    const created = await stored();
    const history = async () =>
      (await firestore.list('riwayat'))
        .filter((d) => (d.data.docIds as string[]).includes(created!.id))
        .map((d) => {
          const change = (d.data.items as Record<string, { before: Plain | null; after: Plain | null }>)[
            created!.id
          ]!;
          return { ...d.data, ...change } as Plain & typeof change;
        });
    expect(await history()).toEqual([
      expect.objectContaining({ action: 'buat', collection: 'aksesoris', uid: 'admin-demo', before: null }),
    ]);

    // The price from the list, on a phone: a refusal stays beside the field.
    await page.getByRole('searchbox').fill(nama);
    await page.getByRole('button', { name: `Ubah harga: ${nama}` }).click();
    const quick = page.getByRole('form', { name: `Harga ${nama}` });
    await quick.getByLabel('Harga').fill('-5');
    await quick.getByRole('button', { name: 'Simpan harga' }).click();
    await expect(quick.getByLabel('Harga')).toHaveAccessibleDescription('Tidak boleh kurang dari 0.');
    await quick.getByLabel('Harga').fill('99.000');
    await quick.getByRole('button', { name: 'Simpan harga' }).click();
    await expect(page.getByTestId('admin-row').filter({ hasText: nama })).toContainText('Harga: Rp 99.000');
    await expect.poll(async () => (await stored())?.data.harga).toBe(99_000);

    // A fresh visitor (no cache of the shop's data) sees the new price.
    const visitor = await browser.newPage();
    await visitor.goto('/aksesoris');
    const card = visitor.getByTestId('accessory-card').filter({ hasText: nama });
    await expect(card).toContainText('Rp 99.000');
    await visitor.close();

    // One tap on the list: sold out, recorded like any change.
    await page.getByRole('searchbox').fill(nama);
    await page.getByRole('button', { name: `Tandai habis: ${nama}` }).click();
    await expect(page.getByRole('button', { name: `Tandai tersedia: ${nama}` })).toBeVisible();
    await expect.poll(async () => (await stored())?.data.stok).toBe(0);
    // Back in stock with the count it had before (from its history), not 1.
    await page.getByRole('button', { name: `Tandai tersedia: ${nama}` }).click();
    await expect.poll(async () => (await stored())?.data.stok).toBe(3);
    await expect(page.getByRole('button', { name: `Tandai habis: ${nama}` })).toBeVisible();

    // History on the item's page, newest first, by label and in Rupiah; "Pulihkan versi ini"
    // on the price change brings back the price before it, after showing what will change.
    await page.getByRole('searchbox').fill(nama);
    await page.getByRole('link', { name: nama }).click();
    const entries = page.getByTestId('riwayat-entry');
    await expect(entries).toHaveCount(4);
    await expect(entries.first()).toContainText('Stok: 0 → 3');
    await expect(entries.nth(2)).toContainText('Harga: Rp 125.000 → Rp 99.000');
    // A new record had no version before it: nothing to restore there.
    await expect(entries.filter({ hasText: 'Dibuat' }).getByRole('button')).toHaveCount(0);
    await entries.nth(2).getByRole('button', { name: 'Pulihkan versi ini' }).click();
    const confirm = page.getByRole('group', { name: 'Konfirmasi pulihkan' });
    await expect(confirm).toContainText('Harga: Rp 99.000 → Rp 125.000');
    await confirm.getByRole('button', { name: 'Ya, pulihkan' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Versi dipulihkan.' })).toBeVisible();
    await expect(form.getByLabel('Harga')).toHaveValue('125.000');
    await expect.poll(async () => (await stored())?.data.harga).toBe(125_000);
    await expect(entries).toHaveCount(5);

    await page.getByRole('button', { name: 'Hapus' }).click();
    await page.getByRole('button', { name: 'Ya, hapus' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Terhapus.' })).toBeVisible();
    await expect.poll(stored).toBeUndefined();
    expect((await history()).map((h) => h.action).sort()).toEqual([
      'buat',
      'hapus',
      'pulihkan',
      'ubah',
      'ubah',
      'ubah',
    ]);
    await openAdminArea(page, 'Riwayat');
    // Named by its name, not its id.
    await expect(page.getByTestId('riwayat-entry').filter({ hasText: nama }).first()).toContainText(
      'Dihapus',
    );
    await expect(page.getByTestId('riwayat-entry').filter({ hasText: created!.id })).toHaveCount(0);
    const change = (await history()).find((h) => h.action === 'ubah' && h.before?.harga !== h.after?.harga)!;
    expect(change).toMatchObject({ before: { harga: 125_000 }, after: { harga: 99_000 } });
  });
});
