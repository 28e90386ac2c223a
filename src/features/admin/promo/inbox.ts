// The promo inbox's decisions, pure and tested: the filter counts and the WhatsApp
// message an admin sends back. What a stored request means, and the order, are in
// core/promo-request-read.ts, which the till reads requests with too.
import { whatsAppLink } from '../../../lib/chat';
import { PROMO_REQUEST_STATUS as STORED } from '../../../firebase/specs/promo-request';
import {
  isPromoStatus,
  newestFirst,
  STATUS_LABEL,
  statusOf,
  toPromoRequest,
  type PromoRequest,
  type PromoStatus,
} from '../core/promo-request-read';

export { newestFirst, STATUS_LABEL, statusOf, toPromoRequest, type PromoRequest, type PromoStatus };

/** The statuses an admin gives a request, in the order they happen: Baru → Dihubungi → Jadi / Batal. */
export const PROMO_STATUSES = [
  'baru',
  'dihubungi',
  'jadi',
  'batal',
] as const satisfies readonly PromoStatus[];

/** The filter: one status (Selesai: requests handled before Jadi / Batal), or every request. */
export type StatusFilter = PromoStatus | 'semua';
export const STATUS_FILTERS: readonly StatusFilter[] = ['semua', ...STORED];
export const FILTER_LABEL: Record<StatusFilter, string> = { semua: 'Semua', ...STATUS_LABEL };

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
  return isPromoStatus(param) ? param : 'semua';
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
