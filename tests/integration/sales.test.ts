// The counting side of the till (src/features/admin/sales/api.ts) against the
// emulators with the real rules: the sales list with its names and reversals, the
// dashboard's sums by source (a count and a sum per source, reversed sales left
// out) and its path taps → leads → Jadi → sold, and the points rate saved on the
// version read. Sums are compared before and after, so other data does not matter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordSale, reverseSale } from '../../src/features/admin/core/data/till';
import { WriteConflict } from '../../src/features/admin/core/data/versions';
import {
  baliWeekStart,
  getPointsRate,
  getSalesSummary,
  listSales,
  savePointsRate,
} from '../../src/features/admin/sales/api';
import { login, logout } from '../../src/features/member/api';
import { firestore, time, writeDoc } from '../e2e/support/emulators';

const admin = { uid: 'admin-demo', email: 'admin@onegadget.test' };
const MEMBER = 'member-demo';
const LEAD = 'it-sales-lead';
const WALK_IN = 'it-sales-walkin';
const TRADE_IN = 'it-sales-tt';
const TO_MEMBER = 'it-sales-member';
const SALES = [WALK_IN, TRADE_IN, TO_MEMBER];
let rateBefore: Record<string, unknown> | null = null;

beforeAll(async () => {
  rateBefore = await firestore.get('pengaturan/poin');
  await writeDoc('pengaturan/poin', { rupiahPerPoin: 10000 });
  await login(admin.email, 'admin12345');
});

afterAll(async () => {
  await logout();
  const ledger = (await firestore.list(`poin/${MEMBER}/mutasi`)) as { id: string }[];
  await Promise.all([
    ...SALES.flatMap((id) => [
      firestore.remove(`penjualan/${id}`),
      firestore.remove(`penjualan_batal/${id}`),
    ]),
    ...ledger.map((e) => firestore.remove(`poin/${MEMBER}/mutasi/${e.id}`)),
    firestore.remove(`poin/${MEMBER}`),
    firestore.remove(`tukar_tambah/${LEAD}`),
    rateBefore ? writeDoc('pengaturan/poin', rateBefore) : firestore.remove('pengaturan/poin'),
  ]);
});

describe('the sales, counted on the emulators', () => {
  it('sums sales by source, leaves a reversed one out, and follows a lead to its sale', async () => {
    const before = await getSalesSummary();
    // A trade-in lead sent now, made Jadi (the till sets it so with the lead's sale).
    await writeDoc(`tukar_tambah/${LEAD}`, {
      ref: 'TT-9901',
      mode: 'tukar',
      hpLama: 'iPhone 11',
      status: 'jadi',
      waktu: time(new Date()),
    });

    const walkIn = await recordSale(
      { id: WALK_IN, barang: [{ nama: 'Charger 20W', harga: 250000 }], bayar: 'tunai', sumber: 'walk-in' },
      admin,
    );
    const tradeIn = await recordSale(
      {
        id: TRADE_IN,
        barang: [{ nama: 'iPhone 13 128GB', harga: 7000000 }],
        bayar: 'transfer',
        sumber: 'tukar_tambah',
        sumberId: LEAD,
      },
      admin,
    );
    const toMember = await recordSale(
      {
        id: TO_MEMBER,
        barang: [{ nama: 'Case', harga: 150000 }],
        bayar: 'qris',
        sumber: 'walk-in',
        member: MEMBER,
      },
      admin,
    );
    expect([walkIn.ok, tradeIn.ok, toMember.ok]).toEqual([true, true, true]);

    const after = await getSalesSummary();
    for (const period of ['week', 'month'] as const) {
      const [b, a] = [before[period], after[period]];
      expect(a.bySource['walk-in'].count - b.bySource['walk-in'].count).toBe(2);
      expect(a.bySource['walk-in'].sum - b.bySource['walk-in'].sum).toBe(400000);
      expect(a.bySource.tukar_tambah.sum - b.bySource.tukar_tambah.sum).toBe(7000000);
      expect(a.total.sum - b.total.sum).toBe(7400000);
      // The lead written now is counted, with its Jadi, and its sale as sold.
      expect(a.funnel.leads - b.funnel.leads).toBe(1);
      expect(a.funnel.jadi - b.funnel.jadi).toBe(1);
      expect(a.funnel.sold.count - b.funnel.sold.count).toBe(1);
      expect(a.funnel.sold.sum - b.funnel.sold.sum).toBe(7000000);
    }

    expect(await reverseSale(WALK_IN, 'Dobel catat', admin)).toMatchObject({ ok: true });
    const reversed = await getSalesSummary();
    expect(reversed.week.bySource['walk-in'].sum - before.week.bySource['walk-in'].sum).toBe(150000);
    expect(reversed.month.total.count - before.month.total.count).toBe(2);
  });

  it('lists the week’s sales newest first, with the member’s name, the lead’s reference and the reversal', async () => {
    const { sales, full } = await listSales(baliWeekStart(new Date()), null);
    expect(full).toBe(true);
    const ours = sales.filter((s) => SALES.includes(s.id));
    expect(ours.map((s) => s.id)).toEqual([TO_MEMBER, TRADE_IN, WALK_IN]);
    const [member, lead, walkIn] = ours;
    expect(member).toMatchObject({ member: MEMBER, poin: 15, batal: null, bayar: 'qris' });
    expect(member!.memberName).not.toBe('');
    expect(lead).toMatchObject({ sumber: 'tukar_tambah', sourceRef: 'TT-9901', jumlah: 7000000 });
    expect(walkIn!.batal).toMatchObject({ alasan: 'Dobel catat' });
    expect(walkIn!.batal!.waktu).toBeInstanceOf(Date);
    // A period that ended before these sales holds none of them.
    const old = await listSales(new Date('2020-01-01T00:00:00Z'), new Date('2020-02-01T00:00:00Z'));
    expect(old.sales.filter((s) => SALES.includes(s.id))).toEqual([]);
  });

  it('saves the points rate with its history entry, only on the version read', async () => {
    const read = await getPointsRate();
    expect(read.rupiahPerPoin).toBe(10000);
    const saved = await savePointsRate(20000, read.seen, admin);
    const stored = await firestore.get('pengaturan/poin');
    expect(stored).toMatchObject({ rupiahPerPoin: 20000 });
    const entry = await firestore.get(`riwayat/${String(stored?._riwayat)}`);
    expect(entry).toMatchObject({ collection: 'pengaturan', action: 'ubah', docIds: ['poin'] });
    expect(saved.seen).toMatchObject({ rupiahPerPoin: 20000 });
    // Saved again on the version read before: another admin's save came first.
    await expect(savePointsRate(30000, read.seen, admin)).rejects.toBeInstanceOf(WriteConflict);
    expect(await firestore.get('pengaturan/poin')).toMatchObject({ rupiahPerPoin: 20000 });
  });
});
