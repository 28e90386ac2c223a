// The visitor's promo request: one promo_request document with
// the four fields and the server's time. firestore.rules checks the same limits.
import { PROMO_REQUEST_LIMITS } from '../../../config/limits';
import type { PromoRequestInput } from '../../../firebase/types';
import { addDocument } from '../../../firebase/public-db';

export type { PromoRequestInput };

export const PROMO_REQUEST_FIELDS = ['nama', 'whatsapp', 'alamat', 'pesan'] as const;
export type PromoRequestField = (typeof PROMO_REQUEST_FIELDS)[number];

/** A send that hangs (no network answer) is given up after this long. */
export const SEND_TIMEOUT_MS = 15_000;

/** Trimmed values, cut to the limits the rules enforce. */
export function cleanPromoRequest(input: PromoRequestInput): PromoRequestInput {
  const clean = (field: PromoRequestField) => input[field].trim().slice(0, PROMO_REQUEST_LIMITS[field]);
  return { nama: clean('nama'), whatsapp: clean('whatsapp'), alamat: clean('alamat'), pesan: clean('pesan') };
}

/** The fields that are empty once trimmed. */
export function missingFields(input: PromoRequestInput): PromoRequestField[] {
  return PROMO_REQUEST_FIELDS.filter((f) => !input[f].trim());
}

/** Stores the request; resolves with the new document's id. */
export async function submitPromoRequest(input: PromoRequestInput): Promise<string> {
  const { nama, whatsapp, alamat, pesan } = cleanPromoRequest(input);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Promo request timed out')), SEND_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      addDocument('promo_request', { nama, whatsapp, alamat, pesan }, ['timestamp']),
      timedOut,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
