// The promo inbox's decisions, pure and tested: what a stored request means
// (legacy documents may lack a status or a time), the order, the filter counts
// and the WhatsApp message an admin sends back.
import { whatsAppLink } from '../../../lib/chat';
import type { PlainDoc } from '../../../firebase/plain';
import { versionOf } from '../core/data/versions';
import { PROMO_REQUEST_STATUS } from '../../../firebase/specs/promo-request';

/** Every status a request may hold (firestore.rules lists the same). */
const STORED = PROMO_REQUEST_STATUS;
export type PromoStatus = (typeof STORED)[number];

/** The statuses an admin gives a request, in the order they happen: Baru → Dihubungi → Jadi / Batal. */
export const PROMO_STATUSES = [
  'baru',
  'dihubungi',
  'jadi',
  'batal',
] as const satisfies readonly PromoStatus[];

export const STATUS_LABEL: Record<PromoStatus, string> = {
  baru: 'Baru',
  dihubungi: 'Dihubungi',
  jadi: 'Jadi',
  batal: 'Batal',
  selesai: 'Selesai',
};

/** The filter: one status (Selesai: requests handled before Jadi / Batal), or every request. */
export type StatusFilter = PromoStatus | 'semua';
export const STATUS_FILTERS: readonly StatusFilter[] = ['semua', ...STORED];
export const FILTER_LABEL: Record<StatusFilter, string> = { semua: 'Semua', ...STATUS_LABEL };

export interface PromoRequest {
  id: string;
  nama: string;
  whatsapp: string;
  alamat: string;
  pesan: string;
  /** When it was sent; null for an old request stored without a time. */
  waktu: Date | null;
  status: PromoStatus;
  /** The version an admin's status change is based on (null: no admin has written it yet). */
  version: string | null;
}

const isStatus = (v: unknown): v is PromoStatus =>
  typeof v === 'string' && (STORED as readonly string[]).includes(v);

/** A request's status: what an admin set, else 'baru' (the public form stores none). */
export function statusOf(data: Record<string, unknown>): PromoStatus {
  return isStatus(data.status) ? data.status : 'baru';
}

const textOf = (v: unknown): string => (typeof v === 'string' ? v : v == null ? '' : String(v));

/** A stored document as the inbox shows it: every field as text. */
export function toPromoRequest({ id, data }: PlainDoc): PromoRequest {
  return {
    id,
    nama: textOf(data.nama),
    whatsapp: textOf(data.whatsapp),
    alamat: textOf(data.alamat),
    pesan: textOf(data.pesan),
    waktu: data.timestamp instanceof Date ? data.timestamp : null,
    status: statusOf(data),
    version: versionOf(data),
  };
}

/** Newest first; requests without a time last (in id order, so the list does not jump). */
export function newestFirst(requests: readonly PromoRequest[]): PromoRequest[] {
  return [...requests].sort((a, b) => {
    if (a.waktu && b.waktu) return b.waktu.getTime() - a.waktu.getTime() || a.id.localeCompare(b.id);
    if (a.waktu) return -1;
    if (b.waktu) return 1;
    return a.id.localeCompare(b.id);
  });
}

/** How many items each filter of an inbox shows: every one, and those of each status. */
export function countStatuses<S extends string>(
  items: readonly { status: S }[],
  statuses: readonly S[],
): Record<S | 'semua', number> {
  const counts = { semua: items.length } as Record<S | 'semua', number>;
  for (const s of statuses) counts[s] = 0;
  for (const i of items) counts[i.status]++;
  return counts;
}

/** How many requests each filter shows. */
export const countByStatus = (requests: readonly PromoRequest[]) => countStatuses(requests, STORED);

export function filterByStatus(requests: readonly PromoRequest[], filter: StatusFilter): PromoRequest[] {
  return filter === 'semua' ? [...requests] : requests.filter((r) => r.status === filter);
}

/** The filter named in the address (?status=baru); anything else is every request. */
export function filterFrom(param: string | null): StatusFilter {
  return isStatus(param) ? param : 'semua';
}

/** The message an admin's chat starts with: the visitor's name and what they asked. */
export function chatMessage(r: Pick<PromoRequest, 'nama' | 'pesan'>): string {
  const nama = r.nama.trim() || 'Kak';
  const pesan = r.pesan.trim();
  const asked = pesan ? `: "${pesan}"` : '';
  return `Halo ${nama}, terima kasih sudah mengajukan promo di ONE GADGET${asked}. Kami ingin membantu menindaklanjuti pengajuan Anda.`;
}

/** The wa.me link to the visitor, built from the digits of their number; null when it has none. */
export function chatHref(r: Pick<PromoRequest, 'nama' | 'pesan' | 'whatsapp'>): string | null {
  return whatsAppLink(r.whatsapp, chatMessage(r));
}
