// What an entry of the history changed, for people: pure, tested.
import type { HistoryAction } from '../../../firebase/admin-db';

export const ACTION_LABEL: Record<HistoryAction, string> = {
  buat: 'Dibuat',
  ubah: 'Diubah',
  hapus: 'Dihapus',
  pulihkan: 'Dipulihkan',
  impor: 'Diimpor dari CSV',
  'ubah-massal': 'Ubah harga massal',
  status: 'Status diubah',
};

const show = (v: unknown): string =>
  v === undefined || v === null || v === '' ? '-' : Array.isArray(v) ? v.join(', ') : String(v);

/** 'field: old → new' for each field that differs, in a stable order. */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort();
  return keys
    .filter((k) => show(before?.[k]) !== show(after?.[k]))
    .map((k) => ({ field: k, from: show(before?.[k]), to: show(after?.[k]) }));
}

/** The version an entry leads to: after a write, the new fields; after a delete, the deleted ones. */
export function versionOf(action: HistoryAction, change: { before: object | null; after: object | null }) {
  return (action === 'hapus' ? change.before : change.after) as Record<string, unknown> | null;
}
