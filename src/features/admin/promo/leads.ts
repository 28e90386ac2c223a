// The trade-in inbox's decisions, pure and tested: the order, the filter counts, the
// search by reference, the top-up and the reply on WhatsApp. What a stored lead means
// is read in core/lead-read.ts, which the till reads it with too.
import { whatsAppLink } from '../../../lib/chat';
import { formatRupiah } from '../../../lib/currency';
import { LEAD_STATUS, type LeadStatus } from '../../../firebase/specs/tukar-tambah';
import { isLeadStatus, toLead, type Lead } from '../core/lead-read';
import { countStatuses } from './inbox';

export { LEAD_STATUS, toLead, type Lead, type LeadStatus };

export type LeadFilter = LeadStatus | 'semua';
export const LEAD_FILTERS: readonly LeadFilter[] = ['semua', ...LEAD_STATUS];

export function newestFirst(leads: readonly Lead[]): Lead[] {
  return [...leads].sort(
    (a, b) => (b.waktu?.getTime() ?? 0) - (a.waktu?.getTime() ?? 0) || a.id.localeCompare(b.id),
  );
}

export const countByStatus = (leads: readonly Lead[]) => countStatuses(leads, LEAD_STATUS);

/** The leads of a filter whose reference holds what was typed ('4821', 'tt-4821'). */
export function findLeads(leads: readonly Lead[], filter: LeadFilter, typed: string): Lead[] {
  const q = typed.trim().toUpperCase().replace(/\s+/g, '');
  return leads.filter((l) => (filter === 'semua' || l.status === filter) && (!q || l.ref.includes(q)));
}

export function leadFilterFrom(param: string | null): LeadFilter {
  return isLeadStatus(param) ? param : 'semua';
}

/** The admin's reply, naming the reference the visitor was given. */
export function replyMessage(l: Pick<Lead, 'ref' | 'hpLama' | 'mode'>): string {
  const what = l.mode === 'tukar' ? 'tukar tambah' : 'jual';
  return `Halo Kak, terima kasih sudah cek ${what} ${l.hpLama} di ONE GADGET (referensi ${l.ref}). Kapan bisa mampir ke toko untuk pengecekan?`;
}

/** The wa.me link to the visitor; null when they left no number. */
export function replyHref(l: Pick<Lead, 'ref' | 'hpLama' | 'mode' | 'whatsapp'>): string | null {
  return l.whatsapp ? whatsAppLink(l.whatsapp, replyMessage(l)) : null;
}

/** Leads sent since `from`, and how many of them became Jadi (the dashboard). */
export function leadsSince(leads: readonly Lead[], from: Date): { total: number; jadi: number } {
  const recent = leads.filter((l) => l.waktu && l.waktu >= from);
  return { total: recent.length, jadi: recent.filter((l) => l.status === 'jadi').length };
}

/**
 * What the visitor adds on top of the old phone for the new one (a trade-in with its
 * price): the new price less the top of the range, up to less its bottom. Negative:
 * the shop pays. Null for a sale.
 */
export function topUp(l: Pick<Lead, 'mode' | 'hargaBaru' | 'nilaiMin' | 'nilaiMax'>): {
  min: number;
  max: number;
} | null {
  if (l.mode !== 'tukar' || l.hargaBaru === null) return null;
  return { min: l.hargaBaru - l.nilaiMax, max: l.hargaBaru - l.nilaiMin };
}

const rangeOf = (min: number, max: number) =>
  min === max ? formatRupiah(min) : `${formatRupiah(min)} – ${formatRupiah(max)}`;

/** The top-up in words: the customer adds, the shop pays, or either way. */
export function topUpText(r: { min: number; max: number }): string {
  if (r.min >= 0) return `Pelanggan menambah ${rangeOf(r.min, r.max)}`;
  if (r.max <= 0) return `Toko membayar ${rangeOf(-r.max, -r.min)}`;
  return `Antara toko membayar ${formatRupiah(-r.min)} dan pelanggan menambah ${formatRupiah(r.max)}`;
}
