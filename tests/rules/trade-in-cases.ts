// tukar_tambah (the calculator's leads) and potongan_kondisi (the deductions):
// a visitor creates a bounded lead and reads nothing back; an admin moves its
// status with a history entry; deductions are shop content with their bounds.
import {
  addDoc,
  collection,
  deleteDoc,
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

export const tradeInBaseline: Record<string, Record<string, unknown>> = {
  'tukar_tambah/l1': {
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
  },
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

const add = (db: Firestore, data: Record<string, unknown>) => addDoc(collection(db, 'tukar_tambah'), data);

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
  // A visitor's lead: create only, exactly its keys, each bounded, at the server's time.
  ['anon', 'sends a trade-in lead', 'allow', (db) => add(db, lead())],
  [
    'anon',
    'sends a sale lead with a WhatsApp number',
    'allow',
    (db) => add(db, sale({ whatsapp: '0812 3456 789' })),
  ],
  ['alice', 'sends a trade-in lead', 'allow', (db) => add(db, lead())],
  ['anon', 'sends a lead with a made-up reference', 'deny', (db) => add(db, lead({ ref: 'TT-48211' }))],
  ['anon', 'sends a lead with a reference of letters', 'deny', (db) => add(db, lead({ ref: 'XX-4821' }))],
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
  ['anon', 'sends a range upside down', 'deny', (db) => add(db, lead({ nilaiMin: 5_000_000, nilaiMax: 1 }))],
  ['anon', 'sends a negative value', 'deny', (db) => add(db, lead({ nilaiMin: -1 }))],
  ['anon', 'sends a value above the maximum', 'deny', (db) => add(db, lead({ nilaiMax: 1e12 }))],
  ['anon', 'sends a value as text', 'deny', (db) => add(db, lead({ nilaiMin: '3000000' }))],
  ['anon', 'sends a source with spaces', 'deny', (db) => add(db, lead({ sumber: 'Instagram Bio' }))],
  ['anon', 'sends a WhatsApp number of words', 'deny', (db) => add(db, lead({ whatsapp: 'hubungi via DM' }))],
  ['anon', 'sends its own time', 'deny', (db) => add(db, lead({ waktu: past }))],
  ['anon', 'sends a lead with a status', 'deny', (db) => add(db, lead({ status: 'jadi' }))],
  ['anon', 'sends a lead with an extra key', 'deny', (db) => add(db, lead({ nama: 'Budi' }))],
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
