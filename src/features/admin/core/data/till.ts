// The till's writes (Kasir): a sale with its history entry, the coupon it used and
// the points it earned, in one transaction, as firestore.rules demand (§ Kasir);
// a sale's reversal; a reward paid with points. Each is built from what is stored
// at the moment of writing, so the discount and the points are the coupon's and the
// owner's rate's, never a screen's stale copy.
import {
  collection,
  deleteField,
  doc,
  runTransaction,
  serverTimestamp,
  type Transaction,
} from 'firebase/firestore/lite';
import { toPlain, type Plain } from '../../../../firebase/plain';
import { liteDb } from '../../../../firebase/signed-in/lite-db';
import type { PaymentMethod, SaleSource } from '../../../../firebase/specs/penjualan.view';
import { dayEnd } from '../../../../lib/dates';
import { couponDiscount, earnedPoints } from '../../../../lib/till';
import type { Admin } from './recorded-batch';
import { HISTORY_FIELD } from './versions';

export interface SaleRow {
  nama: string;
  harga: number;
}

export interface SaleInput {
  /** Chosen once per sale (newSaleId), so a retry lands on the same sale. */
  id: string;
  barang: SaleRow[];
  bayar: PaymentMethod;
  sumber: SaleSource;
  /** The lead, promo request or ticket the sale closes. */
  sumberId?: string;
  /** The member's uid, and the id of a coupon they claimed. */
  member?: string;
  kupon?: string;
  /** A discount the cashier gives by hand, when no coupon is used. */
  diskon?: number;
}

/** Why the till refuses a sale before writing anything: each has its message on the screen. */
export type SaleRefusal =
  | 'member-unknown'
  | 'coupon-unclaimed'
  | 'coupon-inactive'
  | 'coupon-used'
  | 'coupon-ended'
  | 'coupon-needs-member'
  | 'discount-too-large'
  /** The lead, promo request or ticket named as the source is not stored (any more). */
  | 'source-unknown';

export type SaleOutcome =
  | { ok: true; id: string; jumlah: number; diskon: number; poin: number; retried: boolean }
  | { ok: false; reason: SaleRefusal };

/** A new sale's id, picked once when the cashier starts it. */
export const newSaleId = (): string => doc(collection(liteDb(), 'penjualan')).id;

const sumOf = (rows: SaleRow[]) => rows.reduce((s, r) => s + r.harga, 0);

async function read(tx: Transaction, path: string): Promise<Plain | null> {
  const snap = await tx.get(doc(liteDb(), path));
  return snap.exists() ? toPlain(snap.data()) : null;
}

const num = (v: unknown): number => (typeof v === 'number' ? v : 0);

/** A document as its history shows it: without the field naming its last entry. */
function content(data: Plain): Plain {
  const { [HISTORY_FIELD]: _entry, ...rest } = data;
  void _entry;
  return rest;
}

/**
 * The history entry of one till write (a new record, or the lead or ticket a sale
 * closes), in the transaction that writes it.
 */
function entryFor(
  tx: Transaction,
  by: Admin,
  collectionName: string,
  id: string,
  after: Plain,
  change: { action: 'buat' | 'status' | 'ubah'; before: Plain | null } = { action: 'buat', before: null },
): string {
  const ref = doc(collection(liteDb(), 'riwayat'));
  tx.set(ref, {
    uid: by.uid,
    email: by.email,
    waktu: serverTimestamp(),
    collection: collectionName,
    action: change.action,
    docIds: [id],
    items: { [id]: { before: change.before && content(change.before), after: content(after) } },
  });
  return ref.id;
}

/** The sources a sale is written into: a lead becomes Jadi with its amount, a ticket records what was paid. */
const CLOSED_BY_SALE = ['tukar_tambah', 'servisan'] as const;

/**
 * The lead or ticket a sale closes, in the sale's transaction (firestore.rules:
 * leadSale, paidAtTill): the amounts its sales came to, the latest sale, and its
 * history entry. A lead is Jadi from then on.
 */
