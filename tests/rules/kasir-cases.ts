// The till's records: sales (penjualan) and their reversals, a coupon claim marked
// used once, and a member's points ledger whose balance equals its entries and never
// goes below zero. Only an admin writes, each sale with its history entry; a member
// reads their own points.
import {
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  collection,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import type { Case } from './cases';

const past = Timestamp.fromDate(new Date('2026-11-01T03:00:00Z'));
const ADMIN = 'boss';

/** Bob's sale of a case with his 10 % coupon: 29 points, his ledger's second entry. */
const BOB_SALE = {
  barang: [{ nama: 'Case iPhone 13', harga: 330000 }],
  subtotal: 330000,
  diskon: 33000,
  jumlah: 297000,
  bayar: 'qris',
  sumber: 'kupon',
  member: 'bob',
  kupon: 'c-on',
  poin: 29,
  poinKe: 2,
  waktu: past,
  oleh: ADMIN,
};

export const kasirBaseline: Record<string, Record<string, unknown>> = {
  'pengaturan/poin': { rupiahPerPoin: 10000 },
  'reward/r-poin': { judul: 'Tempered glass gratis', deskripsi: 'Tukar di toko', poin: 50 },
  'reward/r-mahal': { judul: 'Voucher servis', deskripsi: 'Tukar di toko', poin: 500 },
  'users/alice/kupon/c-off': { waktu: past, status: 'diklaim' },
  'coupons/c-lewat': {
    kode: 'JUNI',
    tipe: 'nominal',
    nilaiDiskon: 20000,
    aktif: true,
    berlakuSampai: '2026-06-30',
  },
  'users/alice/kupon/c-lewat': { waktu: past, status: 'diklaim' },
  'penjualan/s-bob': BOB_SALE,
  'users/bob/kupon/c-on': { waktu: past, status: 'diklaim', dipakai: past, penjualan: 's-bob' },
  'poin/bob': { saldo: 120, n: 2 },
  'poin/bob/mutasi/1': { jenis: 'dapat', poin: 91, saldo: 91, penjualan: 's-lama', waktu: past, oleh: ADMIN },
  'poin/bob/mutasi/2': { jenis: 'dapat', poin: 29, saldo: 120, penjualan: 's-bob', waktu: past, oleh: ADMIN },
  'penjualan/s-lama': {
    barang: [{ nama: 'Charger', harga: 910000 }],
    subtotal: 910000,
    diskon: 0,
    jumlah: 910000,
    bayar: 'tunai',
    sumber: 'walk-in',
    member: 'bob',
    poin: 91,
    poinKe: 1,
    waktu: past,
    oleh: ADMIN,
  },
  'penjualan_batal/s-lama': { alasan: 'Salah input', waktu: past, oleh: ADMIN },
};

let entries = 0;
/** The sale's history entry, created in its batch. */
function withEntry(batch: WriteBatch, db: Firestore, collectionName: string, id: string): string {
  const entryId = `kasir-h-${++entries}`;
  batch.set(doc(db, 'riwayat', entryId), {
    uid: ADMIN,
    email: 'boss@example.com',
    waktu: serverTimestamp(),
    collection: collectionName,
    action: 'buat',
    docIds: [id],
    items: { [id]: { before: null, after: null } },
  });
  return entryId;
}

/** A walk-in sale of one phone, as the till writes it; `undefined` drops a key. */
const walkIn = (over: Record<string, unknown> = {}) =>
  Object.fromEntries(
    Object.entries({
      barang: [{ nama: 'iPhone 13 128GB Second', harga: 6500000 }],
      subtotal: 6500000,
      diskon: 0,
      jumlah: 6500000,
      bayar: 'tunai',
      sumber: 'walk-in',
      poin: 0,
      waktu: serverTimestamp(),
      oleh: ADMIN,
      ...over,
    }).filter(([, v]) => v !== undefined),
  );

interface SaleOptions {
  /** Leave the history entry out. */
  unrecorded?: boolean;
  /** The member's claim marked used by this sale. */
  claim?: { member: string; coupon: string };
  /** The member's ledger: the balance's step and its entry. */
  points?: { member: string; saldo: number; n: number; poin: number };
  /** The trade-in lead it closes: set Jadi with what its sales came to. */
  lead?: { id: string; change: Record<string, unknown> };
  /** The repair ticket paid at the till: what was paid on it. */
  ticket?: { code: string; change: Record<string, unknown> };
}

function recordSale(db: Firestore, id: string, sale: Record<string, unknown>, opts: SaleOptions = {}) {
  const batch = writeBatch(db);
  const extra = opts.unrecorded ? {} : { _riwayat: withEntry(batch, db, 'penjualan', id) };
  batch.set(doc(db, 'penjualan', id), { ...sale, ...extra });
  if (opts.claim)
    // Merged, as the till writes it: on a claim that does not exist it is a create, which the rules refuse.
    batch.set(
      doc(db, 'users', opts.claim.member, 'kupon', opts.claim.coupon),
      { dipakai: serverTimestamp(), penjualan: id },
      { merge: true },
    );
  if (opts.points) {
    const { member, saldo, n, poin } = opts.points;
    batch.set(doc(db, 'poin', member), { saldo, n });
    batch.set(doc(db, 'poin', member, 'mutasi', String(n)), {
      jenis: 'dapat',
      poin,
      saldo,
      penjualan: id,
      waktu: serverTimestamp(),
      oleh: ADMIN,
    });
  }
  if (opts.lead)
    batch.update(doc(db, 'tukar_tambah', opts.lead.id), {
      ...opts.lead.change,
      _riwayat: withEntry(batch, db, 'tukar_tambah', opts.lead.id),
    });
  if (opts.ticket)
    batch.update(doc(db, 'servisan', opts.ticket.code), {
      ...opts.ticket.change,
      _riwayat: withEntry(batch, db, 'servisan', opts.ticket.code),
    });
  return batch.commit();
}

/** A lead or ticket changed alone, with its history entry (no sale in the batch). */
function recordedUpdate(db: Firestore, collectionName: string, id: string, change: Record<string, unknown>) {
  const batch = writeBatch(db);
  batch.update(doc(db, collectionName, id), {
    ...change,
    _riwayat: withEntry(batch, db, collectionName, id),
  });
  return batch.commit();
}

const TICKET = 'OG-7K2QM9XDHT';
/** cases.ts' ticket with a full history (200 lines): the rules' budget on the longest ticket. */
const FULL_TICKET = 'OG-PENUH22222';
/** A walk-in sale of lead l1 / ticket TICKET, Rp 6.500.000. */
const leadSale = (over: Record<string, unknown> = {}) =>
  walkIn({ sumber: 'tukar_tambah', sumberId: 'l1', ...over });
const repairSale = (over: Record<string, unknown> = {}) =>
  walkIn({
    barang: [{ nama: 'Ganti baterai', harga: 375000 }],
    subtotal: 375000,
    jumlah: 375000,
    sumber: 'servisan',
    sumberId: TICKET,
    ...over,
  });
const leadJadi = (over: Record<string, unknown> = {}) => ({
  id: 'l1',
  change: { status: 'jadi', jumlah: 6500000, penjualan: 'k1', ...over },
});
const ticketPaid = (over: Record<string, unknown> = {}) => ({
  code: TICKET,
  change: { dibayar: { jumlah: 375000, penjualan: 'k1', ...over } },
});

/** Alice's sale with her Rp 50.000 coupon: Rp 1.200.000 paid, 120 points, her first entry. */
const aliceSale = (over: Record<string, unknown> = {}) =>
  walkIn({
    barang: [
      { nama: 'AirPods Pro', harga: 1000000 },
      { nama: 'Case', harga: 250000 },
    ],
    subtotal: 1250000,
    diskon: 50000,
    jumlah: 1200000,
    sumber: 'kupon',
    member: 'alice',
    kupon: 'c-claimed',
    poin: 120,
    poinKe: 1,
    ...over,
  });
const aliceClaim = { member: 'alice', coupon: 'c-claimed' };
const alicePoints = { member: 'alice', saldo: 120, n: 1, poin: 120 };

/** Bob's sale reversed: the reversal, 29 points back (saldo 91, entry 3), the coupon returned. */
function reverseBob(
  db: Firestore,
  { points = true, coupon = true, poinBack = 29, unrecorded = false, id = 's-bob' } = {},
) {
  const batch = writeBatch(db);
  const extra = unrecorded ? {} : { _riwayat: withEntry(batch, db, 'penjualan_batal', id) };
  batch.set(doc(db, 'penjualan_batal', id), {
    alasan: 'Pelanggan membatalkan',
    ...(points ? { poinKe: 3 } : {}),
    waktu: serverTimestamp(),
    oleh: ADMIN,
    ...extra,
  });
  if (points) {
    batch.set(doc(db, 'poin', 'bob'), { saldo: 120 - poinBack, n: 3 });
    batch.set(doc(db, 'poin', 'bob', 'mutasi', '3'), {
      jenis: 'batal',
      poin: poinBack,
      saldo: 120 - poinBack,
      penjualan: id,
      waktu: serverTimestamp(),
      oleh: ADMIN,
    });
  }
  if (coupon)
    batch.update(doc(db, 'users', 'bob', 'kupon', 'c-on'), {
      dipakai: deleteField(),
      penjualan: deleteField(),
    });
  return batch.commit();
}

/** A reversal and its history entry alone, for a sale that moved no points and used no coupon. */
function reverseAlone(db: Firestore, id: string) {
  const batch = writeBatch(db);
  batch.set(doc(db, 'penjualan_batal', id), {
    alasan: 'Salah input',
    waktu: serverTimestamp(),
    oleh: ADMIN,
    _riwayat: withEntry(batch, db, 'penjualan_batal', id),
  });
  return batch.commit();
}

/** A reward taken with Bob's points: the balance's step and its entry. */
function redeem(db: Firestore, reward: string, poin: number, { saldo = 120 - poin, n = 3 } = {}) {
  const batch = writeBatch(db);
  batch.set(doc(db, 'poin', 'bob'), { saldo, n });
  batch.set(doc(db, 'poin', 'bob', 'mutasi', String(n)), {
    jenis: 'tukar',
    poin,
    saldo,
    reward,
    waktu: serverTimestamp(),
    oleh: ADMIN,
  });
  return batch.commit();
}

function setRate(db: Firestore, rupiahPerPoin: number) {
  const batch = writeBatch(db);
  batch.set(doc(db, 'pengaturan', 'poin'), {
    rupiahPerPoin,
    _riwayat: withEntry(batch, db, 'pengaturan', 'poin'),
  });
  return batch.commit();
}

export const kasirCases: Case[] = [
  // ── Sales: an admin's, bounded, adding up, recorded.
  ['admin', 'records a walk-in sale', 'allow', (db) => recordSale(db, 'k1', walkIn())],
  [
    'admin',
    "records a sale with a member's coupon and their points",
    'allow',
    (db) => recordSale(db, 'k1', aliceSale(), { claim: aliceClaim, points: alicePoints }),
  ],
  [
    'admin',
    'records the sale of a trade-in lead',
    'allow',
    (db) => recordSale(db, 'k1', walkIn({ sumber: 'tukar_tambah', sumberId: 'l1' })),
  ],
  // ── A lead's sale makes it Jadi with the amount; a ticket paid at the till records it.
  [
    'admin',
    "records a lead's sale and sets it Jadi with the amount",
    'allow',
    (db) => recordSale(db, 'k1', leadSale(), { lead: leadJadi() }),
  ],
  [
    'admin',
    "records a lead's sale with a member's coupon and points, the lead Jadi",
    'allow',
    (db) =>
      recordSale(db, 'k1', aliceSale({ sumber: 'tukar_tambah', sumberId: 'l1' }), {
        claim: aliceClaim,
        points: alicePoints,
        lead: leadJadi({ jumlah: 1200000 }),
      }),
  ],
  [
    'admin',
    "sets a lead Jadi with an amount other than its sale's",
    'deny',
    (db) => recordSale(db, 'k1', leadSale(), { lead: leadJadi({ jumlah: 9000000 }) }),
  ],
  [
    'admin',
    'gives a lead a sold amount without a sale',
    'deny',
    (db) => recordedUpdate(db, 'tukar_tambah', 'l1', leadJadi().change),
  ],
  [
    'admin',
    "gives a lead the amount of a walk-in sale (not this lead's)",
    'deny',
    (db) => recordSale(db, 'k1', walkIn(), { lead: leadJadi() }),
  ],
  [
    'admin',
    "records a lead's amount but leaves it Dihubungi",
    'deny',
    (db) => recordSale(db, 'k1', leadSale(), { lead: leadJadi({ status: 'dihubungi' }) }),
  ],
  [
    'admin',
    'records a repair paid at the till on its ticket',
    'allow',
    (db) => recordSale(db, 'k1', repairSale(), { ticket: ticketPaid() }),
  ],
  [
    'admin',
    'records a repair paid at the till on a ticket with a full history',
    'allow',
    (db) =>
      recordSale(db, 'k1', repairSale({ sumberId: FULL_TICKET }), {
        ticket: { code: FULL_TICKET, change: ticketPaid().change },
      }),
  ],
  [
    'admin',
    "records on a ticket a payment other than its sale's",
    'deny',
    (db) => recordSale(db, 'k1', repairSale(), { ticket: ticketPaid({ jumlah: 10 }) }),
  ],
  [
    'admin',
    'writes a payment on a ticket without a sale',
    'deny',
    (db) => recordedUpdate(db, 'servisan', TICKET, ticketPaid().change),
  ],
  [
    'admin',
    "records a ticket's payment and changes its status in the same write",
    'deny',
    (db) =>
      recordSale(db, 'k1', repairSale(), {
        ticket: { code: TICKET, change: { ...ticketPaid().change, status: 'Diambil' } },
      }),
  ],
  ['alice', 'records a sale', 'deny', (db) => recordSale(db, 'k1', walkIn({ oleh: 'alice' }))],
  ['fakeAdmin', 'records a sale', 'deny', (db) => recordSale(db, 'k1', walkIn({ oleh: 'mallory' }))],
  [
    'admin',
    'records a sale without its history entry',
    'deny',
    (db) => recordSale(db, 'k1', walkIn(), { unrecorded: true }),
  ],
  [
    'admin',
    "records a sale in another admin's name",
    'deny',
    (db) => recordSale(db, 'k1', walkIn({ oleh: 'someone' })),
  ],
  [
    'admin',
    'records a sale at a time of its own',
    'deny',
    (db) => recordSale(db, 'k1', walkIn({ waktu: past })),
  ],
  [
    'admin',
    'records a sale of Rp 0',
    'deny',
    (db) => recordSale(db, 'k1', walkIn({ barang: [{ nama: 'X', harga: 0 }], subtotal: 0, jumlah: 0 })),
  ],
  [
    'admin',
    'records a sale of a negative amount',
    'deny',
    (db) =>
      recordSale(db, 'k1', walkIn({ barang: [{ nama: 'X', harga: -5000 }], subtotal: -5000, jumlah: -5000 })),
  ],
  [
    'admin',
    'records a sale over Rp 1 miliar',
    'deny',
    (db) =>
      recordSale(
        db,
        'k1',
        walkIn({
          barang: [{ nama: 'X', harga: 1_500_000_000 }],
          subtotal: 1_500_000_000,
          jumlah: 1_500_000_000,
        }),
      ),
  ],
  [
    'admin',
    'records a sale whose rows do not add up',
    'deny',
    (db) => recordSale(db, 'k1', walkIn({ subtotal: 6000000, jumlah: 6000000 })),
  ],
  [
    'admin',
    'records a sale paid other than its subtotal less the discount',
    'deny',
    (db) => recordSale(db, 'k1', walkIn({ diskon: 500000 })),
  ],
  [
    'admin',
    'records a sale with no rows',
    'deny',
    (db) => recordSale(db, 'k1', walkIn({ barang: [], subtotal: 0, jumlah: 0 })),
  ],
  [
    'admin',
    'records a sale paid in shells',
    'deny',
    (db) => recordSale(db, 'k1', walkIn({ bayar: 'kerang' })),
  ],
  [
    'admin',
    'records a sale from a lead that does not exist',
    'deny',
    (db) => recordSale(db, 'k1', walkIn({ sumber: 'tukar_tambah', sumberId: 'nope' })),
  ],
  [
    'admin',
    'records a sale to a member who does not exist',
    'deny',
    (db) => recordSale(db, 'k1', walkIn({ member: 'nobody' })),
  ],
  ['admin', 'overwrites a recorded sale', 'deny', (db) => recordSale(db, 's-bob', walkIn())],
  ['admin', 'changes a recorded sale', 'deny', (db) => updateDoc(doc(db, 'penjualan/s-bob'), { jumlah: 1 })],
  ['admin', 'deletes a recorded sale', 'deny', (db) => deleteDoc(doc(db, 'penjualan/s-bob'))],
  ['admin', 'reads the sales', 'allow', (db) => getDocs(collection(db, 'penjualan'))],
  ['bob', 'reads his sale', 'deny', (db) => getDoc(doc(db, 'penjualan/s-bob'))],

  // ── A coupon: the member's own claim, active, unused, its own discount, marked used once.
  [
    'admin',
    "gives a coupon's discount other than the coupon's",
    'deny',
    (db) =>
      recordSale(db, 'k1', aliceSale({ diskon: 60000, jumlah: 1190000, poin: 119 }), {
        claim: aliceClaim,
        points: { ...alicePoints, saldo: 119, poin: 119 },
      }),
  ],
  [
    'admin',
    "uses another member's coupon",
    'deny',
    (db) =>
      recordSale(db, 'k1', aliceSale({ member: 'bob', poin: 0, poinKe: undefined }), {
        claim: { member: 'bob', coupon: 'c-claimed' },
      }),
  ],
  [
    'admin',
    'uses an inactive coupon',
    'deny',
    (db) =>
      recordSale(
        db,
        'k1',
        aliceSale({ kupon: 'c-off', diskon: 62500, jumlah: 1187500, poin: 0, poinKe: undefined }),
        { claim: { member: 'alice', coupon: 'c-off' } },
      ),
  ],
  [
    'admin',
    'uses a coupon past its last day',
    'deny',
    (db) =>
      recordSale(db, 'k1', aliceSale({ kupon: 'c-lewat', diskon: 20000, jumlah: 1230000, poin: 123 }), {
        claim: { member: 'alice', coupon: 'c-lewat' },
        points: { ...alicePoints, saldo: 123, poin: 123 },
      }),
  ],
  [
    'admin',
    'uses a coupon a second time',
    'deny',
    (db) =>
      recordSale(
        db,
        'k1',
        walkIn({
          barang: [{ nama: 'Case', harga: 330000 }],
          subtotal: 330000,
          diskon: 33000,
          jumlah: 297000,
          sumber: 'kupon',
          member: 'bob',
          kupon: 'c-on',
        }),
        { claim: { member: 'bob', coupon: 'c-on' } },
      ),
  ],
  [
    'admin',
    'uses a coupon without marking the claim',
    'deny',
    (db) => recordSale(db, 'k1', aliceSale(), { points: alicePoints }),
  ],
  [
    'admin',
    'marks a claim used without a sale',
    'deny',
    (db) =>
      updateDoc(doc(db, 'users/alice/kupon/c-claimed'), { dipakai: serverTimestamp(), penjualan: 'k1' }),
  ],
  [
    'alice',
    'marks her own claim used',
    'deny',
    (db) =>
      updateDoc(doc(db, 'users/alice/kupon/c-claimed'), { dipakai: serverTimestamp(), penjualan: 's-bob' }),
  ],
  [
    'admin',
    'takes the used mark off a claim without reversing its sale',
    'deny',
    (db) => updateDoc(doc(db, 'users/bob/kupon/c-on'), { dipakai: deleteField(), penjualan: deleteField() }),
  ],
  [
    'admin',
    "changes a used claim's status",
    'deny',
    (db) => updateDoc(doc(db, 'users/bob/kupon/c-on'), { status: 'baru' }),
  ],

  // ── Points: the owner's rate, one step and its entry, never below zero.
  [
    'admin',
    'gives more points than the rate',
    'deny',
    (db) =>
      recordSale(db, 'k1', aliceSale({ poin: 121 }), {
        claim: aliceClaim,
        points: { ...alicePoints, saldo: 121, poin: 121 },
      }),
  ],
  [
    'admin',
    "records a member's sale without their points",
    'deny',
    (db) => recordSale(db, 'k1', aliceSale({ poin: 0, poinKe: undefined }), { claim: aliceClaim }),
  ],
  [
    'admin',
    'writes the points entry but not the balance',
    'deny',
    (db) =>
      setDoc(doc(db, 'poin/bob/mutasi/3'), {
        jenis: 'tukar',
        poin: 50,
        saldo: 70,
        reward: 'r-poin',
        waktu: serverTimestamp(),
        oleh: ADMIN,
      }),
  ],
  [
    'admin',
    'moves the balance without an entry',
    'deny',
    (db) => setDoc(doc(db, 'poin/bob'), { saldo: 500, n: 3 }),
  ],
  ['admin', 'redeems a reward with points', 'allow', (db) => redeem(db, 'r-poin', 50)],
  ['admin', 'redeems a reward the balance cannot pay', 'deny', (db) => redeem(db, 'r-mahal', 500)],
  ['admin', 'takes fewer points off than the reward costs', 'deny', (db) => redeem(db, 'r-poin', 5)],
  [
    'admin',
    'moves the balance by more than its entry',
    'deny',
    (db) => redeem(db, 'r-poin', 50, { saldo: 20 }),
  ],
  ['admin', 'skips an entry number', 'deny', (db) => redeem(db, 'r-poin', 50, { n: 4 })],
  ['admin', 'redeems a reward that has no points price', 'deny', (db) => redeem(db, 'r1', 50)],
  [
    'bob',
    'reads his points and their entries',
    'allow',
    async (db) => {
      await getDoc(doc(db, 'poin/bob'));
      return getDocs(collection(db, 'poin/bob/mutasi'));
    },
  ],
  ['alice', "reads bob's points", 'deny', (db) => getDoc(doc(db, 'poin/bob'))],
  ['alice', "reads bob's point entries", 'deny', (db) => getDocs(collection(db, 'poin/bob/mutasi'))],
  ['bob', 'gives himself points', 'deny', (db) => redeem(db, 'r-poin', 50)],
  ['admin', 'changes a points entry', 'deny', (db) => updateDoc(doc(db, 'poin/bob/mutasi/2'), { poin: 290 })],
  ['admin', 'deletes a points entry', 'deny', (db) => deleteDoc(doc(db, 'poin/bob/mutasi/2'))],

  // ── A reversal: once per sale, recorded, points and coupon back in the same batch.
  ['admin', 'reverses a sale, its points and its coupon', 'allow', (db) => reverseBob(db)],
  [
    'admin',
    'reverses a sale without its history entry',
    'deny',
    (db) => reverseBob(db, { unrecorded: true }),
  ],
  ['admin', 'reverses a sale but keeps its points', 'deny', (db) => reverseBob(db, { points: false })],
  ['admin', 'reverses a sale but keeps its coupon used', 'deny', (db) => reverseBob(db, { coupon: false })],
  ['admin', 'takes back fewer points than the sale earned', 'deny', (db) => reverseBob(db, { poinBack: 9 })],
  ['admin', 'reverses a sale twice', 'deny', (db) => reverseAlone(db, 's-lama')],
  ['admin', 'reverses a sale that was never made', 'deny', (db) => reverseAlone(db, 'nope')],

  // ── The owner's rate.
  ['admin', 'sets the points rate', 'allow', (db) => setRate(db, 20000)],
  ['admin', 'sets a rate of Rp 500 a point', 'deny', (db) => setRate(db, 500)],
  ['alice', 'sets the points rate', 'deny', (db) => setRate(db, 1000)],
  ['alice', 'reads the points rate', 'allow', (db) => getDoc(doc(db, 'pengaturan/poin'))],
  ['anon', 'reads the points rate', 'deny', (db) => getDoc(doc(db, 'pengaturan/poin'))],
];
