// The trade-in inbox's decisions, pure and tested: what a stored lead means (its
// last answers sent, and when they were sent again), the order, the filter counts,
// the search by reference, the top-up and the reply on WhatsApp.
import { whatsAppLink } from '../../../lib/chat';
import { formatRupiah } from '../../../lib/currency';
import { LEAD_STATUS, type LeadStatus } from '../../../firebase/specs/tukar-tambah';
import type { PlainDoc } from '../../../firebase/plain';
import { versionOf } from '../core/data/versions';
import { countStatuses } from './inbox';

export { LEAD_STATUS, type LeadStatus };

export type LeadFilter = LeadStatus | 'semua';
export const LEAD_FILTERS: readonly LeadFilter[] = ['semua', ...LEAD_STATUS];

export interface Lead {
  id: string;
  ref: string;
  mode: 'tukar' | 'jual';
  hpLama: string;
  hpBaru: string;
  hargaBaru: number | null;
  jawaban: string;
  /** The questions the visitor skipped, as sent ('Kamera, Speaker'); '' when none. */
  dilewati: string;
  nilaiMin: number;
  nilaiMax: number;
  sumber: string;
  nama: string;
  whatsapp: string;
  waktu: Date | null;
  /** When the visitor sent corrected answers ("Kirim ulang"), in order: the lead holds the last ones. */
  kirimUlang: Date[];
  status: LeadStatus;
  version: string | null;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const amount = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const isStatus = (v: unknown): v is LeadStatus =>
  typeof v === 'string' && (LEAD_STATUS as readonly string[]).includes(v);

/** The resends' times by their number ('1', '2', …), in that order. */
function resends(v: unknown): Date[] {
  if (typeof v !== 'object' || v === null) return [];
  return Object.entries(v as Record<string, unknown>)
    .filter((e): e is [string, Date] => e[1] instanceof Date)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, at]) => at);
}

export function toLead({ id, data }: PlainDoc): Lead {
  return {
    id,
    ref: text(data.ref),
    mode: data.mode === 'jual' ? 'jual' : 'tukar',
    hpLama: text(data.hpLama),
    hpBaru: text(data.hpBaru),
    hargaBaru: typeof data.hargaBaru === 'number' ? data.hargaBaru : null,
    jawaban: text(data.jawaban),
    dilewati: text(data.dilewati),
    nilaiMin: amount(data.nilaiMin),
    nilaiMax: amount(data.nilaiMax),
    sumber: text(data.sumber),
    nama: text(data.nama),
    whatsapp: text(data.whatsapp),
    waktu: data.waktu instanceof Date ? data.waktu : null,
    kirimUlang: resends(data.kirimUlang),
    status: isStatus(data.status) ? data.status : 'baru',
    version: versionOf(data),
  };
}

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
  return isStatus(param) ? param : 'semua';
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
