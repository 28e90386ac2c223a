// tukar_tambah (the calculator's leads) and potongan_kondisi (the deductions):
// a visitor creates a bounded lead, claiming its reference in the same write, and
// reads nothing back; the same visitor may resend corrected answers to it until an
// admin moves its status; an admin moves its status with a history entry;
// deductions are shop content with their bounds.
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import type { Case } from './cases';

const past = new Date('2026-01-05T08:00:00Z');
// Sent a moment ago (the suite's start): a resend comes within the day.
const recent = new Date();

const stored = (over: Record<string, unknown> = {}) => ({
  ref: 'TT-4821',
  mode: 'tukar',
  hpLama: 'iPhone 12 128GB',
  hpBaru: 'iPhone 16 128GB',
  hargaBaru: 15_000_000,
  jawaban: 'Layar: Retak',
  nilaiMin: 4_000_000,
  nilaiMax: 4_000_000,
  sumber: 'direct',
  waktu: past,
  ...over,
});

/** Ten resends already: the most a lead takes. */
const tenResends = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [String(i + 1), recent]));

export const tradeInBaseline: Record<string, Record<string, unknown>> = {
  'tukar_tambah/l1': stored(),
  'tukar_tambah_ref/TT-4821': { lead: 'l1' },
  // Leads sent a moment ago, as a visitor's page still holds them.
  'tukar_tambah/fresh': stored({ ref: 'TT-5307', waktu: recent, whatsapp: '0813 2222 4444' }),
  'tukar_tambah/resent': stored({ ref: 'TT-5308', waktu: recent, kirimUlang: { '1': recent } }),
  'tukar_tambah/handled': stored({ ref: 'TT-5309', waktu: recent, status: 'dihubungi' }),
  'tukar_tambah/still-new': stored({ ref: 'TT-5310', waktu: recent, status: 'baru' }),
  'tukar_tambah/full': stored({ ref: 'TT-5311', waktu: recent, kirimUlang: tenResends }),
  'potongan_kondisi/k1': { kode: 'layar-retak', tipe: 'persen', nilai: 20 },
};

/** A lead as the calculator writes it; `undefined` drops a key. */
const lead = (over: Record<string, unknown> = {}) => {
  const base: Record<string, unknown> = {
    ref: 'TT-0420',
    mode: 'tukar',
    hpLama: 'iPhone 11 64GB',
    hpBaru: 'iPhone 16 128GB',
    hargaBaru: 15_000_000,
    jawaban: 'Layar: Mulus\nKelengkapan: Batangan',
    nilaiMin: 3_000_000,
    nilaiMax: 3_500_000,
    sumber: 'instagram',
    waktu: serverTimestamp(),
    ...over,
  };
  return Object.fromEntries(Object.entries(base).filter(([, v]) => v !== undefined));
};
const sale = (over: Record<string, unknown> = {}) =>
  lead({ mode: 'jual', hpBaru: undefined, hargaBaru: undefined, ...over });

/** A random-looking 20-character id, as Firestore makes them. */
const LEAD_ID = 'Qm7xT2bKp9LwZr4VnA1c';

/**
 * A lead and its reference's claim in one write, as the calculator sends them;
 * `claim` false leaves the claim out, a text claims that reference instead, `names`
 * makes the claim name another lead.
 */
function send(
  db: Firestore,
  data: Record<string, unknown>,
  { id = LEAD_ID, claim = true, names }: { id?: string; claim?: boolean | string; names?: string } = {},
) {
  const batch = writeBatch(db);
  batch.set(doc(db, 'tukar_tambah', id), data);
  const ref = typeof claim === 'string' ? claim : claim ? String(data.ref) : null;
  if (ref) batch.set(doc(db, 'tukar_tambah_ref', ref), { lead: names ?? id });
  return batch.commit();
}
const add = (db: Firestore, data: Record<string, unknown>) => send(db, data);

/** "Kirim ulang" on a lead: new answers and range, and the next resend's time. */
const resend = (db: Firestore, id: string, line: string, over: Record<string, unknown> = {}) =>
  updateDoc(doc(db, 'tukar_tambah', id), {
    jawaban: 'Layar: Mulus',
    nilaiMin: 5_000_000,
    nilaiMax: 5_000_000,
    [`kirimUlang.${line}`]: serverTimestamp(),
    ...over,
  });

let entries = 0;
const entry = (collectionName: string, docId: string, action: string) => ({
  uid: 'boss',
  email: 'boss@example.com',
  waktu: serverTimestamp(),
  collection: collectionName,
  action,
  docIds: [docId],
  items: { [docId]: { before: null, after: null } },
});

