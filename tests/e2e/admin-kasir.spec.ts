// The till (/admin/kasir) on the emulators, at both sizes: staff type a member's
// number and a coupon, record a sale with the coupon (the sale, the claim marked used
// and the points are stored), the same coupon is refused after; a trade-in lead's sale
// makes it Jadi with its amount; a network cut records nothing and the retry records
// once. Scanning with the camera: admin-kasir-scan.spec.ts.
import { firestore, time, writeDoc } from './support/emulators';
import { fillRow, find, openTill, seedMember } from './support/till';
import { expect, test } from './support/test';

test.use({ promoPopupSeen: true });

const salesNamed = async (nama: string) =>
  (await firestore.list('penjualan')).filter((d) =>
    (d.data.barang as { nama: string }[] | undefined)?.some((r) => r.nama === nama),
  );

test('typed: a member and their coupon, a sale with it (stored, claim used, points), the coupon refused after', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const uid = `kasir-${info.project.name}`;
  const nomor = info.project.name === 'phone' ? '31415926' : '27182818';
  await seedMember(uid, nomor, `Komang Kasir ${info.project.name}`);
  await openTill(page);

  await find(page, `${nomor.slice(0, 4)} ${nomor.slice(4)}`);
  const member = page.getByRole('region', { name: 'Member' });
  await expect(member).toContainText(`Komang Kasir ${info.project.name}`);
  await expect(member).toContainText('HEMAT10');
  await expect(member).toContainText('Bisa dipakai');
  await expect(member).toContainText('Poin: 0');

  await find(page, `${nomor}-HEMAT10`);
  await expect(page.getByRole('region', { name: 'Kupon' })).toContainText('Diskon 10%');
  await page.getByRole('button', { name: 'Catat penjualan', exact: true }).click();
  const item = `Ganti baterai iPhone 11 ${info.project.name}`;
  await fillRow(page, 1, item, '450000');
  await page.getByRole('radio', { name: 'QRIS' }).click();
  await expect(page.getByTestId('till-dibayar')).toHaveText('Rp\u00a0405.000');
  await page.getByRole('button', { name: /^Catat penjualan · Rp/ }).click();
  await expect(page.getByRole('status')).toContainText('Penjualan tercatat · Rp\u00a0405.000 · +40 poin', {
    timeout: 15_000,
  });

  // What is stored: the sale, the claim marked used by it, the member's points.
  const [sale] = await salesNamed(item);
  expect(sale?.data).toMatchObject({
    subtotal: 450000,
    diskon: 45000,
    jumlah: 405000,
    bayar: 'qris',
    sumber: 'kupon',
    member: uid,
    kupon: 'hemat10',
    poin: 40,
  });
  const claim = await firestore.get(`users/${uid}/kupon/hemat10`);
  expect(claim).toMatchObject({ status: 'diklaim', penjualan: sale!.id });
  expect(claim?.dipakai).toBeTruthy();
  expect(await firestore.get(`poin/${uid}`)).toEqual({ saldo: 40, n: 1 });

  // The next customer shows the same coupon: refused, with the day it was used.
  await page.getByRole('button', { name: 'Penjualan baru' }).click();
  await find(page, `${nomor}-HEMAT10`);
  const refused = page.getByRole('region', { name: 'Kupon' }).getByRole('alert');
  await expect(refused).toContainText(
    /^Kupon ini sudah dipakai pada \d{1,2} \w{3} \d{4}\. Tidak bisa dipakai lagi\.$/,
  );
  await expect(page.getByRole('region', { name: 'Untuk penjualan ini' })).not.toContainText('Kupon:');
});

test('a trade-in lead’s sale makes it Jadi with its amount', async ({ page }, info) => {
  test.setTimeout(60_000);
  const id = `kasirLead${info.project.name}`.padEnd(20, '0').slice(0, 20);
  const ref = info.project.name === 'phone' ? 'TT-9101' : 'TT-9102';
  await writeDoc(`tukar_tambah/${id}`, {
    ref,
    mode: 'tukar',
    hpLama: 'iPhone 12 128GB',
    hpBaru: 'iPhone 16 128GB',
    hargaBaru: 15_000_000,
    jawaban: 'Layar: Mulus',
    nilaiMin: 3_500_000,
    nilaiMax: 3_750_000,
    sumber: 'instagram',
    nama: 'Wayan Sudarma',
    whatsapp: '0813-2222-4444',
    waktu: time(new Date()),
    status: 'dihubungi',
  });
  await writeDoc(`tukar_tambah_ref/${ref}`, { lead: id });
  await openTill(page);
  await find(page, ref.toLowerCase());
  await expect(page.getByRole('region', { name: 'Lead tukar tambah' })).toContainText('iPhone 12 128GB');
  await page.getByRole('button', { name: 'Catat penjualan', exact: true }).click();
  // The lead's new phone and price are the first row; the customer paid the top-up by transfer.
  await expect(page.getByPlaceholder('Barang 1')).toHaveValue('iPhone 16 128GB');
  await page.getByLabel('Harga barang 1').fill('11.400.000');
  await page.getByRole('radio', { name: 'Transfer' }).click();
  await page.getByRole('button', { name: /^Catat penjualan · Rp/ }).click();
  await expect(page.getByRole('status')).toContainText('Penjualan tercatat · Rp\u00a011.400.000', {
    timeout: 15_000,
  });
  const lead = await firestore.get(`tukar_tambah/${id}`);
  expect(lead).toMatchObject({ status: 'jadi', jumlah: 11_400_000 });
  expect(await firestore.get(`penjualan/${String(lead?.penjualan)}`)).toMatchObject({
    sumber: 'tukar_tambah',
    sumberId: id,
    jumlah: 11_400_000,
  });
});

test.describe('the network cut', () => {
  // The dropped commits are logged by the browser and the SDK: expected here.
  test.use({ allowConsoleErrors: true });

  test('the network cut at the till records nothing; the retry records once', async ({ page }, info) => {
    test.setTimeout(90_000);
    await openTill(page);
    const item = `Kabel data ${info.project.name} ${Date.now()}`;
    await page.getByRole('button', { name: 'Catat penjualan', exact: true }).click();
    await fillRow(page, 1, item, '75.000');
    await page.getByRole('radio', { name: 'Tunai' }).click();
    // Every commit of the transaction fails as a dropped connection does.
    await page.route('**/documents:commit*', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: /^Catat penjualan · Rp/ }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Koneksi terputus — penjualan belum tercatat. Coba lagi.',
      {
        timeout: 30_000,
      },
    );
    expect(await salesNamed(item)).toHaveLength(0);

    await page.unroute('**/documents:commit*');
    await page.getByRole('button', { name: 'Coba lagi' }).click();
    await expect(page.getByRole('status')).toContainText('Penjualan tercatat · Rp\u00a075.000', {
      timeout: 15_000,
    });
    expect(await salesNamed(item)).toHaveLength(1);
  });
});
