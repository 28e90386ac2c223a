// tukar_tambah: a lead from the calculator's "Kirim ke WhatsApp": the phones, the
// answers of "Cek kondisi HP lama" in words and the questions skipped, the value
// range, a short reference the shop can quote back (claimed in tukar_tambah_ref, so
// never given twice), where the visit came from (as the chat taps know it) and,
// only when the visitor typed them, a name and a WhatsApp number. Visitors create
// one and never read it; the same visitor may send corrected answers again
// ("Kirim ulang", each one a time in kirimUlang) until an admin moves its status
// along. firestore.rules' tukar_tambah block holds the same limits.
import { idOf, limitsOf, records } from './records';

export const LEAD_STATUS = ['baru', 'dihubungi', 'jadi', 'batal'] as const;
export type LeadStatus = (typeof LEAD_STATUS)[number];

/** A reference: TT- and four digits, short enough to read out in a chat. */
export const LEAD_REF_PATTERN = /^TT-[0-9]{4}$/;
export const LEAD_SOURCE_PATTERN = /^[a-z0-9-]{1,20}$/;

/**
 * A WhatsApp number as a person writes one: 8–15 digits, a + in front at most, single
 * spaces or dashes between them ('0812 3456 7890', '+62 812-3456-7890', '+61 412 345 678').
 */
export const LEAD_WHATSAPP_PATTERN = /^[+]?[0-9]([ -]?[0-9]){7,14}$/;

/** The most a lead's amounts may be: more than any used (or new) phone is worth. Not AMOUNT_MAX. */
export const LEAD_AMOUNT_MAX = 100_000_000;

/** How many times one lead may be sent again with corrected answers. */
export const LEAD_RESENDS_MAX = 10;

/** A lead's document id: Firestore's random 20 characters, never shown (it lets its sender resend). */
export const LEAD_ID_PATTERN = /^[A-Za-z0-9]{20}$/;

const money = (name: string, label: string) =>
  ({ name, label, type: 'number', min: 0, max: LEAD_AMOUNT_MAX }) as const;

export const tukarTambah = records({
  collection: 'tukar_tambah',
  recorded: true,
  fields: [
    {
      name: 'ref',
      label: 'Referensi',
      type: 'text',
      required: true,
      minLength: 7,
      maxLength: 7,
      pattern: LEAD_REF_PATTERN,
      once: true,
    },
    {
      name: 'mode',
      label: 'Jenis',
      type: 'choice',
      required: true,
      options: ['tukar', 'jual'],
      optionLabels: { tukar: 'Tukar tambah', jual: 'Jual HP' },
      once: true,
    },
    { name: 'hpLama', label: 'HP lama', type: 'text', required: true, maxLength: 120, once: true },
    {
      name: 'hpBaru',
      label: 'HP baru',
      type: 'text',
      minLength: 1,
      maxLength: 120,
      mayLack: true,
      once: true,
    },
    { ...money('hargaBaru', 'Harga HP baru'), mayLack: true, once: true },
    { name: 'jawaban', label: 'Kondisi', type: 'longtext', maxLength: 600, resend: true },
    {
      name: 'dilewati',
      label: 'Tidak dijawab',
      type: 'longtext',
      minLength: 1,
      maxLength: 300,
      mayLack: true,
      resend: true,
    },
    { ...money('nilaiMin', 'Perkiraan terendah'), required: true, resend: true },
    { ...money('nilaiMax', 'Perkiraan tertinggi'), required: true, resend: true },
    {
      name: 'sumber',
      label: 'Sumber',
      type: 'text',
      required: true,
      maxLength: 20,
      pattern: LEAD_SOURCE_PATTERN,
      once: true,
    },
    { name: 'nama', label: 'Nama', type: 'text', minLength: 1, maxLength: 60, mayLack: true, once: true },
    {
      name: 'whatsapp',
      label: 'WhatsApp',
      type: 'text',
      minLength: 8,
      maxLength: 20,
      pattern: LEAD_WHATSAPP_PATTERN,
      mayLack: true,
      once: true,
    },
    { name: 'waktu', label: 'Waktu', type: 'time', once: true },
    {
      // Each "Kirim ulang" at the server's time, under its number ('1', '2', …): a list
      // cannot take the server's time, a map's entry can.
      name: 'kirimUlang',
      label: 'Dikirim ulang',
      type: 'map',
      maxItems: LEAD_RESENDS_MAX,
      later: true,
      resend: true,
    },
    {
      name: 'status',
      label: 'Status',
      type: 'choice',
      options: LEAD_STATUS,
      optionLabels: { baru: 'Baru', dihubungi: 'Dihubungi', jadi: 'Jadi', batal: 'Batal' },
      later: true,
    },
    // Sold at the till (Kasir): what its sales came to, and the latest sale's id; set
    // with 'jadi' only in that sale's transaction (firestore.rules: leadSale).
    { ...money('jumlah', 'Terjual'), mayLack: true, later: true },
    { ...idOf('penjualan', 'Penjualan'), later: true },
  ],
});

/** The texts' most characters, as the rules hold them. */
export const LEAD_LIMITS = limitsOf(tukarTambah, [
  'hpLama',
  'hpBaru',
  'jawaban',
  'dilewati',
  'nama',
  'whatsapp',
]);

/** What a resend may change: the answers, the range and its own time (firestore.rules: resendsLead). */
export const LEAD_RESEND_FIELDS = tukarTambah.fields.filter((f) => 'resend' in f).map((f) => f.name);
