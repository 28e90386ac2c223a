// The promo inbox's reads and writes. The requests are read once per admin
// session and kept in inbox-copy.ts (every filter and count comes from that copy; old
// requests without a time or status are included, which a query ordered by time
// would leave out); the admin's own status changes update the copy, and requests
// sent since are added when the admin comes back to the inbox (checkForNew).
import type { Admin } from '../core/data/recorded-batch';
import { inboxCopy } from './inbox-copy';
import { newestFirst, toPromoRequest, type PromoRequest, type PromoStatus } from './inbox';

export type { Admin };

/**
 * Every request, newest first, read once and kept; `checkForNew` brings in the
 * requests sent since, for when the admin comes back to the inbox.
 *
 * Why a check on return and not a live listener (onSnapshot): the admin runs on
 * Firestore Lite, and a listener needs the full SDK — the member notifications'
 * chunk that carries it is 122 kB of JavaScript (gzip) more on a phone — plus a
 * channel kept open, and a listener is billed one read per document of its page
 * each time it starts (every visit to the inbox: 50 reads for a page of 50, and
 * again after the phone has slept 30 minutes). This check costs one read (a count
 * aggregation: one read per 1,000 requests) and well under 1 kB when nothing is
 * new, plus one read per new request. The inbox is read, left for WhatsApp and come
 * back to, which is exactly when this runs; 'Muat ulang' reads it all afresh.
 */
export const promoRequests = inboxCopy<PromoRequest, PromoStatus>(
  'promo_request',
  toPromoRequest,
  newestFirst,
  'timestamp',
);
