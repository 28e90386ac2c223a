// A member's card: kartu/{uid} and nomor_member/{nomor}, a pair the member creates
// in one batch (each naming the other, at the server's time), create only: a taken
// number is refused, and so is a second number. The member reads their own card,
// admins read both, nobody changes or deletes either.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import type { Case } from './cases';

const past = Timestamp.fromDate(new Date('2026-11-01T03:00:00Z'));
/** Bob's card, made before. */
const BOB_NUMBER = '28410937';

export const memberCardBaseline: Record<string, Record<string, unknown>> = {
  [`kartu/bob`]: { nomor: BOB_NUMBER, waktu: past },
  [`nomor_member/${BOB_NUMBER}`]: { uid: 'bob', waktu: past },
};

interface PairOptions {
  /** The number the card names; the number document's id. */
  nomor?: string;
  /** The number document's id when it differs from the card's. */
  key?: string;
  /** The uid the number document names. */
  holder?: string;
  /** Either document's time, instead of the server's. */
  waktu?: unknown;
  /** Extra fields on the card. */
  extra?: Record<string, unknown>;
  /** Write only this one of the pair. */
  only?: 'kartu' | 'nomor';
}

/** A member's card pair as the member api writes it: one batch. */
function createPair(db: Firestore, uid: string, opts: PairOptions = {}) {
  const nomor = opts.nomor ?? '51234567';
  const waktu = opts.waktu ?? serverTimestamp();
  const batch = writeBatch(db);
  if (opts.only !== 'nomor') batch.set(doc(db, 'kartu', uid), { nomor, waktu, ...opts.extra });
  if (opts.only !== 'kartu')
    batch.set(doc(db, 'nomor_member', opts.key ?? nomor), { uid: opts.holder ?? uid, waktu });
  return batch.commit();
}

export const memberCardCases: Case[] = [
  ['alice', 'creates her card and its number in one batch', 'allow', (db) => createPair(db, 'alice')],
  [
    'alice',
    'creates her card without its number',
    'deny',
    (db) => createPair(db, 'alice', { only: 'kartu' }),
  ],
  [
    'alice',
    'creates a number for herself without the card',
    'deny',
    (db) => createPair(db, 'alice', { only: 'nomor' }),
  ],
  [
    'alice',
    "takes bob's number (already taken)",
    'deny',
    (db) => createPair(db, 'alice', { nomor: BOB_NUMBER, holder: 'alice' }),
  ],
  [
    'bob',
    'takes a second number though he has a card',
    'deny',
    (db) => createPair(db, 'bob', { nomor: '61234567' }),
  ],
  [
    'bob',
    'adds a second number naming himself, his card unchanged',
    'deny',
    (db) =>
      setDoc(doc(db, 'nomor_member', BOB_NUMBER.replace('2', '3')), { uid: 'bob', waktu: serverTimestamp() }),
  ],
  [
    'alice',
    'creates a card numbered with a leading 0',
    'deny',
    (db) => createPair(db, 'alice', { nomor: '01234567' }),
  ],
  ['alice', 'creates a card of seven digits', 'deny', (db) => createPair(db, 'alice', { nomor: '5123456' })],
  ['alice', 'creates a card of nine digits', 'deny', (db) => createPair(db, 'alice', { nomor: '512345678' })],
  [
    'alice',
    'creates a card numbered with letters',
    'deny',
    (db) => createPair(db, 'alice', { nomor: '5123456A' }),
  ],
  [
    'alice',
    'dates her card in the past, not the server’s time',
    'deny',
    (db) => createPair(db, 'alice', { waktu: past }),
  ],
  ['alice', 'adds a field to her card', 'deny', (db) => createPair(db, 'alice', { extra: { poin: 1000 } })],
  [
    'alice',
    "names another number in the card than the number's own",
    'deny',
    (db) => createPair(db, 'alice', { nomor: '51234567', key: '71234567' }),
  ],
  [
    'alice',
    'creates her card with a number naming bob',
    'deny',
    (db) => createPair(db, 'alice', { holder: 'bob' }),
  ],
  ['alice', "creates dewi's card", 'deny', (db) => createPair(db, 'dewi')],
  ['admin', "creates alice's card", 'deny', (db) => createPair(db, 'alice')],
  ['ghost', 'creates a card (anonymous sign-in)', 'deny', (db) => createPair(db, 'ghost')],
  ['carol', 'creates a card without a profile', 'deny', (db) => createPair(db, 'carol')],
  ['anon', 'creates a card', 'deny', (db) => createPair(db, 'alice')],

  // ── Reading.
  ['bob', 'reads his card', 'allow', (db) => getDoc(doc(db, 'kartu', 'bob'))],
  ['alice', "reads bob's card", 'deny', (db) => getDoc(doc(db, 'kartu', 'bob'))],
  ['alice', 'lists the cards', 'deny', (db) => getDocs(collection(db, 'kartu'))],
  ['bob', 'reads who holds his number', 'deny', (db) => getDoc(doc(db, 'nomor_member', BOB_NUMBER))],
  ['anon', 'reads who holds a number', 'deny', (db) => getDoc(doc(db, 'nomor_member', BOB_NUMBER))],
  ['admin', "reads bob's card", 'allow', (db) => getDoc(doc(db, 'kartu', 'bob'))],
  [
    'admin',
    'reads who holds a number (the till)',
    'allow',
    (db) => getDoc(doc(db, 'nomor_member', BOB_NUMBER)),
  ],

  // ── Nothing changes or goes.
  ['bob', 'changes his number', 'deny', (db) => updateDoc(doc(db, 'kartu', 'bob'), { nomor: '61234567' })],
  ['bob', 'deletes his card', 'deny', (db) => deleteDoc(doc(db, 'kartu', 'bob'))],
  [
    'bob',
    'gives his number to alice',
    'deny',
    (db) => updateDoc(doc(db, 'nomor_member', BOB_NUMBER), { uid: 'alice' }),
  ],
  ['bob', 'frees his number', 'deny', (db) => deleteDoc(doc(db, 'nomor_member', BOB_NUMBER))],
  [
    'admin',
    "moves bob's number to alice",
    'deny',
    (db) => updateDoc(doc(db, 'nomor_member', BOB_NUMBER), { uid: 'alice' }),
  ],
  ['admin', "deletes bob's card", 'deny', (db) => deleteDoc(doc(db, 'kartu', 'bob'))],
];
