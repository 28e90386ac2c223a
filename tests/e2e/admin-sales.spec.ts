// The till's sales, counted (Kasir): the dashboard's sums by source and its path
// chat taps → leads → Jadi → sold follow what is stored and move with a new sale;
// "Batal" on a sale reverses it (the member's coupon usable again, their points taken
// back, the sale kept and marked); the bookkeeper's CSV holds the sales, Excel-safe;
// the owner sets the points rate. Each project seeds its own sales; the two run at
// once, so the dashboard is compared with what is stored at the moment it is read.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { leaveAndReturn } from './support/admin';
import { firestore, writeDoc } from './support/emulators';
import { SEEDED_ADMIN, startSignedIn } from './support/member';
import { removeSales, saleDoc, salesSeedFor, seedSales, type SalesSeed } from './support/sales-seed';
import { expect, test } from './support/test';

test.use({ promoPopupSeen: true });
test.describe.configure({ mode: 'serial' });

let seed: SalesSeed;
const extraSale = () => `e2e-${seed.tag}-baru`;

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from this pattern; none is needed
test.beforeAll(async ({}, info) => {
  seed = salesSeedFor(info.project.name);
  await removeSales(seed, [`e2e-${info.project.name}-baru`]);
  await seedSales(seed);
});

test.afterAll(async () => {
  await removeSales(seed, [extraSale()]);
});

const BALI = 8 * 3_600_000;

/** Monday 00:00 in Bali of this week. */
function weekStart(now = new Date()): Date {
  const local = new Date(now.getTime() + BALI);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  return new Date(
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - sinceMonday) - BALI,
  );
}

