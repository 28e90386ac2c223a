// The promo inbox's reads and writes. The requests are read once per admin
// session and kept here (every filter and count comes from that copy; old
// requests without a time or status are included, which a query ordered by time
// would leave out); the admin's own status changes update the copy.
import { readCollection, recordedUpdate, type Admin } from '../../../firebase/admin-db';
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

/** Sets a request's status, with its history entry; returns the request as stored. */
export async function setPromoStatus(id: string, status: PromoStatus, by: Admin): Promise<PromoRequest> {
  const { after } = await recordedUpdate(COLLECTION, id, 'status', { status }, by);
  const stored = toPromoRequest({ id, data: after });
  if (copy) {
    const list = await copy.catch(() => null);
    if (list) copy = Promise.resolve(list.map((r) => (r.id === id ? stored : r)));
  }
  return stored;
}
