// Riwayat, read and undone on a phone: an entry names the record and its changed
// fields as people know them; "Pulihkan versi ini" brings back the version BEFORE
// the change (the stored value is the original one), a deleted record comes back
// from its entry, and a new ticket is one entry.
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { firestore, rebuildVisitorLists, time, writeDoc } from './support/emulators';
import { SEEDED_ADMIN, startSignedIn } from './support/member';
import { saveRecordField } from './support/admin';
import { expect, test } from './support/test';

test.use({ promoPopupSeen: true });

/** What no entry may show: a raw object, a JavaScript date, an English date. */
const UNREADABLE = /\[object Object\]|GMT|Waktu Universal|Coordinated/;

async function restoreFrom(page: Page, entry: ReturnType<Page['getByTestId']>) {
  await entry.getByRole('button', { name: 'Pulihkan versi ini' }).click();
  const confirm = page.getByRole('group', { name: 'Konfirmasi pulihkan' });
  await expect(confirm).toBeVisible();
  return confirm;
}

test('a seeded price changed once comes back from its history: the stored value is the original @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  // A record from before the admin area (no history yet), one per project: they run side by side.
  const id = testInfo.project.name === 'desktop' ? 'ideapad-slim-3' : 'aspire-5-i5';
  const path = `pricelist/${id}`;
  const original = (await firestore.get(path))!;
  const second = original.second as number;
  const rupiah = (n: number) => `Rp ${n.toLocaleString('id-ID')}`;
  try {
    await startSignedIn(page, SEEDED_ADMIN);
    const form = await saveRecordField(page, path, 'Harga Second', '100000');
    await expect.poll(async () => (await firestore.get(path))?.second).toBe(100000);

    await page.goto(`/admin/katalog/pricelist/${id}`);
    const entries = page.getByTestId('riwayat-entry');
    await expect(entries).toHaveCount(1, { timeout: 15_000 });
    const edit = entries.first();
    // The record by its name, the field by its label, Rupiah, and only what changed.
    await expect(edit).toContainText('Diubah');
    await expect(edit).toContainText(`${String(original.brand)} ${String(original.type)}`);
    await expect(edit).toContainText(`Harga Second: ${rupiah(second)} → Rp 100.000`);
    await expect(edit.getByRole('listitem')).toHaveCount(1);
    await expect(edit).not.toContainText('Tanggal dibuat');
    await expect(edit).not.toContainText(UNREADABLE);

    // What will change is shown before anything is written.
    const confirm = await restoreFrom(page, edit);
    await expect(confirm).toContainText(`Harga Second: Rp 100.000 → ${rupiah(second)}`);
    expect((await firestore.get(path))?.second).toBe(100000);
    await expectAccessible(page, 'a record page with its restore confirmation open');
    await confirm.getByRole('button', { name: 'Ya, pulihkan' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Versi dipulihkan.' })).toBeVisible();
    await expect.poll(async () => (await firestore.get(path))?.second).toBe(second);
    await expect(form.getByLabel('Harga Second')).toHaveValue(
      new RegExp(`^${second}$|^${rupiah(second).slice(3)}$`),
    );

    // The restore is an entry of its own, readable too.
    await expect(entries).toHaveCount(2);
    await expect(entries.first()).toContainText('Dipulihkan');
    await expect(entries.first()).toContainText(`Harga Second: Rp 100.000 → ${rupiah(second)}`);
    const stored = (await firestore.get(path))!;
    const { _riwayat, ...content } = stored;
    expect(typeof _riwayat).toBe('string');
    expect(content).toEqual(original);
  } finally {
    // Whatever happened, the public pages get their price back.
    if ((await firestore.get(path))?.second !== second) {
      await writeDoc(path, original);
      await rebuildVisitorLists(); // written outside the admin: the visitors' lists follow
    }
  }
});

test('a deleted record comes back from its deletion entry on Riwayat @phone', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const id = `e2e-riwayat-${testInfo.project.name}`;
  const path = `kalkulator_hp_baru/${id}`;
  const nama = `E2E Riwayat HP ${testInfo.project.name}`;
  const original = { nama, harga: 7_250_000 };
  await writeDoc(path, original);
  try {
    await startSignedIn(page, SEEDED_ADMIN);
    await page.goto(`/admin/katalog/kalkulator_hp_baru/${id}`);
    await expect(page.getByRole('form', { name: 'Form HP' }).getByLabel('Nama HP')).toHaveValue(nama);
    await page.getByRole('button', { name: 'Hapus', exact: true }).click();
    await page.getByRole('button', { name: 'Ya, hapus' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Terhapus.' })).toBeVisible();
    await expect.poll(() => firestore.get(path)).toBeNull();

    await page.goto('/admin/riwayat');
    const deletion = page.getByTestId('riwayat-entry').filter({ hasText: nama }).first();
    await expect(deletion).toContainText('Dihapus', { timeout: 15_000 });
    await expect(deletion).toContainText('Harga: Rp 7.250.000');
    await expect(deletion).not.toContainText(id);
    const confirm = await restoreFrom(page, deletion);
    await expect(confirm).toContainText('Kembalikan data yang dihapus ini?');
    await expect(confirm).toContainText(`Nama HP: ${nama}`);
    await confirm.getByRole('button', { name: 'Ya, pulihkan' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Versi dipulihkan.' })).toBeVisible();
    await expect.poll(() => firestore.get(path)).toMatchObject(original);
    await expect(page.getByTestId('riwayat-entry').filter({ hasText: nama }).first()).toContainText(
      'Dipulihkan',
    );

    // Back in the list, and on its page with its whole history.
    await page
      .getByTestId('riwayat-entry')
      .filter({ hasText: 'Dipulihkan' })
      .getByRole('link', { name: nama })
      .first()
      .click();
    await expect(page.getByRole('form', { name: 'Form HP' }).getByLabel('Harga')).toHaveValue(
      /7\.?250\.?000/,
    );
    await expect(page.getByTestId('riwayat-entry')).toHaveCount(2);
  } finally {
    await firestore.remove(path);
  }
});

test('a new ticket is one readable entry @phone', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const nama = `E2E Riwayat ${Date.now()}-${testInfo.project.name}`;
  let code = '';
  try {
    await startSignedIn(page, SEEDED_ADMIN);
    await page.goto('/admin/servisan/baru');
    const form = page.getByRole('form', { name: 'Form tiket servis' });
    await form.getByLabel('Nama pelanggan').fill(nama);
    await form.getByLabel('WhatsApp pelanggan').fill('0813 5555 7777');
    await form.getByLabel('Perangkat').fill('iPhone 11');
    await form.getByLabel('Keluhan').fill('Baterai drop');
    await form.getByLabel('Item 1', { exact: true }).fill('Baterai');
    await form.getByLabel('Harga item 1').fill('450.000');
    await form.getByRole('button', { name: 'Buat tiket' }).click();
    const shown = page.getByTestId('ticket-code');
    await expect(shown).toHaveText(/^OG-/, { timeout: 15_000 });
    code = (await shown.textContent())!;

    // One write, one entry: the ticket and its private number together.
    const stored = (await firestore.list('riwayat')).filter((e) =>
      (e.data.docIds as string[]).includes(code),
    );
    expect(stored).toHaveLength(1);

    await page.getByText('Riwayat perubahan (admin)').click();
    const entries = page.getByTestId('riwayat-entry');
    await expect(entries).toHaveCount(1, { timeout: 15_000 });
    const entry = entries.first();
    await expect(entry).toContainText('Dibuat');
    await expect(entry).toContainText(`${code} · ${nama}`);
    await expect(entry).toContainText('WhatsApp pelanggan: 0813 5555 7777');
    await expect(entry).toContainText('Rincian biaya: Baterai — Rp 450.000');
    await expect(entry).toContainText('Total: Rp 450.000');
    await expect(entry).toContainText('Status: Masuk');
    await expect(entry).not.toContainText(UNREADABLE);

    await page.goto('/admin/riwayat');
    const listed = page.getByTestId('riwayat-entry').filter({ hasText: code });
    await expect(listed).toHaveCount(1, { timeout: 15_000 });
    await expect(listed).toContainText(nama);
    await expect(listed).not.toContainText(UNREADABLE);
    await expectAccessible(page, '/admin/riwayat with entries');
  } finally {
    if (code) {
      await firestore.remove(`servisan/${code}`);
      await firestore.remove(`servisan_private/${code}`);
    }
  }
});

test('a field a save removed stays in the history with its old value: a record, and a refused quote asked again @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const project = testInfo.project.name;
  const id = `e2e-dihapus-${project}`;
  const code = `OG-DIHAPUS${project === 'phone' ? 'PH' : 'DK'}`;
  const entries = [`e2e-dihapus-aksesoris-${project}`, `e2e-dihapus-servisan-${project}`];
  const admin = { uid: 'admin-demo', email: 'admin@onegadget.test' };
  const minutesAgo = (m: number) => time(new Date(Date.now() - m * 60_000));
  const accessory = { nama: `Case Riwayat ${project}`, kategori: 'Casing', harga: 75000, stok: 3 };
  const ticket = {
    nama: 'Ni Luh Sari',
    perangkat: 'iPhone 13 128GB',
    tanggalMasuk: minutesAgo(600),
    status: 'Menunggu persetujuan',
    keluhan: 'Layar bergaris',
    historyPerbaikan: [{ tanggal: minutesAgo(600), keterangan: 'Masuk' }],
    itemList: [{ nama: 'LCD iPhone 13', harga: 650000 }],
    total: 650000,
  };
  try {
    await writeDoc(`aksesoris/${id}`, accessory);
    await writeDoc(`servisan/${code}`, ticket);
    // As recordedBatch keeps them: the whole document before and after the write.
    await firestore.writeDocuments([
      {
        path: `riwayat/${entries[0]}`,
        data: {
          ...admin,
          waktu: minutesAgo(5),
          collection: 'aksesoris',
          action: 'ubah',
          docIds: [id],
          items: { [id]: { before: { ...accessory, merk: 'Nillkin' }, after: accessory } },
        },
      },
      {
        path: `riwayat/${entries[1]}`,
        data: {
          ...admin,
          waktu: minutesAgo(5),
          collection: 'servisan',
          action: 'ubah',
          docIds: [code],
          items: {
            [code]: {
              // The customer refused Rp 850.000; the new quote cleared the answer.
              before: {
                ...ticket,
                itemList: [{ nama: 'LCD iPhone 13 (OLED)', harga: 850000 }],
                total: 850000,
                persetujuan: 'tolak',
                persetujuanWaktu: minutesAgo(30),
              },
              after: ticket,
            },
          },
        },
      },
    ]);
    await startSignedIn(page, SEEDED_ADMIN);

    await page.goto(`/admin/katalog/aksesoris/${id}`);
    const edit = page.getByTestId('riwayat-entry');
    await expect(edit).toHaveCount(1, { timeout: 15_000 });
    await expect(edit).toContainText('Merk: Nillkin → dihapus');
    await expect(edit).not.toContainText(UNREADABLE);

    await page.goto(`/admin/servisan/${code}`);
    await page.getByText('Riwayat perubahan (admin)').click();
    const requote = page.getByTestId('riwayat-entry');
    await expect(requote).toHaveCount(1, { timeout: 15_000 });
    await expect(requote).toContainText('Persetujuan biaya: Ditolak → dihapus');
    await expect(requote).toContainText(/Waktu persetujuan: \d+ \w+ \d{4} pukul \d\d\.\d\d → dihapus/);
    await expect(requote).toContainText('Total: Rp 850.000 → Rp 650.000');
    await expect(requote).not.toContainText(UNREADABLE);
  } finally {
    await firestore.remove(`aksesoris/${id}`);
    await firestore.remove(`servisan/${code}`);
    for (const e of entries) await firestore.remove(`riwayat/${e}`);
  }
});