function closeSource(tx: Transaction, by: Admin, input: SaleInput, source: Plain, jumlah: number): void {
  const id = input.sumberId ?? '';
  const db = liteDb();
  if (input.sumber === 'tukar_tambah') {
    const change = { status: 'jadi', jumlah: num(source.jumlah) + jumlah, penjualan: input.id };
    const entry = entryFor(
      tx,
      by,
      'tukar_tambah',
      id,
      { ...source, ...change },
      {
        action: 'status',
        before: source,
      },
    );
    tx.update(doc(db, 'tukar_tambah', id), { ...change, [HISTORY_FIELD]: entry });
  } else if (input.sumber === 'servisan') {
    const paid = source.dibayar as Plain | undefined;
    const dibayar = { jumlah: num(paid?.jumlah) + jumlah, penjualan: input.id };
    const entry = entryFor(
      tx,
      by,
      'servisan',
      id,
      { ...source, dibayar },
      { action: 'ubah', before: source },
    );
    tx.update(doc(db, 'servisan', id), { dibayar, [HISTORY_FIELD]: entry });
  }
}

/**
 * A member's points moved one step: the balance and the entry of its new number,
 * as firestore.rules' pointsStep and pointsEntry take them. Returns the entry's number.
 */
function stepPoints(
  tx: Transaction,
  by: Admin,
  member: string,
  balance: Plain | null,
  entry: { jenis: 'dapat' | 'tukar' | 'batal'; poin: number; penjualan?: string; reward?: string },
): number {
  const db = liteDb();
  const n = num(balance?.n) + 1;
  const saldo = num(balance?.saldo) + (entry.jenis === 'dapat' ? entry.poin : -entry.poin);
  tx.set(doc(db, 'poin', member), { saldo, n });
  tx.set(doc(db, 'poin', member, 'mutasi', String(n)), {
    ...entry,
    saldo,
    waktu: serverTimestamp(),
    oleh: by.uid,
  });
  return n;
}

/**
 * Records a sale: the sale and its history entry; with a coupon, its claim marked
 * used; with a member and a rate, their points' step and entry. A sale already
 * stored under this id (a retry after a lost answer) is reported, not written again.
 */
export async function recordSale(input: SaleInput, by: Admin): Promise<SaleOutcome> {
  const db = liteDb();
  return runTransaction(db, async (tx): Promise<SaleOutcome> => {
    const { member, kupon } = input;
    const named = input.sumber !== 'walk-in' && input.sumber !== 'kupon';
    const [stored, source, profile, coupon, claim, rate, balance] = await Promise.all([
      read(tx, `penjualan/${input.id}`),
      named && input.sumberId ? read(tx, `${input.sumber}/${input.sumberId}`) : null,
      member ? read(tx, `users/${member}`) : null,
      kupon ? read(tx, `coupons/${kupon}`) : null,
      kupon && member ? read(tx, `users/${member}/kupon/${kupon}`) : null,
      member ? read(tx, 'pengaturan/poin') : null,
      member ? read(tx, `poin/${member}`) : null,
    ]);
    if (stored)
      return {
        ok: true,
        id: input.id,
        jumlah: num(stored.jumlah),
        diskon: num(stored.diskon),
        poin: num(stored.poin),
        retried: true,
      };
    if (named && !source) return { ok: false, reason: 'source-unknown' };
    if (member && !profile) return { ok: false, reason: 'member-unknown' };
    const subtotal = sumOf(input.barang);
    let diskon = input.diskon ?? 0;
    if (kupon) {
      if (!member) return { ok: false, reason: 'coupon-needs-member' };
      if (!claim) return { ok: false, reason: 'coupon-unclaimed' };
      if (claim.dipakai) return { ok: false, reason: 'coupon-used' };
      if (!coupon || coupon.aktif !== true) return { ok: false, reason: 'coupon-inactive' };
      const end = dayEnd(typeof coupon.berlakuSampai === 'string' ? coupon.berlakuSampai : '');
      if (end && Date.now() >= end.getTime()) return { ok: false, reason: 'coupon-ended' };
      diskon = couponDiscount({ tipe: String(coupon.tipe), nilaiDiskon: num(coupon.nilaiDiskon) }, subtotal);
    }
    if (diskon > subtotal) return { ok: false, reason: 'discount-too-large' };
    const jumlah = subtotal - diskon;
    const poin = member ? earnedPoints(jumlah, rate ? num(rate.rupiahPerPoin) : null) : 0;
    const n = num(balance?.n) + 1;

    const sale: Plain = {
      barang: input.barang.map((r) => ({ nama: r.nama, harga: r.harga })),
      subtotal,
      diskon,
      jumlah,
      bayar: input.bayar,
      sumber: input.sumber,
      ...(input.sumberId ? { sumberId: input.sumberId } : {}),
      ...(member ? { member } : {}),
      ...(kupon ? { kupon } : {}),
      poin,
      ...(poin > 0 ? { poinKe: n } : {}),
      oleh: by.uid,
    };
    const entry = entryFor(tx, by, 'penjualan', input.id, { ...sale, waktu: serverTimestamp() });
    tx.set(doc(db, 'penjualan', input.id), { ...sale, waktu: serverTimestamp(), [HISTORY_FIELD]: entry });
    if (kupon && member)
      tx.set(
        doc(db, 'users', member, 'kupon', kupon),
        { dipakai: serverTimestamp(), penjualan: input.id },
        { merge: true },
      );
    if (member && poin > 0)
      stepPoints(tx, by, member, balance, { jenis: 'dapat', poin, penjualan: input.id });
    if (source && (CLOSED_BY_SALE as readonly string[]).includes(input.sumber))
      closeSource(tx, by, input, source, jumlah);
    return { ok: true, id: input.id, jumlah, diskon, poin, retried: false };
  });
}

