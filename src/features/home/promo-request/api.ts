// The visitor's promo request: one promo_request document with
// the four fields and the server's time. firestore.rules checks the same limits
// and the same WhatsApp pattern.
//
// The document's id is chosen on the device, once per form, so a request sent
// again after a timeout lands on the same document instead of a second one. The
// rules let a promo_request be created but never overwritten.
import { PHONE_PATTERN } from '../../../config/limits';
import {
  PROMO_REQUEST_FIELDS,
  PROMO_REQUEST_LIMITS,
  type PromoRequestField,
} from '../../../firebase/specs/promo-request';
import type { PromoRequestInput } from '../../../firebase/types';
import { newDocumentId, setDocument } from '../../../firebase/signed-in/lite-db';
import { REQUIRED_MESSAGE, WHATSAPP_INVALID_MESSAGE } from './messages';

export type { PromoRequestInput };

export { PROMO_REQUEST_FIELDS, type PromoRequestField } from '../../../firebase/specs/promo-request';
export type PromoRequestErrors = Partial<Record<PromoRequestField, string>>;

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

/** True when the number, as it would be stored, passes the rules' phone pattern. */
export function isPhoneLike(whatsapp: string): boolean {
  return PHONE_PATTERN.test(cleanPromoRequest({ nama: '', whatsapp, alamat: '', pesan: '' }).whatsapp);
}

/** Each field that cannot be sent as it is, with the message to show beside it. */
export function promoRequestErrors(input: PromoRequestInput): PromoRequestErrors {
  const errors: PromoRequestErrors = {};
  for (const f of missingFields(input)) errors[f] = REQUIRED_MESSAGE;
  if (!errors.whatsapp && !isPhoneLike(input.whatsapp)) errors.whatsapp = WHATSAPP_INVALID_MESSAGE;
  return errors;
}

/** The id a form's request will be stored under; a new one for each new request. */
export function newPromoRequestId(): string {
  return newDocumentId('promo_request');
}

const isPermissionDenied = (e: unknown) =>
  typeof e === 'object' && e !== null && (e as { code?: unknown }).code === 'permission-denied';

/**
 * Stores the request as promo_request/{id}; resolves with the id.
 *
 * `afterUnsureAttempt`: an earlier send with this id failed without an answer from
 * the rules (a timeout, the network), so it may have been stored all the same.
 * Then a refusal means the document is already there (the rules allow no
 * overwrite, and the values passed the same checks in the form): the request
 * was received, and that counts as sent.
 */
export async function submitPromoRequest(
  input: PromoRequestInput,
  id: string,
  { afterUnsureAttempt = false }: { afterUnsureAttempt?: boolean } = {},
): Promise<string> {
  const { nama, whatsapp, alamat, pesan } = cleanPromoRequest(input);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Promo request timed out')), SEND_TIMEOUT_MS);
  });
  try {
    await Promise.race([
      setDocument(`promo_request/${id}`, { nama, whatsapp, alamat, pesan }, ['timestamp']),
      timedOut,
    ]);
    return id;
  } catch (e) {
    if (afterUnsureAttempt && isPermissionDenied(e)) return id;
    throw e;
  } finally {
    clearTimeout(timer);
  }
}

/** True when a failed send was refused by the rules (so nothing was stored). */
export function wasRefused(e: unknown): boolean {
  return isPermissionDenied(e);
}
