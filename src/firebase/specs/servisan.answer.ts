// The customer's answer to a quote as a line of the ticket's history, for the
// admin's screens: the answer is a field of its own (the rules let a visitor
// write nothing else), and the staff read it in the history where it happened.
// Apart from servisan.read.ts so the customer's page (which shows the answer
// beside the steps) carries none of it.
import { formatDate } from '../../lib/dates';
import type { PlainDoc } from '../plain';
import type * as T from '../types';
import { historyRows } from './servisan.read';

/** The line the customer's answer adds to the history. */
export const QUOTE_ANSWER_LINES = {
  setuju: 'Biaya disetujui pelanggan',
  tolak: 'Biaya ditolak pelanggan',
} as const;

/** The ticket's history with the answer's line placed by its time (lines added after it come after it). */
export function historyWithAnswer(record: T.RepairRecord, data: PlainDoc['data']): string[] {
  const answer = record.quoteAnswer;
  if (!answer) return record.historyPerbaikan;
  const rows = historyRows(data.historyPerbaikan);
  const at = answer.at;
  const line = [at ? formatDate(at) : '', QUOTE_ANSWER_LINES[answer.answer]].filter(Boolean).join(' – ');
  const next = at ? rows.findIndex((r) => r.when !== null && r.when > at) : -1;
  rows.splice(next < 0 ? rows.length : next, 0, { when: at, what: '', line });
  return rows.map((r) => r.line).filter(Boolean);
}
