// The admin area's reads and writes.
import { readHistoryEntry } from './core/data/history-read';
import { countDocs } from './core/data/queries';
import { signOutMember } from '../../firebase/signed-in/auth';
import type { StockedCollection } from '../../firebase/specs';

export function logout(): Promise<void> {
  return signOutMember();
}

/** The catalogue collections that hold a stock count, each by its list's title. */
export { STOCKED, type StockedCollection } from '../../firebase/specs';

/** Items with stok 0 or less in one collection. */
export function countOutOfStock(collection: StockedCollection): Promise<number> {
  return countDocs(collection, [['stok', '<=', 0]]);
}

/** Statuses an admin gives a promo request once it is handled; anything else is new. */
export const HANDLED_PROMO_STATUSES = ['dihubungi', 'jadi', 'batal', 'selesai'] as const;

/**
 * Promo requests nobody has handled yet. Requests from the public form carry no
 * status at all, and a count cannot select a missing field: all minus the handled.
 */
export async function countNewPromoRequests(): Promise<number> {
  const [all, handled] = await Promise.all([
    countDocs('promo_request'),
    countDocs('promo_request', [['status', 'in', [...HANDLED_PROMO_STATUSES]]]),
  ]);
  return all - handled;
}

/** Who saved a version (its history entry) and when; null when the entry is gone. */
export async function savedBy(entry: string): Promise<{ email: string; waktu: Date | null } | null> {
  const found = await readHistoryEntry(entry, '');
  return found && { email: found.email, waktu: found.waktu };
}

/**
 * Monday 00:00 in Bali (UTC+8, no daylight saving) of the week holding `now`: the
 * shop's week, whatever the admin's phone is set to.
 */
export function baliWeekStart(now: Date): Date {
  const BALI = 8 * 3_600_000;
  const local = new Date(now.getTime() + BALI);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - sinceMonday);
  return new Date(midnight - BALI);
}

/** Trade-in leads sent this week, and how many of them became Jadi. */
export const countLeadsThisWeek = (now = new Date()) => countLeadsSince(baliWeekStart(now));

/** Trade-in leads sent since `from`, and how many of them became Jadi: two count aggregations. */
export async function countLeadsSince(from: Date): Promise<{ total: number; jadi: number }> {
  const [total, jadi] = await Promise.all([
    countDocs('tukar_tambah', [['waktu', '>=', from]]),
    countDocs('tukar_tambah', [
      ['status', '==', 'jadi'],
      ['waktu', '>=', from],
    ]),
  ]);
  return { total, jadi };
}
