// A ticket's history (historyPerbaikan): what a status change or a note appends.
import { REPAIR_HISTORY_MAX } from '../../../firebase/specs/servisan';

/** One line of a ticket's history as stored: the customer sees "23 November 2026 – Sedang diservice". */
export interface HistoryLine {
  tanggal: Date;
  keterangan: string;
}

/**
 * The stored history with one line more. Old tickets keep theirs as one text of
 * lines: it becomes a list of those lines (the status page reads both). The
 * oldest lines go when the list would pass what the rules allow.
 */
export function withHistoryLine(stored: unknown, line: HistoryLine): unknown[] {
  const before: unknown[] = Array.isArray(stored)
    ? stored
    : typeof stored === 'string'
      ? stored
          .split('\n')
          .map((s) => s.trim())
          .filter(Boolean)
      : [];
  return [...before, line].slice(-REPAIR_HISTORY_MAX);
}
