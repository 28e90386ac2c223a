// A coupon's and a notification's last day (berlakuSampai, '2026-12-31' as a date
// input writes it, Bali's day): admins write a real day or none; a member cannot
// claim a coupon whose last day is over (it ends at the next day's 00:00 WITA).
import { doc, serverTimestamp, setDoc, Timestamp, writeBatch, type Firestore } from 'firebase/firestore';
import type { Case } from './cases';

/** The WITA day `n` days from now, as the form writes it. */
const dayFromNow = (n: number) =>
  new Date(Date.now() + 8 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);

export const memberDatesBaseline: Record<string, Record<string, unknown>> = {
  'coupons/c-ended': {
    kode: 'LEWAT',
    tipe: 'persen',
    nilaiDiskon: 5,
    aktif: true,
    berlakuSampai: dayFromNow(-1),
  },
  'coupons/c-today': {
    kode: 'HARIINI',
    tipe: 'persen',
    nilaiDiskon: 5,
    aktif: true,
    berlakuSampai: dayFromNow(0),
  },
};

const claim = () => ({ waktu: serverTimestamp(), status: 'diklaim' });

const coupon = (berlakuSampai: unknown) => ({
  kode: 'BATAS',
  tipe: 'nominal',
  nilaiDiskon: 25000,
  aktif: true,
  berlakuSampai,
});

const notification = (berlakuSampai: unknown) => ({
  judul: 'Promo',
  pesan: 'Diskon servis',
  berlakuSampai,
  tanggal: serverTimestamp(),
});

let entries = 0;
/** An admin's write with its riwayat entry, as the admin screens make it. */
function recorded(db: Firestore, path: string, data: Record<string, unknown>) {
  const [collection = '', docId = ''] = path.split('/');
  const id = `h-dates-${++entries}`;
  const batch = writeBatch(db);
  batch.set(doc(db, path), { ...data, _riwayat: id });
  batch.set(doc(db, 'riwayat', id), {
    uid: 'boss',
    email: 'boss@example.com',
    waktu: serverTimestamp(),
    collection,
    action: 'buat',
    docIds: [docId],
    items: { [docId]: { before: null, after: null } },
  });
  return batch.commit();
}

export const memberDatesCases: Case[] = [
  [
    'alice',
    'claims a coupon on its last day',
    'allow',
    (db) => setDoc(doc(db, 'users/alice/kupon/c-today'), claim()),
  ],
  [
    'alice',
    'claims a coupon whose last day is over',
    'deny',
    (db) => setDoc(doc(db, 'users/alice/kupon/c-ended'), claim()),
  ],
  [
    'admin',
    'writes a coupon with a last day',
    'allow',
    (db) => recorded(db, 'coupons/c-dated', coupon('2026-12-31')),
  ],
  ['admin', 'writes a coupon with no last day', 'allow', (db) => recorded(db, 'coupons/c-dated', coupon(''))],
  [
    'admin',
    'writes a coupon whose last day is not a day',
    'deny',
    (db) => recorded(db, 'coupons/c-dated', coupon('31 Des 2026')),
  ],
  [
    'admin',
    'writes a coupon whose last day is a timestamp',
    'deny',
    (db) => recorded(db, 'coupons/c-dated', coupon(Timestamp.now())),
  ],
  [
    'admin',
    'sends a notification with a last day',
    'allow',
    (db) => recorded(db, 'notifikasi/n-dated', notification('2025-06-30')),
  ],
  [
    'admin',
    'sends a notification whose last day is month 13',
    'deny',
    (db) => recorded(db, 'notifikasi/n-dated', notification('2025-13-30')),
  ],
];
