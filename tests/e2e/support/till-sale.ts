// A sale as the till records it, without driving the Kasir screen: a sale recorded
// as the seeded admin through firestore.rules (the Firebase SDK in Node, signed in on
// the Auth emulator), with its history entry, the member's claim marked used and
// their points step and entry, in one batch, the shape the till writes.
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  doc,
  getFirestore,
  serverTimestamp,
  writeBatch,
} from 'firebase/firestore/lite';
import { emulatorConfig, firestore } from './emulators';
import { SEEDED_ADMIN } from './member';

export interface TillSale {
  /** The member's uid. */
  member: string;
  /** The sale's one item. */
  item: { nama: string; harga: number };
  /** A coupon of the member's claims (its id) and its discount in Rupiah (a nominal coupon's value). */
  coupon?: { id: string; diskon: number };
}

/** The owner's rate, set (around the rules, as the seed would) when none is: points need one. */
export async function ensurePointsRate(rupiahPerPoin = 10_000): Promise<number> {
  const rate = (await firestore.get('pengaturan/poin'))?.rupiahPerPoin;
  if (typeof rate === 'number') return rate;
  await firestore.writeDocuments([{ path: 'pengaturan/poin', data: { rupiahPerPoin } }]);
  return rupiahPerPoin;
}

/** Records the sale as the seeded admin; resolves with its id and the points it earned. */
export async function recordSaleAsAdmin(sale: TillSale): Promise<{ id: string; poin: number }> {
  const rate = await ensurePointsRate();
  const balance = await firestore.get(`poin/${sale.member}`);
  const before = { saldo: Number(balance?.saldo ?? 0), n: Number(balance?.n ?? 0) };
  const app = initializeApp(
    { projectId: emulatorConfig.projectId, apiKey: 'demo-key' },
    `till-${Date.now()}-${Math.random()}`,
  );
  try {
    const auth = getAuth(app);
    connectAuthEmulator(auth, `http://${emulatorConfig.host}:${emulatorConfig.authPort}`, {
      disableWarnings: true,
    });
    const { user } = await signInWithEmailAndPassword(auth, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    const db = getFirestore(app);
    connectFirestoreEmulator(db, emulatorConfig.host, emulatorConfig.firestorePort);

    const id = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    const diskon = sale.coupon?.diskon ?? 0;
    const jumlah = sale.item.harga - diskon;
    const poin = Math.floor(jumlah / rate);
    const n = before.n + 1;
    const entryId = `e2e-kasir-${id}`;
    const batch = writeBatch(db);
    batch.set(doc(db, 'riwayat', entryId), {
      uid: user.uid,
      email: SEEDED_ADMIN.email,
      waktu: serverTimestamp(),
      collection: 'penjualan',
      action: 'buat',
      docIds: [id],
      items: { [id]: { before: null, after: null } },
    });
    batch.set(doc(db, 'penjualan', id), {
      barang: [sale.item],
      subtotal: sale.item.harga,
      diskon,
      jumlah,
      bayar: 'tunai',
      sumber: sale.coupon ? 'kupon' : 'walk-in',
      member: sale.member,
      ...(sale.coupon ? { kupon: sale.coupon.id } : {}),
      poin,
      ...(poin > 0 ? { poinKe: n } : {}),
      waktu: serverTimestamp(),
      oleh: user.uid,
      _riwayat: entryId,
    });
    if (sale.coupon)
      batch.set(
        doc(db, 'users', sale.member, 'kupon', sale.coupon.id),
        { dipakai: serverTimestamp(), penjualan: id },
        { merge: true },
      );
    if (poin > 0) {
      batch.set(doc(db, 'poin', sale.member), { saldo: before.saldo + poin, n });
      batch.set(doc(db, 'poin', sale.member, 'mutasi', String(n)), {
        jenis: 'dapat',
        poin,
        saldo: before.saldo + poin,
        penjualan: id,
        waktu: serverTimestamp(),
        oleh: user.uid,
      });
    }
    await batch.commit();
    return { id, poin };
  } finally {
    await deleteApp(app);
  }
}
