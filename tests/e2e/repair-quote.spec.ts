// The quote's approval: staff put a ticket in 'Menunggu persetujuan', a visitor
// with only the code answers on /cek-servisan (after a confirmation, the breakdown
// read first), and staff see the answer with its amount and time and a history
// line. A second answer is refused and said so in Indonesian; a new quote asks
// again, the old answer kept in the history; a changed total over an approval is
// a new quote; a legacy short code cannot answer.
import type { Browser, Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { firestore, time, writeDoc } from './support/emulators';
import { SEEDED_ADMIN, startSignedIn } from './support/member';
import { expect, test } from './support/test';

test.use({ promoPopupSeen: true });

const QUOTE = 'Menunggu persetujuan';

/** A code as the generator makes them (a legacy one cannot answer), one per project. */
const codeFor = (stem: string, project: string) => `OG-${stem}${project === 'phone' ? 'P' : 'D'}`;

/** A ticket that staff have checked: its items and total, status 'Masuk'. */
async function checkedTicket(code: string, status = 'Masuk') {
  await writeDoc(`servisan/${code}`, {
    nama: 'Uji Persetujuan',
    perangkat: 'iPhone 13',
    keluhan: 'Layar bergaris',
    tanggalMasuk: time(new Date('2026-11-20T10:00:00+08:00')),
    garansi: '',
    itemList: [
      { nama: 'LCD iPhone 13', harga: 800000 },
      { nama: 'Jasa pasang', harga: 50000 },
    ],
    total: 850000,
    status,
    historyPerbaikan: [{ tanggal: time(new Date('2026-11-20T10:00:00+08:00')), keterangan: 'Masuk' }],
    createdAt: time(new Date('2026-11-20T10:00:00+08:00')),
  });
}

/** The staff's ticket screen, and a tap on a status button. */
async function staffSets(page: Page, code: string, button: string) {
  await page.goto(`/admin/servisan/${code}`);
  const status = page.getByRole('group', { name: 'Ubah status' });
  await status.getByRole('button', { name: button }).click();
  await expect(page.getByTestId('ticket-status')).toHaveText(QUOTE);
  await expect(page.getByTestId('ticket-quote-answer')).toHaveText(
    'Menunggu jawaban pelanggan di halaman Cek Servisan.',
  );
}

/** A visitor who never signed in, on the status page of `code`. */
async function freshVisitor(browser: Browser, code: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/cek-servisan?kode=${code}`);
  await expect(page.getByTestId('repair-status')).toHaveText(QUOTE);
  return { page, close: () => context.close() };
}

test('staff ask, a fresh visitor approves after a confirmation, staff see "Disetujui" with its time and a history line @phone', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(90_000);
  const code = codeFor('SETUJU222', info.project.name);
  await checkedTicket(code);
  try {
    await startSignedIn(page, SEEDED_ADMIN);
    await staffSets(page, code, QUOTE);

    const visitor = await freshVisitor(browser, code);
    const quote = visitor.page.getByTestId('quote-approval');
    await expect(quote.getByTestId('quote-total')).toHaveText('Rp 850.000');
    // The breakdown comes before the buttons.
    const box = async (l: ReturnType<Page['getByText']>) => (await l.boundingBox())!.y;
    expect(await box(quote.getByText('Jasa pasang'))).toBeLessThan(
      await box(quote.getByRole('button', { name: 'Setuju' })),
    );
    await expect(quote.getByTestId('quote-means')).toContainText('Tolak: perangkat tidak diperbaiki');
    // The quote's step is marked on the steps, after Masuk.
    await expect(visitor.page.locator('[aria-current="step"] .repair-step-label')).toHaveText(QUOTE);
    await expectAccessible(visitor.page, 'cek-servisan, quote waiting');
    await quote.getByRole('button', { name: 'Setuju' }).click();
    await expect(quote).toContainText('Setujui biaya Rp 850.000?');
    await quote.getByRole('button', { name: 'Ya, setuju' }).click();
    await expect(visitor.page.getByTestId('quote-answer')).toHaveText(
      /^Disetujui Rp\s850\.000 · \d{1,2} \w{3} 20\d\d \d\d\.\d\d$/,
    );
    // Where things stand: the cost is approved and the work comes next.
    await expect(visitor.page.getByTestId('repair-status')).toHaveText('Biaya disetujui');
    await expect(visitor.page.locator('[aria-current="step"] .repair-step-label')).toHaveText(
      'Biaya disetujui',
    );
    await expect(visitor.page.getByTestId('quote-next')).toContainText('Sedang diservice');
    await expect(quote).toHaveCount(0);
    await visitor.close();

    const stored = await firestore.get(`servisan/${code}`);
    // The answer keeps the quote as the customer saw it.
    expect(stored).toMatchObject({
      persetujuan: 'setuju',
      status: QUOTE,
      total: 850000,
      persetujuanTotal: 850000,
      persetujuanItemList: [
        { nama: 'LCD iPhone 13', harga: 800000 },
        { nama: 'Jasa pasang', harga: 50000 },
      ],
    });
    expect(Math.abs((stored!.persetujuanWaktu as Date).getTime() - Date.now())).toBeLessThan(60_000);

    await page.reload();
    await expect(page.getByTestId('ticket-quote-answer')).toHaveText(
      /^Disetujui pelanggan Rp\s850\.000 · \d{1,2} \w+ 20\d\d pukul \d\d\.\d\d$/,
    );
    await expect(page.getByTestId('ticket-history').locator('li').last()).toHaveText(
      /– Biaya disetujui pelanggan: Rp\s850\.000$/,
    );
    // The next status in one tap.
    await page.getByRole('button', { name: 'Mulai kerjakan → Sedang diservice' }).click();
    await expect(page.getByTestId('ticket-status')).toHaveText('Sedang diservice');
    await expect(page.getByTestId('start-work')).toHaveCount(0);
  } finally {
    await firestore.remove(`servisan/${code}`);
  }
});

test('a refusal works the same; a second answer is refused in words; a new quote asks again @phone', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(90_000);
  const code = codeFor('TAKMAU222', info.project.name);
  await checkedTicket(code);
  try {
    await startSignedIn(page, SEEDED_ADMIN);
    await staffSets(page, code, QUOTE);

    // Two tabs open on the waiting quote: the first answers, the second comes too late.
    const first = await freshVisitor(browser, code);
    const late = await freshVisitor(browser, code);
    const quote = first.page.getByTestId('quote-approval');
    await quote.getByRole('button', { name: 'Tolak' }).click();
    await expect(quote).toContainText('Tolak biaya Rp 850.000?');
    await quote.getByRole('button', { name: 'Ya, tolak' }).click();
    await expect(first.page.getByTestId('quote-answer')).toHaveText(/^Ditolak Rp\s850\.000 · /);
    // What to do now, in the shop's words (seeded pesan_servis setelahTolak).
    await expect(first.page.getByTestId('quote-next')).toContainText('Silakan ambil perangkat kamu di toko');
    await expect(first.page.getByTestId('repair-status')).toHaveText('Biaya ditolak');
    await first.close();

    const lateQuote = late.page.getByTestId('quote-approval');
    await lateQuote.getByRole('button', { name: 'Setuju' }).click();
    await lateQuote.getByRole('button', { name: 'Ya, setuju' }).click();
    await expect(lateQuote.getByRole('alert')).toHaveText(
      /Jawaban tidak bisa disimpan: biaya ini sudah dijawab, berubah, atau tidak lagi menunggu persetujuan\./,
    );
    await lateQuote.getByRole('button', { name: 'Lihat status terbaru' }).click();
    await expect(late.page.getByTestId('quote-answer')).toHaveText(/^Ditolak Rp\s850\.000 · /);
    await late.close();
    expect(await firestore.get(`servisan/${code}`)).toMatchObject({ persetujuan: 'tolak' });

    await page.reload();
    await expect(page.getByTestId('ticket-quote-answer')).toHaveText(/^Ditolak pelanggan Rp\s850\.000 · /);
    // The ticket still waits on its quote: that status stays marked as the current one.
    await expect(
      page.getByRole('group', { name: 'Ubah status' }).getByRole('button', { pressed: true }),
    ).toHaveText(QUOTE);
    await expect(page.getByTestId('ticket-history').locator('li').last()).toHaveText(
      /– Biaya ditolak pelanggan: Rp\s850\.000$/,
    );

    // A new quote: the same status again asks anew; the refusal stays in the history staff see.
    await staffSets(page, code, 'Minta persetujuan lagi');
    expect(await firestore.get(`servisan/${code}`)).not.toHaveProperty('persetujuan');
    await expect(page.getByTestId('ticket-history')).toContainText('Biaya ditolak pelanggan: Rp 850.000');
    await page.reload();
    await expect(page.getByTestId('ticket-history')).toContainText('Biaya ditolak pelanggan: Rp 850.000');
    const again = await freshVisitor(browser, code);
    await expect(
      again.page.getByTestId('quote-approval').getByRole('button', { name: 'Setuju' }),
    ).toBeVisible();
    await expect(again.page.getByTestId('quote-past')).toContainText('Ditolak Rp 850.000');
    await again.close();
  } finally {
    await firestore.remove(`servisan/${code}`);
  }
});

test('approve, then staff raise the total: saved only as a new quote; the customer is asked again with the approval in history @phone', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(90_000);
  const code = codeFor('NAEK22222', info.project.name);
  await checkedTicket(code);
  try {
    await startSignedIn(page, SEEDED_ADMIN);
    await staffSets(page, code, QUOTE);
    const visitor = await freshVisitor(browser, code);
    await visitor.page.getByRole('button', { name: 'Setuju' }).click();
    await visitor.page.getByRole('button', { name: 'Ya, setuju' }).click();
    await expect(visitor.page.getByTestId('quote-answer')).toHaveText(/^Disetujui Rp\s850\.000 · /);

    // Staff raise the total in the form: it says that this is a new quote before saving.
    await page.reload();
    await page.getByRole('button', { name: 'Ubah data' }).click();
    const price = page.getByLabel('Harga item 1');
    await price.fill('8.000.000');
    await expect(page.getByTestId('requote-notice')).toContainText(
      'Pelanggan sudah menyetujui biaya Rp 850.000',
    );
    await page.getByRole('button', { name: 'Simpan sebagai penawaran baru' }).click();
    await expect(page.getByTestId('ticket-status')).toHaveText(QUOTE);
    await expect(page.getByTestId('ticket-total')).toHaveText('Rp 8.050.000');
    await expect(page.getByTestId('ticket-quote-answer')).toHaveText(
      'Menunggu jawaban pelanggan di halaman Cek Servisan.',
    );
    await expect(page.getByTestId('ticket-history')).toContainText('Biaya disetujui pelanggan: Rp 850.000');
    const stored = await firestore.get(`servisan/${code}`);
    expect(stored).not.toHaveProperty('persetujuan');
    expect(stored).toMatchObject({
      total: 8050000,
      riwayatPersetujuan: [{ persetujuan: 'setuju', total: 850000 }],
    });

    // The customer is asked again, the new amount, the approval of the old one beside it.
    await visitor.page.reload();
    await expect(visitor.page.getByTestId('repair-status')).toHaveText(QUOTE);
    await expect(visitor.page.getByTestId('quote-total')).toHaveText('Rp 8.050.000');
    await expect(visitor.page.getByTestId('quote-past')).toContainText('Disetujui Rp 850.000');
    await expect(visitor.page.getByRole('button', { name: 'Setuju' })).toBeVisible();
    await visitor.close();
  } finally {
    await firestore.remove(`servisan/${code}`);
  }
});

test('a legacy short code reads its quote, and the page says to answer through the shop @phone', async ({
  browser,
}, info) => {
  const code = `SRV-LAMA-${info.project.name === 'phone' ? 'P' : 'D'}`;
  await checkedTicket(code, QUOTE);
  try {
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto(`/cek-servisan?kode=${code}`);
    await expect(visitor.getByTestId('quote-total')).toHaveText('Rp 850.000');
    await expect(visitor.getByTestId('quote-legacy')).toContainText(
      'Kode di nota kamu masih model lama, jadi persetujuan biaya tidak bisa lewat halaman ini.',
    );
    await expect(visitor.getByRole('button', { name: 'Setuju' })).toHaveCount(0);
    const chat = visitor.getByRole('link', { name: /Jawab lewat WhatsApp/ });
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=.*SRV-LAMA/);
    await context.close();
  } finally {
    await firestore.remove(`servisan/${code}`);
  }
});
