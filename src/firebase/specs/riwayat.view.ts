// riwayat/{entry}: the history of admin writes, one entry per action, in the
// admin's own name at the server's time; nobody changes or deletes one.
// firestore.rules' riwayat block holds the same fields and limits.
import { HISTORY_BATCH_DOCS } from '../../config/limits';
import { records } from './records';

/** What an entry records. */
export const HISTORY_ACTIONS = [
  'buat',
  'ubah',
  'hapus',
  'pulihkan',
  'impor',
  'ubah-massal',
  'status',
  // A ticket moved to a new code (features/admin/core/data/ticket-move.ts).
  'ganti-kode',
] as const;

export const riwayat = records({
  collection: 'riwayat',
  fields: [
    { name: 'uid', label: 'Admin', type: 'signer' },
    { name: 'email', label: 'E-mail admin', type: 'signer' },
    { name: 'waktu', label: 'Waktu', type: 'time', once: true },
    // A collection of the registry whose admin writes are recorded.
    { name: 'collection', label: 'Koleksi', type: 'choice' },
    { name: 'action', label: 'Tindakan', type: 'choice', options: HISTORY_ACTIONS },
    { name: 'docIds', label: 'Dokumen', type: 'list', maxItems: HISTORY_BATCH_DOCS },
    { name: 'items', label: 'Sebelum dan sesudah', type: 'map' },
    // The entry whose version a restore brings back.
    { name: 'dari', label: 'Dari', type: 'text', minLength: 1, maxLength: 200 },
  ],
});

declare module './index' {
  interface Collections {
    riwayat: typeof riwayat;
  }
}
