// Pure notification logic: newest first, and which ones are new for a member.
import type { MemberNotification } from '../../firebase/types';
import { parseDateText } from '../../lib/date-text';
import { formatDate, formatDateTime } from '../../lib/dates';

const time = (n: MemberNotification) => n.tanggal?.getTime() ?? Number.NEGATIVE_INFINITY;

/**
 * Newest first, whether tanggal was a Timestamp or text ('12 Juni 2025').
 * Notifications whose date cannot be read go last, in their original order.
 */
export function sortNewestFirst(list: readonly MemberNotification[]): MemberNotification[] {
  return list
    .map((n, i) => ({ n, i }))
    .sort((a, b) => {
      const ta = time(a.n);
      const tb = time(b.n);
      if (ta === tb) return a.i - b.i;
      return tb > ta ? 1 : -1;
    })
    .map(({ n }) => n);
}

/** New = dated after the member last opened the notifications page; all are new before the first visit. */
export function isNew(n: MemberNotification, lastSeen: Date | null): boolean {
  if (!lastSeen) return true;
  return n.tanggal !== null && n.tanggal.getTime() > lastSeen.getTime();
}

export function countNew(list: readonly MemberNotification[], lastSeen: Date | null): number {
  return list.filter((n) => isNew(n, lastSeen)).length;
}

/**
 * What to remember as "seen up to" after showing `list`: now, or the newest
 * date shown if that lies in the future (so a future-dated note is not new forever).
 */
export function seenUntil(list: readonly MemberNotification[], now: Date): Date {
  const newest = Math.max(now.getTime(), ...list.map(time));
  return new Date(newest);
}

/**
 * The date in one Indonesian form, however the admin wrote it: '12 Juni 2025',
 * with ' pukul 10.00' when there is a time ('12/06/2025' and 'June 12, 2025'
 * read the same way). Text that is not a date is shown as written.
 */
export function dateLabel(n: MemberNotification): string {
  if (n.tanggalText) {
    const parsed = parseDateText(n.tanggalText);
    if (!parsed) return n.tanggalText;
    return parsed.hasTime ? formatDateTime(parsed.date) : formatDate(parsed.date);
  }
  return n.tanggal ? formatDateTime(n.tanggal) : '';
}
