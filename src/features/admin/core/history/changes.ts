// What an entry of the history is, for people: pure, tested.
import type { HistoryEntry } from '../data/history-read';
import type { HistoryAction } from '../data/recorded-batch';
import { movedFrom } from '../data/ticket-move';
import { schemaOf } from '../schema';

export const ACTION_LABEL: Record<HistoryAction, string> = {
  buat: 'Dibuat',
  ubah: 'Diubah',
  hapus: 'Dihapus',
  pulihkan: 'Dipulihkan',
  impor: 'Diimpor dari CSV',
  'ubah-massal': 'Ubah harga massal',
  status: 'Status diubah',
  'ganti-kode': 'Kode diganti',
};

/**
 * Whether "Pulihkan versi ini" is offered: the record had a version before this
 * change (a new record had none; deleting it is the form's job), and it is one
 * the admin forms write (tickets and promo requests have their own screens).
 */
export function canRestore(collection: string, change: { before: object | null }): boolean {
  return change.before !== null && schemaOf(collection) !== undefined;
}

/**
 * A ticket's move to a new code ("Ganti kode"): the old code (the entry's id
 * names it) and the new one (the document the entry created); null for any
 * other entry. Seen from one ticket only, the other code may be unknown.
 */
export function codeMove(
  entry: Pick<HistoryEntry, 'id' | 'action' | 'changes'>,
): { from: string; to: string | null } | null {
  if (entry.action !== 'ganti-kode') return null;
  const from = movedFrom(entry.id);
  if (from === null) return null;
  return { from, to: entry.changes.find((c) => c.before === null && c.after !== null)?.docId ?? null };
}
