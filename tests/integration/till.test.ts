// The till's writes (src/features/admin/core/data/till.ts) against the emulators with
// the real rules: what a sale stores, the coupon it uses once, the points it earns,
// a retry that records nothing twice, and a reversal that gives both back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordSale, redeemReward, reverseSale } from '../../src/features/admin/core/data/till';
import { login, logout } from '../../src/features/member/api';
import { asSeedFormat, firestore, writeDoc } from '../e2e/support/emulators';

const admin = { uid: 'admin-demo', email: 'admin@onegadget.test' };
const MEMBER = 'member-demo';
const CLAIM = `users/${MEMBER}/kupon/hemat10`;
const SALE = 'it-kasir-kupon';
const WALK_IN = 'it-kasir-walkin';
const REWARD = 'it-kasir-reward';
const LEAD = 'itKasirLead000000001';
const LEAD_SALE = 'it-kasir-lead';
const TICKET = 'OG-KASIR2345';
const REPAIR_SALES = ['it-kasir-servis-1', 'it-kasir-servis-2'];
let claimBefore: Record<string, unknown> | null = null;

beforeAll(async () => {
  claimBefore = await firestore.get(CLAIM);
  await writeDoc('pengaturan/poin', { rupiahPerPoin: 10000 });
  await writeDoc(`reward/${REWARD}`, { judul: 'Tempered glass', deskripsi: 'Di toko', poin: 50 });
  await writeDoc(`tukar_tambah/${LEAD}`, {
    ref: 'TT-7301',
    mode: 'tukar',
    hpLama: 'iPhone 11 64GB',
    hpBaru: 'iPhone 13 128GB',
    hargaBaru: 9000000,
    jawaban: 'Layar mulus',
    nilaiMin: 3000000,
    nilaiMax: 3500000,
    sumber: 'direct',
    waktu: { __time__: '2026-11-20T03:00:00Z' },
    status: 'dihubungi',
  });
  await writeDoc(`servisan/${TICKET}`, {
    nama: 'Komang',
    perangkat: 'Samsung A54',
    keluhan: 'Baterai cepat habis',
    tanggalMasuk: { __time__: '2026-11-20T03:00:00Z' },
    itemList: [{ nama: 'Baterai', harga: 375000 }],
    total: 375000,
    status: 'Selesai - Siap diambil',
    historyPerbaikan: [{ tanggal: { __time__: '2026-11-20T03:00:00Z' }, keterangan: 'Masuk' }],
    createdAt: { __time__: '2026-11-20T03:00:00Z' },
  });
  await login(admin.email, 'admin12345');
});

afterAll(async () => {
  await logout();
  const ledger = (await firestore.list(`poin/${MEMBER}/mutasi`)) as { id: string }[];
  await Promise.all([
    firestore.remove(`tukar_tambah/${LEAD}`),
    firestore.remove(`servisan/${TICKET}`),
    ...[SALE, WALK_IN, LEAD_SALE, ...REPAIR_SALES].flatMap((id) => [
      firestore.remove(`penjualan/${id}`),
      firestore.remove(`penjualan_batal/${id}`),
    ]),
    ...ledger.map((e) => firestore.remove(`poin/${MEMBER}/mutasi/${e.id}`)),
    firestore.remove(`poin/${MEMBER}`),
    firestore.remove('pengaturan/poin'),
    firestore.remove(`reward/${REWARD}`),
  ]);
  // The seeded claim as it was: other suites read it unused.
  if (claimBefore) await writeDoc(CLAIM, asSeedFormat(claimBefore));
});

