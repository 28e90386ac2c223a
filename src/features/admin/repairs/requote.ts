// A new quote over a customer's answer, pure and tested: the answer (its word,
// time and the amount it answered) moves to the ticket's earlier answers, as
// firestore.rules' requotes() asks, and every part of it leaves the ticket.
import type { Plain } from '../../../firebase/plain';
import { QUOTE_LOG_FIELD, QUOTE_LOG_MAX } from '../../../firebase/specs/servisan';
import type { RepairItem } from '../../../firebase/types';

/** The answer a customer gave that still stands on the stored ticket. */
export const answerStands = (stored: Plain) =>
  stored.persetujuan === 'setuju' || stored.persetujuan === 'tolak';

/**
 * The earlier answers once a new quote replaces the standing one (the oldest
 * dropped when full); {} when no answer stands.
 */
export function withPastAnswer(stored: Plain): Plain {
  if (!answerStands(stored)) return {};
  const log = Array.isArray(stored[QUOTE_LOG_FIELD]) ? (stored[QUOTE_LOG_FIELD] as unknown[]) : [];
  const total = typeof stored.persetujuanTotal === 'number' ? stored.persetujuanTotal : stored.total;
  const entry = {
    persetujuan: stored.persetujuan,
    waktu: stored.persetujuanWaktu ?? null,
    total: typeof total === 'number' ? total : 0,
  };
  return { [QUOTE_LOG_FIELD]: [...log, entry].slice(-QUOTE_LOG_MAX) };
}

const sameItems = (a: unknown, b: readonly RepairItem[]) =>
  Array.isArray(a) &&
  a.length === b.length &&
  a.every((row: unknown, i) => {
    const r = row as Partial<RepairItem> | null;
    return r?.nama === b[i]!.nama && r?.harga === b[i]!.harga;
  });

/** The form changes the quote an answer stands on: its items or its total (then it is a new quote). */
export function changesAnsweredQuote(
  stored: Plain,
  quote: { itemList: readonly RepairItem[]; total: number },
) {
  if (!answerStands(stored)) return false;
  const items = stored.itemList ?? [];
  return !sameItems(items, quote.itemList) || (stored.total ?? 0) !== quote.total;
}
