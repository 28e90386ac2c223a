// What members see of their content, and the admin's member list: the owner gives a
// coupon its last day (berlakuSampai) in the admin form; the member reads "Berlaku
// sampai …" on it, never sees a coupon whose last day is over, and an ended promo
// notification is not "Baru"; an empty e-mail is left out of the member list.
import { firestore, time, writeDoc } from './support/emulators';
import { SEEDED_ADMIN, SEEDED_MEMBER, startSignedIn } from './support/member';
import { expect, test } from './support/test';

test.use({ promoPopupSeen: true });

test('a coupon shows its last day, an ended one is gone, an ended promo is not "Baru" @phone', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const p = testInfo.project.name;
  const dated = `e2e-berlaku-${p}`;
  const ended = `e2e-lewat-${p}`;
  const notes = [`e2e-promo-lewat-${p}`, `e2e-kabar-${p}`];
  const kode = `BERLAKU${p.toUpperCase()}`;
  await writeDoc(`coupons/${dated}`, {
    kode,
    deskripsi: 'Diskon uji',
    tipe: 'persen',
    nilaiDiskon: 5,
    aktif: true,
  });
  await writeDoc(`coupons/${ended}`, {
    kode: `LEWAT${p.toUpperCase()}`,
    tipe: 'persen',
    nilaiDiskon: 5,
    aktif: true,
    berlakuSampai: '2025-01-31',
  });
  await writeDoc(`notifikasi/${notes[0]}`, {
    judul: `Promo lewat ${p}`,
    pesan: 'Diskon sampai 30 Juni 2025.',
    berlakuSampai: '2025-06-30',
    tanggal: time(new Date()),
  });
  await writeDoc(`notifikasi/${notes[1]}`, {
    judul: `Kabar baru ${p}`,
    pesan: 'Stok baru datang.',
    tanggal: time(new Date()),
  });
  const member = await browser.newContext();
  try {
    // The owner gives the coupon its last day with the form's date picker.
    await startSignedIn(page, SEEDED_ADMIN);
    await page.goto(`/admin/katalog/coupons/${dated}`);
    const form = page.getByRole('form', { name: 'Form kupon' });
    await form.getByLabel('Berlaku sampai').fill('2030-12-31');
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Tersimpan.' })).toBeVisible();
    await expect
      .poll(async () => (await firestore.get(`coupons/${dated}`))?.berlakuSampai)
      .toBe('2030-12-31');

    const memberPage = await member.newPage();
    await startSignedIn(memberPage, SEEDED_MEMBER);
    await memberPage.goto('/member/kupon');
    const card = memberPage.getByRole('article', { name: kode });
    await expect(card).toContainText('Berlaku sampai 31 Des 2030', { timeout: 15_000 });
    await expect(memberPage.getByRole('article', { name: `LEWAT${p.toUpperCase()}` })).toHaveCount(0);
    // A coupon without a last day says nothing of one.
    await expect(memberPage.getByRole('article', { name: 'HEMAT10' })).not.toContainText('Berlaku sampai');

    await memberPage.goto('/member/notifikasi');
    const list = memberPage.getByRole('list', { name: 'Daftar notifikasi' });
    const over = list.getByRole('listitem').filter({ hasText: `Promo lewat ${p}` });
    const fresh = list.getByRole('listitem').filter({ hasText: `Kabar baru ${p}` });
    await expect(fresh).toContainText('Baru', { timeout: 15_000 });
    await expect(over).toContainText('Sudah berakhir');
    await expect(over).not.toContainText('Baru');
  } finally {
    await member.close();
    await firestore.remove(`coupons/${dated}`);
    await firestore.remove(`coupons/${ended}`);
    for (const n of notes) await firestore.remove(`notifikasi/${n}`);
  }
});

test('the member list shows the contacts a profile holds, never "-" for an empty e-mail @phone', async ({
  page,
}, testInfo) => {
  const id = `e2e-tanpa-email-${testInfo.project.name}`;
  const nama = `Komang Tanpa Email ${testInfo.project.name}`;
  await writeDoc(`users/${id}`, {
    nama,
    noWa: '081234500077',
    email: '',
    role: 'member',
    createdAt: time(new Date('2026-11-02T10:00:00+08:00')),
  });
  try {
    await startSignedIn(page, SEEDED_ADMIN);
    await page.goto('/admin/member');
    await page.getByRole('searchbox', { name: 'Cari member' }).fill(nama);
    const row = page.getByTestId('member-row').filter({ hasText: nama });
    await expect(row).toContainText('WhatsApp: 081234500077', { timeout: 15_000 });
    await expect(row).toContainText('Bergabung: 2 November 2026');
    await expect(row).not.toContainText('E-mail');
    await expect(row).not.toContainText(': -');
  } finally {
    await firestore.remove(`users/${id}`);
  }
});
