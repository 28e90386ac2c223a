// Pure notification logic: newest first, and which ones are new for a member.
import type { MemberNotification } from '../../firebase/types';
import { parseDateText } from '../../lib/date-text';
import { dayEnd, formatDate, formatDateTime, formatShortDate, isoDay } from '../../lib/dates';

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

/** A promo whose last day (berlakuSampai) is over in Bali; one without a last day never ends. */
export function hasEnded(n: Pick<MemberNotification, 'berlakuSampai'>, now: Date): boolean {
  const end = dayEnd(n.berlakuSampai);
  return end !== null && now.getTime() >= end.getTime();
}

/**
 * New = dated after the member last opened the notifications page; all are new
 * before the first visit. A promo that has ended is never new: it offers nothing.
 */
export function isNew(n: MemberNotification, lastSeen: Date | null, now = new Date()): boolean {
  if (hasEnded(n, now)) return false;
  if (!lastSeen) return true;
  return n.tanggal !== null && n.tanggal.getTime() > lastSeen.getTime();
}

export function countNew(
  list: readonly MemberNotification[],
  lastSeen: Date | null,
  now = new Date(),
): number {
  return list.filter((n) => isNew(n, lastSeen, now)).length;
}

/** 'Berlaku sampai 30 Jun 2025', or 'Sudah berakhir' once that day is over; '' without a last day. */
export function endLabel(n: Pick<MemberNotification, 'berlakuSampai'>, now: Date): string {
  const day = isoDay(n.berlakuSampai);
  if (!day) return '';
  return hasEnded(n, now) ? 'Sudah berakhir' : `Berlaku sampai ${formatShortDate(day)}`;
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
