// "Catat penjualan" as typed, pure and tested: the rows read as amounts, the
// coupon's discount, what is paid and the points it earns, and what must be fixed
// before anything is sent (the rules refuse the same, but the cashier should hear
// it here, in words, before the customer waits on a network round trip).
import { SALE_MAX, type PaymentMethod, type SaleSource } from '../../../firebase/specs/penjualan.view';
import { formatRupiah } from '../../../lib/currency';
import { couponDiscount, earnedPoints, type TillCoupon } from '../../../lib/till';
import { parseAmount } from '../core/validate';
import type { SaleRow } from '../core/data/till';

/** The most rows a sale holds (firestore.rules: saleItems). */
export const SALE_ROWS_MAX = 10;
export const ROW_NAME_MAX = 120;

export interface RowDraft {
  /** Stable across edits, for React's keys. */
  key: string;
  nama: string;
  /** As typed, grouped ('125.000'). */
  harga: string;
}

export interface SaleDraft {
  rows: RowDraft[];
  bayar: PaymentMethod | null;
}

export interface SaleTotals {
  subtotal: number;
  diskon: number;
  jumlah: number;
  poin: number;
}

export interface SaleProblems {
  /** Per row (by key): the name's and the price's problem. */
  rows: Record<string, { nama?: string; harga?: string }>;
  /** The sale as a whole: no rows, nothing to pay, too much. */
  sale?: string;
  bayar?: string;
}

export const PAYMENT_LABEL: Record<PaymentMethod, string> = {
  tunai: 'Tunai',
  transfer: 'Transfer',
  qris: 'QRIS',
  kartu: 'Kartu',
};

export const SOURCE_LABEL: Record<SaleSource, string> = {
  'walk-in': 'Datang langsung',
  tukar_tambah: 'Tukar tambah',
  promo_request: 'Pengajuan promo',
  servisan: 'Servis',
  kupon: 'Kupon member',
};

/** A row's price as a number; null while it is not a whole amount. */
export const rowPrice = (r: Pick<RowDraft, 'harga'>): number | null => parseAmount(r.harga);

/** The totals of the rows read so far (rows without a price count 0). */
export function totalsOf(
  rows: readonly RowDraft[],
  coupon: TillCoupon | null,
  rupiahPerPoin: number | null,
): SaleTotals {
  const subtotal = rows.reduce((s, r) => s + Math.max(0, rowPrice(r) ?? 0), 0);
  const diskon = coupon ? couponDiscount(coupon, subtotal) : 0;
  const jumlah = subtotal - diskon;
  return { subtotal, diskon, jumlah, poin: earnedPoints(jumlah, rupiahPerPoin) };
}

const MAX_TEXT = formatRupiah(SALE_MAX);

/** What must be fixed before the sale is sent; null when nothing. */
export function saleProblems(draft: SaleDraft, totals: SaleTotals): SaleProblems | null {
  const rows: SaleProblems['rows'] = {};
  for (const r of draft.rows) {
    const p: { nama?: string; harga?: string } = {};
    const nama = r.nama.trim();
    if (!nama) p.nama = 'Isi nama barang.';
    else if (nama.length > ROW_NAME_MAX) p.nama = `Nama barang paling panjang ${ROW_NAME_MAX} karakter.`;
    const harga = r.harga.trim();
    const price = rowPrice(r);
    if (!harga) p.harga = 'Isi harga.';
    else if (harga.startsWith('-') || (price !== null && price < 0)) p.harga = 'Harga tidak boleh negatif.';
    else if (price === null) p.harga = 'Harga harus angka Rupiah, contoh 125.000.';
    else if (price > SALE_MAX) p.harga = `Harga terlalu besar (paling banyak ${MAX_TEXT}).`;
    if (p.nama || p.harga) rows[r.key] = p;
  }
  const out: SaleProblems = { rows };
  if (!draft.rows.length) out.sale = 'Tambahkan barang yang dijual.';
  else if (draft.rows.length > SALE_ROWS_MAX)
    out.sale = `Paling banyak ${SALE_ROWS_MAX} barang per penjualan.`;
  else if (!Object.keys(rows).length) {
    if (totals.subtotal > SALE_MAX) out.sale = `Total terlalu besar (paling banyak ${MAX_TEXT}).`;
    else if (totals.jumlah < 1) out.sale = 'Jumlah dibayar harus lebih dari Rp 0.';
  }
  if (!draft.bayar) out.bayar = 'Pilih cara bayar.';
  return Object.keys(rows).length || out.sale || out.bayar ? out : null;
}

/** The rows as the sale stores them (call once saleProblems is null). */
export const saleRows = (rows: readonly RowDraft[]): SaleRow[] =>
  rows.map((r) => ({ nama: r.nama.trim(), harga: rowPrice(r) ?? 0 }));

let keys = 0;
export const newRowKey = (): string => `baris-${++keys}`;
