// Old repair codes ('ABC123', 'OG-2406-A7K2') can be guessed, and whoever guesses
// one reads the customer's ticket: "Ganti kode" moves a ticket to a new code (the
// ticket, its history and the customer's number together), offers the WhatsApp
// message with the new code, and leaves nothing readable under the old one.
// The move of ALL open old tickets is in admin-code-move-all.spec.ts (it touches
// the seeded tickets other specs read, so it runs after them).
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { firestore, time, writeDoc } from './support/emulators';
import { SEEDED_ADMIN, startSignedIn } from './support/member';
import { expect, test } from './support/test';

test.use({ promoPopupSeen: true });

const NEW_CODE = /^OG-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{10}$/;

/** What a visitor sees on /cek-servisan for a code: the ticket's name, or the spec's "not found". */
async function lookUp(visitor: Page, code: string): Promise<'found' | 'not found'> {
  await visitor.goto(`/cek-servisan?kode=${encodeURIComponent(code)}`);
  const found = visitor.getByTestId('repair-status');
  const missing = visitor.getByRole('alert').filter({ hasText: 'Data servisan tidak ditemukan.' });
  await expect(found.or(missing)).toBeVisible({ timeout: 15_000 });
  return (await missing.isVisible()) ? 'not found' : 'found';
}

test('"Ganti kode" moves an old-code ticket to a new code: the old code finds nothing, the new one the ticket @phone', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000); // sign-in, the move, four visitor look-ups, axe
  // An old-style code of this run and project (the public page upper-cases what it is given).
  const from = `E2E-${testInfo.project.name.toUpperCase()}-${Date.now().toString(36).toUpperCase()}`;
  const nama = `E2E Ganti Kode ${testInfo.project.name}`;
  const history = [
    { tanggal: time(new Date('2025-06-10T10:15:00+08:00')), keterangan: 'Unit diterima' },
    { tanggal: time(new Date('2025-06-11T09:00:00+08:00')), keterangan: 'Penggantian LCD' },
  ];
  await writeDoc(`servisan/${from}`, {
    nama,
    perangkat: 'iPhone 12 Pro',
    tanggalMasuk: time(new Date('2025-06-10T10:15:00+08:00')),
    status: 'Sedang diservice',
    keluhan: 'Layar bergaris hijau',
    historyPerbaikan: history,
    garansi: 'Garansi layar 30 hari',
    total: 2150000,
    itemList: [{ nama: 'LCD iPhone 12 Pro', harga: 2150000 }],
  });
  await writeDoc(`servisan_private/${from}`, { whatsapp: '0813-7777-2468' });
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  let to = '';
  try {
    // Before: anyone with the old code reads the ticket.
    expect(await lookUp(visitor, from)).toBe('found');

    await startSignedIn(page, SEEDED_ADMIN);
    await page.goto(`/admin/servisan/${from}`);
    await expect(page.getByTestId('ticket-code')).toHaveText(from, { timeout: 15_000 });
    const notice = page.getByRole('region', { name: 'Kode lama' });
    await expect(notice).toContainText('mudah ditebak');

    // Asked first, told what happens; "Batal" changes nothing.
    await notice.getByRole('button', { name: 'Ganti kode' }).click();
    const confirm = page.getByRole('group', { name: 'Konfirmasi ganti kode' });
    await expect(confirm).toContainText(`Kode lama ${from} tidak berlaku lagi`);
    await expectAccessible(page, 'ganti kode, confirm');
    await confirm.getByRole('button', { name: 'Batal' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(notice.getByRole('button', { name: 'Ganti kode' })).toBeFocused();
    expect(await firestore.get(`servisan/${from}`)).not.toBeNull();

    await notice.getByRole('button', { name: 'Ganti kode' }).click();
    await confirm.getByRole('button', { name: 'Ya, ganti kode' }).click();

    // The new code's screen: the move said, and the message to the customer offered.
    const shown = page.getByTestId('ticket-code');
    await expect(shown).toHaveText(NEW_CODE, { timeout: 15_000 });
    to = (await shown.textContent())!;
    await expect(page).toHaveURL(new RegExp(`/admin/servisan/${to}$`));
    const changed = page.getByTestId('code-changed');
    await expect(changed).toContainText(`Kode diganti: ${from} → ${to}`);
    await expect(page.getByRole('region', { name: 'Kode lama' })).toHaveCount(0);
    const chat = changed.getByRole('link', { name: 'Kirim kode baru via WhatsApp' });
    await expect(chat).toHaveClass(/btn-whatsapp/);
    const href = new URL((await chat.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe('https://wa.me/6281377772468');
    const text = href.searchParams.get('text')!;
    expect(text).toContain(`Halo ${nama},`);
    expect(text).toContain(`Kode baru: ${to}.`);
    expect(text).toContain(`Kode lama ${from} tidak berlaku lagi.`);
    expect(text).toContain(`/cek-servisan?kode=${to}`);
    // The ticket itself came along: its history and its status.
    await expect(page.getByTestId('ticket-status')).toHaveText('Sedang diservice');
    await expect(page.getByTestId('ticket-history').getByRole('listitem')).toHaveCount(2);
    await expectAccessible(page, 'ganti kode, done');

    // Stored: everything under the new code, nothing under the old one, one entry.
    expect(await firestore.get(`servisan/${from}`)).toBeNull();
    expect(await firestore.get(`servisan_private/${from}`)).toBeNull();
    const moved = await firestore.get(`servisan/${to}`);
    expect(moved).toMatchObject({
      nama,
      status: 'Sedang diservice',
      total: 2150000,
      _riwayat: `ganti-kode-${from}`,
    });
    expect(moved!.historyPerbaikan).toHaveLength(2);
    expect(await firestore.get(`servisan_private/${to}`)).toMatchObject({ whatsapp: '0813-7777-2468' });
    expect(await firestore.get(`riwayat/ganti-kode-${from}`)).toMatchObject({
      collection: 'servisan',
      action: 'ganti-kode',
      docIds: [from, to],
      email: SEEDED_ADMIN.email,
    });

    // The ticket's history says where it came from.
    await page.getByText('Riwayat perubahan (admin)').click();
    await expect(page.getByTestId('riwayat-ganti-kode')).toContainText(`Pindah dari kode ${from} ke ${to}`);

    // The customer: the old code finds nothing, the new one the ticket.
    expect(await lookUp(visitor, from)).toBe('not found');
    expect(await lookUp(visitor, to)).toBe('found');
    await expect(visitor.getByText(nama)).toBeVisible();
  } finally {
    await visitorContext.close();
    for (const code of [from, to].filter(Boolean)) {
      await firestore.remove(`servisan/${code}`);
      await firestore.remove(`servisan_private/${code}`);
    }
  }
});
