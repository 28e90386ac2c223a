// A member's points: poin/{uid}, the balance and how many entries made it, and
// poin/{uid}/mutasi/{n}, the entries, numbered from 1. An entry is written only
// with the balance's step to it, in one batch, so the balance always equals the sum
// of its entries and never goes below zero (firestore.rules hold both). A member
// reads their own; only an admin writes, at the till. pengaturan/poin holds the
// owner's rate: how many Rupiah of a sale earn one point.
import { idOf, records } from './records';

/** The most points one entry moves: a sale of SALE_MAX at the lowest rate. */
export const POINTS_ENTRY_MAX = 1_000_000;
/** The most a balance holds, and the most entries it counts. */
export const POINTS_BALANCE_MAX = 1_000_000_000;
export const POINTS_SEQ_MAX = 1_000_000_000;

export const POINTS_KINDS = ['dapat', 'tukar', 'batal'] as const;
export type PointsKind = (typeof POINTS_KINDS)[number];

export const poin = records({
  collection: 'poin',
  fields: [
    { name: 'saldo', label: 'Saldo poin', type: 'number', whole: true, min: 0, max: POINTS_BALANCE_MAX },
    { name: 'n', label: 'Jumlah mutasi', type: 'number', whole: true, min: 1, max: POINTS_SEQ_MAX },
  ],
});

export const mutasi = records({
  collection: 'mutasi',
  parent: 'poin/{uid}',
  fields: [
    {
      name: 'jenis',
      label: 'Jenis',
      type: 'choice',
      options: POINTS_KINDS,
      optionLabels: { dapat: 'Didapat', tukar: 'Ditukar', batal: 'Dibatalkan' },
      once: true,
    },
    // Always positive: the kind says which way it moved the balance.
    { name: 'poin', label: 'Poin', type: 'number', whole: true, min: 1, max: POINTS_ENTRY_MAX, once: true },
    {
      name: 'saldo',
      label: 'Saldo',
      type: 'number',
      whole: true,
      min: 0,
      max: POINTS_BALANCE_MAX,
      once: true,
    },
    // The sale that earned (or, reversed, took back) the points; the reward they were spent on.
    { ...idOf('penjualan', 'Penjualan'), once: true },
    { ...idOf('reward', 'Reward'), once: true },
    { name: 'waktu', label: 'Waktu', type: 'time', once: true },
    { name: 'oleh', label: 'Kasir', type: 'signer', once: true },
  ],
});

/** The owner's rate, pengaturan/poin: one point per this many Rupiah paid. */
export const RATE_MIN = 1_000;
export const RATE_MAX = 100_000_000;

export const pengaturan = records({
  collection: 'pengaturan',
  recorded: true,
  title: 'Pengaturan poin',
  recordName: { text: 'Poin member' },
  fields: [
    {
      name: 'rupiahPerPoin',
      label: 'Rupiah per poin',
      type: 'number',
      whole: true,
      min: RATE_MIN,
      max: RATE_MAX,
    },
  ],
});
