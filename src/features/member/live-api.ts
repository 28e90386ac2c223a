// The one realtime view (member notifications). Imported only by
// NotificationsPage, so the full Firestore SDK loads in that chunk alone.
import { toNotification } from '../../firebase/specs/member-content';
import { watchCollection } from '../../firebase/signed-in/live-db';
import type { MemberNotification } from '../../firebase/types';
import { sortNewestFirst } from './notifications';

/** Live notifikasi, newest first; returns the unsubscribe function. */
export function subscribeNotifications(
  onData: (list: MemberNotification[]) => void,
  onError: (e: Error) => void,
): () => void {
  return watchCollection('notifikasi', (docs) => onData(sortNewestFirst(docs.map(toNotification))), onError);
}
