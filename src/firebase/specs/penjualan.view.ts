// penjualan/{id}: a sale recorded at the till (Kasir), and penjualan_batal/{id}: its
// reversal, under the sale's own id, so a sale is undone at most once. Both are
// admin-only records at the server's time in the admin's name, each with its
// history entry; nobody changes or deletes one: a mistake is undone by a reversal,
// which gives the coupon back and takes the points back in the same batch.
// firestore.rules' penjualan blocks hold the same fields and limits.
import { records } from './records';
import { POINTS_ENTRY_MAX, POINTS_SEQ_MAX } from './poin';

/** The most a sale may come to: far above a phone shop's day, and refuses a slip of the thumb past it. */
export const SALE_MAX = 1_000_000_000;

export const PAYMENT_METHODS = ['tunai', 'transfer', 'qris', 'kartu'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Where a sale came from: a site's lead, promo request or repair ticket, a member's coupon, or the street. */
export const SALE_SOURCES = ['walk-in', 'tukar_tambah', 'promo_request', 'servisan', 'kupon'] as const;
export type SaleSource = (typeof SALE_SOURCES)[number];

const ID_MAX = 128;

/** The number of the member's points entry a sale or its reversal wrote (none when no points moved). */
const ledgerEntry = {
  name: 'poinKe',
  label: 'Mutasi poin',
  type: 'number',
  whole: true,
  min: 1,
  max: POINTS_SEQ_MAX,
  mayLack: true,
  once: true,
} as const;

export const penjualan = records({
  collection: 'penjualan',
  recorded: true,
  title: 'Penjualan',
  fields: [
    {
      name: 'barang',
      label: 'Barang',
      type: 'rows',
      // Rules have no loops: each row is written out.
      maxItems: 10,
      once: true,
      of: [
        { name: 'nama', label: 'Barang', type: 'text', required: true, maxLength: 120 },
        { name: 'harga', label: 'Harga', type: 'number', required: true, min: 0, max: SALE_MAX },
      ],
    },
    // The rows' sum, the discount on it, and what was paid: jumlah = subtotal − diskon.
    { name: 'subtotal', label: 'Subtotal', type: 'number', min: 0, max: SALE_MAX, once: true },
    { name: 'diskon', label: 'Diskon', type: 'number', min: 0, max: SALE_MAX, once: true },
    { name: 'jumlah', label: 'Dibayar', type: 'number', min: 1, max: SALE_MAX, once: true },
    {
      name: 'bayar',
      label: 'Pembayaran',
      type: 'choice',
      options: PAYMENT_METHODS,
      optionLabels: { tunai: 'Tunai', transfer: 'Transfer', qris: 'QRIS', kartu: 'Kartu' },
      once: true,
    },
    {
      name: 'sumber',
      label: 'Sumber',
      type: 'choice',
      options: SALE_SOURCES,
      optionLabels: {
        'walk-in': 'Datang langsung',
        tukar_tambah: 'Tukar tambah',
        promo_request: 'Pengajuan promo',
        servisan: 'Servis',
        kupon: 'Kupon member',
      },
      once: true,
    },
    // The lead, promo request or ticket the sale closes (its document id).
    { name: 'sumberId', label: 'Dari', type: 'text', minLength: 1, maxLength: 40, mayLack: true, once: true },
    // The member the sale is recorded to (their uid) and the coupon of theirs it used.
    {
      name: 'member',
      label: 'Member',
      type: 'text',
      minLength: 1,
      maxLength: ID_MAX,
      mayLack: true,
      once: true,
    },
    {
      name: 'kupon',
      label: 'Kupon',
      type: 'text',
      minLength: 1,
      maxLength: ID_MAX,
      mayLack: true,
      once: true,
    },
    // The points the member earned (the owner's rate), and their ledger entry's number.
    { name: 'poin', label: 'Poin', type: 'number', whole: true, min: 0, max: POINTS_ENTRY_MAX, once: true },
    ledgerEntry,
    { name: 'waktu', label: 'Waktu', type: 'time', once: true },
    { name: 'oleh', label: 'Kasir', type: 'signer', once: true },
  ],
});

export const penjualanBatal = records({
  collection: 'penjualan_batal',
  recorded: true,
  title: 'Pembatalan penjualan',
  fields: [
    { name: 'alasan', label: 'Alasan', type: 'text', required: true, maxLength: 200, once: true },
    // The ledger entry that took the sale's points back (none when it earned none, or none are left).
    ledgerEntry,
    { name: 'waktu', label: 'Waktu', type: 'time', once: true },
    { name: 'oleh', label: 'Kasir', type: 'signer', once: true },
  ],
});

declare module './index' {
  interface Collections {
    penjualan: typeof penjualan;
    penjualan_batal: typeof penjualanBatal;
  }
}