const rupiah = (n: number) => `Rp ${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

/** This week's figures as stored: each source's sales not reversed, the taps, leads and their Jadi. */
async function storedWeek() {
  const from = weekStart();
  const reversed = new Set((await firestore.list('penjualan_batal')).map((d) => d.id));
  const sales = (await firestore.list('penjualan')).filter(
    (d) => (d.data.waktu as Date) >= from && !reversed.has(d.id),
  );
  const by = (sumber: string) => {
    const of = sales.filter((d) => d.data.sumber === sumber);
    return { count: of.length, sum: of.reduce((n, d) => n + (d.data.jumlah as number), 0) };
  };
  const day = new Date(from.getTime() + BALI).toISOString().slice(0, 10);
  const taps = (await firestore.list('chat_taps'))
    .filter((d) => d.id >= day)
    .reduce((n, d) => n + ((d.data.total as number) ?? 0), 0);
  const leads = (await firestore.list('tukar_tambah')).filter((d) => (d.data.waktu as Date) >= from);
  return {
    sources: Object.fromEntries(
      ['walk-in', 'tukar_tambah', 'promo_request', 'servisan', 'kupon'].map((s) => [s, by(s)]),
    ),
    taps,
    leads: leads.length,
    jadi: leads.filter((d) => d.data.status === 'jadi').length,
  };
}

const tallyText = ({ count, sum }: { count: number; sum: number }) =>
  count === 0 ? 'Belum ada' : `${rupiah(sum)} (${count}×)`;

/** The dashboard's week card shows what is stored (read again until both agree: the other project writes too). */
async function expectWeekAsStored(page: Page) {
  await expect(async () => {
    await leaveAndReturn(page);
    const card = page.getByTestId('sales-minggu');
    await expect(card).toBeVisible();
    const stored = await storedWeek();
    for (const [source, tally] of Object.entries(stored.sources))
      await expect(card.getByTestId(`sales-minggu-${source}`)).toHaveText(tallyText(tally), {
        timeout: 1_000,
      });
    await expect(card.getByTestId('funnel-minggu-taps')).toHaveText(`${stored.taps} Ketukan chat`);
    await expect(card.getByTestId('funnel-minggu-leads')).toHaveText(`${stored.leads} Tukar tambah masuk`);
    await expect(card.getByTestId('funnel-minggu-jadi')).toHaveText(`${stored.jadi} Jadi`);
    const sold = stored.sources.tukar_tambah!;
    await expect(card.getByTestId('funnel-minggu-sold')).toHaveText(
      sold.count === 0 ? '0 Terjual' : `${sold.count} Terjual ${rupiah(sold.sum)}`,
    );
  }).toPass({ timeout: 30_000 });
}

/** The trade-in sum the week card shows, in Rupiah. */
async function shownTradeIn(page: Page): Promise<number> {
  const text = await page.getByTestId('sales-minggu-tukar_tambah').innerText();
  return Number(/Rp\s([\d.]+)/.exec(text)?.[1]?.replaceAll('.', '') ?? 0);
}

test('the dashboard sums the week’s sales by source and follows chat → lead → Jadi → sold; a new sale moves them', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await startSignedIn(page, SEEDED_ADMIN);
  await page.goto('/admin');
  const card = page.getByTestId('sales-minggu');
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Penjualan yang dibatalkan tidak dihitung.', { exact: false })).toBeVisible();
  await expectWeekAsStored(page);
  // The seeded sales are among them.
  const before = await shownTradeIn(page);
  expect(before).toBeGreaterThanOrEqual(seed.amounts.tradeIn);
  expect(parseInt(await card.getByTestId('funnel-minggu-leads').innerText(), 10)).toBeGreaterThanOrEqual(1);

  // A new trade-in sale, then the admin comes back to the dashboard.
  await writeDoc(
    `penjualan/${extraSale()}`,
    saleDoc([{ nama: 'iPhone 12 64GB (tukar tambah)', harga: 3_500_000 }], {
      sumber: 'tukar_tambah',
      sumberId: seed.lead,
    }),
  );
  await expectWeekAsStored(page);
  expect(await shownTradeIn(page)).toBeGreaterThanOrEqual(before + 3_500_000);
});

test('"Batal" with a reason reverses a sale: marked Dibatalkan, the coupon usable again, the points taken back', async ({
  page,
}) => {
  await startSignedIn(page, SEEDED_ADMIN);
  // From the till, where the mistake is noticed.
  await page.goto('/admin/kasir');
  await page.getByRole('link', { name: 'Penjualan', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/kasir\/penjualan$/);
  const sale = page.getByTestId('sale').filter({ hasText: seed.memberName });
  await expect(sale).toBeVisible({ timeout: 15_000 });
  await expect(sale.getByTestId('sale-coupon')).toHaveText('HEMAT10');
  await expect(sale.getByTestId('sale-points')).toHaveText('47 poin');
  await expect(sale.getByTestId('sale-discount')).toHaveText(/−Rp\s53\.000/);
  // The trade-in's sale names its lead by reference.
  await expect(
    page.getByTestId('sale').filter({ hasText: 'iPhone 13 128GB' }).getByRole('link', { name: seed.leadRef }),
  ).toBeVisible();

  await sale.getByRole('button', { name: 'Batal' }).click();
  const panel = sale.getByRole('group', { name: 'Konfirmasi pembatalan' });
  await panel.getByRole('button', { name: 'Ya, batalkan' }).click();
  await expect(panel.getByText('Tulis alasan pembatalan.')).toBeVisible();
  await panel.getByLabel('Alasan').fill('Pelanggan batal beli');
  await panel.getByRole('button', { name: 'Ya, batalkan' }).click();
  await expect(sale.getByRole('status')).toHaveText(
    'Penjualan dibatalkan. Kupon dikembalikan ke member. 47 poin ditarik kembali.',
  );
  await expect(sale.getByTestId('sale-reversed')).toHaveText('Dibatalkan');
  await expect(sale.getByTestId('sale-reversal')).toContainText('Dibatalkan: Pelanggan batal beli');
  await expect(sale.getByRole('button', { name: 'Batal' })).toHaveCount(0);

  expect(await firestore.get(`penjualan_batal/${seed.withCoupon}`)).toMatchObject({
    alasan: 'Pelanggan batal beli',
    poinKe: 2,
    oleh: 'admin-demo',
  });
  const claim = await firestore.get(`users/${seed.member}/kupon/hemat10`);
  expect(claim).toMatchObject({ status: 'diklaim' });
  expect(claim).not.toHaveProperty('dipakai');
  expect(claim).not.toHaveProperty('penjualan');
  expect(await firestore.get(`poin/${seed.member}`)).toEqual({ saldo: 0, n: 2 });
  expect(await firestore.get(`poin/${seed.member}/mutasi/2`)).toMatchObject({
    jenis: 'batal',
    poin: 47,
    saldo: 0,
    penjualan: seed.withCoupon,
  });
  // The sale itself is kept, and read again it still reads reversed.
  expect(await firestore.get(`penjualan/${seed.withCoupon}`)).toMatchObject({ jumlah: 477000 });
  await page.reload();
  await expect(
    page.getByTestId('sale').filter({ hasText: seed.memberName }).getByTestId('sale-reversed'),
  ).toBeVisible({ timeout: 15_000 });
});

test('the sales CSV holds each sale for the bookkeeper, Excel-safe', async ({ page }) => {
  await startSignedIn(page, SEEDED_ADMIN);
  await page.goto('/admin/kasir/penjualan');
  await expect(page.getByTestId('sale').filter({ hasText: seed.memberName })).toBeVisible({
    timeout: 15_000,
  });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ekspor CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^penjualan-minggu-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await file.path())!, 'utf8');
  const lines = text.split('\r\n');
  expect(lines[0]).toBe(
    '\uFEFFTanggal,Jam,Barang,Subtotal,Diskon,Dibayar,Pembayaran,Sumber,Referensi,Member,Kupon,Poin,Dibatalkan,Alasan batal,ID penjualan',
  );
  const row = (id: string) => lines.find((l) => l.endsWith(`,${id}`));
  // A name a spreadsheet would run as a formula stays text.
  expect(row(seed.walkIn)).toMatch(
    new RegExp(
      `^\\d{4}-\\d{2}-\\d{2},\\d{2}:\\d{2},'=1\\+1 Kabel data USB-C \\(250000\\),250000,0,250000,Tunai,Datang langsung,,,,0,,,${seed.walkIn}$`,
    ),
  );
  expect(row(seed.tradeIn)).toContain(`,7000000,Transfer,Tukar tambah,${seed.leadRef},`);
  expect(row(seed.withCoupon)).toContain(
    `,Ganti baterai iPhone 11 (450000); Tempered glass (80000),530000,53000,477000,QRIS,Kupon member,,${seed.memberName},HEMAT10,47,Ya,Pelanggan batal beli,`,
  );
});

