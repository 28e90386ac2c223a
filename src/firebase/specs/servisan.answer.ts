// The customer's answers to quotes as lines of the ticket's history, for the
// admin's screens: an answer is a field of its own (the rules let a visitor
// write nothing else), and the staff read it in the history where it happened,
// with the amount it answered; answers a new quote replaced stay there too.
// Apart from servisan.read.ts so the customer's page carries none of it.
import { formatRupiah } from '../../lib/currency';
import { formatDateTime } from '../../lib/dates';
import type { PlainDoc } from '../plain';
import type * as T from '../types';
import { historyRows, type HistoryRow } from './servisan.read';

/** The line an answer adds to the history. */
export const QUOTE_ANSWER_LINES = {
  setuju: 'Biaya disetujui pelanggan',
  tolak: 'Biaya ditolak pelanggan',
} as const;

/** An answer as a history line: '29 November 2026 pukul 13.22 – Biaya ditolak pelanggan: Rp 850.000'. */
export function answerLine(answer: T.QuoteAnswer): string {
  const what =
    QUOTE_ANSWER_LINES[answer.answer] + (answer.total === null ? '' : `: ${formatRupiah(answer.total)}`);
  return [answer.at ? formatDateTime(answer.at) : '', what].filter(Boolean).join(' – ');
}

/** The ticket's history with each answer's line placed by its time (lines added after it come after it). */
export function historyWithAnswer(record: T.RepairRecord, data: PlainDoc['data']): string[] {
  const answers = [...record.pastAnswers, ...(record.quoteAnswer ? [record.quoteAnswer] : [])];
  if (answers.length === 0) return record.historyPerbaikan;
  const rows: HistoryRow[] = historyRows(data.historyPerbaikan);
  for (const answer of answers) {
    const at = answer.at;
    const next = at ? rows.findIndex((r) => r.when !== null && r.when > at) : -1;
    rows.splice(next < 0 ? rows.length : next, 0, { when: at, what: '', line: answerLine(answer) });
  }
  return rows.map((r) => r.line).filter(Boolean);
}
