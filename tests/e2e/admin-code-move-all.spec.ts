// "Ganti semua kode lama": every OPEN ticket under an old code moves to a new one,
// one after another; one that fails is reported and the rest go on; then each
// moved ticket's WhatsApp message. It moves the seeded tickets other specs read,
// so playwright.config.ts runs it after them (SHOP_WIDE_EDITS), and it puts the
// seed back when done.
import { readSeedDocuments } from '../../scripts/lib/seed-data.mjs';
import { firestore, time, writeDoc } from './support/emulators';
import { SEEDED_ADMIN, startSignedIn } from './support/member';
import { expect, test } from './support/test';

test.use({ promoPopupSeen: true });

const NEW_CODE = /^OG-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{10}$/;
const COLLECTED = 'Diambil';

const ticket = (nama: string, status: string) => ({
  nama,
  perangkat: 'Samsung A54',
  tanggalMasuk: time(new Date('2025-06-08T14:40:00+08:00')),
  status,
  keluhan: 'Baterai cepat habis',
  historyPerbaikan: ['8 Juni 2025 – Unit diterima'],
  garansi: '',
  total: 375000,
  itemList: [{ nama: 'Baterai', harga: 375000 }],
});

test('"Ganti semua kode lama" moves every open old-code ticket, reports the one that fails, and offers each message', async ({
  page,
}) => {
  test.setTimeout(120_000); // sign-in, a move per open old ticket, the look-ups, the seed put back
  const stamp = Date.now().toString(36).toUpperCase();
  const withNumber = { code: `E2E-ALL-${stamp}-A`, nama: 'E2E Semua Bernomor' };
  const noNumber = { code: `E2E-ALL-${stamp}-B`, nama: 'E2E Semua Tanpa Nomor' };
  const vanishes = { code: `E2E-ALL-${stamp}-C`, nama: 'E2E Semua Hilang' };
  const collected = { code: `E2E-ALL-${stamp}-D`, nama: 'E2E Semua Diambil' };
  await writeDoc(`servisan/${withNumber.code}`, ticket(withNumber.nama, 'Masuk'));
  await writeDoc(`servisan_private/${withNumber.code}`, { whatsapp: '0812 1111 2222' });
  await writeDoc(`servisan/${noNumber.code}`, ticket(noNumber.nama, 'Sedang diservice'));
  await writeDoc(`servisan/${vanishes.code}`, ticket(vanishes.nama, 'Masuk'));
  await writeDoc(`servisan/${collected.code}`, ticket(collected.nama, COLLECTED));

  const seed = readSeedDocuments().filter((d) => d.path.startsWith('servisan/'));
  const isOld = (code: string) => !NEW_CODE.test(code);
  // What the list counts as open: a status, and not the collected one.
  const isOpen = (d: { data: Record<string, unknown> }) =>
    typeof d.data.status === 'string' && d.data.status !== COLLECTED;
  const openOld = (await firestore.list('servisan')).filter((d) => isOld(d.id) && isOpen(d)).map((d) => d.id);
  expect(openOld).toEqual(expect.arrayContaining([withNumber.code, noNumber.code, 'OG-2406-B3M9', 'ABC123']));
  expect(openOld).not.toContain(collected.code);

  const moved = new Map<string, string>(); // old code → new code
  try {
    await startSignedIn(page, SEEDED_ADMIN);
    await page.goto('/admin/servisan');
    await expect(page.getByTestId('ticket-row').first()).toBeVisible({ timeout: 15_000 });
    const offer = page.getByRole('region', { name: 'Kode lama' });
    await expect(offer).toContainText(`${openOld.length} tiket terbuka masih memakai kode format lama`);
    await offer.getByRole('button', { name: `Ganti semua kode lama (${openOld.length})` }).click();
    const confirm = page.getByRole('group', { name: 'Konfirmasi ganti semua kode lama' });
    await expect(confirm).toContainText('Kode lama tidak berlaku lagi');

    // Another admin's screen got there first for one of them: that one fails, the rest go on.
    await firestore.remove(`servisan/${vanishes.code}`);
    await confirm.getByRole('button', { name: 'Ya, ganti semua' }).click();

    const results = page.getByRole('region', { name: 'Hasil ganti kode' });
    await expect(results).toBeVisible({ timeout: 60_000 });
    const rows = results.getByTestId('code-change-result');
    await expect(rows).toHaveCount(openOld.length);
    await expect(results.getByRole('status')).toContainText(`${openOld.length - 1} kode diganti`);
    await expect(results.getByRole('status')).toContainText('1 gagal');
    await expect(rows.filter({ hasText: vanishes.code })).toContainText('sudah tidak ada di kode ini');

    // Each moved ticket: old → new, and its message (or why there is none).
    for (const code of openOld.filter((c) => c !== vanishes.code)) {
      const row = rows.filter({ hasText: code });
      const to = (await row.getByTestId('new-code').textContent())!.trim();
      expect(to, `${code} moved`).toMatch(NEW_CODE);
      moved.set(code, to);
    }
    const chat = rows
      .filter({ hasText: withNumber.code })
      .getByRole('link', { name: `Kirim kode baru ke ${withNumber.nama}` });
    await expect(chat).toHaveClass(/btn-whatsapp/);
    const href = new URL((await chat.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe('https://wa.me/6281211112222');
    const text = href.searchParams.get('text')!;
    expect(text).toContain(`Kode baru: ${moved.get(withNumber.code)}.`);
    expect(text).toContain(`Kode lama ${withNumber.code} tidak berlaku lagi.`);
    await expect(rows.filter({ hasText: noNumber.code })).toContainText(
      'Nomor WhatsApp pelanggan belum diisi.',
    );

    // The list reloads: no open ticket under an old code is left to offer.
    await expect(page.getByTestId('ticket-row').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: /^Ganti semua kode lama/ })).toHaveCount(0);
    const left = (await firestore.list('servisan')).filter((d) => isOld(d.id)).map((d) => d.id);
    expect(left).toContain(collected.code);
    expect((await firestore.list('servisan')).filter((d) => isOld(d.id) && isOpen(d))).toEqual([]);

    // The customer of a seeded ticket: the old code finds nothing, the new one the ticket.
    await page.goto('/cek-servisan?kode=OG-2406-B3M9');
    await expect(page.getByRole('alert')).toHaveText('Data servisan tidak ditemukan.', { timeout: 15_000 });
    await page.goto(`/cek-servisan?kode=${moved.get('OG-2406-B3M9')}`);
    await expect(page.getByTestId('repair-status')).toHaveText('Sedang diservice', { timeout: 15_000 });
    await expect(page.getByText('Ni Kadek Sari')).toBeVisible();
  } finally {
    // Put the seed back as it was, and take this test's tickets away.
    for (const [from, to] of moved) {
      await firestore.remove(`servisan/${to}`);
      await firestore.remove(`servisan_private/${to}`);
      await firestore.remove(`riwayat/ganti-kode-${from}`);
    }
    await firestore.writeDocuments(seed);
    for (const { code } of [withNumber, noNumber, vanishes, collected]) {
      await firestore.remove(`servisan/${code}`);
      await firestore.remove(`servisan_private/${code}`);
    }
  }
});