export type ReversalOutcome =
  { ok: true; poinKembali: number; retried: boolean } | { ok: false; reason: 'sale-unknown' };

/**
 * Reverses a sale under its own id: the reversal and its history entry, the coupon
 * given back, and the points it earned taken back (as many as the balance holds).
 * The sale stays as it was. A sale already reversed is reported, not reversed again.
 */
export async function reverseSale(id: string, alasan: string, by: Admin): Promise<ReversalOutcome> {
  const db = liteDb();
  return runTransaction(db, async (tx): Promise<ReversalOutcome> => {
    const [sale, done] = await Promise.all([read(tx, `penjualan/${id}`), read(tx, `penjualan_batal/${id}`)]);
    if (!sale) return { ok: false, reason: 'sale-unknown' };
    if (done) return { ok: true, poinKembali: 0, retried: true };
    const member = typeof sale.member === 'string' ? sale.member : null;
    const balance = member ? await read(tx, `poin/${member}`) : null;
    const back = Math.min(num(sale.poin), num(balance?.saldo));
    const n = num(balance?.n) + 1;

    const reversal: Plain = { alasan, ...(back > 0 ? { poinKe: n } : {}), oleh: by.uid };
    const entry = entryFor(tx, by, 'penjualan_batal', id, { ...reversal, waktu: serverTimestamp() });
    tx.set(doc(db, 'penjualan_batal', id), { ...reversal, waktu: serverTimestamp(), [HISTORY_FIELD]: entry });
    if (member && typeof sale.kupon === 'string')
      tx.update(doc(db, 'users', member, 'kupon', sale.kupon), {
        dipakai: deleteField(),
        penjualan: deleteField(),
      });
    if (member && back > 0)
      stepPoints(tx, by, member, balance, { jenis: 'batal', poin: back, penjualan: id });
    return { ok: true, poinKembali: back, retried: false };
  });
}

export type RedeemOutcome =
  { ok: true; saldo: number } | { ok: false; reason: 'reward-not-for-points' | 'balance-too-low' };

/** A reward paid with a member's points: the balance's step and its entry. */
export async function redeemReward(member: string, rewardId: string, by: Admin): Promise<RedeemOutcome> {
  return runTransaction(liteDb(), async (tx): Promise<RedeemOutcome> => {
    const [reward, balance] = await Promise.all([read(tx, `reward/${rewardId}`), read(tx, `poin/${member}`)]);
    const price = num(reward?.poin);
    if (price <= 0) return { ok: false, reason: 'reward-not-for-points' };
    if (num(balance?.saldo) < price) return { ok: false, reason: 'balance-too-low' };
    stepPoints(tx, by, member, balance, { jenis: 'tukar', poin: price, reward: rewardId });
    return { ok: true, saldo: num(balance?.saldo) - price };
  });
}
