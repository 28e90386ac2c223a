// users/{uid}: a member's profile, and users/{uid}/kupon/{couponId}: the coupons
// they claimed. The registration and profile forms take their limits from users.limits.ts;
// firestore.rules' users block holds the same.
import { idOf, records } from './records';
import { PROFILE_LIMITS } from './users.limits';

export const users = records({
  collection: 'users',
  fields: [
    { name: 'nama', label: 'Nama', type: 'text', required: true, maxLength: PROFILE_LIMITS.nama },
    // Registration writes noWa; a profile save, whatsapp.
    { name: 'noWa', label: 'WhatsApp', type: 'text', maxLength: PROFILE_LIMITS.whatsapp },
    { name: 'whatsapp', label: 'WhatsApp', type: 'text', maxLength: PROFILE_LIMITS.whatsapp, later: true },
    { name: 'email', label: 'E-mail', type: 'signer' },
    { name: 'role', label: 'Peran', type: 'choice', options: ['member'], once: true },
    { name: 'createdAt', label: 'Tanggal daftar', type: 'time', once: true },
  ],
});

/**
 * A claimed coupon: once per member and coupon. Its use at the till is marked once,
 * by an admin, with the sale that used it (a sale's reversal clears the mark).
 */
export const kupon = records({
  collection: 'kupon',
  parent: 'users/{uid}',
  fields: [
    { name: 'waktu', label: 'Waktu klaim', type: 'time', once: true },
    { name: 'status', label: 'Status', type: 'choice', options: ['diklaim'], once: true },
    { name: 'dipakai', label: 'Dipakai', type: 'time', mayLack: true, later: true },
    { ...idOf('penjualan', 'Penjualan'), later: true },
  ],
});

declare module './index' {
  interface Collections {
    users: typeof users;
    kupon: typeof kupon;
  }
}
