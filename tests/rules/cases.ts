// Every rule of firestore.rules as one line: who, what, expected.
// Run against the real rules (rules.test.ts) and against allow-all rules
// (teeth.test.ts) to prove the suite would notice rules that let everything in.
import {
  addDoc,
  collection,
  collectionGroup,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getCountFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { AMOUNT_MAX } from '../../src/config/limits';
import { QUOTE_LOG_MAX, REPAIR_ITEMS_MAX, REPAIR_LINE_MAX } from '../../src/firebase/specs/servisan';
import { chatTapCases, chatTapsBaseline } from './chat-taps-cases';
import { kasirBaseline, kasirCases } from './kasir-cases';
import { memberCardBaseline, memberCardCases } from './member-card-cases';
import { tradeInBaseline, tradeInCases } from './trade-in-cases';
import { deductionBaseline, deductionCases } from './deduction-cases';
import { listCases, listsBaseline } from './lists-cases';
import { memberDatesBaseline, memberDatesCases } from './member-dates-cases';

export type Who = 'anon' | 'alice' | 'bob' | 'carol' | 'dewi' | 'admin' | 'fakeAdmin' | 'ghost';
export type Expect = 'allow' | 'deny';
export type Case = [who: Who, what: string, expected: Expect, act: (db: Firestore) => Promise<unknown>];

/** The `firebase` claim of an ID token signed in with this provider. */
const provider = (sign_in_provider: string) => ({ firebase: { sign_in_provider, identities: {} } });

/**
 * Signed-in identities: alice and bob are members (e-mail sign-in, verified, with
 * profiles), dewi is one whose e-mail is not verified yet, carol is new (no profile
 * yet), admin has the claim, ghost signed in anonymously (a profile under that uid
 * exists all the same).
 */
export const identities: Record<Exclude<Who, 'anon'>, { uid: string; token: Record<string, unknown> }> = {
  alice: {
    uid: 'alice',
    token: { email: 'alice@example.com', email_verified: true, ...provider('password') },
  },
  bob: { uid: 'bob', token: { email: 'bob@example.com', email_verified: true, ...provider('password') } },
  dewi: { uid: 'dewi', token: { email: 'dewi@example.com', email_verified: false, ...provider('password') } },
  carol: { uid: 'carol', token: { email: 'carol@example.com' } },
  admin: { uid: 'boss', token: { email: 'boss@example.com', admin: true } },
  // Has role 'admin' written in a profile, but no custom claim.
  fakeAdmin: { uid: 'mallory', token: { email: 'mallory@example.com' } },
  ghost: { uid: 'ghost', token: provider('anonymous') },
};

const past = Timestamp.fromDate(new Date('2025-01-01T00:00:00Z'));
const otherPast = Timestamp.fromDate(new Date('2024-01-01T00:00:00Z'));
/** A moment `n` days from now (a warranty's stored end). */
const daysAhead = (n: number) => Timestamp.fromDate(new Date(Date.now() + n * 86_400_000));
/** The first line of a new ticket's history. */
const FIRST_LINE = { tanggal: past, keterangan: 'Masuk' };
/** A ticket whose history is as long as the rules let it be (REPAIR_HISTORY_MAX lines). */
const FULL_CODE = 'OG-PENUH22222';
const FULL_HISTORY = Array.from({ length: 200 }, (_, i) => ({ tanggal: past, keterangan: `Baris ${i + 1}` }));

/** Tickets in 'Menunggu persetujuan': the quote's items and total, waiting for the customer. */
const WAITING_CODE = 'OG-TUNGGU2222';
const ANSWERED_CODE = 'OG-JAWAB22222';
const QUOTE_STATUS = 'Menunggu persetujuan';
const quoteTicket = (over: Record<string, unknown>) => ({
  nama: 'Ketut',
  perangkat: 'iPhone 13',
  keluhan: 'Layar bergaris',
  tanggalMasuk: past,
  garansi: '',
  itemList: [{ nama: 'LCD iPhone 13', harga: 850000 }],
  total: 850000,
  status: QUOTE_STATUS,
  historyPerbaikan: [FIRST_LINE, { tanggal: past, keterangan: QUOTE_STATUS }],
  createdAt: past,
  ...over,
});

/** The quote's items as stored, and the answer's copy of them (a customer's answer as the page writes it). */
const QUOTE_ITEMS = [{ nama: 'LCD iPhone 13', harga: 850000 }];
const answerOf = (persetujuan: string, over: Record<string, unknown> = {}) =>
  withOverrides(
    {
      persetujuan,
      persetujuanWaktu: serverTimestamp(),
      persetujuanTotal: 850000,
      persetujuanItemList: QUOTE_ITEMS,
    },
    over,
  );
/** An approval stored with its copy of the quote, and a waiting quote under a legacy short code. */
const APPROVED_CODE = 'OG-SETUJU2222';
const approved = {
  persetujuan: 'setuju',
  persetujuanWaktu: past,
  persetujuanTotal: 850000,
  persetujuanItemList: QUOTE_ITEMS,
};
const LEGACY_WAITING_CODE = 'SRV123';
/** The answer fields a new quote removes, all of them. */
const answerRemoved = {
  persetujuan: deleteField(),
  persetujuanWaktu: deleteField(),
  persetujuanTotal: deleteField(),
  persetujuanItemList: deleteField(),
};
/** The line a new quote adds to the history (the stored last line asked at another time). */
const ASKED_AGAIN = { tanggal: otherPast, keterangan: QUOTE_STATUS };
/** The entry a new quote adds to riwayatPersetujuan for the answer it replaces. */
const pastAnswer = (persetujuan: string, total: number) => ({ persetujuan, waktu: past, total });
/** A collected ticket, whose warranty end may be stored. */
const COLLECTED_CODE = 'OG-DIAMB22222';

/** A ticket's items at the form's limits: REPAIR_ITEMS_MAX rows, each name and price at its maximum. */
const fullItems = Array.from({ length: REPAIR_ITEMS_MAX }, (_, i) => ({
  nama: 'x'.repeat(REPAIR_LINE_MAX - String(i).length) + i,
  harga: AMOUNT_MAX,
}));

/**
 * Quotes on tickets as long as the app lets them be (a full history ending with
 * the quote's line, every item row at its limits): the rules' checks grow with
 * them, and a request may evaluate at most 1,000 expressions.
 */
const LONG_WAITING_CODE = 'OG-PANJANG222';
const LONG_ANSWERED_CODE = 'OG-PANJANG333';
const LONG_QUOTE_HISTORY = [
  ...FULL_HISTORY.slice(1, -1),
  { tanggal: past, keterangan: 'Catatan' },
  { tanggal: past, keterangan: QUOTE_STATUS },
];
const longQuoteTicket = (over: Record<string, unknown>) =>
  quoteTicket({
    itemList: fullItems,
    total: AMOUNT_MAX,
    historyPerbaikan: LONG_QUOTE_HISTORY,
    garansiHari: 90,
    cekLayar: true,
    adaCharger: true,
    sandiDiberikan: false,
    ...over,
  });

/** An approved quote at the app's limits, after as many earlier answers as a ticket keeps. */
const LONG_APPROVED_CODE = 'OG-PANJANG444';
const FULL_QUOTE_LOG = Array.from({ length: QUOTE_LOG_MAX }, (_, i) => pastAnswer('tolak', i));

/** What the database holds before every case (written with rules disabled). */
export const baseline: Record<string, Record<string, unknown>> = {
  'pricelist/p1': { brand: 'Apple', type: 'iPhone 13', kategori: 'hp', baru: 9000000, stok: 2 },
  'aksesoris/a1': { nama: 'Case', merk: 'Spigen', harga: 150000, stok: 1 },
  'kontak/aktif': { whatsapp: '081234567890' },
  'artikel/a1': { judul: 'Tips', isi: 'Isi', cover: '/img/a.svg' },
  'kalkulator_hp_lama/k1': { nama: 'iPhone 11', nilai_tukar: 3000000 },
  // An older document with a field no form knows (the shop's data predates the admin).
  'sparepart/s1': { id: 7, nama: 'LCD iPhone 11', kategori: 'LCD', harga: 850000, stok: 3 },
  // A deletion entry written in advance, before the delete it claims to record.
  'riwayat/hapus-kalkulator_hp_lama-k1-awal': {
    uid: 'boss',
    email: 'boss@example.com',
    waktu: past,
    collection: 'kalkulator_hp_lama',
    action: 'hapus',
    docIds: ['k1'],
    items: { k1: { before: null, after: null } },
  },
  'promo_request/r1': { nama: 'Budi', whatsapp: '0812', alamat: 'Denpasar', pesan: 'LCD', timestamp: past },
  'users/alice': { nama: 'Alice', noWa: '0811', email: 'alice@example.com', role: 'member', createdAt: past },
  'users/bob': { nama: 'Bob', noWa: '0822', email: 'bob@example.com', role: 'member', createdAt: past },
  'users/mallory': {
    nama: 'Mallory',
    noWa: '',
    email: 'mallory@example.com',
    role: 'admin',
    createdAt: past,
  },
  'users/dewi': { nama: 'Dewi', noWa: '0833', email: 'dewi@example.com', role: 'member', createdAt: past },
  'users/ghost': { nama: 'Tamu', noWa: '', email: '', role: 'member', createdAt: past },
  'users/alice/kupon/c-claimed': { waktu: past, status: 'diklaim' },
  'coupons/c-on': { kode: 'HEMAT10', tipe: 'persen', nilaiDiskon: 10, aktif: true },
  'coupons/c-claimed': { kode: 'POTONG50', tipe: 'nominal', nilaiDiskon: 50000, aktif: true },
  'coupons/c-off': { kode: 'LAMA', tipe: 'persen', nilaiDiskon: 5, aktif: false },
  'reward/r1': { judul: 'Poin', deskripsi: 'Tukar poin' },
  'notifikasi/n1': { judul: 'Halo', pesan: 'Promo', tanggal: past },
  // A ticket from before the admin area: no createdAt, its date and history as text.
  'servisan/ABC123': {
    nama: 'Budi',
    status: 'Masuk',
    total: 250000,
    tanggalMasuk: '1 Januari 2025',
    historyPerbaikan: '1 Januari 2025 – Unit diterima',
  },
  'servisan_private/ABC123': { whatsapp: '0812 3456 789' },
  'servisan/OG-7K2QM9XDHT': {
    nama: 'Komang',
    perangkat: 'Samsung A54',
    keluhan: 'Baterai cepat habis',
    tanggalMasuk: past,
    garansi: '',
    itemList: [{ nama: 'Baterai', harga: 375000 }],
    total: 375000,
    status: 'Masuk',
    historyPerbaikan: [FIRST_LINE],
    createdAt: past,
  },
  [`servisan/${FULL_CODE}`]: {
    nama: 'Wayan',
    perangkat: 'iPhone 11',
    keluhan: 'Sering mati',
    tanggalMasuk: past,
    itemList: [],
    total: 0,
    status: 'Sedang diservice',
    historyPerbaikan: FULL_HISTORY,
    createdAt: past,
  },
  // A ticket whose quote waits for the customer's answer, and one answered already.
  [`servisan/${WAITING_CODE}`]: quoteTicket({}),
  [`servisan/${ANSWERED_CODE}`]: quoteTicket({ persetujuan: 'tolak', persetujuanWaktu: past }),
  [`servisan/${LONG_WAITING_CODE}`]: longQuoteTicket({}),
  [`servisan/${LONG_ANSWERED_CODE}`]: longQuoteTicket({ persetujuan: 'tolak', persetujuanWaktu: past }),
  [`servisan/${APPROVED_CODE}`]: quoteTicket(approved),
  [`servisan/${LONG_APPROVED_CODE}`]: longQuoteTicket({
    ...approved,
    persetujuanTotal: AMOUNT_MAX,
    persetujuanItemList: fullItems,
    riwayatPersetujuan: FULL_QUOTE_LOG,
  }),
  [`servisan/${LEGACY_WAITING_CODE}`]: quoteTicket({}),
  [`servisan/${COLLECTED_CODE}`]: quoteTicket({
    status: 'Diambil',
    historyPerbaikan: [FIRST_LINE, { tanggal: past, keterangan: 'Diambil' }],
    garansiHari: 30,
  }),
  // A notification deleted from the admin: its entry keeps what it was.
  'riwayat/hapus-notifikasi-n9-awal': {
    uid: 'boss',
    waktu: past,
    collection: 'notifikasi',
    action: 'hapus',
    docIds: ['n9'],
    items: { n9: { before: { judul: 'Lama', pesan: 'Isi lama', tanggal: past }, after: null } },
  },
  'riwayat/h-old': {
    uid: 'boss',
    waktu: past,
    collection: 'pricelist',
    action: 'ubah',
    docIds: ['p1'],
    items: { p1: { before: null, after: null } },
  },
};

/** Base fields with overrides; an override of `undefined` leaves the field out. */
const withOverrides = (base: Record<string, unknown>, over: Record<string, unknown>) =>
  Object.fromEntries(Object.entries({ ...base, ...over }).filter(([, v]) => v !== undefined));

const request = (over: Record<string, unknown> = {}) =>
  withOverrides(
    {
      nama: 'Sari',
      whatsapp: '081234567890',
      alamat: 'Jl. Teuku Umar, Denpasar',
      pesan: 'iPhone 12, layar retak',
      timestamp: serverTimestamp(),
    },
    over,
  );

const profile = (over: Record<string, unknown> = {}) =>
  withOverrides(
    { nama: 'Carol', noWa: '0833', email: 'carol@example.com', role: 'member', createdAt: serverTimestamp() },
    over,
  );

const claim = (over: Record<string, unknown> = {}) =>
  withOverrides({ waktu: serverTimestamp(), status: 'diklaim' }, over);

const coupon = (over: Record<string, unknown> = {}) =>
  withOverrides(
    { kode: 'BARU', deskripsi: 'Diskon', tipe: 'nominal', nilaiDiskon: 25000, aktif: true },
    over,
  );

const notification = (over: Record<string, unknown> = {}) =>
  withOverrides({ judul: 'Promo', pesan: 'Diskon servis', tanggal: serverTimestamp() }, over);

const get = (db: Firestore, p: string) => getDoc(doc(db, p));
const list = (db: Firestore, p: string) => getDocs(collection(db, p));
const set = (db: Firestore, p: string, data: Record<string, unknown>) => setDoc(doc(db, p), data);
const update = (db: Firestore, p: string, data: Record<string, unknown>) => updateDoc(doc(db, p), data);
const remove = (db: Firestore, p: string) => deleteDoc(doc(db, p));
const add = (db: Firestore, p: string, data: Record<string, unknown>) => addDoc(collection(db, p), data);
const long = (n: number) => 'x'.repeat(n);

const phone = (over: Record<string, unknown> = {}) =>
  withOverrides(
    {
      brand: 'Apple',
      type: 'iPhone 15',
      kategori: 'hp',
      colours: ['Hitam'],
      baru: 15e6,
      second: 11e6,
      stok: 2,
    },
    over,
  );

const entry = (collection: string, docIds: string[], over: Record<string, unknown> = {}) =>
  withOverrides(
    {
      uid: 'boss',
      email: 'boss@example.com',
      waktu: serverTimestamp(),
      collection,
      action: 'ubah',
      docIds,
      items: Object.fromEntries(docIds.map((id) => [id, { before: null, after: null }])),
    },
    over,
  );

let entries = 0;
/**
 * An admin write as the admin screens make it: the document naming its new
 * riwayat entry, and the entry, in one batch. `about` points the entry elsewhere.
 */
function recorded(
  db: Firestore,
  path: string,
  data: Record<string, unknown>,
  {
    id = `h-${++entries}`,
    about = path,
    entryOver = {},
    merge = false,
  }: { id?: string; about?: string; entryOver?: Record<string, unknown>; merge?: boolean } = {},
) {
  const [collectionName = '', docId = ''] = about.split('/');
  const batch = writeBatch(db);
  batch.set(doc(db, path), { ...data, _riwayat: id }, { merge });
  batch.set(doc(db, 'riwayat', id), entry(collectionName, [docId], entryOver));
  return batch.commit();
}

/** An import as the admin screens make it: many documents of one collection, one entry. */
function recordedBatch(db: Firestore, collectionName: string, docs: Record<string, Record<string, unknown>>) {
  const id = `h-${++entries}`;
  const batch = writeBatch(db);
  for (const [docId, data] of Object.entries(docs))
    batch.set(doc(db, collectionName, docId), { ...data, _riwayat: id });
  batch.set(doc(db, 'riwayat', id), entry(collectionName, Object.keys(docs), { action: 'impor' }));
  return batch.commit();
}

/** A delete with its entry under the id the rules compute (the document has no entry yet: 'awal'). */
function recordedDelete(
  db: Firestore,
  path: string,
  entryId = `hapus-${path.replace('/', '-')}-awal`,
  entryOver: Record<string, unknown> = {},
) {
  const [collectionName = '', docId = ''] = path.split('/');
  const batch = writeBatch(db);
  batch.delete(doc(db, path));
  batch.set(doc(db, 'riwayat', entryId), entry(collectionName, [docId], { action: 'hapus', ...entryOver }));
  return batch.commit();
}

/** A promo request's status change as the inbox makes it: only the changed fields, with the entry. */
function recordedUpdate(db: Firestore, path: string, fields: Record<string, unknown>, entryOver = {}) {
  const id = `h-${++entries}`;
  const [collectionName = '', docId = ''] = path.split('/');
  const batch = writeBatch(db);
  batch.update(doc(db, path), { ...fields, _riwayat: id });
  batch.set(doc(db, 'riwayat', id), entry(collectionName, [docId], { action: 'status', ...entryOver }));
  return batch.commit();
}

/**
 * A repair screen's batch (src/features/admin/core/data/recorded-batch.ts): the ticket and,
 * beside it, the customer's number under the same code, merged into place, the
 * whole action under ONE entry about the ticket (collection 'servisan').
 */
function recordedGroups(
  db: Firestore,
  action: string,
  groups: Record<string, Record<string, Record<string, unknown>>>,
  entryOver: Record<string, unknown> = {},
) {
  const id = `h-${++entries}`;
  const batch = writeBatch(db);
  const codes = new Set<string>();
  for (const [collectionName, docs] of Object.entries(groups))
    for (const [docId, data] of Object.entries(docs)) {
      batch.set(doc(db, collectionName, docId), { ...data, _riwayat: id }, { merge: true });
      codes.add(docId);
    }
  batch.set(doc(db, 'riwayat', id), entry('servisan', [...codes], { action, ...entryOver }));
  return batch.commit();
}

/** A code as src/lib/repair-code.ts makes them, free, and one already taken (baseline). */
const NEW_CODE = 'OG-MX4R7TQ2HK';
const TAKEN_CODE = 'OG-7K2QM9XDHT';

/** A new ticket's public fields as the admin form writes them. */
const ticket = (over: Record<string, unknown> = {}) =>
  withOverrides(
    {
      nama: 'Made',
      perangkat: 'iPhone 12',
      keluhan: 'Layar retak',
      tanggalMasuk: past,
      garansi: 'Garansi layar 30 hari',
      itemList: [{ nama: 'LCD iPhone 12', harga: 1_500_000 }],
      total: 1_500_000,
      status: 'Masuk',
      historyPerbaikan: [{ tanggal: past, keterangan: 'Masuk' }],
      createdAt: serverTimestamp(),
    },
    over,
  );

/** A new ticket and its customer's number, as createTicket writes them. */
const createTicket =
  (over: Record<string, unknown> = {}, { code = NEW_CODE, whatsapp = '081234567890', entryOver = {} } = {}) =>
  (db: Firestore) =>
    recordedGroups(
      db,
      'buat',
      { servisan: { [code]: ticket(over) }, servisan_private: { [code]: { whatsapp } } },
      entryOver,
    );

/**
 * A ticket's history as the admin writes it: the taken ticket's first line, then a
 * line per status change or note (each appends one).
 */
const historyLines = (n: number) => [
  FIRST_LINE,
  ...Array.from({ length: n - 1 }, (_, i) => ({ tanggal: past, keterangan: `Langkah ${i + 1}` })),
];
const line = (keterangan: string) => ({ tanggal: past, keterangan });
const changeStatus =
  (code: string, status: string | undefined, lines: unknown[] = historyLines(2), entryOver = {}) =>
  (db: Firestore) =>
    recordedGroups(
      db,
      status ? 'status' : 'ubah',
      { servisan: { [code]: withOverrides({ historyPerbaikan: lines, status }, {}) } },
      entryOver,
    );

/** The customer's number alone, as an edit that changed only it writes it. */
const setNumber =
  (code: string, data: Record<string, unknown>, entryOver = {}) =>
  (db: Firestore) =>
    recordedGroups(db, 'ubah', { servisan_private: { [code]: data } }, entryOver);

const ticketsWhere = (db: Firestore, ...constraints: Parameters<typeof query>[1][]) =>
  getDocs(query(collection(db, 'servisan'), ...constraints));

export const cases: Case[] = [
  // Catalogue: anyone reads, only admins write.
  ['anon', 'gets a pricelist item', 'allow', (db) => get(db, 'pricelist/p1')],
  ['anon', 'lists pricelist', 'allow', (db) => list(db, 'pricelist')],
  ['anon', 'lists aksesoris', 'allow', (db) => list(db, 'aksesoris')],
  ['anon', 'gets kontak/aktif', 'allow', (db) => get(db, 'kontak/aktif')],
  ['anon', 'lists kalkulator_hp_lama', 'allow', (db) => list(db, 'kalkulator_hp_lama')],
  ['anon', 'lists artikel', 'allow', (db) => list(db, 'artikel')],
  ['anon', 'writes a pricelist item', 'deny', (db) => set(db, 'pricelist/p2', { type: 'x' })],
  ['alice', 'changes a pricelist price', 'deny', (db) => update(db, 'pricelist/p1', { baru: 1 })],
  ['alice', 'deletes an artikel', 'deny', (db) => remove(db, 'artikel/a1')],
  [
    'fakeAdmin',
    'writes aksesoris with role admin in the profile but no claim',
    'deny',
    (db) => set(db, 'aksesoris/a2', { nama: 'x' }),
  ],
  [
    'admin',
    'creates a pricelist item with its history entry',
    'allow',
    (db) => recorded(db, 'pricelist/p2', phone()),
  ],
  [
    'admin',
    'writes a pricelist item without a history entry',
    'deny',
    (db) => set(db, 'pricelist/p2', phone()),
  ],
  [
    'admin',
    'writes a pricelist item whose history entry is about another document',
    'deny',
    (db) => recorded(db, 'pricelist/p2', phone(), { about: 'pricelist/p1' }),
  ],
  [
    'admin',
    'writes a pricelist item naming an old history entry',
    'deny',
    (db) => set(db, 'pricelist/p1', { ...phone(), _riwayat: 'h-old' }),
  ],
  ['admin', 'writes stok as text', 'deny', (db) => recorded(db, 'pricelist/p1', phone({ stok: '2' }))],
  ['admin', 'writes a negative price', 'deny', (db) => recorded(db, 'pricelist/p1', phone({ baru: -1 }))],
  [
    'admin',
    'writes an unknown kategori',
    'deny',
    (db) => recorded(db, 'pricelist/p1', phone({ kategori: 'tablet' })),
  ],
  [
    'admin',
    'writes an item without a brand',
    'deny',
    (db) => recorded(db, 'pricelist/p1', phone({ brand: undefined })),
  ],
  [
    'admin',
    'writes an accessory and a repair price, well formed',
    'allow',
    async (db) => {
      await recorded(db, 'aksesoris/a1', { nama: 'Case', merk: '', harga: 150000, stok: 0, gambar: '' });
      await recorded(db, 'pricelist_servisan/s1', {
        type: 'iPhone 11',
        jenis: 'LCD',
        kategori: 'interface',
        biaya: 5e5,
      });
    },
  ],
  [
    'admin',
    'writes kontak with its history entry',
    'allow',
    (db) => recorded(db, 'kontak/aktif', { whatsapp: '0812' }),
  ],
  [
    'admin',
    'writes kontak with a number as WhatsApp',
    'deny',
    (db) => recorded(db, 'kontak/aktif', { whatsapp: 812 }),
  ],
  // The repair messages the owner writes: admins only, each within its limit, with history.
  // Public shop content: anyone reads them (the customer's status page may show the shop's words).
  ['anon', 'reads the repair messages', 'allow', (db) => getDoc(doc(db, 'pesan_servis/template'))],
  ['alice', 'reads the repair messages', 'allow', (db) => getDoc(doc(db, 'pesan_servis/template'))],
  [
    'admin',
    'writes the repair messages with its history entry',
    'allow',
    (db) => recorded(db, 'pesan_servis/template', { siap: 'Halo {nama}, {perangkat} siap diambil. {link}' }),
  ],
  [
    'admin',
    'writes repair messages with every mark a ticket fills and braces as plain text',
    'allow',
    (db) =>
      recorded(db, 'pesan_servis/template', {
        masuk: '{nama}: {kode} {perangkat} {status} {total} {link}',
        lainnya: 'Catatan {{status}} } {',
      }),
  ],
  [
    'admin',
    'writes a repair message with a mark no ticket fills',
    'deny',
    (db) => recorded(db, 'pesan_servis/template', { siap: 'Halo {nama}, biaya {harga}.' }),
  ],
  [
    'admin',
    'writes a repair message with a mark in other capitals',
    'deny',
    (db) => recorded(db, 'pesan_servis/template', { diambil: 'Terima kasih {Nama}.' }),
  ],
  [
    'admin',
    'writes a repair message of 601 characters',
    'deny',
    (db) => recorded(db, 'pesan_servis/template', { siap: long(601) }),
  ],
  [
    'admin',
    'writes a repair message for a status the form does not know',
    'deny',
    (db) => recorded(db, 'pesan_servis/template', { batal: 'Servis dibatalkan.' }),
  ],
  [
    'alice',
    'writes the repair messages',
    'deny',
    (db) => recorded(db, 'pesan_servis/template', { siap: 'Siap.' }, { entryOver: { uid: 'alice' } }),
  ],
  [
    'admin',
    'writes a testimonial rated 5 and an article',
    'allow',
    async (db) => {
      await recorded(db, 'testimoni/t1', { nama: 'Komang', rating: 5, pesan: 'Mantap', foto: '' });
      await recorded(db, 'artikel/a1', { judul: 'Tips', isi: 'Paragraf.\n\nParagraf.', cover: '' });
    },
  ],
  [
    'admin',
    'writes a testimonial rated 6',
    'deny',
    (db) => recorded(db, 'testimoni/t1', { nama: 'Komang', rating: 6, pesan: 'Mantap' }),
  ],
  [
    'admin',
    'writes an article without text',
    'deny',
    (db) => recorded(db, 'artikel/a1', { judul: 'Tips', isi: '' }),
  ],
  ['admin', 'deletes an artikel with its history entry', 'allow', (db) => recordedDelete(db, 'artikel/a1')],
  ['admin', 'deletes an artikel without a history entry', 'deny', (db) => remove(db, 'artikel/a1')],
  [
    'admin',
    'deletes an artikel, recording it under another id',
    'deny',
    (db) => recordedDelete(db, 'artikel/a1', 'hapus-lain'),
  ],
  // A deletion is recorded by the batch that deletes: not in advance, not as
  // another kind of change, not under another collection's name.
  [
    'admin',
    'records a deletion alone in advance, then deletes under that entry',
    'deny',
    async (db) => {
      await set(db, 'riwayat/hapus-artikel-a1-awal', entry('artikel', ['a1'], { action: 'hapus' }));
      await remove(db, 'artikel/a1');
    },
  ],
  [
    'admin',
    'deletes a document whose deletion entry was written before',
    'deny',
    (db) => remove(db, 'kalkulator_hp_lama/k1'),
  ],
  [
    'admin',
    'records a deletion under an entry naming another collection',
    'deny',
    (db) => recordedDelete(db, 'artikel/a1', undefined, { collection: 'pricelist' }),
  ],
  [
    'admin',
    'records a deletion as an edit',
    'deny',
    (db) => recordedDelete(db, 'artikel/a1', undefined, { action: 'ubah' }),
  ],
  [
    'admin',
    'records a deletion entry beside the deletion of another document',
    'deny',
    (db) => {
      const batch = writeBatch(db);
      batch.delete(doc(db, 'artikel/a1'));
      batch.set(doc(db, 'riwayat', 'hapus-artikel-a1-awal'), entry('artikel', ['a1'], { action: 'hapus' }));
      batch.set(doc(db, 'riwayat', 'hapus-pricelist-p1-awal'), entry('artikel', ['a1'], { action: 'hapus' }));
      return batch.commit();
    },
  ],

  // Fields: a document holds only its form's fields, each within the form's limits,
  // so that no write makes every visitor download more (or break a page).
  [
    'admin',
    'adds a 900 kB field to a catalogue document',
    'deny',
    (db) => recorded(db, 'pricelist/p1', phone({ catatan: long(900_000) })),
  ],
  [
    'admin',
    'adds an unknown field to an older document (merge)',
    'deny',
    (db) => recorded(db, 'aksesoris/a1', { harga: 160000, catatan: 'x' }, { merge: true }),
  ],
  [
    'admin',
    'edits an older document keeping a field the form does not know',
    'allow',
    (db) => recorded(db, 'sparepart/s1', { harga: 900000, stok: 2 }, { merge: true }),
  ],
  [
    'admin',
    'creates a pricelist item with createdAt as 900 kB of text',
    'deny',
    (db) => recorded(db, 'pricelist/p2', phone({ createdAt: long(900_000) })),
  ],
  [
    'admin',
    'writes colours with 20,000 entries',
    'deny',
    (db) => recorded(db, 'pricelist/p1', phone({ colours: Array.from({ length: 20_000 }, () => 'x') })),
  ],
  [
    'admin',
    'writes one colour of 201 characters',
    'deny',
    (db) => recorded(db, 'pricelist/p1', phone({ colours: [long(201)] })),
  ],
  [
    'admin',
    'writes colours as numbers',
    'deny',
    (db) => recorded(db, 'pricelist/p1', phone({ colours: [1, 2] })),
  ],
  [
    'admin',
    'writes colours at the form limit (200 characters joined)',
    'allow',
    (db) => recorded(db, 'pricelist/p1', phone({ colours: [long(98), long(100)] })),
  ],
  ['admin', 'writes baru: Infinity', 'deny', (db) => recorded(db, 'pricelist/p1', phone({ baru: Infinity }))],
  [
    'admin',
    'writes a price over the sane maximum',
    'deny',
    (db) => recorded(db, 'pricelist/p1', phone({ second: 1e13 })),
  ],
  [
    'admin',
    'writes a slider line of 200 kB',
    'deny',
    (db) => recorded(db, 'promo/promo_aktif', { judul: 'Promo', slider: [long(200_000)] }),
  ],
  [
    'admin',
    'writes maps as slider lines',
    'deny',
    (db) => recorded(db, 'promo/promo_aktif', { judul: 'Promo', slider: [{ teks: 'Diskon' }] }),
  ],
  [
    'admin',
    'writes slider lines at the form limit',
    'allow',
    (db) => recorded(db, 'promo/promo_aktif', { judul: 'Promo', slider: [long(500), long(498)], gambar: '' }),
  ],
  [
    'admin',
    'adds a 900 kB field to a kontak document',
    'deny',
    (db) => recorded(db, 'kontak/aktif', { whatsapp: '0812', catatan: long(900_000) }),
  ],

  // riwayat: admins add entries in their own name at the server's time; nobody edits them.
  ['admin', 'lists the history', 'allow', (db) => list(db, 'riwayat')],
  ['alice', 'reads the history', 'deny', (db) => get(db, 'riwayat/h-old')],
  [
    'admin',
    "records a write in another admin's name",
    'deny',
    (db) => recorded(db, 'pricelist/p2', phone(), { entryOver: { uid: 'someone' } }),
  ],
  [
    'admin',
    "records a write under another admin's e-mail",
    'deny',
    (db) => recorded(db, 'pricelist/p2', phone(), { entryOver: { email: 'owner@example.com' } }),
  ],
  [
    'admin',
    'records a write without its e-mail',
    'deny',
    (db) => recorded(db, 'pricelist/p2', phone(), { entryOver: { email: undefined } }),
  ],
  [
    'admin',
    'records a write with its own clock',
    'deny',
    (db) => recorded(db, 'pricelist/p2', phone(), { entryOver: { waktu: past } }),
  ],
  [
    'admin',
    'imports three pricelist items under one history entry',
    'allow',
    (db) => recordedBatch(db, 'pricelist', { i1: phone(), i2: phone({ type: 'iPhone 14' }), p1: phone() }),
  ],
  [
    'admin',
    'imports a batch with one malformed row (nothing is written)',
    'deny',
    (db) => recordedBatch(db, 'pricelist', { i1: phone(), i2: phone({ baru: 'mahal' }) }),
  ],
  [
    'admin',
    'records an entry whose docIds and items disagree',
    'deny',
    (db) =>
      recorded(db, 'pricelist/p2', phone(), {
        entryOver: { docIds: ['p2', 'p3'] },
      }),
  ],
  [
    'admin',
    'records one entry for more documents than a batch may hold',
    'deny',
    (db) => {
      const many = Array.from({ length: 201 }, (_, i) => `m${i}`);
      return set(db, 'riwayat/h-many', entry('pricelist', many));
    },
  ],
  ['admin', 'changes a history entry', 'deny', (db) => update(db, 'riwayat/h-old', { action: 'buat' })],
  ['admin', 'deletes a history entry', 'deny', (db) => remove(db, 'riwayat/h-old')],
  [
    'alice',
    'records a write as a member',
    'deny',
    (db) => set(db, 'riwayat/h-x', entry('pricelist', ['p1'], { uid: 'alice' })),
  ],
  ['anon', 'reads a collection no rule names', 'deny', (db) => list(db, 'rahasia')],
  ['admin', 'writes a collection no rule names', 'deny', (db) => set(db, 'rahasia/x', { a: 1 })],

  // promo_request: anyone creates exactly the form's fields; only admins read or change.
  ['anon', 'sends a valid promo request', 'allow', (db) => add(db, 'promo_request', request())],
  ['alice', 'sends a valid promo request', 'allow', (db) => add(db, 'promo_request', request())],
  [
    'anon',
    'sends fields at their limits',
    'allow',
    (db) =>
      add(
        db,
        'promo_request',
        request({ nama: long(100), whatsapp: '+62 (0812) 3456-7890', alamat: long(200), pesan: long(1000) }),
      ),
  ],
  [
    'anon',
    'sends a landline-style whatsapp with spaces',
    'allow',
    (db) => add(db, 'promo_request', request({ whatsapp: '0361 123456' })),
  ],
  [
    'anon',
    'sends a request under an id chosen on the device',
    'allow',
    (db) => set(db, 'promo_request/Xy7Qk2mN9pLr4sTv6wZa', request()),
  ],
  [
    'anon',
    'sends a request again under an id already stored',
    'deny',
    (db) => set(db, 'promo_request/r1', request()),
  ],
  [
    'anon',
    'sends words as whatsapp',
    'deny',
    (db) => add(db, 'promo_request', request({ whatsapp: 'hubungi via DM' })),
  ],
  [
    'anon',
    'sends markup as whatsapp',
    'deny',
    (db) => add(db, 'promo_request', request({ whatsapp: '<b>0812</b>' })),
  ],
  [
    'anon',
    'sends a 5-digit whatsapp',
    'deny',
    (db) => add(db, 'promo_request', request({ whatsapp: '08123' })),
  ],
  [
    'anon',
    'sends a whatsapp with a line break',
    'deny',
    (db) => add(db, 'promo_request', request({ whatsapp: '0812345\n6789' })),
  ],
  [
    'anon',
    'sends a request without pesan',
    'deny',
    (db) => add(db, 'promo_request', request({ pesan: undefined })),
  ],
  [
    'anon',
    'sends a request with an extra field',
    'deny',
    (db) => add(db, 'promo_request', request({ status: 'disetujui' })),
  ],
  [
    'anon',
    'sends a 101-character nama',
    'deny',
    (db) => add(db, 'promo_request', request({ nama: long(101) })),
  ],
  [
    'anon',
    'sends a 21-digit whatsapp',
    'deny',
    (db) => add(db, 'promo_request', request({ whatsapp: '0'.repeat(21) })),
  ],
  [
    'anon',
    'sends a 201-character alamat',
    'deny',
    (db) => add(db, 'promo_request', request({ alamat: long(201) })),
  ],
  [
    'anon',
    'sends a 1,001-character pesan',
    'deny',
    (db) => add(db, 'promo_request', request({ pesan: long(1001) })),
  ],
  [
    'anon',
    'sends whatsapp as a number',
    'deny',
    (db) => add(db, 'promo_request', request({ whatsapp: 81234567890 })),
  ],
  ['anon', 'sends an empty nama', 'deny', (db) => add(db, 'promo_request', request({ nama: '' }))],
  [
    'anon',
    'chooses its own timestamp',
    'deny',
    (db) => add(db, 'promo_request', request({ timestamp: past })),
  ],
  ['anon', 'reads a promo request', 'deny', (db) => get(db, 'promo_request/r1')],
  ['alice', 'lists promo requests', 'deny', (db) => list(db, 'promo_request')],
  ['anon', 'changes a promo request', 'deny', (db) => update(db, 'promo_request/r1', { pesan: 'x' })],
  ['anon', 'deletes a promo request', 'deny', (db) => remove(db, 'promo_request/r1')],
  ['admin', 'lists promo requests', 'allow', (db) => list(db, 'promo_request')],
  // The inbox never deletes a request: nobody does (a customer's lead cannot vanish).
  ['admin', 'deletes a promo request', 'deny', (db) => remove(db, 'promo_request/r1')],
  [
    'admin',
    'deletes a promo request with a deletion entry',
    'deny',
    (db) => recordedDelete(db, 'promo_request/r1'),
  ],
  // promo_request status: admins change only the status, with a history entry.
  [
    'admin',
    'sets a promo request to dihubungi with a history entry',
    'allow',
    (db) => recordedUpdate(db, 'promo_request/r1', { status: 'dihubungi' }),
  ],
  [
    'admin',
    'sets a promo request back to baru with a history entry',
    'allow',
    (db) => recordedUpdate(db, 'promo_request/r1', { status: 'baru' }),
  ],
  [
    'admin',
    'sets a promo request status without a history entry',
    'deny',
    (db) => update(db, 'promo_request/r1', { status: 'selesai' }),
  ],
  [
    'admin',
    'sets a promo request to an unknown status',
    'deny',
    (db) => recordedUpdate(db, 'promo_request/r1', { status: 'disetujui' }),
  ],
  [
    'admin',
    "changes a promo request's pesan with a history entry",
    'deny',
    (db) => recordedUpdate(db, 'promo_request/r1', { status: 'selesai', pesan: 'diganti' }),
  ],
  [
    'admin',
    'records a promo request status under another collection',
    'deny',
    (db) => recordedUpdate(db, 'promo_request/r1', { status: 'selesai' }, { collection: 'pricelist' }),
  ],
  ['alice', 'reads a promo request', 'deny', (db) => get(db, 'promo_request/r1')],
  [
    'alice',
    'sets a promo request status with a history entry',
    'deny',
    (db) => recordedUpdate(db, 'promo_request/r1', { status: 'dihubungi' }, { uid: 'alice' }),
  ],
  [
    'fakeAdmin',
    'sets a promo request status with role admin in the profile but no claim',
    'deny',
    (db) => recordedUpdate(db, 'promo_request/r1', { status: 'dihubungi' }, { uid: 'mallory' }),
  ],

  // users/{uid}: the owner creates a 'member' profile once and edits nama/WhatsApp only.
  ['carol', 'creates her profile at registration', 'allow', (db) => set(db, 'users/carol', profile())],
  [
    'carol',
    'creates her profile with role admin',
    'deny',
    (db) => set(db, 'users/carol', profile({ role: 'admin' })),
  ],
  [
    'carol',
    "creates her profile with someone else's e-mail",
    'deny',
    (db) => set(db, 'users/carol', profile({ email: 'boss@example.com' })),
  ],
  [
    'carol',
    'creates her profile with her own createdAt',
    'deny',
    (db) => set(db, 'users/carol', profile({ createdAt: past })),
  ],
  [
    'carol',
    'creates her profile with an extra admin field',
    'deny',
    (db) => set(db, 'users/carol', profile({ admin: true })),
  ],
  [
    'carol',
    'creates her profile without noWa',
    'deny',
    (db) => set(db, 'users/carol', profile({ noWa: undefined })),
  ],
  ['carol', 'creates a profile under another uid', 'deny', (db) => set(db, 'users/dave', profile())],
  ['anon', 'creates a profile', 'deny', (db) => set(db, 'users/carol', profile())],
  ['alice', 'reads her profile', 'allow', (db) => get(db, 'users/alice')],
  ['bob', "reads alice's profile", 'deny', (db) => get(db, 'users/alice')],
  ['anon', "reads alice's profile", 'deny', (db) => get(db, 'users/alice')],
  ['alice', 'lists all profiles', 'deny', (db) => list(db, 'users')],
  [
    'alice',
    'updates nama and whatsapp, same e-mail',
    'allow',
    (db) => update(db, 'users/alice', { nama: 'Alice S', whatsapp: '0812', email: 'alice@example.com' }),
  ],
  ['alice', 'promotes herself to admin', 'deny', (db) => update(db, 'users/alice', { role: 'admin' })],
  ['alice', 'changes her createdAt', 'deny', (db) => update(db, 'users/alice', { createdAt: otherPast })],
  [
    'alice',
    'changes her e-mail in the profile',
    'deny',
    (db) => update(db, 'users/alice', { email: 'new@example.com' }),
  ],
  ['alice', 'adds an extra field', 'deny', (db) => update(db, 'users/alice', { poin: 9999 })],
  ['alice', 'sets a 101-character nama', 'deny', (db) => update(db, 'users/alice', { nama: long(101) })],
  ['alice', 'empties her nama', 'deny', (db) => update(db, 'users/alice', { nama: '' })],
  ['alice', 'deletes her profile', 'deny', (db) => remove(db, 'users/alice')],
  [
    'alice',
    'recreates her profile over the old one (delete-and-recreate)',
    'deny',
    (db) => set(db, 'users/alice', profile({ nama: 'Alice', email: 'alice@example.com' })),
  ],
  ['bob', "updates alice's profile", 'deny', (db) => update(db, 'users/alice', { nama: 'Bob was here' })],
  ['admin', "reads alice's profile", 'allow', (db) => get(db, 'users/alice')],
  // The member list is read-only: no admin edits or deletes a member's profile.
  ['admin', "sets alice's role", 'deny', (db) => update(db, 'users/alice', { role: 'vip' })],
  ['admin', "deletes alice's profile", 'deny', (db) => remove(db, 'users/alice')],
  [
    'admin',
    "edits alice's profile with a history entry",
    'deny',
    (db) => recorded(db, 'users/alice', { nama: 'Alice S' }, { merge: true }),
  ],

  // users/{uid}/kupon/{couponId}: claim an existing active coupon once.
  ['alice', 'claims an active coupon', 'allow', (db) => set(db, 'users/alice/kupon/c-on', claim())],
  [
    'alice',
    'claims a coupon she already claimed',
    'deny',
    (db) => set(db, 'users/alice/kupon/c-claimed', claim()),
  ],
  ['bob', 'claims a coupon alice claimed', 'allow', (db) => set(db, 'users/bob/kupon/c-claimed', claim())],
  [
    'carol',
    'claims an active coupon before her profile exists',
    'deny',
    (db) => set(db, 'users/carol/kupon/c-on', claim()),
  ],
  [
    'dewi',
    'claims an active coupon before verifying her e-mail (once per made-up address)',
    'deny',
    (db) => set(db, 'users/dewi/kupon/c-on', claim()),
  ],
  [
    'ghost',
    'claims an active coupon signed in anonymously (profile present)',
    'deny',
    (db) => set(db, 'users/ghost/kupon/c-on', claim()),
  ],
  ['alice', 'claims an inactive coupon', 'deny', (db) => set(db, 'users/alice/kupon/c-off', claim())],
  [
    'alice',
    'claims a coupon that does not exist',
    'deny',
    (db) => set(db, 'users/alice/kupon/c-none', claim()),
  ],
  ['alice', "claims under bob's uid", 'deny', (db) => set(db, 'users/bob/kupon/c-on', claim())],
  [
    'alice',
    "claims with status 'dipakai'",
    'deny',
    (db) => set(db, 'users/alice/kupon/c-on', claim({ status: 'dipakai' })),
  ],
  [
    'alice',
    'claims with her own waktu',
    'deny',
    (db) => set(db, 'users/alice/kupon/c-on', claim({ waktu: past })),
  ],
  [
    'alice',
    'claims with an extra field',
    'deny',
    (db) => set(db, 'users/alice/kupon/c-on', claim({ nilaiDiskon: 100 })),
  ],
  [
    'alice',
    'edits her claim',
    'deny',
    (db) => update(db, 'users/alice/kupon/c-claimed', { status: 'diklaim' }),
  ],
  ['alice', 'deletes her claim (to claim again)', 'deny', (db) => remove(db, 'users/alice/kupon/c-claimed')],
  ['alice', 'lists her claims', 'allow', (db) => list(db, 'users/alice/kupon')],
  ['bob', "lists alice's claims", 'deny', (db) => list(db, 'users/alice/kupon')],
  ['anon', 'claims a coupon', 'deny', (db) => set(db, 'users/alice/kupon/c-on', claim())],
  // Nor a member's claim: the coupon counts read them only.
  ['admin', "deletes alice's claim", 'deny', (db) => remove(db, 'users/alice/kupon/c-claimed')],
  [
    'admin',
    "edits alice's claim",
    'deny',
    (db) => update(db, 'users/alice/kupon/c-claimed', { status: 'dipakai' }),
  ],

  // coupons, reward, notifikasi: signed-in users read; admins write, well-formed, with history.
  ['anon', 'lists coupons', 'deny', (db) => list(db, 'coupons')],
  ['alice', 'lists coupons', 'allow', (db) => list(db, 'coupons')],
  ['alice', 'activates a coupon', 'deny', (db) => update(db, 'coupons/c-off', { aktif: true })],
  ['alice', 'creates a coupon with a history entry', 'deny', (db) => recorded(db, 'coupons/c-new', coupon())],
  ['anon', 'creates a coupon with a history entry', 'deny', (db) => recorded(db, 'coupons/c-new', coupon())],
  [
    'admin',
    'creates a coupon with its history entry',
    'allow',
    (db) => recorded(db, 'coupons/c-new', coupon()),
  ],
  ['admin', 'creates a coupon without a history entry', 'deny', (db) => set(db, 'coupons/c-new', coupon())],
  [
    'admin',
    'creates a coupon with aktif as text',
    'deny',
    (db) => recorded(db, 'coupons/c-new', coupon({ aktif: 'true' })),
  ],
  [
    'admin',
    'creates a coupon of an unknown tipe',
    'deny',
    (db) => recorded(db, 'coupons/c-new', coupon({ tipe: 'gratis' })),
  ],
  [
    'admin',
    'creates a coupon with a negative discount',
    'deny',
    (db) => recorded(db, 'coupons/c-new', coupon({ nilaiDiskon: -5 })),
  ],
  [
    'admin',
    'creates a 1000 % coupon',
    'deny',
    (db) => recorded(db, 'coupons/c-new', coupon({ tipe: 'persen', nilaiDiskon: 1000 })),
  ],
  [
    'admin',
    'creates a 100 % coupon and a Rp 1.000.000 one',
    'allow',
    async (db) => {
      await recorded(db, 'coupons/c-new', coupon({ tipe: 'persen', nilaiDiskon: 100 }));
      await recorded(db, 'coupons/c-big', coupon({ tipe: 'nominal', nilaiDiskon: 1_000_000 }));
    },
  ],
  [
    'admin',
    'adds a field to a coupon',
    'deny',
    (db) => recorded(db, 'coupons/c-on', { kuota: 5 }, { merge: true }),
  ],
  [
    'admin',
    'adds a 900 kB field to a reward',
    'deny',
    (db) => recorded(db, 'reward/r1', { judul: 'Poin', deskripsi: 'Tukar', foto: long(900_000) }),
  ],
  [
    'admin',
    'creates a coupon with a 41-character kode',
    'deny',
    (db) => recorded(db, 'coupons/c-new', coupon({ kode: long(41) })),
  ],
  ['admin', 'deletes a coupon with its history entry', 'allow', (db) => recordedDelete(db, 'coupons/c-off')],
  ['admin', 'deletes a coupon without a history entry', 'deny', (db) => remove(db, 'coupons/c-off')],
  ['alice', 'deletes a coupon', 'deny', (db) => recordedDelete(db, 'coupons/c-off')],
  ['anon', 'lists rewards', 'deny', (db) => list(db, 'reward')],
  ['alice', 'lists rewards', 'allow', (db) => list(db, 'reward')],
  ['alice', 'writes a reward', 'deny', (db) => set(db, 'reward/r2', { judul: 'x' })],
  [
    'alice',
    'writes a reward with a history entry',
    'deny',
    (db) => recorded(db, 'reward/r2', { judul: 'Poin', deskripsi: 'Tukar' }),
  ],
  [
    'admin',
    'writes a reward with its history entry',
    'allow',
    (db) => recorded(db, 'reward/r2', { judul: 'Poin', deskripsi: 'Tukar' }),
  ],
  [
    'admin',
    'writes a reward without a history entry',
    'deny',
    (db) => set(db, 'reward/r2', { judul: 'Poin', deskripsi: 'Tukar' }),
  ],
  [
    'admin',
    'writes a reward without deskripsi',
    'deny',
    (db) => recorded(db, 'reward/r2', { judul: 'Poin' }),
  ],
  ['anon', 'lists notifications', 'deny', (db) => list(db, 'notifikasi')],
  ['alice', 'lists notifications', 'allow', (db) => list(db, 'notifikasi')],
  ['alice', 'writes a notification', 'deny', (db) => add(db, 'notifikasi', { judul: 'x' })],
  [
    'alice',
    'sends a notification with a history entry',
    'deny',
    (db) => recorded(db, 'notifikasi/n2', notification()),
  ],
  [
    'admin',
    'sends a notification with its history entry',
    'allow',
    (db) => recorded(db, 'notifikasi/n2', notification()),
  ],
  [
    'admin',
    'sends a notification without a history entry',
    'deny',
    (db) => add(db, 'notifikasi', notification()),
  ],
  [
    'admin',
    'sends a notification dated in the past',
    'deny',
    (db) => recorded(db, 'notifikasi/n2', notification({ tanggal: past })),
  ],
  [
    'admin',
    'sends a notification without pesan',
    'deny',
    (db) => recorded(db, 'notifikasi/n2', notification({ pesan: undefined })),
  ],
  [
    'admin',
    'sends a notification with a 1001-character pesan',
    'deny',
    (db) => recorded(db, 'notifikasi/n2', notification({ pesan: long(1001) })),
  ],
  [
    'admin',
    'adds a 900 kB field to a notification',
    'deny',
    (db) => recorded(db, 'notifikasi/n2', notification({ lampiran: long(900_000) })),
  ],
  [
    'admin',
    'edits a notification keeping its date, with its history entry',
    'allow',
    (db) => recorded(db, 'notifikasi/n1', notification({ judul: 'Halo lagi', tanggal: past })),
  ],
  [
    'admin',
    'edits a notification changing its date',
    'deny',
    (db) => recorded(db, 'notifikasi/n1', notification({ tanggal: otherPast })),
  ],
  [
    'admin',
    'deletes a notification with its history entry',
    'allow',
    (db) => recordedDelete(db, 'notifikasi/n1'),
  ],
  ['alice', 'deletes a notification', 'deny', (db) => recordedDelete(db, 'notifikasi/n1')],
  // A deleted record comes back from its deletion entry, under its id, recorded.
  [
    'admin',
    'brings back a deleted notification with the date it was sent',
    'allow',
    (db) =>
      recorded(db, 'notifikasi/n9', notification({ judul: 'Lama', pesan: 'Isi lama', tanggal: past }), {
        entryOver: { action: 'pulihkan', dari: 'hapus-notifikasi-n9-awal' },
      }),
  ],
  [
    'admin',
    'brings back a deleted notification with another date',
    'deny',
    (db) =>
      recorded(db, 'notifikasi/n9', notification({ judul: 'Lama', pesan: 'Isi lama', tanggal: otherPast }), {
        entryOver: { action: 'pulihkan', dari: 'hapus-notifikasi-n9-awal' },
      }),
  ],
  [
    'admin',
    'dates a notification in the past naming an entry that deleted nothing',
    'deny',
    (db) =>
      recorded(db, 'notifikasi/n9', notification({ tanggal: past }), {
        entryOver: { action: 'pulihkan', dari: 'h-old' },
      }),
  ],
  [
    'admin',
    'dates a new notification in the past, as an edit naming a deletion',
    'deny',
    (db) =>
      recorded(db, 'notifikasi/n9', notification({ judul: 'Lama', pesan: 'Isi lama', tanggal: past }), {
        entryOver: { action: 'ubah', dari: 'hapus-notifikasi-n9-awal' },
      }),
  ],
  [
    'alice',
    'brings back a deleted notification',
    'deny',
    (db) =>
      recorded(db, 'notifikasi/n9', notification({ judul: 'Lama', pesan: 'Isi lama', tanggal: past }), {
        entryOver: { action: 'pulihkan', dari: 'hapus-notifikasi-n9-awal', uid: 'alice' },
      }),
  ],
  [
    'admin',
    'brings back a deleted pricelist item under its id, recorded',
    'allow',
    (db) =>
      recorded(db, 'pricelist/p9', phone(), {
        entryOver: { action: 'pulihkan', dari: 'hapus-pricelist-p9-awal' },
      }),
  ],
  [
    'admin',
    'records a restore naming its entry by a number',
    'deny',
    (db) => recorded(db, 'pricelist/p2', phone(), { entryOver: { action: 'pulihkan', dari: 5 } }),
  ],

  // Every member's claims at once (a collection-group read of kupon): admins only.
  [
    'admin',
    'reads all coupon claims (collection group)',
    'allow',
    (db) => getDocs(collectionGroup(db, 'kupon')),
  ],
  [
    'alice',
    'reads all coupon claims (collection group)',
    'deny',
    (db) => getDocs(collectionGroup(db, 'kupon')),
  ],
  [
    'anon',
    'reads all coupon claims (collection group)',
    'deny',
    (db) => getDocs(collectionGroup(db, 'kupon')),
  ],
  [
    'fakeAdmin',
    'reads all coupon claims (collection group)',
    'deny',
    (db) => getDocs(collectionGroup(db, 'kupon')),
  ],
  // The member list: admins list users; members read only their own profile.
  ['admin', 'lists members', 'allow', (db) => list(db, 'users')],
  ['fakeAdmin', 'lists members', 'deny', (db) => list(db, 'users')],
  ['alice', "reads bob's profile", 'deny', (db) => get(db, 'users/bob')],

  // servisan: anyone gets one ticket by its code; admins list, create and update, with history.
  ['anon', 'gets a repair by its code', 'allow', (db) => get(db, 'servisan/ABC123')],
  ['anon', 'gets a repair code that does not exist', 'allow', (db) => get(db, 'servisan/NOPE99')],
  ['anon', 'lists all repairs', 'deny', (db) => list(db, 'servisan')],
  ['anon', 'queries repairs by status', 'deny', (db) => ticketsWhere(db, where('status', '==', 'Masuk'))],
  [
    'anon',
    'counts repairs by status',
    'deny',
    (db) => getCountFromServer(query(collection(db, 'servisan'), where('status', '==', 'Masuk'))),
  ],
  ['alice', 'lists all repairs', 'deny', (db) => list(db, 'servisan')],
  ['fakeAdmin', 'lists all repairs', 'deny', (db) => list(db, 'servisan')],
  ['admin', 'lists all repairs from the client', 'allow', (db) => list(db, 'servisan')],
  [
    'admin',
    'lists the tickets not yet collected',
    'allow',
    (db) => ticketsWhere(db, where('status', 'not-in', ['Diambil'])),
  ],
  [
    'admin',
    'lists the newest collected tickets',
    'allow',
    (db) => ticketsWhere(db, where('status', '==', 'Diambil'), orderBy('createdAt', 'desc'), limit(100)),
  ],
  [
    'admin',
    'counts the tickets of a status and of every other status',
    'allow',
    (db) =>
      Promise.all([
        getCountFromServer(query(collection(db, 'servisan'), where('status', '==', 'Masuk'))),
        getCountFromServer(
          query(collection(db, 'servisan'), where('status', 'not-in', ['Masuk', 'Diambil'])),
        ),
      ]),
  ],
  ['admin', 'creates a ticket with its private number in one batch', 'allow', createTicket()],
  ['admin', 'creates a ticket for a customer without a number', 'allow', createTicket({}, { whatsapp: '' })],
  [
    'admin',
    'creates a ticket with fields at their limits',
    'allow',
    createTicket(
      {
        nama: long(100),
        perangkat: long(120),
        keluhan: long(1000),
        garansi: long(200),
        itemList: fullItems,
        total: AMOUNT_MAX,
      },
      { whatsapp: '+62 (0812) 3456-7890' },
    ),
  ],
  ['admin', 'creates a ticket over a code already taken', 'deny', createTicket({}, { code: TAKEN_CODE })],
  [
    'admin',
    'creates a ticket over an old code without createdAt',
    'deny',
    createTicket({}, { code: 'ABC123' }),
  ],
  [
    'admin',
    "creates a ticket under a code outside the generator's alphabet",
    'deny',
    createTicket({}, { code: 'OG-MX4R7TQ2H0' }),
  ],
  ['admin', 'creates a ticket under an old-style code', 'deny', createTicket({}, { code: 'OG-2406-Z9Z9' })],
  [
    'admin',
    'creates a ticket without a history entry',
    'deny',
    (db) => setDoc(doc(db, 'servisan', NEW_CODE), { ...ticket(), _riwayat: 'h-none' }, { merge: true }),
  ],
  [
    'admin',
    'creates a ticket whose history entry is about another collection',
    'deny',
    (db) => recorded(db, `servisan/${NEW_CODE}`, ticket(), { about: `pricelist/${NEW_CODE}` }),
  ],
  ['admin', "creates a ticket already 'Selesai'", 'deny', createTicket({ status: 'Selesai - Siap diambil' })],
  ['admin', 'creates a ticket with a negative total', 'deny', createTicket({ total: -1 })],
  ['admin', 'creates a ticket with the total as text', 'deny', createTicket({ total: '1500000' })],
  ['admin', 'creates a ticket whose items are text', 'deny', createTicket({ itemList: 'LCD 1.500.000' })],
  ...(
    [
      [`an item of ${REPAIR_LINE_MAX + 1} characters`, { nama: long(REPAIR_LINE_MAX + 1), harga: 0 }],
      ['an item without a name', { nama: '', harga: 0 }],
      ['an item priced as text', { nama: 'LCD', harga: '1500000' }],
      ['an item priced Infinity', { nama: 'LCD', harga: Infinity }],
      ['an item priced below zero', { nama: 'LCD', harga: -1 }],
      ['an item with an extra field', { nama: 'LCD', harga: 0, catatan: long(300) }],
      ['an item with another field for its price', { nama: 'LCD', biaya: 0 }],
      ['an item that is text', 'LCD 1.500.000'],
    ] as const
  ).map(([what, item]): Case => [
    'admin',
    `creates a ticket whose last of ${REPAIR_ITEMS_MAX} items is ${what}`,
    'deny',
    createTicket({ itemList: [...fullItems.slice(0, -1), item], total: 0 }),
  ]),
  [
    'admin',
    `creates a ticket with ${REPAIR_ITEMS_MAX + 1} items`,
    'deny',
    createTicket({ itemList: [...fullItems, { nama: 'x', harga: 0 }], total: 0 }),
  ],
  ['admin', 'creates a ticket with a 101-character nama', 'deny', createTicket({ nama: long(101) })],
  ['admin', 'creates a ticket without keluhan', 'deny', createTicket({ keluhan: undefined })],
  ['admin', 'creates a ticket with an empty keluhan', 'deny', createTicket({ keluhan: '' })],
  ['admin', 'creates a ticket dated by text', 'deny', createTicket({ tanggalMasuk: '1 Januari 2025' })],
  ['admin', 'creates a ticket with its own createdAt', 'deny', createTicket({ createdAt: past })],
  [
    'admin',
    "puts the customer's number in the public ticket",
    'deny',
    createTicket({ whatsapp: '081234567890' }),
  ],
  [
    'alice',
    'creates a ticket with history entries',
    'deny',
    createTicket({}, { entryOver: { uid: 'alice' } }),
  ],
  ['anon', 'creates a ticket with history entries', 'deny', createTicket()],
  [
    'fakeAdmin',
    'creates a ticket with role admin in the profile but no claim',
    'deny',
    createTicket({}, { entryOver: { uid: 'mallory' } }),
  ],
  [
    'admin',
    "changes a ticket's status with a history line",
    'allow',
    changeStatus(TAKEN_CODE, 'Sedang diservice', [FIRST_LINE, line('Sedang diservice')]),
  ],
  ['admin', 'adds a note to a ticket', 'allow', changeStatus(TAKEN_CODE, undefined)],
  [
    'admin',
    "changes an old ticket's status (no createdAt, history as text)",
    'allow',
    // As withHistoryLine writes it: the text's lines, then the new line.
    changeStatus('ABC123', 'Sedang diservice', ['1 Januari 2025 – Unit diterima', line('Sedang diservice')]),
  ],
  [
    'admin',
    'changes the status of a ticket whose history is full, the oldest line dropped',
    'allow',
    changeStatus(FULL_CODE, 'Selesai - Siap diambil', [
      ...FULL_HISTORY.slice(1),
      line('Selesai - Siap diambil'),
    ]),
  ],
  // A history line is added, never rewritten, and holds what the screens write.
  [
    'admin',
    "rewrites the earlier lines of a ticket's history",
    'deny',
    changeStatus(TAKEN_CODE, 'Sedang diservice', [line('Tidak pernah masuk'), line('Sedang diservice')]),
  ],
  [
    'admin',
    'adds a history line of 200 kB',
    'deny',
    changeStatus(TAKEN_CODE, undefined, [FIRST_LINE, line(long(200_000))]),
  ],
  [
    'admin',
    'adds a history line with a field of its own',
    'deny',
    changeStatus(TAKEN_CODE, undefined, [FIRST_LINE, { ...line('Catatan'), lampiran: long(100_000) }]),
  ],
  [
    'admin',
    "turns an old ticket's text history into longer lines",
    'deny',
    changeStatus('ABC123', 'Sedang diservice', [long(100_000), line('Sedang diservice')]),
  ],
  [
    'admin',
    'creates a ticket with a history of several lines',
    'deny',
    createTicket({ historyPerbaikan: historyLines(3) }),
  ],
  [
    'admin',
    'edits an old ticket keeping its text date and history',
    'allow',
    (db) =>
      recordedGroups(db, 'ubah', {
        servisan: {
          ABC123: {
            nama: 'Budi',
            perangkat: 'iPhone 11',
            keluhan: 'Mati total',
            garansi: '',
            itemList: [],
            total: 0,
          },
        },
      }),
  ],
  [
    'admin',
    "rewrites an old ticket's history as other text",
    'deny',
    (db) => recordedGroups(db, 'ubah', { servisan: { ABC123: { historyPerbaikan: 'Selesai semua' } } }),
  ],
  [
    'admin',
    `edits a ticket's ${REPAIR_ITEMS_MAX} items at their limits`,
    'allow',
    (db) => recordedGroups(db, 'ubah', { servisan: { [TAKEN_CODE]: { itemList: fullItems, total: 0 } } }),
  ],
  [
    'admin',
    "edits a ticket's items adding one of 301 characters",
    'deny',
    (db) =>
      recordedGroups(db, 'ubah', {
        servisan: {
          [TAKEN_CODE]: {
            itemList: [
              { nama: 'Baterai', harga: 375000 },
              { nama: long(REPAIR_LINE_MAX + 1), harga: 0 },
            ],
          },
        },
      }),
  ],
  [
    'admin',
    'edits a ticket and its number together',
    'allow',
    (db) =>
      recordedGroups(db, 'ubah', {
        servisan: { [TAKEN_CODE]: { nama: 'Komang S', total: 400000 } },
        servisan_private: { [TAKEN_CODE]: { whatsapp: '0361 123456' } },
      }),
  ],
  [
    'admin',
    'gives a ticket 201 history lines',
    'deny',
    changeStatus(TAKEN_CODE, 'Sedang diservice', historyLines(201)),
  ],
  [
    'admin',
    "changes a ticket's createdAt",
    'deny',
    (db) => recordedGroups(db, 'ubah', { servisan: { [TAKEN_CODE]: { createdAt: otherPast } } }),
  ],
  [
    'admin',
    "empties a ticket's nama",
    'deny',
    (db) => recordedGroups(db, 'ubah', { servisan: { [TAKEN_CODE]: { nama: '' } } }),
  ],
  [
    'admin',
    "adds the customer's number to a public ticket",
    'deny',
    (db) => recordedGroups(db, 'ubah', { servisan: { [TAKEN_CODE]: { whatsapp: '081234567890' } } }),
  ],
  [
    'admin',
    "changes a ticket's status without a history entry",
    'deny',
    (db) => update(db, `servisan/${TAKEN_CODE}`, { status: 'Diambil' }),
  ],
  ['admin', 'deletes a ticket', 'deny', (db) => remove(db, `servisan/${TAKEN_CODE}`)],
  [
    'alice',
    "changes a ticket's status with a history line",
    'deny',
    changeStatus(TAKEN_CODE, 'Diambil', historyLines(2), { uid: 'alice' }),
  ],
  [
    'fakeAdmin',
    "changes a ticket's status with role admin in the profile but no claim",
    'deny',
    changeStatus(TAKEN_CODE, 'Diambil', historyLines(2), { uid: 'mallory' }),
  ],
  [
    'anon',
    'writes a repair record',
    'deny',
    (db) => set(db, 'servisan/ABC123', { status: 'Selesai - Siap diambil' }),
  ],
  // The intake checklist: yes/no items; a passcode is never stored, only whether one was given.
  [
    'admin',
    'creates a ticket with its intake checklist',
    'allow',
    createTicket({ cekLayar: true, cekBodi: false, adaCharger: true, sandiDiberikan: true }),
  ],
  ['admin', 'creates a ticket storing the passcode itself', 'deny', createTicket({ sandiDiberikan: '1234' })],
  // The warranty in whole days from pickup, at most ten years.
  [
    'admin',
    "sets a ticket's warranty to 30 days",
    'allow',
    (db) => recordedGroups(db, 'ubah', { servisan: { [TAKEN_CODE]: { garansiHari: 30 } } }),
  ],
  [
    'admin',
    "sets a ticket's warranty to 3651 days",
    'deny',
    (db) => recordedGroups(db, 'ubah', { servisan: { [TAKEN_CODE]: { garansiHari: 3651 } } }),
  ],
  [
    'admin',
    "sets a ticket's warranty to half a day",
    'deny',
    (db) => recordedGroups(db, 'ubah', { servisan: { [TAKEN_CODE]: { garansiHari: 0.5 } } }),
  ],
  // The warranty's stored end (garansiSampai): admins only, a time, at most ten years ahead.
  [
    'admin',
    "collects a ticket and stores its warranty's end",
    'allow',
    (db) =>
      recordedGroups(db, 'status', {
        servisan: {
          [TAKEN_CODE]: {
            status: 'Diambil',
            historyPerbaikan: [FIRST_LINE, line('Diambil')],
            garansiHari: 30,
            garansiSampai: daysAhead(30),
          },
        },
      }),
  ],
  [
    'admin',
    "stores an old ticket's warranty end from ten years ago",
    'allow',
    (db) =>
      recordedGroups(db, 'ubah', { servisan: { [COLLECTED_CODE]: { garansiSampai: daysAhead(-3650) } } }),
  ],
  [
    'admin',
    'stores a warranty end on a ticket not collected',
    'deny',
    (db) => recordedGroups(db, 'ubah', { servisan: { [TAKEN_CODE]: { garansiSampai: daysAhead(30) } } }),
  ],
  [
    'admin',
    'moves a collected ticket back to the workshop keeping its warranty end',
    'deny',
    (db) =>
      recordedGroups(db, 'status', {
        servisan: {
          [COLLECTED_CODE]: {
            status: 'Sedang diservice',
            historyPerbaikan: [FIRST_LINE, line('Diambil'), line('Sedang diservice')],
            garansiSampai: daysAhead(30),
          },
        },
      }),
  ],
  [
    'admin',
    'moves a collected ticket back to the workshop, its warranty end removed',
    'allow',
    (db) =>
      recordedGroups(db, 'status', {
        servisan: {
          [COLLECTED_CODE]: {
            status: 'Sedang diservice',
            historyPerbaikan: [FIRST_LINE, line('Diambil'), line('Sedang diservice')],
            garansiSampai: deleteField(),
          },
        },
      }),
  ],
  [
    'admin',
    "stores a ticket's warranty end as text",
    'deny',
    (db) => recordedGroups(db, 'ubah', { servisan: { [COLLECTED_CODE]: { garansiSampai: '12 Jan 2027' } } }),
  ],
  [
    'admin',
    "stores a ticket's warranty end more than ten years ahead",
    'deny',
    (db) =>
      recordedGroups(db, 'ubah', { servisan: { [COLLECTED_CODE]: { garansiSampai: daysAhead(3651) } } }),
  ],
  [
    'admin',
    "stores a ticket's warranty end without a history entry",
    'deny',
    (db) => update(db, `servisan/${COLLECTED_CODE}`, { garansiSampai: daysAhead(30) }),
  ],
  [
    'alice',
    "stores a ticket's warranty end",
    'deny',
    (db) =>
      recordedGroups(
        db,
        'ubah',
        { servisan: { [COLLECTED_CODE]: { garansiSampai: daysAhead(30) } } },
        { uid: 'alice' },
      ),
  ],
  [
    'anon',
    "answers a quote and stores the ticket's warranty end",
    'deny',
    (db) => update(db, `servisan/${WAITING_CODE}`, answerOf('setuju', { garansiSampai: daysAhead(365) })),
  ],
  [
    'admin',
    'creates a ticket with a warranty end already stored',
    'deny',
    createTicket({ garansiHari: 30, garansiSampai: daysAhead(30) }),
  ],
  [
    'anon',
    "answers a quote and extends the ticket's warranty",
    'deny',
    (db) => update(db, `servisan/${WAITING_CODE}`, answerOf('setuju', { garansiHari: 365 })),
  ],
  // A status change always comes with its history line, which names that status.
  [
    'admin',
    "changes a ticket's status with its entry but without a history line",
    'deny',
    (db) => recordedGroups(db, 'status', { servisan: { [TAKEN_CODE]: { status: 'Diambil' } } }),
  ],
  [
    'admin',
    "changes a ticket's status with a history line naming another status",
    'deny',
    changeStatus(TAKEN_CODE, 'Diambil', [FIRST_LINE, line('Sedang diservice')]),
  ],

  // The customer answers a quote from /cek-servisan: once, while the ticket waits,
  // with the answer and the server's time only.
  [
    'anon',
    'approves a waiting quote',
    'allow',
    (db) => update(db, `servisan/${WAITING_CODE}`, answerOf('setuju')),
  ],
  [
    'anon',
    'refuses a waiting quote',
    'allow',
    (db) => update(db, `servisan/${WAITING_CODE}`, answerOf('tolak')),
  ],
  // The answer is bound to the quote it answered: its copy is the stored total and items.
  [
    'anon',
    'approves a quote without the copy of what was approved',
    'deny',
    (db) =>
      update(db, `servisan/${WAITING_CODE}`, { persetujuan: 'setuju', persetujuanWaktu: serverTimestamp() }),
  ],
  [
    'anon',
    'approves a quote with a copy of another total',
    'deny',
    (db) => update(db, `servisan/${WAITING_CODE}`, answerOf('setuju', { persetujuanTotal: 85000 })),
  ],
  [
    'anon',
    'approves a quote with a copy of other items',
    'deny',
    (db) =>
      update(
        db,
        `servisan/${WAITING_CODE}`,
        answerOf('setuju', { persetujuanItemList: [{ nama: 'LCD iPhone 13', harga: 85000 }] }),
      ),
  ],
  // A legacy short code can be guessed: it reads its ticket but answers nothing.
  [
    'anon',
    'gets a waiting quote under a legacy code',
    'allow',
    (db) => get(db, `servisan/${LEGACY_WAITING_CODE}`),
  ],
  [
    'anon',
    'approves a waiting quote under a legacy code',
    'deny',
    (db) => update(db, `servisan/${LEGACY_WAITING_CODE}`, answerOf('setuju')),
  ],
  [
    'anon',
    'answers a ticket that waits for no answer',
    'deny',
    (db) =>
      update(
        db,
        `servisan/${TAKEN_CODE}`,
        answerOf('setuju', {
          persetujuanTotal: 375000,
          persetujuanItemList: [{ nama: 'Baterai', harga: 375000 }],
        }),
      ),
  ],
  [
    'anon',
    'answers a quote a second time',
    'deny',
    (db) => update(db, `servisan/${ANSWERED_CODE}`, answerOf('setuju')),
  ],
  [
    'anon',
    'answers a quote with a time of its own',
    'deny',
    (db) => update(db, `servisan/${WAITING_CODE}`, answerOf('setuju', { persetujuanWaktu: past })),
  ],
  [
    'anon',
    'answers a quote without a time',
    'deny',
    (db) => update(db, `servisan/${WAITING_CODE}`, answerOf('setuju', { persetujuanWaktu: undefined })),
  ],
  [
    'anon',
    'answers a quote with another word',
    'deny',
    (db) => update(db, `servisan/${WAITING_CODE}`, answerOf('nanti')),
  ],
  [
    'anon',
    "answers a quote and lowers the ticket's total",
    'deny',
    (db) => update(db, `servisan/${WAITING_CODE}`, answerOf('setuju', { total: 1 })),
  ],
  [
    'anon',
    'answers a quote and moves the ticket on',
    'deny',
    (db) => update(db, `servisan/${WAITING_CODE}`, answerOf('setuju', { status: 'Selesai - Siap diambil' })),
  ],
  [
    'anon',
    "clears a quote's answer",
    'deny',
    (db) =>
      update(db, `servisan/${ANSWERED_CODE}`, {
        persetujuan: deleteField(),
        persetujuanWaktu: deleteField(),
      }),
  ],
  [
    'admin',
    "writes the customer's answer with its history entry",
    'deny',
    (db) =>
      recordedGroups(db, 'ubah', {
        servisan: { [WAITING_CODE]: answerOf('setuju') },
      }),
  ],
  [
    'admin',
    'asks again with a new quote, the refusal moved to the earlier answers',
    'allow',
    (db) =>
      recordedGroups(db, 'status', {
        servisan: {
          [ANSWERED_CODE]: {
            historyPerbaikan: [...quoteTicket({}).historyPerbaikan, ASKED_AGAIN],
            ...answerRemoved,
            riwayatPersetujuan: [pastAnswer('tolak', 850000)],
          },
        },
      }),
  ],
  [
    'admin',
    'asks again with a new quote, clearing the refusal without keeping it',
    'deny',
    (db) =>
      recordedGroups(db, 'status', {
        servisan: {
          [ANSWERED_CODE]: {
            historyPerbaikan: [...quoteTicket({}).historyPerbaikan, ASKED_AGAIN],
            ...answerRemoved,
          },
        },
      }),
  ],
  [
    'admin',
    'asks again keeping the refusal as an approval',
    'deny',
    (db) =>
      recordedGroups(db, 'status', {
        servisan: {
          [ANSWERED_CODE]: {
            historyPerbaikan: [...quoteTicket({}).historyPerbaikan, ASKED_AGAIN],
            ...answerRemoved,
            riwayatPersetujuan: [pastAnswer('setuju', 850000)],
          },
        },
      }),
  ],
  [
    'admin',
    'asks again without the history line that asks the customer',
    'deny',
    (db) =>
      recordedGroups(db, 'ubah', {
        servisan: {
          [ANSWERED_CODE]: { ...answerRemoved, riwayatPersetujuan: [pastAnswer('tolak', 850000)] },
        },
      }),
  ],
  // While an approval stands, its quote stands: a changed total or item is a new quote.
  [
    'admin',
    'saves the form of an approved ticket, the quote unchanged',
    'allow',
    (db) =>
      recordedGroups(db, 'ubah', {
        servisan: { [APPROVED_CODE]: { nama: 'Ketut Sari', itemList: QUOTE_ITEMS, total: 850000 } },
      }),
  ],
  [
    'admin',
    "raises an approved ticket's total",
    'deny',
    (db) => recordedGroups(db, 'ubah', { servisan: { [APPROVED_CODE]: { total: 8500000 } } }),
  ],
  [
    'admin',
    "changes an approved ticket's items and total together",
    'deny',
    (db) =>
      recordedGroups(db, 'ubah', {
        servisan: {
          [APPROVED_CODE]: { itemList: [{ nama: 'LCD iPhone 13 original', harga: 8500000 }], total: 8500000 },
        },
      }),
  ],
  [
    'admin',
    'drops the approval with a plain save',
    'deny',
    (db) =>
      recordedGroups(db, 'ubah', { servisan: { [APPROVED_CODE]: { nama: 'Ketut', ...answerRemoved } } }),
  ],
  [
    'admin',
    "drops the approval's copy but keeps the approval",
    'deny',
    (db) =>
      recordedGroups(db, 'ubah', {
        servisan: {
          [APPROVED_CODE]: { persetujuanTotal: deleteField(), persetujuanItemList: deleteField() },
        },
      }),
  ],
  [
    'admin',
    'changes the total as a new quote, the approval kept with its amount and time',
    'allow',
    (db) =>
      recordedGroups(db, 'ubah', {
        servisan: {
          [APPROVED_CODE]: {
            itemList: [{ nama: 'LCD iPhone 13 original', harga: 1200000 }],
            total: 1200000,
            historyPerbaikan: [...quoteTicket({}).historyPerbaikan, ASKED_AGAIN],
            ...answerRemoved,
            riwayatPersetujuan: [pastAnswer('setuju', 850000)],
          },
        },
      }),
  ],
  [
    'admin',
    'changes the total as a new quote, recording the new amount as the one approved',
    'deny',
    (db) =>
      recordedGroups(db, 'ubah', {
        servisan: {
          [APPROVED_CODE]: {
            itemList: [{ nama: 'LCD iPhone 13 original', harga: 1200000 }],
            total: 1200000,
            historyPerbaikan: [...quoteTicket({}).historyPerbaikan, ASKED_AGAIN],
            ...answerRemoved,
            riwayatPersetujuan: [pastAnswer('setuju', 1200000)],
          },
        },
      }),
  ],
  [
    'admin',
    'changes the total as a new quote, recording the approval at another time',
    'deny',
    (db) =>
      recordedGroups(db, 'ubah', {
        servisan: {
          [APPROVED_CODE]: {
            total: 1200000,
            historyPerbaikan: [...quoteTicket({}).historyPerbaikan, ASKED_AGAIN],
            ...answerRemoved,
            riwayatPersetujuan: [{ ...pastAnswer('setuju', 850000), waktu: otherPast }],
          },
        },
      }),
  ],
  [
    'admin',
    'writes an earlier answer on a ticket no customer answered',
    'deny',
    (db) =>
      recordedGroups(db, 'ubah', {
        servisan: { [WAITING_CODE]: { riwayatPersetujuan: [pastAnswer('setuju', 850000)] } },
      }),
  ],
  [
    'admin',
    "clears the customer's answer while moving the ticket on",
    'deny',
    (db) =>
      recordedGroups(db, 'status', {
        servisan: {
          [ANSWERED_CODE]: {
            status: 'Sedang diservice',
            historyPerbaikan: [...quoteTicket({}).historyPerbaikan, line('Sedang diservice')],
            ...answerRemoved,
            riwayatPersetujuan: [pastAnswer('tolak', 850000)],
          },
        },
      }),
  ],
  ['admin', 'creates a ticket already answered', 'deny', createTicket(answerOf('setuju'))],
  [
    'admin',
    'creates a ticket with earlier answers',
    'deny',
    createTicket({ riwayatPersetujuan: [pastAnswer('setuju', 850000)] }),
  ],

  // The longest tickets the app writes still fit the rules' expression budget.
  [
    'admin',
    'saves the form of a waiting ticket with a full history and every item row at its limits',
    'allow',
    (db) =>
      recordedGroups(db, 'ubah', {
        servisan: {
          [LONG_WAITING_CODE]: {
            nama: 'Ketut Sari',
            perangkat: 'iPhone 13',
            keluhan: 'Layar bergaris, baterai drop',
            garansi: 'Garansi LCD',
            garansiHari: 30,
            itemList: [...fullItems].reverse(),
            total: AMOUNT_MAX,
            cekLayar: false,
            cekBodi: true,
            cekTombol: true,
            cekKamera: true,
            adaCharger: false,
            adaDus: true,
            adaSimTray: true,
            adaCase: true,
            sandiDiberikan: true,
          },
        },
      }),
  ],
  [
    'anon',
    'approves a quote on a ticket with a full history and every item row at its limits',
    'allow',
    (db) =>
      update(
        db,
        `servisan/${LONG_WAITING_CODE}`,
        answerOf('setuju', { persetujuanTotal: AMOUNT_MAX, persetujuanItemList: fullItems }),
      ),
  ],
  [
    'anon',
    'refuses a quote on such a ticket and empties its items',
    'deny',
    (db) =>
      update(
        db,
        `servisan/${LONG_WAITING_CODE}`,
        answerOf('tolak', { persetujuanTotal: AMOUNT_MAX, persetujuanItemList: fullItems, itemList: [] }),
      ),
  ],
  [
    'admin',
    'asks again on a ticket with a full history, the oldest line dropped and the refusal cleared',
    'allow',
    (db) =>
      recordedGroups(db, 'status', {
        servisan: {
          [LONG_ANSWERED_CODE]: {
            historyPerbaikan: [...LONG_QUOTE_HISTORY.slice(1), ASKED_AGAIN],
            ...answerRemoved,
            riwayatPersetujuan: [pastAnswer('tolak', AMOUNT_MAX)],
          },
        },
      }),
  ],
  [
    'admin',
    // A new quote of new items is two writes (the app's): this one, then the items once no
    // answer stands (as 'saves the form of a waiting ticket…' below). Both at once on a
    // ticket this long pass the rules' 1,000 expressions.
    'asks again on a full approved ticket, its earlier answers full and the oldest dropped',
    'allow',
    (db) =>
      recordedGroups(db, 'status', {
        servisan: {
          [LONG_APPROVED_CODE]: {
            historyPerbaikan: [...LONG_QUOTE_HISTORY.slice(1), ASKED_AGAIN],
            ...answerRemoved,
            riwayatPersetujuan: [...FULL_QUOTE_LOG.slice(1), pastAnswer('setuju', AMOUNT_MAX)],
          },
        },
      }),
  ],
  [
    'admin',
    'asks again on a full approved ticket, rewriting an earlier answer',
    'deny',
    (db) =>
      recordedGroups(db, 'status', {
        servisan: {
          [LONG_APPROVED_CODE]: {
            historyPerbaikan: [...LONG_QUOTE_HISTORY.slice(1), ASKED_AGAIN],
            ...answerRemoved,
            riwayatPersetujuan: [
              pastAnswer('setuju', 1),
              ...FULL_QUOTE_LOG.slice(2),
              pastAnswer('setuju', AMOUNT_MAX),
            ],
          },
        },
      }),
  ],
  [
    'admin',
    'collects a ticket with a full history and every item row, storing its warranty end',
    'allow',
    (db) =>
      recordedGroups(db, 'status', {
        servisan: {
          [LONG_ANSWERED_CODE]: {
            status: 'Diambil',
            historyPerbaikan: [...LONG_QUOTE_HISTORY.slice(1), line('Diambil')],
            garansiSampai: daysAhead(90),
          },
        },
      }),
  ],
  [
    'admin',
    'moves an answered ticket with a full history on, the oldest line dropped',
    'allow',
    changeStatus(LONG_ANSWERED_CODE, 'Sedang diservice', [
      ...LONG_QUOTE_HISTORY.slice(1),
      line('Sedang diservice'),
    ]),
  ],

  // servisan_private: the customer's number, admins only, beside its ticket, with history.
  ['admin', "gets a customer's number", 'allow', (db) => get(db, 'servisan_private/ABC123')],
  ['admin', "lists the customers' numbers", 'allow', (db) => list(db, 'servisan_private')],
  ['anon', "gets a customer's number", 'deny', (db) => get(db, 'servisan_private/ABC123')],
  ['alice', "gets a customer's number", 'deny', (db) => get(db, 'servisan_private/ABC123')],
  ['fakeAdmin', "gets a customer's number", 'deny', (db) => get(db, 'servisan_private/ABC123')],
  ['alice', "lists the customers' numbers", 'deny', (db) => list(db, 'servisan_private')],
  ['anon', "lists the customers' numbers", 'deny', (db) => list(db, 'servisan_private')],
  ['admin', "changes a customer's number", 'allow', setNumber('ABC123', { whatsapp: '081299998888' })],
  [
    'admin',
    'stores a number for a ticket that does not exist',
    'deny',
    setNumber(NEW_CODE, { whatsapp: '081234567890' }),
  ],
  ['admin', 'stores words as a number', 'deny', setNumber('ABC123', { whatsapp: 'hubungi via DM' })],
  // The device's IMEI or serial: admin-only, beside the number, never on the public ticket.
  [
    'admin',
    "stores a device's IMEI beside the number",
    'allow',
    setNumber('ABC123', { whatsapp: '0812 3456 789', imei: '356938035643809' }),
  ],
  [
    'admin',
    'creates a ticket with its IMEI in the private document',
    'allow',
    (db) =>
      recordedGroups(db, 'buat', {
        servisan: { [NEW_CODE]: ticket() },
        servisan_private: { [NEW_CODE]: { whatsapp: '081234567890', imei: 'SN C02XK1ZJHV2F' } },
      }),
  ],
  [
    'admin',
    'creates a ticket with its IMEI on the public ticket',
    'deny',
    createTicket({ imei: '356938035643809' }),
  ],
  [
    'admin',
    'adds an IMEI to a public ticket',
    'deny',
    (db) => recordedGroups(db, 'ubah', { servisan: { [TAKEN_CODE]: { imei: '356938035643809' } } }),
  ],
  [
    'admin',
    'stores an IMEI of 41 characters',
    'deny',
    setNumber('ABC123', { whatsapp: '', imei: '3'.repeat(41) }),
  ],
  ['admin', 'stores an IMEI with markup', 'deny', setNumber('ABC123', { whatsapp: '', imei: '<b>3569</b>' })],
  [
    'admin',
    'stores an IMEI as a number',
    'deny',
    setNumber('ABC123', { whatsapp: '', imei: 356938035643809 }),
  ],
  ['admin', 'stores a 21-digit number', 'deny', setNumber('ABC123', { whatsapp: '0'.repeat(21) })],
  ['admin', 'stores the number as a number', 'deny', setNumber('ABC123', { whatsapp: 81234567890 })],
  [
    'admin',
    'stores the number with an extra field',
    'deny',
    setNumber('ABC123', { whatsapp: '081234567890', nama: 'Budi' }),
  ],
  [
    'admin',
    'stores a number without a history entry',
    'deny',
    (db) => update(db, 'servisan_private/ABC123', { whatsapp: '081299998888' }),
  ],
  [
    'admin',
    "records the number under an entry of its own instead of the ticket's",
    'deny',
    (db) => {
      const batch = writeBatch(db);
      batch.set(
        doc(db, 'servisan_private', 'ABC123'),
        { whatsapp: '0812345678', _riwayat: 'h-own' },
        { merge: true },
      );
      batch.set(doc(db, 'riwayat', 'h-own'), entry('servisan_private', ['ABC123']));
      return batch.commit();
    },
  ],
  ['admin', "deletes a customer's number", 'deny', (db) => remove(db, 'servisan_private/ABC123')],
  [
    'alice',
    "changes a customer's number with a history entry",
    'deny',
    setNumber('ABC123', { whatsapp: '081299998888' }, { uid: 'alice' }),
  ],
  [
    'fakeAdmin',
    "changes a customer's number with role admin in the profile but no claim",
    'deny',
    setNumber('ABC123', { whatsapp: '081299998888' }, { uid: 'mallory' }),
  ],
  [
    'anon',
    "changes a customer's number",
    'deny',
    (db) => set(db, 'servisan_private/ABC123', { whatsapp: '0812' }),
  ],
];

// ── "Ganti kode" (src/features/admin/core/data/ticket-move.ts): a ticket under an old, guessable
//    code moves to a new one in one batch; deleting a ticket is allowed only so.
const MOVED_TO = 'OG-QW3RT5YP8N';

/** The move's entry as moveTicket writes it: [old, new], the whole ticket before and after. */
const moveEntry = (from: string, to: string, ticketData: Record<string, unknown>, over = {}) =>
  entry('servisan', [from, to], {
    email: 'boss@example.com',
    action: 'ganti-kode',
    items: { [from]: { before: ticketData, after: null }, [to]: { before: null, after: ticketData } },
    ...over,
  });

interface Move {
  from?: string;
  to?: string;
  /** What the new ticket holds (default: the old one's fields, as stored). */
  data?: Record<string, unknown>;
  /** Parts of the batch that can be left out. */
  newTicket?: boolean;
  deleteNumber?: boolean;
  withEntry?: boolean;
  entryOver?: Record<string, unknown>;
}

/** The move's batch as moveTicket writes it, or with a part left out or changed. */
const moveTicket =
  ({
    from = 'ABC123',
    to = MOVED_TO,
    data,
    newTicket = true,
    deleteNumber = true,
    withEntry = true,
    entryOver = {},
  }: Move = {}) =>
  (db: Firestore) => {
    const old = baseline[`servisan/${from}`]!;
    const id = `ganti-kode-${from}`;
    const batch = writeBatch(db);
    if (newTicket) {
      batch.set(doc(db, 'servisan', to), { ...(data ?? old), _riwayat: id });
      batch.set(doc(db, 'servisan_private', to), { whatsapp: '0812 3456 789', _riwayat: id });
    }
    batch.delete(doc(db, 'servisan', from));
    if (deleteNumber) batch.delete(doc(db, 'servisan_private', from));
    if (withEntry) batch.set(doc(db, 'riwayat', id), moveEntry(from, to, data ?? old, entryOver));
    return batch.commit();
  };

cases.push(
  [
    'admin',
    'moves an old-code ticket to a new code: ticket, number and one entry in one batch',
    'allow',
    moveTicket(),
  ],
  ['admin', 'deletes an old-code ticket on its own', 'deny', (db) => remove(db, 'servisan/ABC123')],
  ['admin', 'moves a ticket that already has a new-format code', 'deny', moveTicket({ from: TAKEN_CODE })],
  [
    'admin',
    'deletes an old-code ticket and its number, recorded, without creating the new one',
    'deny',
    moveTicket({ newTicket: false }),
  ],
  [
    'admin',
    'moves an old-code ticket, changing its total on the way',
    'deny',
    moveTicket({ data: { ...baseline['servisan/ABC123'], total: 0 } }),
  ],
  [
    'admin',
    'moves an old-code ticket, leaving its history behind',
    'deny',
    moveTicket({ data: withOverrides(baseline['servisan/ABC123']!, { historyPerbaikan: undefined }) }),
  ],
  ['admin', 'moves an old-code ticket without a history entry', 'deny', moveTicket({ withEntry: false })],
  [
    'admin',
    'moves an old-code ticket under an entry created before, alone',
    'deny',
    async (db) => {
      const batch = writeBatch(db);
      batch.set(
        doc(db, 'riwayat', 'ganti-kode-ABC123'),
        moveEntry('ABC123', MOVED_TO, baseline['servisan/ABC123']!),
      );
      await batch.commit();
      return moveTicket({ withEntry: false })(db);
    },
  ],
  [
    'admin',
    "creates a move's entry alone (it would block that code's move for good)",
    'deny',
    (db) => set(db, 'riwayat/ganti-kode-ABC123', moveEntry('ABC123', MOVED_TO, baseline['servisan/ABC123']!)),
  ],
  [
    'admin',
    'moves an old-code ticket under an entry that names the codes the other way round',
    'deny',
    moveTicket({ entryOver: { docIds: [MOVED_TO, 'ABC123'] } }),
  ],
  [
    'admin',
    "moves an old-code ticket but keeps the customer's number under the old code",
    'deny',
    moveTicket({ deleteNumber: false }),
  ],
  ['admin', 'moves an old-code ticket to another old-style code', 'deny', moveTicket({ to: 'OG-2411-Z9Z9' })],
  [
    'alice',
    'moves an old-code ticket with an entry in her name',
    'deny',
    moveTicket({ entryOver: { uid: 'alice', email: 'alice@example.com' } }),
  ],
);

// ── chat_taps: the counters of chat taps (chat-taps-cases.ts).
Object.assign(baseline, chatTapsBaseline);
cases.push(...chatTapCases);
Object.assign(baseline, tradeInBaseline, kasirBaseline);
cases.push(...tradeInCases, ...kasirCases);

// ── potongan_kondisi's typical mark (deduction-cases.ts).
Object.assign(baseline, deductionBaseline);
cases.push(...deductionCases);

// ── daftar: the visitor's lists (lists-cases.ts).
Object.assign(baseline, listsBaseline);
cases.push(...listCases);

// ── coupons and notifikasi: their last day (member-dates-cases.ts).
Object.assign(baseline, memberDatesBaseline);
cases.push(...memberDatesCases);

// ── kartu and nomor_member: a member's card number (member-card-cases.ts).
Object.assign(baseline, memberCardBaseline);
cases.push(...memberCardCases);
