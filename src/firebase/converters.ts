// Plain Firestore data → the app's types, for the documents without a spec
// (profiles, claims, repair tickets; a collection with one reads through
// ./specs/read.ts). Production data is not always tidy: numbers may arrive as
// text, dates as Timestamps or text. Every converter is total: it never throws.
import { formatDate } from '../lib/dates';
import type { PlainDoc } from './plain';
import { readDate as date } from '../lib/date-text';
import { num, text } from './specs/read';
import type * as T from './types';

export { readDate as date } from '../lib/date-text';
export { list, num, rating, text } from './specs/read';

export const toMemberProfile = ({ id, data }: PlainDoc): T.MemberProfile => ({
  uid: id,
  nama: text(data.nama),
  whatsapp: text(data.whatsapp) || text(data.noWa),
  email: text(data.email),
  role: text(data.role),
  createdAt: date(data.createdAt),
});

export const toCouponClaim = ({ id, data }: PlainDoc): T.CouponClaim => ({
  couponId: id,
  waktu: date(data.waktu),
  status: text(data.status),
});

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
