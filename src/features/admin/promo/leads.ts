// The trade-in inbox's decisions, pure and tested: what a stored lead means, the
// order, the filter counts, the search by reference and the reply on WhatsApp.
import { whatsAppLink } from '../../../lib/chat';
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
  nilaiMin: number;
  nilaiMax: number;
  sumber: string;
  whatsapp: string;
  waktu: Date | null;
  status: LeadStatus;
  version: string | null;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const amount = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const isStatus = (v: unknown): v is LeadStatus =>
  typeof v === 'string' && (LEAD_STATUS as readonly string[]).includes(v);

export function toLead({ id, data }: PlainDoc): Lead {
  return {
    id,
    ref: text(data.ref),
    mode: data.mode === 'jual' ? 'jual' : 'tukar',
    hpLama: text(data.hpLama),
    hpBaru: text(data.hpBaru),
    hargaBaru: typeof data.hargaBaru === 'number' ? data.hargaBaru : null,
    jawaban: text(data.jawaban),
    nilaiMin: amount(data.nilaiMin),
    nilaiMax: amount(data.nilaiMax),
    sumber: text(data.sumber),
    whatsapp: text(data.whatsapp),
    waktu: data.waktu instanceof Date ? data.waktu : null,
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
