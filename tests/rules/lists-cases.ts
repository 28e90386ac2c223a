// ── daftar: the visitor's lists (src/firebase/lists.ts): anyone reads a list's
//    part; only an admin writes one, with rows and the time of a rebuild only.
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import type { Case } from './cases';

const ROW = { brand: 'Apple', type: 'iPhone 13', kategori: 'hp', baru: 9000000, stok: 2 };

export const listsBaseline: Record<string, Record<string, unknown>> = {
  'daftar/hp-0': { baris: { p1: ROW } },
};

const read = (p: string) => (db: Firestore) => getDoc(doc(db, p));
const write = (p: string, data: Record<string, unknown>) => (db: Firestore) => setDoc(doc(db, p), data);
const rebuilt = { baris: { p1: ROW }, dibangun: serverTimestamp() };

export const listCases: Case[] = [
  ['anon', 'reads a price-list tab’s list', 'allow', read('daftar/hp-0')],
  ['anon', 'reads the accessories’ list', 'allow', read('daftar/aksesoris-2')],
  ['anon', 'reads a document of daftar that is no list', 'deny', read('daftar/rahasia')],
  ['anon', 'writes a list', 'deny', write('daftar/hp-0', { baris: {} })],
  ['alice', 'writes a list', 'deny', write('daftar/hp-0', { baris: {} })],
  ['fakeAdmin', 'writes a list', 'deny', write('daftar/hp-0', { baris: {} })],
  ['admin', 'rebuilds a list’s part', 'allow', write('daftar/hp-1', rebuilt)],
  ['admin', 'writes a list’s rows', 'allow', write('daftar/hp-0', { baris: { p1: { ...ROW, baru: 1 } } })],
  ['admin', 'writes a list of another name', 'deny', write('daftar/lain-0', rebuilt)],
  ['admin', 'writes a list with another field', 'deny', write('daftar/hp-0', { ...rebuilt, harga: 1 })],
  ['admin', 'writes a list whose rows are no map', 'deny', write('daftar/hp-0', { baris: 'x' })],
  ['admin', 'stamps a rebuild with a text', 'deny', write('daftar/hp-0', { baris: {}, dibangun: 'kemarin' })],
  ['admin', 'deletes a list', 'deny', (db) => deleteDoc(doc(db, 'daftar/hp-0'))],
];
