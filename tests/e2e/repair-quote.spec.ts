// The quote's approval: staff put a ticket in 'Menunggu persetujuan', a visitor
// with only the code answers on /cek-servisan (after a confirmation), and staff
// see the answer with its time and a history line. A second answer is refused
// and said so in Indonesian; a new quote asks again.
import type { Browser, Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { firestore, time, writeDoc } from './support/emulators';
import { SEEDED_ADMIN, startSignedIn } from './support/member';
import { expect, test } from './support/test';

test.use({ promoPopupSeen: true });

const QUOTE = 'Menunggu persetujuan';

/** A ticket that staff have checked: its items and total, status 'Masuk'. */
async function checkedTicket(code: string) {
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
    status: 'Masuk',
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
  const code = `OG-SETUJU${info.project.name.toUpperCase()}`;
  await checkedTicket(code);
  try {
    await startSignedIn(page, SEEDED_ADMIN);
    await staffSets(page, code, QUOTE);

    const visitor = await freshVisitor(browser, code);
    const quote = visitor.page.getByTestId('quote-approval');
    await expect(quote).toContainText('Total biaya servis Rp 850.000');
    // The quote's step is marked on the steps, after Masuk.
    await expect(visitor.page.locator('[aria-current="step"] .repair-step-label')).toHaveText(QUOTE);
    await expectAccessible(visitor.page, 'cek-servisan, quote waiting');
    await quote.getByRole('button', { name: 'Setuju' }).click();
    await expect(quote).toContainText('Setujui biaya Rp 850.000?');
    await quote.getByRole('button', { name: 'Ya, setuju' }).click();
    await expect(visitor.page.getByTestId('quote-answer')).toHaveText(
      /^Biaya disetujui \d{1,2} \w+ 20\d\d pukul \d\d\.\d\d$/,
    );
    await expect(quote).toHaveCount(0);
    await visitor.close();

    const stored = await firestore.get(`servisan/${code}`);
    expect(stored).toMatchObject({ persetujuan: 'setuju', status: QUOTE, total: 850000 });
    expect(Math.abs((stored!.persetujuanWaktu as Date).getTime() - Date.now())).toBeLessThan(60_000);

    await page.reload();
    await expect(page.getByTestId('ticket-quote-answer')).toHaveText(
      /^Disetujui pelanggan · \d{1,2} \w+ 20\d\d pukul \d\d\.\d\d$/,
    );
    await expect(page.getByTestId('ticket-history').locator('li').last()).toHaveText(
      /– Biaya disetujui pelanggan$/,
    );
  } finally {
    await firestore.remove(`servisan/${code}`);
  }
});

test('a refusal works the same; a second answer is refused in words; a new quote asks again @phone', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(90_000);
  const code = `OG-TOLAK${info.project.name.toUpperCase()}`;
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
    await expect(first.page.getByTestId('quote-answer')).toHaveText(/^Biaya ditolak /);
    await first.close();

    const lateQuote = late.page.getByTestId('quote-approval');
    await lateQuote.getByRole('button', { name: 'Setuju' }).click();
    await lateQuote.getByRole('button', { name: 'Ya, setuju' }).click();
    await expect(lateQuote.getByRole('alert')).toHaveText(
      /Jawaban tidak bisa disimpan: biaya ini sudah dijawab atau tidak lagi menunggu persetujuan\./,
    );
    await lateQuote.getByRole('button', { name: 'Lihat status terbaru' }).click();
    await expect(late.page.getByTestId('quote-answer')).toHaveText(/^Biaya ditolak /);
    await late.close();
    expect(await firestore.get(`servisan/${code}`)).toMatchObject({ persetujuan: 'tolak' });

    await page.reload();
    await expect(page.getByTestId('ticket-quote-answer')).toHaveText(/^Ditolak pelanggan · /);
    // The ticket still waits on its quote: that status stays marked as the current one.
    await expect(
      page.getByRole('group', { name: 'Ubah status' }).getByRole('button', { pressed: true }),
    ).toHaveText(QUOTE);
    await expect(page.getByTestId('ticket-history').locator('li').last()).toHaveText(
      /– Biaya ditolak pelanggan$/,
    );

    // A new quote: the same status again asks anew.
    await staffSets(page, code, 'Minta persetujuan lagi');
    expect(await firestore.get(`servisan/${code}`)).not.toHaveProperty('persetujuan');
    const again = await freshVisitor(browser, code);
    await expect(
      again.page.getByTestId('quote-approval').getByRole('button', { name: 'Setuju' }),
    ).toBeVisible();
    await again.close();
  } finally {
    await firestore.remove(`servisan/${code}`);
  }
});
