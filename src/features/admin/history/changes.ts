// What an entry of the history is, for people: pure, tested.
import type { HistoryAction } from '../../../firebase/admin-db';
import { schemaOf } from '../catalogue/schema';

export const ACTION_LABEL: Record<HistoryAction, string> = {
  buat: 'Dibuat',
  ubah: 'Diubah',
  hapus: 'Dihapus',
  pulihkan: 'Dipulihkan',
  impor: 'Diimpor dari CSV',
  'ubah-massal': 'Ubah harga massal',
  status: 'Status diubah',
};

/**
 * Whether "Pulihkan versi ini" is offered: the record had a version before this
 * change (a new record had none; deleting it is the form's job), and it is one
 * the admin forms write (tickets and promo requests have their own screens).
 */
export function canRestore(collection: string, change: { before: object | null }): boolean {
  return change.before !== null && schemaOf(collection) !== undefined;
}
