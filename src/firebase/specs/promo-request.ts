// promo_request: a visitor asks for a promo from the home page's form; an admin
// marks it handled; what the visitor wrote stays as written. The form's limits come from here (the home page imports this
// file alone); firestore.rules' promo_request block holds the same.
import { PHONE_PATTERN } from '../../config/limits';
import { limitsOf, records } from './records';

// Jadi / Batal: whether the request became a deal; 'selesai' is what requests handled
// before those outcomes existed still hold.
export const PROMO_REQUEST_STATUS = ['baru', 'dihubungi', 'jadi', 'batal', 'selesai'] as const;

export const promoRequest = records({
  collection: 'promo_request',
  recorded: true,
  fields: [
    { name: 'nama', label: 'Nama', type: 'text', required: true, maxLength: 100, once: true },
    {
      name: 'whatsapp',
      label: 'WhatsApp',
      type: 'text',
      required: true,
      minLength: 6,
      maxLength: 20,
      pattern: PHONE_PATTERN,
      once: true,
    },
    { name: 'alamat', label: 'Alamat', type: 'text', required: true, maxLength: 200, once: true },
    { name: 'pesan', label: 'Pesan', type: 'longtext', required: true, maxLength: 1000, once: true },
    { name: 'timestamp', label: 'Waktu pengajuan', type: 'time', once: true },
    { name: 'status', label: 'Status', type: 'choice', options: PROMO_REQUEST_STATUS, later: true },
  ],
});

type FormField = Exclude<(typeof promoRequest.fields)[number], { later: true } | { type: 'time' }>;
export type PromoRequestField = FormField['name'];

/** What the visitor's form asks, in its order: the fields but the server's time and the admin's status. */
export const PROMO_REQUEST_FIELDS = promoRequest.fields
  .filter((f) => f.type !== 'time' && !('later' in f))
  .map((f) => f.name as PromoRequestField);

/** The form's fields' most characters. */
export const PROMO_REQUEST_LIMITS = limitsOf(promoRequest, PROMO_REQUEST_FIELDS);
