// The member's live views: notifications, their coupon claims (marked used at the
// till) and their points. Imported only by those pages, so the full Firestore SDK
// loads in their chunks alone.
import { toNotification } from '../../firebase/specs/member-content';
import { toCouponClaim } from '../../firebase/specs/users.read';
import { watchCollection, watchDocument } from '../../firebase/signed-in/live-db';
import type { CouponClaim, MemberNotification } from '../../firebase/types';
import { sortNewestFirst } from './notifications';
import { POINTS_SHOWN, toPointsEntry, type Points, type PointsEntry } from './points';

/** Live notifikasi, newest first; returns the unsubscribe function. */
export function subscribeNotifications(
  onData: (list: MemberNotification[]) => void,
  onError: (e: Error) => void,
): () => void {
  return watchCollection('notifikasi', (docs) => onData(sortNewestFirst(docs.map(toNotification))), onError);
}

/** The member's coupon claims, live: a claim marked used at the till shows at once. */
export function subscribeClaims(
  uid: string,
  onData: (claims: CouponClaim[]) => void,
  onError: (e: Error) => void,
): () => void {
  return watchCollection(`users/${uid}/kupon`, (docs) => onData(docs.map(toCouponClaim)), onError);
}

/**
 * The member's points, live: the balance (0 before their first points) and the
 * newest POINTS_SHOWN entries, newest first. Calls back once both have answered.
 */
export function subscribePoints(
  uid: string,
  onData: (points: Points) => void,
  onError: (e: Error) => void,
): () => void {
  let saldo: number | undefined;
  let entries: PointsEntry[] | undefined;
  const send = () => {
    if (saldo !== undefined && entries !== undefined) onData({ saldo, entries });
  };
  const stopBalance = watchDocument(
    `poin/${uid}`,
    (d) => {
      const value = d?.data.saldo;
      saldo = typeof value === 'number' && Number.isFinite(value) ? value : 0;
      send();
    },
    onError,
  );
  const stopEntries = watchCollection(
    `poin/${uid}/mutasi`,
    (docs) => {
      entries = docs.map(toPointsEntry);
      send();
    },
    onError,
    { orderBy: ['waktu', 'desc'], limit: POINTS_SHOWN },
  );
  return () => {
    stopBalance();
    stopEntries();
  };
}