test('the owner sets the points rate from the Member tab, within its bounds @phone', async ({ page }) => {
  await startSignedIn(page, SEEDED_ADMIN);
  await page.goto('/admin/member');
  await page.getByRole('link', { name: 'Poin member' }).click();
  await expect(page).toHaveURL(/\/admin\/kasir\/poin$/);
  const field = page.getByLabel('Belanja untuk 1 poin');
  await field.fill('500');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Paling sedikit Rp 1.000.')).toBeVisible();
  await field.fill('12500');
  await expect(field).toHaveValue('12.500');
  await expect(page.getByText(/^1 poin tiap Rp\s12\.500 belanja\./)).toBeVisible();
  // Saved at the rate every till test counts points with (and the seed holds): a test
  // beside this one recording a sale never sees another rate.
  await field.fill('10000');
  await expect(page.getByText(/^1 poin tiap Rp\s10\.000 belanja\./)).toBeVisible();
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Tersimpan.' })).toBeVisible();
  const stored = await firestore.get('pengaturan/poin');
  expect(stored).toMatchObject({ rupiahPerPoin: 10000 });
  expect(await firestore.get(`riwayat/${String(stored?._riwayat)}`)).toMatchObject({
    collection: 'pengaturan',
    docIds: ['poin'],
  });
  await expect(page.getByTestId('riwayat-entry').first()).toBeVisible();
});
