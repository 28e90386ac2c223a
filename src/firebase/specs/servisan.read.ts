// A repair ticket as the app reads it: the customer's status page imports this, not the
// ticket's spec (servisan.ts), so a visitor downloads only the reader. Old tickets keep
// their history as one text of lines, or as rows with another field name; a date may be
// text the shop once typed.
import { formatDate } from '../../lib/dates';
import { readDate as date } from '../../lib/date-text';
import type { PlainDoc } from '../plain';
import type * as T from '../types';
import { num, text } from './read';

function repairHistory(v: unknown): string[] {
  if (Array.isArray(v)) {
    return v
      .map((h) => {
        if (h && typeof h === 'object') {
          const o = h as Record<string, unknown>;
          const when = date(o.tanggal);
          const label = when ? formatDate(when) : text(o.tanggal);
          const what = text(o.keterangan) || text(o.status) || text(o.catatan);
          return [label, what].filter(Boolean).join(' – ');
        }
        return text(h);
      })
      .filter(Boolean);
  }
  return typeof v === 'string'
    ? v
        .split('\n')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
}

export const toRepairRecord = ({ id, data }: PlainDoc): T.RepairRecord => ({
  code: id,
  nama: text(data.nama),
  perangkat: text(data.perangkat),
  tanggalMasuk: date(data.tanggalMasuk),
  tanggalMasukText: typeof data.tanggalMasuk === 'string' ? data.tanggalMasuk.trim() : '',
  status: text(data.status),
  keluhan: text(data.keluhan),
  historyPerbaikan: repairHistory(data.historyPerbaikan),
  garansi: text(data.garansi),
  total: num(data.total),
  itemList: Array.isArray(data.itemList)
    ? data.itemList
        .filter((i): i is Record<string, unknown> => Boolean(i) && typeof i === 'object')
        .map((i) => ({ nama: text(i.nama), harga: num(i.harga) }))
    : [],
});
