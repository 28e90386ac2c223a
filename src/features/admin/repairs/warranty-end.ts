// A ticket's stored warranty end (garansiSampai): the last day covered, which the
// admin's "Dalam garansi" queries. Worked out from the ticket as a write leaves it
// (status, the history's pickup line, garansiHari) with the status page's own
// function, so the list and the customer never disagree. Pure and tested.
import type { Plain } from '../../../firebase/plain';
import { WARRANTY_END_FIELD } from '../../../firebase/specs/servisan';
import { toRepairRecord } from '../../../firebase/specs/servisan.read';
import { isCollected } from '../../../lib/repair-status';
import { warrantyLastDay, witaDayStart } from '../../../lib/warranty';

/** The warranty's last day of a ticket stored as `data`: null before pickup or without a warranty. */
export function warrantyEndOf(data: Plain): Date | null {
  const t = toRepairRecord({ id: '', data });
  return isCollected(t.status) ? warrantyLastDay(t.diambilPada, t.garansiHari) : null;
}

/** The stored end, kept by every admin write of a ticket (null removes it). */
export const withWarrantyEnd = (after: Plain) => ({ [WARRANTY_END_FIELD]: warrantyEndOf(after) });

/** The stored end as a date; null when the ticket has none. */
export function storedWarrantyEnd(data: Plain): Date | null {
  const v = data[WARRANTY_END_FIELD];
  return v instanceof Date ? v : null;
}

/** Under warranty today (WITA): its last day is today or later, as the list's query asks. */
export const underWarranty = (end: Date | null, now: Date) =>
  end !== null && end.getTime() >= witaDayStart(now).getTime();

/**
 * The end a ticket written before the field existed should store, when it lacks
 * it or holds another: null when there is nothing to write (none is due, or it
 * is stored already).
 */
export function missingWarrantyEnd(data: Plain): Date | null {
  const end = warrantyEndOf(data);
  return end && storedWarrantyEnd(data)?.getTime() !== end.getTime() ? end : null;
}