describe('the till on the emulators', () => {
  it('records a walk-in sale in the cashier’s name, at the server’s time, with its history entry', async () => {
    const out = await recordSale(
      { id: WALK_IN, barang: [{ nama: 'Charger 20W', harga: 250000 }], bayar: 'tunai', sumber: 'walk-in' },
      admin,
    );
    expect(out).toEqual({ ok: true, id: WALK_IN, jumlah: 250000, diskon: 0, poin: 0, retried: false });
    const sale = await firestore.get(`penjualan/${WALK_IN}`);
    expect(sale).toMatchObject({
      jumlah: 250000,
      bayar: 'tunai',
      sumber: 'walk-in',
      oleh: admin.uid,
      poin: 0,
    });
    expect(sale?.waktu).toBeTruthy();
    const entry = await firestore.get(`riwayat/${String(sale?._riwayat)}`);
    expect(entry).toMatchObject({ collection: 'penjualan', action: 'buat', docIds: [WALK_IN] });
  });

  it("uses a member's coupon once, with its own discount, and gives them the rate's points", async () => {
    const sale = {
      id: SALE,
      barang: [
        { nama: 'Ganti baterai iPhone 11', harga: 450000 },
        { nama: 'Tempered glass', harga: 80000 },
      ],
      bayar: 'qris' as const,
      sumber: 'kupon' as const,
      member: MEMBER,
      kupon: 'hemat10',
    };
    expect(await recordSale(sale, admin)).toEqual({
      ok: true,
      id: SALE,
      jumlah: 477000,
      diskon: 53000,
      poin: 47,
      retried: false,
    });
    expect(await firestore.get(CLAIM)).toMatchObject({ status: 'diklaim', penjualan: SALE });
    expect((await firestore.get(CLAIM))?.dipakai).toBeTruthy();
    expect(await firestore.get(`poin/${MEMBER}`)).toEqual({ saldo: 47, n: 1 });
    expect(await firestore.get(`poin/${MEMBER}/mutasi/1`)).toMatchObject({
      jenis: 'dapat',
      poin: 47,
      saldo: 47,
      penjualan: SALE,
    });

    // The same sale sent again (its answer was lost): nothing more is stored.
    expect(await recordSale(sale, admin)).toMatchObject({ ok: true, retried: true, jumlah: 477000 });
    expect(await firestore.get(`poin/${MEMBER}`)).toEqual({ saldo: 47, n: 1 });

    // The coupon a second time, in another sale: refused before anything is written.
    expect(await recordSale({ ...sale, id: 'it-kasir-lagi' }, admin)).toEqual({
      ok: false,
      reason: 'coupon-used',
    });
    expect(await firestore.get('penjualan/it-kasir-lagi')).toBeNull();
  });

  it('pays a reward with points only when the balance can', async () => {
    expect(await redeemReward(MEMBER, REWARD, admin)).toEqual({ ok: false, reason: 'balance-too-low' });
    expect(await redeemReward(MEMBER, 'servis-gratis-cek', admin)).toEqual({
      ok: false,
      reason: 'reward-not-for-points',
    });
    expect(await firestore.get(`poin/${MEMBER}`)).toEqual({ saldo: 47, n: 1 });
  });

  it('reverses a sale once: the coupon back, the points back, the sale kept', async () => {
    expect(await reverseSale(SALE, 'Salah pilih barang', admin)).toEqual({
      ok: true,
      poinKembali: 47,
      retried: false,
    });
    expect(await firestore.get(`penjualan/${SALE}`)).toMatchObject({ jumlah: 477000 });
    expect(await firestore.get(`penjualan_batal/${SALE}`)).toMatchObject({
      alasan: 'Salah pilih barang',
      poinKe: 2,
    });
    const claim = await firestore.get(CLAIM);
    expect(claim).not.toHaveProperty('dipakai');
    expect(claim).not.toHaveProperty('penjualan');
    expect(await firestore.get(`poin/${MEMBER}`)).toEqual({ saldo: 0, n: 2 });
    expect(await reverseSale(SALE, 'Lagi', admin)).toEqual({ ok: true, poinKembali: 0, retried: true });
    expect(await reverseSale('tidak-ada', 'Lagi', admin)).toEqual({ ok: false, reason: 'sale-unknown' });
  });

  it("sets a trade-in lead Jadi with its sale's amount, in the sale's transaction, recorded", async () => {
    const sale = {
      id: LEAD_SALE,
      barang: [{ nama: 'iPhone 13 128GB (tukar tambah)', harga: 5500000 }],
      bayar: 'transfer' as const,
      sumber: 'tukar_tambah' as const,
      sumberId: LEAD,
    };
    expect(await recordSale(sale, admin)).toMatchObject({ ok: true, jumlah: 5500000, retried: false });
    const lead = await firestore.get(`tukar_tambah/${LEAD}`);
    expect(lead).toMatchObject({
      status: 'jadi',
      jumlah: 5500000,
      penjualan: LEAD_SALE,
      hpLama: 'iPhone 11 64GB',
    });
    const entry = await firestore.get(`riwayat/${String(lead?._riwayat)}`);
    expect(entry).toMatchObject({ collection: 'tukar_tambah', action: 'status', docIds: [LEAD] });
    expect(entry?.items).toMatchObject({
      [LEAD]: { before: { status: 'dihubungi' }, after: { status: 'jadi', jumlah: 5500000 } },
    });
    // Retried: the lead is not counted twice.
    expect(await recordSale(sale, admin)).toMatchObject({ ok: true, retried: true });
    expect(await firestore.get(`tukar_tambah/${LEAD}`)).toMatchObject({ jumlah: 5500000 });
  });

  it('records what was paid for a repair on its ticket, adding each payment', async () => {
    const pay = (id: string, harga: number) =>
      recordSale(
        {
          id,
          barang: [{ nama: 'Servis Samsung A54', harga }],
          bayar: 'tunai',
          sumber: 'servisan',
          sumberId: TICKET,
        },
        admin,
      );
    expect(await pay(REPAIR_SALES[0]!, 100000)).toMatchObject({ ok: true, jumlah: 100000 });
    expect(await pay(REPAIR_SALES[1]!, 275000)).toMatchObject({ ok: true, jumlah: 275000 });
    const ticket = await firestore.get(`servisan/${TICKET}`);
    expect(ticket).toMatchObject({
      dibayar: { jumlah: 375000, penjualan: REPAIR_SALES[1] },
      status: 'Selesai - Siap diambil',
    });
    const entry = await firestore.get(`riwayat/${String(ticket?._riwayat)}`);
    expect(entry).toMatchObject({ collection: 'servisan', action: 'ubah', docIds: [TICKET] });
  });

  it('refuses a sale whose lead or ticket is not stored', async () => {
    expect(
      await recordSale(
        {
          id: 'it-kasir-hilang',
          barang: [{ nama: 'X', harga: 1000 }],
          bayar: 'tunai',
          sumber: 'servisan',
          sumberId: 'OG-TIDAKADA22',
        },
        admin,
      ),
    ).toEqual({ ok: false, reason: 'source-unknown' });
    expect(await firestore.get('penjualan/it-kasir-hilang')).toBeNull();
  });
});
