// What only signed-in members read (see firestore.rules): notifications, coupons, rewards.
import { readDate } from '../../lib/date-text';
import { POINTS_ENTRY_MAX } from './poin';
import { collection, datedReader, priceOrPercent, reader } from './read';

export const COUPON_TIPE = ['persen', 'nominal'] as const;

/** A promo's last day ('2026-12-31', Bali's day), or '' when it does not end. */
const lastDay = <const H extends string>(hint: H) =>
  ({ name: 'berlakuSampai', label: 'Berlaku sampai', type: 'text', maxLength: 10, day: true, hint }) as const;

export const notifikasi = collection({
  collection: 'notifikasi',
  // The member page dates a notification by the server's time when it was sent.
  createdAtField: 'tanggal',
  createdAtText: true,
  fields: [
    { name: 'judul', label: 'Judul', type: 'text', required: true, maxLength: 200 },
    { name: 'pesan', label: 'Pesan', type: 'longtext', required: true, maxLength: 1000 },
    lastDay('Untuk promo: hari terakhirnya. Sesudahnya notifikasi ini tidak lagi ditandai Baru.'),
  ],
});

export const coupons = collection({
  collection: 'coupons',
  fields: [
    {
      name: 'kode',
      label: 'Kode',
      type: 'text',
      required: true,
      maxLength: 40,
      hint: 'Contoh: HEMAT10',
      orId: true,
    },
    { name: 'deskripsi', label: 'Deskripsi', type: 'longtext', maxLength: 500 },
    {
      name: 'tipe',
      label: 'Tipe Diskon',
      type: 'choice',
      required: true,
      options: COUPON_TIPE,
      optionLabels: { persen: 'Persen (%)', nominal: 'Nominal (Rupiah)' },
    },
    priceOrPercent('nilaiDiskon', 'Nilai Diskon', 'nominal'),
    { name: 'aktif', label: 'Bisa diklaim member', type: 'yesno' },
    lastDay('Hari terakhir kupon bisa diklaim. Kosongkan bila tanpa batas waktu.'),
  ],
});

export const reward = collection({
  collection: 'reward',
  fields: [
    { name: 'judul', label: 'Judul', type: 'text', required: true, maxLength: 200 },
    { name: 'deskripsi', label: 'Deskripsi', type: 'longtext', required: true, maxLength: 1000 },
    // What the reward costs in points at the till; 0: not for points.
    {
      name: 'poin',
      label: 'Harga poin',
      type: 'number',
      whole: true,
      min: 0,
      max: POINTS_ENTRY_MAX,
      hint: '0: tidak bisa ditukar dengan poin',
    },
  ],
});

export const toNotification = datedReader(notifikasi, readDate);
export const toCoupon = reader(coupons);
export const toReward = reader(reward);
