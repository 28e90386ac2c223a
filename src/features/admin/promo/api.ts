// The promo inbox's reads and writes. The requests are read once per admin
// session and kept here (every filter and count comes from that copy; old
// requests without a time or status are included, which a query ordered by time
// would leave out); the admin's own status changes update the copy, and requests
// sent since are added when the admin comes back to the inbox (checkForNewRequests).
import { countDocs, queryDocs, readCollection } from '../core/data/queries';
import type { Admin } from '../core/data/recorded-batch';
import { recordedUpdate } from '../core/data/recorded-writes';
import { WriteConflict } from '../core/data/versions';
import type { Plain } from '../../../firebase/plain';
import { newestFirst, toPromoRequest, type PromoRequest, type PromoStatus } from './inbox';

export type { Admin };

const COLLECTION = 'promo_request';
let copy: Promise<PromoRequest[]> | null = null;

/** Every request, newest first. */
export function listPromoRequests(): Promise<PromoRequest[]> {
  if (!copy) {
    const read = readCollection(COLLECTION).then((docs) => newestFirst(docs.map(toPromoRequest)));
    copy = read;
    read.catch(() => {
      if (copy === read) copy = null; // a failed read is tried again next time
    });
  }
  return copy;
}

/** Reads the requests afresh ('Muat ulang'). */
export function reloadPromoRequests(): Promise<PromoRequest[]> {
  copy = null;
  return listPromoRequests();
}

/**
 * Requests sent since the inbox was read, for when the admin comes back to it.
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
 *
 * Resolves with the updated list (newest first), or null when nothing changed.
 */
export async function checkForNewRequests(): Promise<PromoRequest[] | null> {
  const list = await listPromoRequests();
  const total = await countDocs(COLLECTION);
  if (total === list.length) return null;
  // Fewer than before (some were deleted): read afresh.
  if (total < list.length) return reloadPromoRequests();
  const newest = await queryDocs(COLLECTION, {
    orderBy: ['timestamp', 'desc'],
    limit: total - list.length,
  });
  const known = new Set(list.map((r) => r.id));
  const merged = newestFirst([...newest.map(toPromoRequest).filter((r) => !known.has(r.id)), ...list]);
  // Not all of them among the newest by time (written without one): read afresh.
  if (merged.length !== total) return reloadPromoRequests();
  copy = Promise.resolve(merged);
  return merged;
}

async function replaceInCopy(id: string, stored: PromoRequest | null) {
  const list = copy && (await copy.catch(() => null));
  if (list) copy = Promise.resolve(list.flatMap((r) => (r.id !== id ? [r] : stored ? [stored] : [])));
}

/** A stored request as the inbox shows it (null: deleted). */
export const promoRequestOf = (id: string, data: Plain | null): PromoRequest | null =>
  data ? toPromoRequest({ id, data }) : null;

/**
 * Sets a request's status, with its history entry, if the request is still the
 * version the admin saw (`request.version`; else WriteConflict, and the inbox's
 * copy holds what is stored now); returns the request as stored.
 */
export async function setPromoStatus(
  request: Pick<PromoRequest, 'id' | 'version'>,
  status: PromoStatus,
  by: Admin,
): Promise<PromoRequest> {
  const { id } = request;
  try {
    const { after } = await recordedUpdate(COLLECTION, id, 'status', { status }, by, request.version);
    const stored = toPromoRequest({ id, data: after });
    await replaceInCopy(id, stored);
    return stored;
  } catch (e) {
    if (e instanceof WriteConflict) await replaceInCopy(id, promoRequestOf(id, e.docs[0]!.stored));
    throw e;
  }
}
