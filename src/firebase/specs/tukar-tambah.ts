// tukar_tambah: a lead from the calculator's "Kirim ke WhatsApp": the phones, the
// answers of "Cek kondisi HP lama" in words, the value range, a short reference the
// shop can quote back, where the visit came from (as the chat taps know it) and,
// only when the visitor typed it, a WhatsApp number. Visitors create one and never
// read it; an admin moves its status along. firestore.rules' tukar_tambah block
// holds the same limits.
import { AMOUNT_MAX } from '../../config/amount';
import { PHONE_PATTERN } from '../../config/limits';
import { limitsOf, records } from './records';

export const LEAD_STATUS = ['baru', 'dihubungi', 'jadi', 'batal'] as const;
export type LeadStatus = (typeof LEAD_STATUS)[number];

/** A reference: TT- and four digits, short enough to read out in a chat. */
export const LEAD_REF_PATTERN = /^TT-[0-9]{4}$/;
export const LEAD_SOURCE_PATTERN = /^[a-z0-9-]{1,20}$/;

const money = (name: string, label: string) =>
  ({ name, label, type: 'number', min: 0, max: AMOUNT_MAX, once: true }) as const;

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
    { ...money('hargaBaru', 'Harga HP baru'), mayLack: true },
    { name: 'jawaban', label: 'Kondisi', type: 'longtext', maxLength: 600, once: true },
    { ...money('nilaiMin', 'Perkiraan terendah'), required: true },
    { ...money('nilaiMax', 'Perkiraan tertinggi'), required: true },
    {
      name: 'sumber',
      label: 'Sumber',
      type: 'text',
      required: true,
      maxLength: 20,
      pattern: LEAD_SOURCE_PATTERN,
      once: true,
    },
    {
      name: 'whatsapp',
      label: 'WhatsApp',
      type: 'text',
      minLength: 6,
      maxLength: 20,
      pattern: PHONE_PATTERN,
      mayLack: true,
      once: true,
    },
    { name: 'waktu', label: 'Waktu', type: 'time', once: true },
    {
      name: 'status',
      label: 'Status',
      type: 'choice',
      options: LEAD_STATUS,
      optionLabels: { baru: 'Baru', dihubungi: 'Dihubungi', jadi: 'Jadi', batal: 'Batal' },
      later: true,
    },
  ],
});

/** The texts' most characters, as the rules hold them. */
export const LEAD_LIMITS = limitsOf(tukarTambah, ['hpLama', 'hpBaru', 'jawaban', 'whatsapp']);
