// A repair ticket as the app reads it: the customer's status page imports this, not the
// ticket's spec (servisan.ts), so a visitor downloads only the reader. Old tickets keep
// their history as one text of lines, or as rows with another field name; a date may be
// text the shop once typed. The record's type comes from the spec (types.ts), so a field
// added there must be read here.
import { formatDate } from '../../lib/dates';
import { readDate as date } from '../../lib/date-text';
import type { PlainDoc } from '../plain';
import type * as T from '../types';
import { num, text } from './read';

/** An answer as stored: on the ticket (persetujuan…) or as an entry of riwayatPersetujuan. */
function answerOf(answer: unknown, at: unknown, total: unknown): T.QuoteAnswer | null {
  return answer === 'setuju' || answer === 'tolak'
    ? { answer, at: date(at), total: typeof total === 'number' ? total : null }
    : null;
}

const quoteAnswer = (data: PlainDoc['data']) =>
  answerOf(data.persetujuan, data.persetujuanWaktu, data.persetujuanTotal);

/** The answers new quotes replaced, oldest first. */
const pastAnswers = (v: unknown): T.QuoteAnswer[] =>
  Array.isArray(v)
    ? v.flatMap((e: unknown) => {
        const o = e && typeof e === 'object' ? (e as Record<string, unknown>) : {};
        return answerOf(o.persetujuan, o.waktu, o.total) ?? [];
      })
    : [];

export interface HistoryRow {
  when: Date | null;
  what: string;
  line: string;
}

/** A history's lines with their dates (null when a line has none). */
export function historyRows(v: unknown): HistoryRow[] {
  return Array.isArray(v)
    ? v.map((h) => {
        if (h && typeof h === 'object') {
          const o = h as Record<string, unknown>;
          const when = date(o.tanggal);
          const label = when ? formatDate(when) : text(o.tanggal);
          const what = text(o.keterangan) || text(o.status) || text(o.catatan);
          return { when, what, line: [label, what].filter(Boolean).join(' – ') };
        }
        return { when: null, what: '', line: text(h) };
      })
    : typeof v === 'string'
      ? v.split('\n').map((s) => ({ when: null, what: '', line: s.trim() }))
      : [];
}

/** When the device was collected: the latest dated 'Diambil' line a status change wrote. */
const collectedAt = (rows: HistoryRow[]) =>
  [...rows].reverse().find((r) => r.when && r.what.toLowerCase() === 'diambil')?.when ?? null;

export const toRepairRecord = ({ id, data }: PlainDoc): T.RepairRecord => {
  const answer = quoteAnswer(data);
  const rows = historyRows(data.historyPerbaikan);
  return {
    code: id,
    nama: text(data.nama),
    perangkat: text(data.perangkat),
    tanggalMasuk: date(data.tanggalMasuk),
    tanggalMasukText: typeof data.tanggalMasuk === 'string' ? data.tanggalMasuk.trim() : '',
    status: text(data.status),
    keluhan: text(data.keluhan),
    historyPerbaikan: rows.map((r) => r.line).filter(Boolean),
    garansi: text(data.garansi),
    total: num(data.total),
    itemList: Array.isArray(data.itemList)
      ? data.itemList
          .filter((i): i is Record<string, unknown> => Boolean(i) && typeof i === 'object')
          .map((i) => ({ nama: text(i.nama), harga: num(i.harga) }))
      : [],
    garansiHari: num(data.garansiHari),
    diambilPada: collectedAt(rows),
    quoteAnswer: answer,
    pastAnswers: pastAnswers(data.riwayatPersetujuan),
  };
};
