// How the admin reads a visitor list's state, in one Indonesian line.
import type { ListHealth } from './lists-api';

/** One list's state in a line: in step, or how far behind. */
export function healthText(h: ListHealth): string {
  if (!h.built) return 'belum dibuat (pengunjung membaca koleksi langsung)';
  if (!h.drift) return `sesuai (${h.rows} item)`;
  const parts = [
    h.drift.missing.length && `${h.drift.missing.length} belum tampil`,
    h.drift.changed.length && `${h.drift.changed.length} berbeda`,
    h.drift.extra.length && `${h.drift.extra.length} sudah terhapus`,
  ].filter(Boolean);
  return `tertinggal: ${parts.join(', ')}`;
}
