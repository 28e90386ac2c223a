// Two admins on two phones, one record: the second save is not allowed to erase
// the first. Admin B, whose form was read before A saved, is told "Data ini sudah
// diubah oleh admin lain", sees A's value beside their own, keeps one, and the
// history holds both saves. Two lines added to one ticket at once are both kept.
import type { Browser, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expectAccessible } from './support/axe';
import { auth, firestore, rebuildVisitorLists, time, writeDoc } from './support/emulators';
import { SEEDED_ADMIN, signIn } from './support/member';
import { expect, test } from './support/test';

test.use({ promoPopupSeen: true });

/** A second admin of the shop (custom claim admin, as the seeded one), one per project. */
async function secondAdmin(project: string) {
  const id = `${project}-${Date.now()}`;
  const admin = { email: `admin-kedua-${id}@onegadget.test`, password: 'admin12345' };
  await auth.createUsers([
    { uid: `admin-kedua-${id}`, ...admin, displayName: 'Admin Kedua', customClaims: { admin: true } },
  ]);
  return admin;
}

/** Both admins signed in, each in a browser of their own. */
async function twoAdmins(page: Page, browser: Browser, project: string) {
  const context = await browser.newContext();
  const other = await context.newPage();
  const second = await secondAdmin(project);
  await Promise.all([signIn(page, SEEDED_ADMIN), signIn(other, second)]);
  return { a: page, b: other, second, close: () => context.close() };
}

test('two admins save one record: the second is told, sees both values, keeps one; both saves are in the history @phone', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const id = `e2e-konflik-${project}`;
  const path = `aksesoris/${id}`;
  await writeDoc(path, { nama: `Case Konflik ${project}`, merk: 'Spigen', harga: 50000, stok: 3 });
  const { a, b, second, close } = await twoAdmins(page, browser, project);
  try {
    await Promise.all([a.goto(`/admin/katalog/aksesoris/${id}`), b.goto(`/admin/katalog/aksesoris/${id}`)]);
    const formA = a.getByRole('form', { name: 'Form aksesoris' });
    const formB = b.getByRole('form', { name: 'Form aksesoris' });
    await expect(formA.getByLabel('Harga')).toHaveValue('50.000');
    await expect(formB.getByLabel('Harga')).toHaveValue('50.000');

    await formA.getByLabel('Harga').fill('60000');
    await formA.getByRole('button', { name: 'Simpan' }).click();
    await expect(a.getByRole('status').filter({ hasText: 'Tersimpan.' })).toBeVisible();
    await expect.poll(async () => (await firestore.get(path))?.harga).toBe(60000);

    // B's form was read before A saved.
    await formB.getByLabel('Harga').fill('55000');
    await formB.getByLabel('Merk').fill('Ringke');
    await formB.getByRole('button', { name: 'Simpan' }).click();
    const notice = b.getByTestId('conflict');
    await expect(notice.getByRole('alert')).toHaveText('Data ini sudah diubah oleh admin lain.');
    await expect(notice.getByTestId('conflict-by')).toContainText(SEEDED_ADMIN.email);
    const fields = notice.getByTestId('conflict-fields').getByRole('listitem');
    await expect(fields).toHaveCount(2);
    await expect(fields.filter({ hasText: 'Merk' })).toContainText('Versi mereka: Spigen');
    await expect(fields.filter({ hasText: 'Merk' })).toContainText('Versi kamu: Ringke');
    await expect(fields.filter({ hasText: 'Harga' })).toContainText('Versi mereka: Rp 60.000');
    await expect(fields.filter({ hasText: 'Harga' })).toContainText('Versi kamu: Rp 55.000');
    // Nothing overwritten, nothing typed lost.
    expect(await firestore.get(path)).toMatchObject({ harga: 60000, merk: 'Spigen' });
    await expect(formB.getByLabel('Harga')).toHaveValue('55.000');
    await expectAccessible(b, 'a record form with the conflict notice');
    mkdirSync(`shots/${project}`, { recursive: true });
    await notice.scrollIntoViewIfNeeded();
    await b.screenshot({ path: `shots/${project}/admin-conflict.png` });

    await notice.getByRole('button', { name: 'Pakai versi saya' }).click();
    await expect(b.getByRole('status').filter({ hasText: 'Tersimpan.' })).toBeVisible();
    expect(await firestore.get(path)).toMatchObject({ harga: 55000, merk: 'Ringke' });
    const entries = (await firestore.list('riwayat')).filter((e) => (e.data.docIds as string[]).includes(id));
    expect(entries.map((e) => e.data.email).sort()).toEqual([SEEDED_ADMIN.email, second.email].sort());

    // A, back on the list after saving, opens the record again from the list A read
    // before B's save: told too; "Pakai versi mereka" shows what is stored.
    await a.getByRole('link', { name: `Case Konflik ${project}` }).click();
    await expect(formA.getByLabel('Harga')).toHaveValue('60.000');
    await formA.getByLabel('Harga').fill('70000');
    await formA.getByRole('button', { name: 'Simpan' }).click();
    await a.getByTestId('conflict').getByRole('button', { name: 'Pakai versi mereka' }).click();
    await expect(a.getByRole('status').filter({ hasText: 'versi yang tersimpan sekarang' })).toBeVisible();
    await expect(formA.getByLabel('Harga')).toHaveValue('55.000');
    await expect(formA.getByLabel('Merk')).toHaveValue('Ringke');
    expect((await firestore.get(path))?.harga).toBe(55000);
  } finally {
    await close();
    await firestore.remove(path);
    // Removed outside the admin: the visitors' lists are rebuilt, or they keep its row.
    await rebuildVisitorLists();
  }
});

