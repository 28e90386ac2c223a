// The tickets list: its groups (ready for pickup first), filters, order and search.
import { COLLECTED_STATUS, isCollected, normaliseStatus, READY_STATUS } from '../../../lib/repair-status';
import { warrantyOf } from '../../../lib/warranty';
import { matchesQuery } from '../../../lib/text';
import type { Ticket } from './ticket-form';
import { underWarranty } from './warranty-end';

export type TicketGroup = 'siap' | 'masuk' | 'diservice' | 'lainnya' | 'diambil';
export type OpenGroup = Exclude<TicketGroup, 'diambil'>;

/** Ready for pickup first: those customers are waiting. */
export const GROUP_ORDER: readonly TicketGroup[] = ['siap', 'masuk', 'diservice', 'lainnya', 'diambil'];

export const GROUP_LABEL: Record<TicketGroup, string> = {
  siap: 'Siap diambil',
  masuk: 'Masuk',
  diservice: 'Sedang diservice',
  lainnya: 'Status lain',
  diambil: 'Sudah diambil',
};

const GROUP_OF: Record<string, TicketGroup> = {
  [normaliseStatus(READY_STATUS)]: 'siap',
  masuk: 'masuk',
  'sedang diservice': 'diservice',
  [normaliseStatus(COLLECTED_STATUS)]: 'diambil',
};

export function groupOf(status: string): TicketGroup {
  return GROUP_OF[normaliseStatus(status)] ?? 'lainnya';
}

/** The list's filter: every open ticket, one group, or the collected tickets still under warranty. */
export type TicketFilter = 'terbuka' | TicketGroup | 'garansi';

export function filterFrom(param: string | null): TicketFilter {
  if (param === 'garansi') return param;
  return (GROUP_ORDER as readonly string[]).includes(param ?? '') ? (param as TicketGroup) : 'terbuka';
}

/** A collected ticket's warranty (null before pickup, or without one). */
export const ticketWarranty = (t: Ticket, now: Date) =>
  isCollected(t.status) ? warrantyOf(t.diambilPada, t.garansiHari, now) : null;

function inFilter(t: Ticket, filter: TicketFilter, now: Date): boolean {
  if (filter === 'terbuka') return groupOf(t.status) !== 'diambil';
  // As the list's query: by the end each admin write stores (warranty-end.ts).
  if (filter === 'garansi') return underWarranty(t.garansiSampai ?? null, now);
  return groupOf(t.status) === filter;
}

/** Ready first, then along the flow; newest first within a group (undated last). */
export function sortTickets(tickets: readonly Ticket[]): Ticket[] {
  const rank = (t: Ticket) => GROUP_ORDER.indexOf(groupOf(t.status));
  return [...tickets].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (b.tanggalMasuk?.getTime() ?? -Infinity) - (a.tanggalMasuk?.getTime() ?? -Infinity) ||
      a.code.localeCompare(b.code),
  );
}

export function countByGroup(tickets: readonly Ticket[]): Record<TicketGroup, number> {
  const counts: Record<TicketGroup, number> = { siap: 0, masuk: 0, diservice: 0, lainnya: 0, diambil: 0 };
  for (const t of tickets) counts[groupOf(t.status)]++;
  return counts;
}

/** The tickets a filter and a search (code, name or device) show, in the list's order. */
export function shownTickets(
  tickets: readonly Ticket[],
  filter: TicketFilter,
  search: string,
  now = new Date(),
): Ticket[] {
  return sortTickets(
    tickets.filter((t) => inFilter(t, filter, now) && matchesQuery(search, t.code, t.nama, t.perangkat)),
  );
}
