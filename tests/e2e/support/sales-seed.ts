// Sales as the till stores them, written around the rules (as the owner's console
// would), each set whole: a trade-in lead made Jadi with its sale, a walk-in sale,
// and a member's sale with a coupon they claimed (marked used) and the points it
// earned (balance and entry), so that a "Batal" through the app passes the rules.
// One set per project (`tag`), so the phone and desktop runs never share a sale.
import { firestore, time, writeDoc } from './emulators';

export interface SalesSeed {
  tag: string;
  lead: string;
  leadRef: string;
  member: string;
  memberName: string;
  walkIn: string;
  tradeIn: string;
  withCoupon: string;
  /** Each sale's amount paid. */
  amounts: { walkIn: number; tradeIn: number; withCoupon: number };
}

const ADMIN_UID = 'admin-demo';

export function salesSeedFor(tag: string): SalesSeed {
  return {
    tag,
    lead: `e2e-${tag}-lead`,
    leadRef: tag.includes('phone') ? 'TT-9801' : 'TT-9802',
    member: `e2e-${tag}-member`,
    // The gallery's two sizes run at once, each listing both: two names, as two customers.
    memberName: tag.startsWith('galeri')
      ? tag.includes('phone')
        ? 'Komang Ariani'
        : 'Nyoman Sari'
      : `Komang Pembeli ${tag}`,
    walkIn: `e2e-${tag}-walkin`,
    tradeIn: `e2e-${tag}-tt`,
    withCoupon: `e2e-${tag}-kupon`,
    amounts: { walkIn: 250_000, tradeIn: 7_000_000, withCoupon: 477_000 },
  };
}

/** A sale of one item, stored as recordSale stores it. */
export function saleDoc(
  barang: { nama: string; harga: number }[],
  extra: Record<string, unknown> & { waktu?: Date } = {},
): Record<string, unknown> {
  const subtotal = barang.reduce((n, r) => n + r.harga, 0);
  const diskon = typeof extra.diskon === 'number' ? extra.diskon : 0;
  const { waktu = new Date(), ...rest } = extra;
  return {
    barang,
    subtotal,
    diskon,
    jumlah: subtotal - diskon,
    bayar: 'tunai',
    sumber: 'walk-in',
    poin: 0,
    oleh: ADMIN_UID,
    ...rest,
    waktu: time(waktu),
  };
}

/**
 * Writes the set. `walkInItem`: the walk-in sale's item (the tests' default is a name a
 * spreadsheet would run as a formula, which the CSV must keep as text).
 */
export async function seedSales(
  s: SalesSeed,
  { at = new Date(), walkInItem = '=1+1 Kabel data USB-C' }: { at?: Date; walkInItem?: string } = {},
): Promise<void> {
  const minutes = (n: number) => new Date(at.getTime() - n * 60_000);
  await writeDoc(`users/${s.member}`, {
    nama: s.memberName,
    noWa: '081299990000',
    email: `${s.member}@contoh.test`,
    role: 'member',
    createdAt: time(minutes(20)),
  });
  await writeDoc(`users/${s.member}/kupon/hemat10`, {
    waktu: time(minutes(10)),
    status: 'diklaim',
    dipakai: time(minutes(2)),
    penjualan: s.withCoupon,
  });
  await writeDoc(`poin/${s.member}`, { saldo: 47, n: 1 });
  await writeDoc(`poin/${s.member}/mutasi/1`, {
    jenis: 'dapat',
    poin: 47,
    saldo: 47,
    penjualan: s.withCoupon,
    waktu: time(minutes(2)),
    oleh: ADMIN_UID,
  });
  await writeDoc(`tukar_tambah/${s.lead}`, {
    ref: s.leadRef,
    mode: 'tukar',
    hpLama: 'iPhone 11 64GB',
    hpBaru: 'iPhone 13 128GB',
    nilaiMin: 3_000_000,
    nilaiMax: 3_400_000,
    sumber: 'instagram',
    nama: 'Wayan Sudarma',
    status: 'jadi',
    waktu: time(minutes(8)),
  });
  await writeDoc(
    `penjualan/${s.tradeIn}`,
    saleDoc([{ nama: 'iPhone 13 128GB (tukar tambah)', harga: s.amounts.tradeIn }], {
      bayar: 'transfer',
      sumber: 'tukar_tambah',
      sumberId: s.lead,
      waktu: minutes(6),
    }),
  );
  await writeDoc(
    `penjualan/${s.walkIn}`,
    saleDoc([{ nama: walkInItem, harga: s.amounts.walkIn }], { waktu: minutes(4) }),
  );
  await writeDoc(
    `penjualan/${s.withCoupon}`,
    saleDoc(
      [
        { nama: 'Ganti baterai iPhone 11', harga: 450_000 },
        { nama: 'Tempered glass', harga: 80_000 },
      ],
      {
        diskon: 53_000,
        bayar: 'qris',
        sumber: 'kupon',
        member: s.member,
        kupon: 'hemat10',
        poin: 47,
        poinKe: 1,
        waktu: minutes(2),
      },
    ),
  );
}

export async function removeSales(s: SalesSeed, extra: string[] = []): Promise<void> {
  const ledger = (await firestore.list(`poin/${s.member}/mutasi`)) as { id: string }[];
  await Promise.all([
    ...[s.walkIn, s.tradeIn, s.withCoupon, ...extra].flatMap((id) => [
      firestore.remove(`penjualan/${id}`),
      firestore.remove(`penjualan_batal/${id}`),
    ]),
    ...ledger.map((e) => firestore.remove(`poin/${s.member}/mutasi/${e.id}`)),
    firestore.remove(`poin/${s.member}`),
    firestore.remove(`users/${s.member}/kupon/hemat10`),
    firestore.remove(`users/${s.member}`),
    firestore.remove(`tukar_tambah/${s.lead}`),
  ]);
}