/** An admin write with its history entry, as the admin screens make it. */
function recorded(
  db: Firestore,
  path: string,
  data: Record<string, unknown>,
  { update = false, action = 'ubah' } = {},
) {
  const id = `tt-h-${++entries}`;
  const [collectionName = '', docId = ''] = path.split('/');
  const batch = writeBatch(db);
  if (update) batch.update(doc(db, path), { ...data, _riwayat: id });
  else batch.set(doc(db, path), { ...data, _riwayat: id });
  batch.set(doc(db, 'riwayat', id), entry(collectionName, docId, action));
  return batch.commit();
}
const status = (db: Firestore, value: string, more: Record<string, unknown> = {}) =>
  recorded(db, 'tukar_tambah/l1', { status: value, ...more }, { update: true, action: 'status' });

const deduction = (over: Record<string, unknown> = {}) => ({
  kode: 'layar-retak',
  tipe: 'persen',
  nilai: 25,
  ...over,
});

export const tradeInCases: Case[] = [
  // A visitor's lead: exactly its keys, each bounded, at the server's time, its reference claimed.
  ['anon', 'sends a trade-in lead', 'allow', (db) => add(db, lead())],
  [
    'anon',
    'sends a sale lead with a name and a WhatsApp number',
    'allow',
    (db) => add(db, sale({ nama: 'Budi', whatsapp: '0812 3456 789' })),
  ],
  [
    'anon',
    'sends a lead with a foreign WhatsApp number and the questions skipped',
    'allow',
    (db) => add(db, lead({ whatsapp: '+61 412-345-678', dilewati: 'Kamera, Speaker' })),
  ],
  ['anon', 'sends a lead worth Rp 100.000.000', 'allow', (db) => add(db, lead({ nilaiMax: 100_000_000 }))],
  ['alice', 'sends a trade-in lead', 'allow', (db) => add(db, lead())],
  ['anon', 'sends a lead with a made-up reference', 'deny', (db) => add(db, lead({ ref: 'TT-48211' }))],
  ['anon', 'sends a lead with a reference of letters', 'deny', (db) => add(db, lead({ ref: 'XX-4821' }))],

  // A reference is given once: its claim is made with its lead, each naming the other.
  ['anon', 'sends a lead under a reference already given', 'deny', (db) => add(db, lead({ ref: 'TT-4821' }))],
  ['anon', 'sends a lead without claiming its reference', 'deny', (db) => send(db, lead(), { claim: false })],
  ['anon', 'sends a lead claiming another reference', 'deny', (db) => send(db, lead(), { claim: 'TT-0421' })],
  [
    'anon',
    'claims a reference for another lead',
    'deny',
    (db) => send(db, lead(), { names: 'Zz9yX8wV7uT6sR5qP4oN' }),
  ],
  ['anon', 'sends a lead under a short id', 'deny', (db) => send(db, lead(), { id: 'lead-0420' })],
  [
    'anon',
    'claims a reference alone',
    'deny',
    (db) => writeBatch(db).set(doc(db, 'tukar_tambah_ref/TT-0777'), { lead: LEAD_ID }).commit(),
  ],
  [
    'anon',
    'moves a claimed reference to another lead',
    'deny',
    (db) => updateDoc(doc(db, 'tukar_tambah_ref/TT-4821'), { lead: LEAD_ID }),
  ],
  ['anon', 'frees a claimed reference', 'deny', (db) => deleteDoc(doc(db, 'tukar_tambah_ref/TT-4821'))],
  ['anon', 'reads which lead took a reference', 'deny', (db) => getDoc(doc(db, 'tukar_tambah_ref/TT-4821'))],
  [
    'admin',
    'reads which lead took a reference',
    'allow',
    (db) => getDoc(doc(db, 'tukar_tambah_ref/TT-4821')),
  ],

  ['anon', 'sends a lead with another mode', 'deny', (db) => add(db, lead({ mode: 'sewa' }))],
  [
    'anon',
    'sends a trade-in lead without its new phone',
    'deny',
    (db) => add(db, lead({ hpBaru: undefined })),
  ],
  ['anon', 'sends a sale lead naming a new phone', 'deny', (db) => add(db, sale({ hpBaru: 'iPhone 16' }))],
  [
    'anon',
    'sends a lead with a 121-character phone name',
    'deny',
    (db) => add(db, lead({ hpLama: 'x'.repeat(121) })),
  ],
  ['anon', 'sends answers over 600 characters', 'deny', (db) => add(db, lead({ jawaban: 'x'.repeat(601) }))],
  ['anon', 'sends skipped questions as an empty text', 'deny', (db) => add(db, lead({ dilewati: '' }))],
  [
    'anon',
    'sends skipped questions over 300 characters',
    'deny',
    (db) => add(db, lead({ dilewati: 'x'.repeat(301) })),
  ],
  ['anon', 'sends a range upside down', 'deny', (db) => add(db, lead({ nilaiMin: 5_000_000, nilaiMax: 1 }))],
  ['anon', 'sends a negative value', 'deny', (db) => add(db, lead({ nilaiMin: -1 }))],
  ['anon', 'sends a value over Rp 100.000.000', 'deny', (db) => add(db, lead({ nilaiMax: 100_000_001 }))],
  [
    'anon',
    'sends a range of Rp 0 – Rp 100 miliar',
    'deny',
    (db) => add(db, lead({ nilaiMin: 0, nilaiMax: 100_000_000_000 })),
  ],
  [
    'anon',
    'sends a new phone priced over Rp 100.000.000',
    'deny',
    (db) => add(db, lead({ hargaBaru: 150_000_000 })),
  ],
  ['anon', 'sends a value as text', 'deny', (db) => add(db, lead({ nilaiMin: '3000000' }))],
  ['anon', 'sends a source with spaces', 'deny', (db) => add(db, lead({ sumber: 'Instagram Bio' }))],
  ['anon', 'sends a WhatsApp number of words', 'deny', (db) => add(db, lead({ whatsapp: 'hubungi via DM' }))],
  ['anon', 'sends a WhatsApp number of dashes', 'deny', (db) => add(db, lead({ whatsapp: '--------' }))],
  ['anon', 'sends a WhatsApp number of 7 digits', 'deny', (db) => add(db, lead({ whatsapp: '0812 345' }))],
  [
    'anon',
    'sends a WhatsApp number with a + in the middle',
    'deny',
    (db) => add(db, lead({ whatsapp: '0812+3456789' })),
  ],
  ['anon', 'sends an empty name', 'deny', (db) => add(db, lead({ nama: '' }))],
  ['anon', 'sends a 61-character name', 'deny', (db) => add(db, lead({ nama: 'x'.repeat(61) }))],
  ['anon', 'sends its own time', 'deny', (db) => add(db, lead({ waktu: past }))],
  ['anon', 'sends a lead with a status', 'deny', (db) => add(db, lead({ status: 'jadi' }))],
  ['anon', 'sends a lead with resends already', 'deny', (db) => add(db, lead({ kirimUlang: {} }))],
  ['anon', 'sends a lead with an extra key', 'deny', (db) => add(db, lead({ kota: 'Denpasar' }))],

  // "Kirim ulang": the answers and range again, one more time in kirimUlang, nothing else.
  ['anon', 'resends corrected answers', 'allow', (db) => resend(db, 'fresh', '1')],
  [
    'anon',
    'resends with questions now skipped, then none',
    'allow',
    async (db) => {
      await resend(db, 'fresh', '1', { dilewati: 'Kamera' });
      await resend(db, 'fresh', '2', { dilewati: deleteField() });
    },
  ],
  ['anon', 'resends a second time', 'allow', (db) => resend(db, 'resent', '2')],
  ['anon', 'resends a lead an admin left at Baru', 'allow', (db) => resend(db, 'still-new', '1')],
  [
    'anon',
    'resends without its line',
    'deny',
    (db) => updateDoc(doc(db, 'tukar_tambah/fresh'), { jawaban: 'Layar: Mulus' }),
  ],
  ['anon', 'resends under a number out of turn', 'deny', (db) => resend(db, 'resent', '3')],
  ['anon', 'resends under the number already there', 'deny', (db) => resend(db, 'resent', '1')],
  ['anon', 'resends with its own time', 'deny', (db) => resend(db, 'fresh', '1', { 'kirimUlang.1': recent })],
  [
    'anon',
    'resends rewriting an earlier line',
    'deny',
    (db) => resend(db, 'resent', '2', { 'kirimUlang.1': serverTimestamp() }),
  ],
  [
    'anon',
    'resends dropping an earlier line',
    'deny',
    (db) => resend(db, 'resent', '2', { 'kirimUlang.1': deleteField() }),
  ],
  ['anon', 'resends an eleventh time', 'deny', (db) => resend(db, 'full', '11')],
  ['anon', 'resends with another reference', 'deny', (db) => resend(db, 'fresh', '1', { ref: 'TT-0001' })],
  ['anon', 'resends as a sale', 'deny', (db) => resend(db, 'fresh', '1', { mode: 'jual' })],
  [
    'anon',
    'resends with another phone',
    'deny',
    (db) => resend(db, 'fresh', '1', { hpLama: 'iPhone 15 Pro Max 256GB' }),
  ],
  [
    'anon',
    'resends with another WhatsApp number',
    'deny',
    (db) => resend(db, 'fresh', '1', { whatsapp: '0899 1111 2222' }),
  ],
  ['anon', 'resends with another source', 'deny', (db) => resend(db, 'fresh', '1', { sumber: 'tiktok' })],
  ['anon', 'resends with a new time', 'deny', (db) => resend(db, 'fresh', '1', { waktu: serverTimestamp() })],
  ['anon', 'resends marking itself Jadi', 'deny', (db) => resend(db, 'fresh', '1', { status: 'jadi' })],
  [
    'anon',
    'resends a range over Rp 100.000.000',
    'deny',
    (db) => resend(db, 'fresh', '1', { nilaiMax: 100_000_001 }),
  ],
  ['anon', 'resends a range upside down', 'deny', (db) => resend(db, 'fresh', '1', { nilaiMin: 6_000_000 })],
  ['anon', 'resends after an admin marked it Dihubungi', 'deny', (db) => resend(db, 'handled', '1')],
  ['anon', 'resends a lead sent over a day ago', 'deny', (db) => resend(db, 'l1', '1')],
  ['anon', 'reads a lead', 'deny', (db) => getDoc(doc(db, 'tukar_tambah/l1'))],
  ['alice', 'lists leads', 'deny', (db) => getDocs(collection(db, 'tukar_tambah'))],
  [
    'anon',
    'overwrites a lead',
    'deny',
    (db) => writeBatch(db).set(doc(db, 'tukar_tambah/l1'), lead()).commit(),
  ],
  ['anon', 'marks a lead Jadi', 'deny', (db) => updateDoc(doc(db, 'tukar_tambah/l1'), { status: 'jadi' })],
  ['admin', 'lists leads', 'allow', (db) => getDocs(collection(db, 'tukar_tambah'))],
  ['admin', 'marks a lead Dihubungi with a history entry', 'allow', (db) => status(db, 'dihubungi')],
  ['admin', 'marks a lead Jadi with a history entry', 'allow', (db) => status(db, 'jadi')],
  ['admin', 'marks a lead Batal with a history entry', 'allow', (db) => status(db, 'batal')],
  [
    'admin',
    'marks a lead Jadi without a history entry',
    'deny',
    (db) => updateDoc(doc(db, 'tukar_tambah/l1'), { status: 'jadi' }),
  ],
  ['admin', 'sets a lead to another status', 'deny', (db) => status(db, 'selesai')],
  ['admin', 'changes a lead’s range', 'deny', (db) => status(db, 'jadi', { nilaiMax: 9_000_000 })],
  ['admin', 'deletes a lead', 'deny', (db) => deleteDoc(doc(db, 'tukar_tambah/l1'))],

  // The promo inbox takes the same outcomes.
  [
    'admin',
    'marks a promo request Jadi with a history entry',
    'allow',
    (db) => recorded(db, 'promo_request/r1', { status: 'jadi' }, { update: true, action: 'status' }),
  ],
  [
    'admin',
    'marks a promo request Batal with a history entry',
    'allow',
    (db) => recorded(db, 'promo_request/r1', { status: 'batal' }, { update: true, action: 'status' }),
  ],
  [
    'anon',
    'marks a promo request Jadi',
    'deny',
    (db) => updateDoc(doc(db, 'promo_request/r1'), { status: 'jadi' }),
  ],

  // Deductions: everyone reads (the calculator), admins write them within bounds, recorded.
  ['anon', 'lists the deductions', 'allow', (db) => getDocs(collection(db, 'potongan_kondisi'))],
  [
    'anon',
    'writes a deduction',
    'deny',
    (db) => writeBatch(db).set(doc(db, 'potongan_kondisi/k2'), deduction()).commit(),
  ],
  [
    'admin',
    'saves a deduction with a history entry',
    'allow',
    (db) => recorded(db, 'potongan_kondisi/k1', deduction()),
  ],
  [
    'admin',
    'saves a deduction for one model',
    'allow',
    (db) =>
      recorded(
        db,
        'potongan_kondisi/k2',
        deduction({ tipe: 'rupiah', nilai: 3_500_000, model: 'iPhone 15 Pro Max 256GB' }),
      ),
  ],
  [
    'admin',
    'saves a deduction above 100 %',
    'deny',
    (db) => recorded(db, 'potongan_kondisi/k1', deduction({ nilai: 101 })),
  ],
  [
    'admin',
    'saves a negative deduction',
    'deny',
    (db) => recorded(db, 'potongan_kondisi/k1', deduction({ tipe: 'rupiah', nilai: -1 })),
  ],
  [
    'admin',
    'saves a deduction for an unknown answer',
    'deny',
    (db) => recorded(db, 'potongan_kondisi/k1', deduction({ kode: 'warna-pudar' })),
  ],
  [
    'admin',
    'saves a deduction without a history entry',
    'deny',
    (db) => writeBatch(db).set(doc(db, 'potongan_kondisi/k1'), deduction()).commit(),
  ],
];
