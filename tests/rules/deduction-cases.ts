// potongan_kondisi's typical mark (`tipikal`): the answer an unanswered question
// counts in the calculator. A flag, nothing else: the calculator reads it as one.
// The rest of the deductions' bounds are in trade-in-cases.ts.
import { doc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import type { Case } from './cases';

export const deductionBaseline: Record<string, Record<string, unknown>> = {
  'potongan_kondisi/typ1': { kode: 'layar-gores', tipe: 'persen', nilai: 5, tipikal: true },
};

let entries = 0;

/** An admin write of a deduction with its history entry, as the admin form makes it. */
function saved(db: Firestore, path: string, data: Record<string, unknown>, update = false) {
  const id = `pk-h-${++entries}`;
  const docId = path.split('/')[1]!;
  const batch = writeBatch(db);
  if (update) batch.update(doc(db, path), { ...data, _riwayat: id });
  else batch.set(doc(db, path), { ...data, _riwayat: id });
  batch.set(doc(db, 'riwayat', id), {
    uid: 'boss',
    email: 'boss@example.com',
    waktu: serverTimestamp(),
    collection: 'potongan_kondisi',
    action: 'ubah',
    docIds: [docId],
    items: { [docId]: { before: null, after: null } },
  });
  return batch.commit();
}

const gores = (over: Record<string, unknown> = {}) => ({
  kode: 'bodi-lecet',
  tipe: 'persen',
  nilai: 5,
  model: '',
  ...over,
});

export const deductionCases: Case[] = [
  [
    'admin',
    'marks a deduction typical, recorded',
    'allow',
    (db) => saved(db, 'potongan_kondisi/typ2', gores({ tipikal: true })),
  ],
  [
    'admin',
    'clears a deduction’s typical mark, recorded',
    'allow',
    (db) => saved(db, 'potongan_kondisi/typ1', { tipikal: false }, true),
  ],
  [
    'admin',
    'marks a deduction typical with text',
    'deny',
    (db) => saved(db, 'potongan_kondisi/typ2', gores({ tipikal: 'ya' })),
  ],
  [
    'admin',
    'changes a typical mark to a number',
    'deny',
    (db) => saved(db, 'potongan_kondisi/typ1', { tipikal: 1 }, true),
  ],
  [
    'admin',
    'saves a deduction with a field the form has not (biasa)',
    'deny',
    (db) => saved(db, 'potongan_kondisi/typ2', gores({ biasa: true })),
  ],
  [
    'anon',
    'marks a deduction typical',
    'deny',
    (db) => writeBatch(db).update(doc(db, 'potongan_kondisi/typ1'), { tipikal: false }).commit(),
  ],
];
