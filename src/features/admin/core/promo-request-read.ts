// A stored promo request as the admin's screens read it (the promo inbox, the till):
// legacy documents may lack a status or a time.
import type { PlainDoc } from '../../../firebase/plain';
import { PROMO_REQUEST_STATUS } from '../../../firebase/specs/promo-request';
import { versionOf } from './data/versions';

/** Every status a request may hold (firestore.rules lists the same). */
export type PromoStatus = (typeof PROMO_REQUEST_STATUS)[number];

export const STATUS_LABEL: Record<PromoStatus, string> = {
  baru: 'Baru',
  dihubungi: 'Dihubungi',
  jadi: 'Jadi',
  batal: 'Batal',
  selesai: 'Selesai',
};

export interface PromoRequest {
  id: string;
  nama: string;
  whatsapp: string;
  alamat: string;
  pesan: string;
  /** When it was sent; null for an old request stored without a time. */
  waktu: Date | null;
  status: PromoStatus;
  /** The version an admin's status change is based on (null: no admin has written it yet). */
  version: string | null;
}

export const isPromoStatus = (v: unknown): v is PromoStatus =>
  typeof v === 'string' && (PROMO_REQUEST_STATUS as readonly string[]).includes(v);

/** A request's status: what an admin set, else 'baru' (the public form stores none). */
export function statusOf(data: Record<string, unknown>): PromoStatus {
  return isPromoStatus(data.status) ? data.status : 'baru';
}

const textOf = (v: unknown): string => (typeof v === 'string' ? v : v == null ? '' : String(v));

/** A stored document as the inbox shows it: every field as text. */
export function toPromoRequest({ id, data }: PlainDoc): PromoRequest {
  return {
    id,
    nama: textOf(data.nama),
    whatsapp: textOf(data.whatsapp),
    alamat: textOf(data.alamat),
    pesan: textOf(data.pesan),
    waktu: data.timestamp instanceof Date ? data.timestamp : null,
    status: statusOf(data),
    version: versionOf(data),
  };
}

/** Newest first; requests without a time last (in id order, so the list does not jump). */
export function newestFirst(requests: readonly PromoRequest[]): PromoRequest[] {
  return [...requests].sort((a, b) => {
    if (a.waktu && b.waktu) return b.waktu.getTime() - a.waktu.getTime() || a.id.localeCompare(b.id);
    if (a.waktu) return -1;
    if (b.waktu) return 1;
    return a.id.localeCompare(b.id);
  });
}