test('a quick price change from the list on a replaced version: the row says so and keeps their price on request @phone', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const id = `e2e-konflik-baris-${project}`;
  const nama = `Charger Konflik ${project}`;
  const path = `aksesoris/${id}`;
  await writeDoc(path, { nama, merk: 'Anker', harga: 150000, stok: 5 });
  const { a, b, close } = await twoAdmins(page, browser, project);
  const row = (p: Page) => p.getByTestId('admin-row').filter({ hasText: nama });
  async function typePrice(p: Page, price: string) {
    await p.goto('/admin/katalog/aksesoris');
    await p.getByLabel('Cari Aksesoris').fill(nama);
    await row(p)
      .getByRole('button', { name: `Ubah harga: ${nama}` })
      .click();
    await row(p).getByLabel('Harga', { exact: true }).fill(price);
  }
  try {
    await typePrice(a, '175000');
    await typePrice(b, '160000');
    await row(a).getByRole('button', { name: 'Simpan harga' }).click();
    await expect(row(a)).toContainText('Harga: Rp 175.000');
    await row(b).getByRole('button', { name: 'Simpan harga' }).click();
    const notice = row(b).getByTestId('conflict');
    await expect(notice.getByRole('alert')).toHaveText('Data ini sudah diubah oleh admin lain.');
    await expect(notice.getByTestId('conflict-fields')).toContainText('Versi mereka: Rp 175.000');
    await expect(notice.getByTestId('conflict-fields')).toContainText('Versi kamu: Rp 160.000');
    expect((await firestore.get(path))?.harga).toBe(175000);
    await notice.scrollIntoViewIfNeeded();
    await b.screenshot({ path: `shots/${project}/admin-conflict-row.png` });
    await notice.getByRole('button', { name: 'Pakai versi mereka' }).click();
    await expect(row(b)).toContainText('Harga: Rp 175.000');
    await expect(row(b).getByTestId('conflict')).toHaveCount(0);
    expect((await firestore.get(path))?.harga).toBe(175000);
  } finally {
    await close();
    await firestore.remove(path);
    // Removed outside the admin: the visitors' lists are rebuilt, or they keep its row.
    await rebuildVisitorLists();
  }
});

/**
 * Console errors of a page, but for the commit the transaction retries: the later
 * of two racing commits is refused (400, its precondition failed) and the browser
 * logs that response before the SDK runs the transaction again.
 */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !msg.location().url.includes('documents:commit')) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

test.describe('ticket lines @phone', () => {
  // Checked by consoleErrors above, which lets the retried commit through.
  test.use({ allowConsoleErrors: true });

  test('two admins add a status and a note to one ticket at once: both lines are stored', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const project = testInfo.project.name;
    const code = project === 'desktop' ? 'OG-ZZKNFDESKT' : 'OG-ZZKNFPHNE2';
    const masuk = { tanggal: new Date('2026-11-20T10:00:00+08:00'), keterangan: 'Masuk' };
    await writeDoc(`servisan/${code}`, {
      nama: 'Dua Admin',
      perangkat: 'iPhone 12',
      keluhan: 'LCD bergaris',
      status: 'Masuk',
      historyPerbaikan: [{ tanggal: time(masuk.tanggal), keterangan: 'Masuk' }],
    });
    const { a, b, close } = await twoAdmins(page, browser, project);
    const errors = [consoleErrors(a), consoleErrors(b)];
    try {
      await Promise.all([a.goto(`/admin/servisan/${code}`), b.goto(`/admin/servisan/${code}`)]);
      const status = a
        .getByRole('group', { name: 'Ubah status' })
        .getByRole('button', { name: 'Sedang diservice' });
      const note = b.getByLabel('Tambah catatan perbaikan');
      await expect(status).toBeEnabled();
      await note.fill('Cek konektor');
      await Promise.all([status.click(), b.getByRole('button', { name: 'Tambah', exact: true }).click()]);
      await expect(a.getByTestId('ticket-status')).toHaveText('Sedang diservice');
      await expect(b.getByTestId('ticket-history')).toContainText('Cek konektor');
      await expect
        .poll(async () =>
          ((await firestore.get(`servisan/${code}`))?.historyPerbaikan as { keterangan: string }[]).map(
            (l) => l.keterangan,
          ),
        )
        .toHaveLength(3);
      const stored = (await firestore.get(`servisan/${code}`))!;
      const lines = (stored.historyPerbaikan as { keterangan: string }[]).map((l) => l.keterangan);
      expect(lines[0]).toBe('Masuk');
      expect(lines.slice(1).sort()).toEqual(['Cek konektor', 'Sedang diservice']);
      expect(stored.status).toBe('Sedang diservice');
      expect(errors.flat(), 'console errors besides the commit that lost the race').toEqual([]);
    } finally {
      await close();
      await firestore.remove(`servisan/${code}`);
    }
  });
});
